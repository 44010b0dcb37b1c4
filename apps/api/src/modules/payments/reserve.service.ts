import { and, eq, gte, inArray, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Label } from '@shahrbazar/domain/i18n/locale';
import { siteShare } from '@shahrbazar/domain/rules/order';
import { PAYMENT_MESSAGES } from '@shahrbazar/domain/rules/payment';
import type { Db } from '../../db/client.ts';
import { uniqueViolation } from '../../db/errors.ts';
import { AppError } from '../../http/app-error.ts';
import { walletEntries } from './payment.table.ts';
import { walletReserves } from './reserve.table.ts';
import { creditWallet, debitWallet } from './wallet.service.ts';

// Wallet reserves (docs/decisions/0023-wallet-reserves-and-ad-rewards.md): money taken out of its owner's wallet and
// held for one purpose and item, paid out in parts to others, and released once. Every function runs inside the
// caller's transaction; the balance and `remaining` change only by guarded UPDATEs, each with its ledger entry.
//
// Lock order (docs/decisions/0077-one-lock-order-for-reserves.md): a caller that locks the reserve's item (a listing,
// an order, a project) locks it BEFORE the reserve, and wallets (users rows) come last, taken by the guarded UPDATEs
// here. The item's row is locked FOR NO KEY UPDATE, not FOR UPDATE, where rows written in the same work reference it
// (a reward claim's foreign key takes KEY SHARE on its listing): FOR UPDATE would make that foreign key wait on a row
// whose holder waits for the reserve, a deadlock. Never lock the item after the reserve.

export type ReserveRow = typeof walletReserves.$inferSelect;

const ALREADY_HELD: Label = {
  fa: 'برای این مورد هم‌اکنون بودجه‌ای رزرو شده است.',
  en: 'Money is already held for this item.',
};

/**
 * Takes `amount` out of the owner's wallet and holds it for (purpose, item): the reserve row and the wallet's
 * `reserve` entry, together. 409 with `refusal` when the balance does not cover it, 409 when a reserve is already
 * held for the item (at most one at a time, a unique index).
 */
export async function holdReserve(
  db: Db,
  input: { userId: number; purpose: string; itemId: number; amount: number },
  refusal: Label = PAYMENT_MESSAGES.insufficientBalance,
): Promise<ReserveRow> {
  if (!Number.isSafeInteger(input.amount) || input.amount <= 0) {
    throw new RangeError(`A reserve must be whole toman above 0, not ${String(input.amount)}`);
  }
  let reserve: ReserveRow | undefined;
  try {
    [reserve] = await db
      .insert(walletReserves)
      .values({ ...input, remaining: input.amount, status: 'held' })
      .returning();
  } catch (error) {
    if (uniqueViolation(error) === 'wallet_reserves_held_uq') throw new AppError('conflict', ALREADY_HELD);
    throw error;
  }
  if (!reserve) throw new Error('reserve insert returned no row');
  await debitWallet(db, { userId: input.userId, amount: input.amount, reserveId: reserve.id }, refusal);
  return reserve;
}

/** The query of the reserve held for (purpose, item). */
const heldFor = (db: Db, purpose: string, itemId: number) =>
  db
    .select()
    .from(walletReserves)
    .where(
      and(eq(walletReserves.purpose, purpose), eq(walletReserves.itemId, itemId), eq(walletReserves.status, 'held')),
    );

/**
 * The reserve held for (purpose, item), locked for the rest of the transaction; undefined when none is held. Lock the
 * item's row first, if at all (the lock order above).
 */
export async function lockHeldReserve(db: Db, purpose: string, itemId: number): Promise<ReserveRow | undefined> {
  const [row] = await heldFor(db, purpose, itemId).for('update');
  return row;
}

/**
 * Pays `amount` out of a held reserve into `recipientId`'s wallet (entry `payout`). One guarded UPDATE: answers the
 * reserve as it is after the payout, or undefined (nothing moved) when it is released or does not hold that much.
 */
export async function payOutOfReserve(
  db: Db,
  reserveId: number,
  payout: { recipientId: number; amount: number },
): Promise<ReserveRow | undefined> {
  if (!Number.isSafeInteger(payout.amount) || payout.amount <= 0) {
    throw new RangeError(`A payout must be whole toman above 0, not ${String(payout.amount)}`);
  }
  const [row] = await db
    .update(walletReserves)
    .set({ remaining: sql`${walletReserves.remaining} - ${payout.amount}` })
    .where(
      and(
        eq(walletReserves.id, reserveId),
        eq(walletReserves.status, 'held'),
        gte(walletReserves.remaining, payout.amount),
      ),
    )
    .returning();
  if (!row) return undefined;
  await creditWallet(db, { userId: payout.recipientId, reserveId, amount: payout.amount, kind: 'payout' });
  return row;
}

/**
 * Releases a held reserve: it is marked released and what it still holds goes back to its owner's wallet (entry
 * `release`). Exactly once: the UPDATE is guarded on `held`, so a second release (a double click, the job at the same
 * moment) finds nothing and answers undefined; the ledger's unique (reserve, kind) backs it up.
 */
export async function releaseReserve(
  db: Db,
  reserveId: number,
  now: Date = new Date(),
): Promise<ReserveRow | undefined> {
  const [row] = await db
    .update(walletReserves)
    // SET expressions read the row as it was: `released` takes what remained before `remaining` becomes 0.
    .set({ status: 'released', released: sql`${walletReserves.remaining}`, remaining: 0, releasedAt: now })
    .where(and(eq(walletReserves.id, reserveId), eq(walletReserves.status, 'held')))
    .returning();
  if (!row) return undefined;
  if ((row.released ?? 0) > 0) {
    await creditWallet(db, { userId: row.userId, reserveId, amount: row.released ?? 0, kind: 'release' });
  }
  return row;
}

