import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from './user.table.ts';

// The wallet's columns of the user row (users.wallet_balance, users.wallet_held, ADR 0014 and 0015), read and written
// for billing (modules/payments: wallet.service.ts, withdrawal.repository.ts) and by nobody else: the balance changes
// only with its ledger entry, which billing writes in the same transaction. Each write is the one guarded statement it
// was: concurrent writers queue on the user's row, and each re-checks what the previous one left.

/** Adds `amount` to the balance; answers the balance it left, or undefined when there is no such user. */
export async function addToWalletBalance(db: Db, userId: number, amount: number): Promise<number | undefined> {
  const [user] = await db
    .update(users)
    .set({ walletBalance: sql`${users.walletBalance} + ${amount}` })
    .where(eq(users.id, userId))
    .returning({ balance: users.walletBalance });
  return user?.balance;
}

/**
 * Takes `amount` out of the balance, guarded; answers the balance it left, or undefined (nothing changed) when it
 * does not cover it. A payment or a reserve (`held: 'spare'`) spends only what pending withdrawals do not hold; a
 * withdrawal's own payout (`held: 'release'`) takes it out of the balance and out of what is held, together.
 */
export async function takeFromWalletBalance(
  db: Db,
  userId: number,
  amount: number,
  held: 'spare' | 'release',
): Promise<number | undefined> {
  const release = held === 'release';
  const [user] = await db
    .update(users)
    .set(
      release
        ? {
            walletBalance: sql`${users.walletBalance} - ${amount}`,
            walletHeld: sql`${users.walletHeld} - ${amount}`,
          }
        : { walletBalance: sql`${users.walletBalance} - ${amount}` },
    )
    .where(
      and(
        eq(users.id, userId),
        release
          ? and(gte(users.walletBalance, amount), gte(users.walletHeld, amount))
          : gte(sql`${users.walletBalance} - ${users.walletHeld}`, amount),
      ),
    )
    .returning({ balance: users.walletBalance });
  return user?.balance;
}

/**
 * Changes what a user's pending withdrawals hold by `delta`, guarded: never below 0, and a new hold never above what
 * the balance has not already promised; answers false (nothing changed) otherwise.
 */
export async function changeWalletHeld(db: Db, userId: number, delta: number): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ walletHeld: sql`${users.walletHeld} + ${delta}` })
    .where(
      and(
        eq(users.id, userId),
        delta >= 0 ? gte(sql`${users.walletBalance} - ${users.walletHeld}`, delta) : gte(users.walletHeld, -delta),
      ),
    )
    .returning({ id: users.id });
  return rows.length > 0;
}

const walletColumns = { balance: users.walletBalance, held: users.walletHeld, shabaNumber: users.shabaNumber };

/** A user's balance, what their pending withdrawals hold and their profile SHABA, without locking. */
export async function walletColumnsOf(
  db: Db,
  userId: number,
): Promise<{ balance: number; held: number; shabaNumber: string } | undefined> {
  const [row] = await db.select(walletColumns).from(users).where(eq(users.id, userId));
  return row;
}

/**
 * The same, with the user's row locked FOR NO KEY UPDATE for the rest of the transaction (a new withdrawal's foreign
 * key takes KEY SHARE on it): a user's withdrawal requests are made one at a time, and wallet payments wait for them.
 */
export async function lockWalletColumns(
  db: Db,
  userId: number,
): Promise<{ balance: number; held: number; shabaNumber: string } | undefined> {
  const [row] = await db.select(walletColumns).from(users).where(eq(users.id, userId)).for('no key update');
  return row;
}

/** Users' names, mobiles and balances now, by id at once (a page of withdrawals); those gone are missing. */
export async function walletHoldersByIds(
  db: Db,
  ids: readonly number[],
): Promise<Array<{ id: number; name: string; mobile: string | null; walletBalance: number }>> {
  if (ids.length === 0) return [];
  return db
    .select({ id: users.id, name: users.name, mobile: users.mobile, walletBalance: users.walletBalance })
    .from(users)
    .where(inArray(users.id, [...new Set(ids)]));
}
