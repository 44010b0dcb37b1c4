import { and, count, desc, eq, sum, type SQL } from 'drizzle-orm';
import type { ManagedWithdrawal, Withdrawal } from '@shahrbazar/domain/api/withdrawal.schema';
import { lastPage, pageOffset, type PageQuery } from '@shahrbazar/domain/rules/pagination';
import { WithdrawalStatus } from '@shahrbazar/domain/rules/withdrawal';
import type { Db } from '../../db/client.ts';
import {
  changeWalletHeld as changeHeld,
  lockWalletColumns,
  walletColumnsOf,
  walletHoldersByIds,
} from '../users/user-wallet.ts';
import { withdrawals } from './withdrawal.table.ts';

export type WithdrawalRow = typeof withdrawals.$inferSelect;

/** A withdrawal row as the API answers it. */
export function toWithdrawal(row: WithdrawalRow): Withdrawal {
  return {
    id: row.id,
    userId: row.userId,
    amount: row.amount,
    shabaNumber: row.shabaNumber,
    status: row.status as Withdrawal['status'],
    message: row.message,
    trackingNumber: row.trackingNumber,
    registerDate: row.createdAt.toISOString(),
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
  };
}

/** Withdrawal rows as the back office reads them: with the user and their wallet balance now. */
export async function toManagedWithdrawals(db: Db, rows: WithdrawalRow[]): Promise<ManagedWithdrawal[]> {
  const ids = [...new Set(rows.map((row) => row.userId))];
  const found = await walletHoldersByIds(db, ids);
  const byId = new Map(found.map((user) => [user.id, user]));
  return rows.map((row) => ({
    ...toWithdrawal(row),
    user: byId.get(row.userId) ?? { id: row.userId, name: '', mobile: null, walletBalance: 0 },
  }));
}

export async function findWithdrawal(db: Db, id: number): Promise<WithdrawalRow | undefined> {
  const [row] = await db.select().from(withdrawals).where(eq(withdrawals.id, id));
  return row;
}

/** Locks a withdrawal row for the rest of the transaction (FOR UPDATE); undefined when there is none. */
export async function lockWithdrawal(db: Db, id: number): Promise<WithdrawalRow | undefined> {
  const [row] = await db.select().from(withdrawals).where(eq(withdrawals.id, id)).for('update');
  return row;
}

/** What a user's pending requests ask for together (toman). */
export async function pendingTotalOf(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ total: sum(withdrawals.amount).mapWith(Number) })
    .from(withdrawals)
    .where(and(eq(withdrawals.userId, userId), eq(withdrawals.status, WithdrawalStatus.pending)));
  return row?.total ?? 0;
}

/** One page of withdrawals (of one user, of one status), newest first, with the total of the filter. */
export async function findWithdrawalPage(
  db: Db,
  filter: { userId?: number | undefined; status?: number | undefined },
  page: PageQuery,
) {
  const conditions: SQL[] = [];
  if (filter.userId !== undefined) conditions.push(eq(withdrawals.userId, filter.userId));
  if (filter.status !== undefined) conditions.push(eq(withdrawals.status, filter.status));
  const where = conditions.length ? and(...conditions) : undefined;
  const [total] = await db.select({ n: count() }).from(withdrawals).where(where);
  const rows = await db
    .select()
    .from(withdrawals)
    .where(where)
    .orderBy(desc(withdrawals.id))
    .limit(page.perPage)
    .offset(pageOffset(page));
  const n = total?.n ?? 0;
  return { rows, total: n, currentPage: page.page, perPage: page.perPage, lastPage: lastPage(n, page.perPage) };
}

/**
 * Locks a user's row (FOR NO KEY UPDATE: the new request's foreign key takes KEY SHARE on it): their withdrawal
 * requests are then made one at a time, and wallet payments wait for them. `held` is what their pending requests hold.
 */
export function lockUserWallet(db: Db, userId: number) {
  return lockWalletColumns(db, userId);
}

/**
 * Changes what a user's pending requests hold by `delta` (+ when one is recorded, − when one is rejected or
 * cancelled; an approval's debit takes it off itself). Guarded: never below 0, and a new hold never above what the
 * balance has not already promised; answers false (nothing changed) otherwise.
 */
export function changeWalletHeld(db: Db, userId: number, delta: number): Promise<boolean> {
  return changeHeld(db, userId, delta);
}

/** A user's wallet balance, what their pending requests hold, and profile SHABA, without locking. */
export function walletOfUser(db: Db, userId: number) {
  return walletColumnsOf(db, userId);
}
