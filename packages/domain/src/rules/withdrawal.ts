import { defineEnum, type EnumValue } from '../enums/define-enum.ts';
import { StatusColor } from '../enums/status.ts';
import { toAsciiDigits } from '../format/number.ts';
import type { Label } from '../i18n/locale.ts';
import type { ValidationMessageKey } from '../i18n/validation-messages.ts';
import { isValidShaba } from './identity-numbers.ts';

// Withdrawals (docs/decisions/0015-withdrawals-receipts-manual-payments.md): a user asks for money from their wallet
// to be paid to a SHABA account; a manager pays it by bank transfer and approves it (the wallet is debited then), or
// rejects it with a message. Money is whole toman.

/** The least one withdrawal may be: ten thousand toman. */
export const WITHDRAWAL_MIN = 10_000;

/** Where a withdrawal request stands: waiting for a manager, paid to the account, or refused. */
export const WithdrawalStatus = defineEnum({
  pending: { value: 0, fa: 'در انتظار بررسی', en: 'Pending' },
  approved: { value: 1, fa: 'تأیید و واریز شد', en: 'Approved and paid' },
  rejected: { value: 2, fa: 'رد شد', en: 'Rejected' },
});
export type WithdrawalStatus = EnumValue<typeof WithdrawalStatus>;

/** Badge colour of each withdrawal status: waiting is warning, paid is success, refused is danger. */
export const WITHDRAWAL_STATUS_COLORS: Readonly<Record<WithdrawalStatus, StatusColor>> = {
  [WithdrawalStatus.pending]: StatusColor.warning,
  [WithdrawalStatus.approved]: StatusColor.success,
  [WithdrawalStatus.rejected]: StatusColor.danger,
};

/** Badge colour of a withdrawal status (an unknown value, from bad data, is a warning). */
export function withdrawalStatusColor(status: number): StatusColor {
  return WithdrawalStatus.is(status) ? WITHDRAWAL_STATUS_COLORS[status] : StatusColor.warning;
}

/**
 * What a user may still ask to withdraw: the balance less what their pending requests already ask for (never below
 * zero). Pending requests are not yet debited, so they are reserved here.
 */
export function availableForWithdrawal(balance: number, pendingTotal: number): number {
  return Math.max(0, balance - pendingTotal);
}

/** What is wrong with a withdrawal amount, if anything. */
export type WithdrawalAmountProblem = 'notWhole' | 'tooSmall' | 'aboveAvailable';

/** Whether `amount` toman may be asked for: whole toman, at least WITHDRAWAL_MIN, at most `available`. */
export function withdrawalAmountProblem(amount: number, available: number): WithdrawalAmountProblem | undefined {
  if (!Number.isSafeInteger(amount)) return 'notWhole';
  if (amount < WITHDRAWAL_MIN) return 'tooSmall';
  if (amount > available) return 'aboveAvailable';
  return undefined;
}

/** A SHABA as stored and shown: `IR` and 24 ASCII digits; undefined when the text is not a valid SHABA. */
export function normalizeShaba(input: string): string | undefined {
  if (!isValidShaba(input)) return undefined;
  const digits = toAsciiDigits(input).replace(/\s/g, '').toUpperCase();
  return digits.startsWith('IR') ? digits : `IR${digits}`;
}

/** The validation message (a key of the catalogue) for each problem of an amount. */
export const WITHDRAWAL_AMOUNT_MESSAGE_KEYS = {
  notWhole: 'withdrawalNotWhole',
  tooSmall: 'withdrawalTooSmall',
  aboveAvailable: 'withdrawalAboveAvailable',
} as const satisfies Record<WithdrawalAmountProblem, ValidationMessageKey>;

/** The messages of the withdrawal API that are not about one field, in both locales. */
export const WITHDRAWAL_MESSAGES = {
  alreadyReviewed: {
    fa: 'این درخواست برداشت پیش‌تر بررسی شده است.',
    en: 'This withdrawal request has already been reviewed.',
  },
  notCancellable: {
    fa: 'فقط درخواستی که هنوز بررسی نشده لغو می‌شود.',
    en: 'Only a request that has not been reviewed yet can be cancelled.',
  },
  balanceNoLongerCovers: {
    fa: 'موجودی کیف پول کاربر دیگر این مبلغ را پوشش نمی‌دهد؛ چیزی تغییر نکرد. درخواست را رد کنید یا بعداً بررسی کنید.',
    en: 'The user’s wallet balance no longer covers this amount; nothing was changed. Reject the request or review it later.',
  },
} as const satisfies Record<string, Label>;
