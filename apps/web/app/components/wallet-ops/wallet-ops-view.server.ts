// The loaders' name for the withdrawals' and receipts' views, which are client-safe (the back office's receipts and
// withdrawals resources declare their rows with them): wallet-ops-view.ts.
export * from './wallet-ops-view.ts';