/** The reserve held for (purpose, item), not locked; undefined when none is held. */
export async function findHeldReserve(db: Db, purpose: string, itemId: number): Promise<ReserveRow | undefined> {
  const [row] = await heldFor(db, purpose, itemId);
  return row;
}

/** The first `limit` reserves held for a purpose, oldest first (a round's work), not locked. */
export async function heldReserves(db: Db, purpose: string, limit: number): Promise<ReserveRow[]> {
  return db
    .select()
    .from(walletReserves)
    .where(and(eq(walletReserves.purpose, purpose), eq(walletReserves.status, 'held')))
    .orderBy(walletReserves.id)
    .limit(limit);
}

/** Reserves named by purpose and a subquery of their items' ids (a clinic's visits). */
export type ReservesOf = ReadonlyArray<{ purpose: string; itemIds: SQLWrapper }>;

/**
 * What a payee received out of reserves (their `payout` entries), summed per group of reserves, in one statement. The
 * groups are the caller's to keep apart: a payout counts in each group naming its reserve's purpose and item.
 */
export async function payoutsOutOf<K extends string>(
  db: Db,
  payeeId: number,
  groups: Record<K, ReservesOf>,
): Promise<Record<K, number>> {
  const keys = Object.keys(groups) as K[];
  const named = (reserves: ReservesOf): SQL =>
    or(
      ...reserves.map(({ purpose, itemIds }) =>
        and(eq(walletReserves.purpose, purpose), inArray(walletReserves.itemId, itemIds)),
      ),
    ) ?? sql`false`;
  const sums = Object.fromEntries(
    keys.map((key) => [
      key,
      sql<string>`coalesce(sum(${walletEntries.amount}) filter (where ${named(groups[key])}), 0)`,
    ]),
  );
  const [row] = await db
    .select(sums)
    .from(walletEntries)
    .innerJoin(walletReserves, eq(walletReserves.id, walletEntries.reserveId))
    .where(and(eq(walletEntries.userId, payeeId), eq(walletEntries.kind, 'payout')));
  return Object.fromEntries(keys.map((key) => [key, Number(row?.[key] ?? 0)])) as Record<K, number>;
}

/** A reserve by id (not locked). */
export async function findReserve(db: Db, reserveId: number): Promise<ReserveRow | undefined> {
  const [row] = await db.select().from(walletReserves).where(eq(walletReserves.id, reserveId));
  return row;
}

/**
 * Settles a held reserve (an order's escrow at delivery, ADR 0026): `payout.amount` goes to the recipient's wallet
 * (entry `payout`) and the reserve is closed keeping the rest for the site (a commission: no wallet's money, recorded
 * by the caller). One guarded UPDATE on `held`: a second settle, or a release at the same moment, finds nothing and
 * answers undefined, and nothing moves.
 */
async function settleReserve(
  db: Db,
  reserveId: number,
  payout: { recipientId: number; amount: number },
  now: Date = new Date(),
): Promise<ReserveRow | undefined> {
  if (!Number.isSafeInteger(payout.amount) || payout.amount < 0) {
    throw new RangeError(`A payout must be whole toman, not ${String(payout.amount)}`);
  }
  const [row] = await db
    .update(walletReserves)
    .set({ status: 'released', released: 0, remaining: 0, releasedAt: now })
    .where(
      and(
        eq(walletReserves.id, reserveId),
        eq(walletReserves.status, 'held'),
        gte(walletReserves.remaining, payout.amount),
      ),
    )
    .returning();
  if (!row) return undefined;
  if (payout.amount > 0) {
    await creditWallet(db, { userId: payout.recipientId, reserveId, amount: payout.amount, kind: 'payout' });
  }
  return row;
}

/**
 * Shares out a locked held reserve (ADR 0120): its owner's `refund` goes back, the rest is the payee's less the site's
 * share at `sitePercentage` (the percentage plan's, fixed when the money was taken; domain `siteShare`), and the share
 * is kept by closing the reserve (a commission: no wallet's money, recorded by the caller on its item). Answers the
 * share and what the payee was paid, or undefined (nothing moved) when the reserve is no longer held.
 * - No refund (an order delivered, a visit held, a consultation closed, a project released): one `settleReserve`.
 * - A refund (a cancelled visit): the payee's part is paid out first (`payout`), then the reserve is released to its
 *   owner when the site keeps nothing (`release`), else settled with the refund to `refund.recipientId` (`payout`).
 */
export async function shareOutReserve(
  db: Db,
  reserve: ReserveRow,
  split: { payeeId: number; sitePercentage: number; refund?: { recipientId: number; amount: number } },
  now: Date = new Date(),
): Promise<{ share: number; paid: number } | undefined> {
  const { refund } = split;
  const kept = reserve.remaining - (refund?.amount ?? 0);
  const share = siteShare(kept, split.sitePercentage);
  const paid = kept - share;
  if (!refund) {
    const settled = await settleReserve(db, reserve.id, { recipientId: split.payeeId, amount: paid }, now);
    return settled && { share, paid };
  }
  if (paid > 0) await payOutOfReserve(db, reserve.id, { recipientId: split.payeeId, amount: paid });
  if (share === 0) await releaseReserve(db, reserve.id, now);
  else if (!(await settleReserve(db, reserve.id, refund, now))) return undefined;
  return { share, paid };
}
