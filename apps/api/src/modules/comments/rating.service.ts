import { and, count, eq, isNotNull, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { CommentStatus } from '@shahrbazar/domain/enums/comment';
import { NO_RATING, ratingOf, type Rating } from '@shahrbazar/domain/rules/rating';
import type { Db } from '../../db/client.ts';
import { comments, itemRatings } from './comment.table.ts';

// An item's rating is computed in one place: rules/rating.ts from the counts of its approved comments' scores. It is
// rewritten here, in the transaction of the moderation that changed them, with the rating row locked first.

export interface Item {
  type: string;
  itemId: number;
}

/** Told an item's new rate in the transaction that changed it (a vertical keeping it where its list sorts). */
export type RatingWatcher = (tx: Db, itemId: number, rate: number) => Promise<unknown>;

const watchers = new Map<string, RatingWatcher>();

/**
 * Registers the watcher of one item type (ADR 0050: a clinic mirrors its rate on its detail row, so the doctor list's
 * rating sort is an index range); the comments module never imports the vertical.
 */
export function watchRating(type: string, watcher: RatingWatcher): void {
  watchers.set(type, watcher);
}

/**
 * Items of `type` by their rate (0 when unrated), for a list sorted best rated first (ADR 0042): the rate as a sort
 * key and the left join on the item's id column (`itemId`, e.g. the listing's) that brings it, one row per item.
 */
export function rateOrderOf(
  type: string,
  itemId: AnyColumn,
): { rate: SQL; join: { table: PgTable; on: SQL; left: true } } {
  return {
    rate: sql`coalesce(${itemRatings.rate}, 0)`,
    join: { table: itemRatings, on: and(eq(itemRatings.type, type), eq(itemRatings.itemId, itemId))!, left: true },
  };
}

/** Locks an item's rating row (made when missing), so decisions on its comments are counted one after the other. */
export async function lockRating(tx: Db, item: Item): Promise<void> {
  await tx.insert(itemRatings).values(item).onConflictDoNothing();
  await tx
    .select({ type: itemRatings.type })
    .from(itemRatings)
    .where(and(eq(itemRatings.type, item.type), eq(itemRatings.itemId, item.itemId)))
    .for('update');
}

/** Counts the item's approved scores again and stores the rating (call with the row locked by lockRating). */
export async function refreshRating(tx: Db, item: Item): Promise<Rating> {
  const rows = await tx
    .select({ score: comments.score, n: count() })
    .from(comments)
    .where(
      and(
        eq(comments.type, item.type),
        eq(comments.itemId, item.itemId),
        eq(comments.status, CommentStatus.approved),
        isNotNull(comments.score),
      ),
    )
    .groupBy(comments.score);
  const rating = ratingOf(Object.fromEntries(rows.map((row) => [row.score ?? 0, row.n])));
  const { maxRate: _maxRate, ...stored } = rating;
  await tx
    .update(itemRatings)
    .set({ ...stored, updatedAt: sql`now()` })
    .where(and(eq(itemRatings.type, item.type), eq(itemRatings.itemId, item.itemId)));
  await watchers.get(item.type)?.(tx, item.itemId, stored.rate);
  return rating;
}

/** An item's stored rating (nobody's scores when none is stored). */
export async function ratingOfItem(db: Db, item: Item): Promise<Rating> {
  const [row] = await db
    .select()
    .from(itemRatings)
    .where(and(eq(itemRatings.type, item.type), eq(itemRatings.itemId, item.itemId)));
  if (!row) return NO_RATING;
  return {
    rate: Math.round(row.rate * 10) / 10,
    totalUser: row.totalUser,
    maxRate: NO_RATING.maxRate,
    ratingBar1: row.ratingBar1,
    ratingBar2: row.ratingBar2,
    ratingBar3: row.ratingBar3,
    ratingBar4: row.ratingBar4,
    ratingBar5: row.ratingBar5,
  };
}
