import { count, desc, eq } from 'drizzle-orm';
import type { Wallet, WalletEntry } from '@shahrbazar/domain/api/payment.schema';
import { lastPage, pageOffset, type PageQuery } from '@shahrbazar/domain/rules/pagination';
import { PAYMENT_MESSAGES, type WalletEntryKind } from '@shahrbazar/domain/rules/payment';
import type { Label } from '@shahrbazar/domain/i18n/locale';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { addToWalletBalance, takeFromWalletBalance, walletColumnsOf } from '../users/user-wallet.ts';
import { payments, walletEntries } from './payment.table.ts';

type WalletEntryRow = typeof walletEntries.$inferSelect;

// The wallet (ADR 0014): `users.wallet_balance` is the balance, `wallet_entries` the append-only ledger. Both change
// together, inside the caller's transaction: the balance by one guarded UPDATE (a debit never takes it below 0, and
// the CHECK on the column refuses it if the code ever tried), the entry with the balance it left. A payment's entry
// of a kind is unique, so it can credit or debit a wallet only once; a withdrawal's entry is unique too (ADR 0015).

/**
 * Adds money to a wallet (a charge, a refund; a reserve's release or payout, naming the reserve) and records it; run
 * inside the transaction that earned it.
 */
export async function creditWallet(
  db: Db,
  input:
    | { userId: number; paymentId: number | null; amount: number; kind: Extract<WalletEntryKind, 'charge' | 'refund'> }
    | { userId: number; reserveId: number; amount: number; kind: Extract<WalletEntryKind, 'release' | 'payout'> },
): Promise<WalletEntryRow> {
  if (!Number.isSafeInteger(input.amount) || input.amount <= 0) {
    throw new RangeError(`A credit must be whole toman above 0, not ${String(input.amount)}`);
  }
  await lockNamedPayment(db, 'paymentId' in input ? input.paymentId : null);
  const balance = await addToWalletBalance(db, input.userId, input.amount);
  if (balance === undefined) throw new AppError('not_found');
  return record(db, {
    userId: input.userId,
    paymentId: 'paymentId' in input ? input.paymentId : null,
    reserveId: 'reserveId' in input ? input.reserveId : null,
    amount: input.amount,
    kind: input.kind,
    balanceAfter: balance,
  });
}

/**
 * Takes money out of a wallet to pay `paymentId` (entry `payment`), to pay out `withdrawalId` (entry `withdrawal`) or
 * to fund `reserveId` (entry `reserve`, ADR 0023) and records it; 409 with `refusal` (by default the
 * insufficient-balance message) when the balance does not cover it. One guarded statement: concurrent debits queue on
 * the user's row, and each re-checks the balance the previous one left, so together they never spend more than there
 * is. A payment or a reserve spends only what pending withdrawals do not hold (`wallet_held`, ADR 0015); a
 * withdrawal's own debit takes its amount out of the balance and out of what is held, together.
 */
export async function debitWallet(
  db: Db,
  input: { userId: number; amount: number } & (
    | { paymentId: number; withdrawalId?: never; reserveId?: never }
    | { withdrawalId: number; paymentId?: never; reserveId?: never }
    | { reserveId: number; paymentId?: never; withdrawalId?: never }
  ),
  refusal: Label = PAYMENT_MESSAGES.insufficientBalance,
): Promise<WalletEntryRow> {
  if (!Number.isSafeInteger(input.amount) || input.amount <= 0) {
    throw new RangeError(`A debit must be whole toman above 0, not ${String(input.amount)}`);
  }
  const paysOutWithdrawal = input.withdrawalId !== undefined;
  await lockNamedPayment(db, input.paymentId);
  const balance = await takeFromWalletBalance(db, input.userId, input.amount, paysOutWithdrawal ? 'release' : 'spare');
  if (balance === undefined) throw new AppError('conflict', refusal);
  return record(db, {
    userId: input.userId,
    paymentId: input.paymentId ?? null,
    withdrawalId: input.withdrawalId ?? null,
    reserveId: input.reserveId ?? null,
    amount: -input.amount,
    kind: input.withdrawalId !== undefined ? 'withdrawal' : input.reserveId !== undefined ? 'reserve' : 'payment',
    balanceAfter: balance,
  });
}

/**
 * Lock order (ADR 0077, 0099): a ledger entry naming a payment needs that payment's row (its foreign key takes FOR KEY
 * SHARE on it), and the bank's callback holds the payment FOR UPDATE while it credits this same wallet. Taking the
 * payment's KEY SHARE here, before the wallet's row, keeps the order payment → wallet whoever calls: a caller that did
 * not lock the payment waits for the callback before it touches the wallet, instead of holding the wallet while the
 * callback waits for it (a deadlock). A caller that holds the payment already takes nothing new.
 */
async function lockNamedPayment(db: Db, paymentId: number | null | undefined): Promise<void> {
  if (paymentId === null || paymentId === undefined) return;
  await db.select({ id: payments.id }).from(payments).where(eq(payments.id, paymentId)).for('key share');
}

async function record(
  db: Db,
  entry: {
    userId: number;
    paymentId: number | null;
    withdrawalId?: number | null;
    reserveId?: number | null;
    amount: number;
    kind: WalletEntryKind;
    balanceAfter: number;
  },
): Promise<WalletEntryRow> {
  const [row] = await db.insert(walletEntries).values(entry).returning();
  if (!row) throw new Error('wallet entry insert returned no row');
  return row;
}

function toEntry(row: WalletEntryRow): WalletEntry {
  return {
    id: row.id,
    kind: row.kind as WalletEntry['kind'],
    amount: row.amount,
    balanceAfter: row.balanceAfter,
    paymentId: row.paymentId,
    withdrawalId: row.withdrawalId,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * What a user may spend from their wallet now: the balance less what their pending withdrawal requests hold (never
 * below 0). Wallet payments are refused above it (debitWallet), and pages offering to pay from the wallet show it.
 */
export async function spendableOf(db: Db, userId: number): Promise<{ spendable: number; held: number } | undefined> {
  const user = await walletColumnsOf(db, userId);
  return user && { spendable: Math.max(0, user.balance - user.held), held: user.held };
}

/**
 * A user's wallet: what they may spend (`balance`: the balance less pending withdrawals), what their pending
 * withdrawals hold (`held`), and one page of their ledger, newest first (its balanceAfter is the whole balance).
 */
export async function walletOf(db: Db, userId: number, query: PageQuery): Promise<Wallet> {
  const user = await spendableOf(db, userId);
  if (!user) throw new AppError('not_found');
  const where = eq(walletEntries.userId, userId);
  const [total] = await db.select({ n: count() }).from(walletEntries).where(where);
  const rows = await db
    .select()
    .from(walletEntries)
    .where(where)
    .orderBy(desc(walletEntries.id))
    .limit(query.perPage)
    .offset(pageOffset(query));
  const n = total?.n ?? 0;
  return {
    balance: user.spendable,
    held: user.held,
    entries: {
      items: rows.map(toEntry),
      currentPage: query.page,
      perPage: query.perPage,
      total: n,
      lastPage: lastPage(n, query.perPage),
    },
  };
}
