import { and, asc, eq, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import type { ListingBump } from '@shahrbazar/domain/api/listing.schema';
import { ListingStatus } from '@shahrbazar/domain/enums/status';
import { bumpDaysLeft, bumpScheduleAfterPurchase, nextLiftAfter } from '@shahrbazar/domain/rules/bump-days';
import type { Db } from '../../db/client.ts';
import { listingBumps } from './listing-bump.table.ts';
import { listings } from './listing.table.ts';
import { eachApart } from '../../db/each-apart.ts';

// A bump's days (issue 35, ADR 0084 amended): a bump package of N days lifts its listing when it is paid (billing's
// handler, listing-purchase.service.ts) and then once a day until its days end (the `lift-bumped-listings` job). The
// job runner's advisory lock gives one runner a round; the lift is idempotent besides: each due lift moves its bump's
// next lift on with a guarded UPDATE that names the lift it found, so two rounds at once (or a round repeated) lift a
// listing once per day.

/**
 * Sends a live listing to the top of its lists: a new place from the sequence new listings draw from. Answers whether
 * it was lifted (a listing not live is left where it is).
 */
export async function liftToTop(db: Db, listingId: number): Promise<boolean> {
  const [lifted] = await db
    .update(listings)
    .set({ sortKey: sql`nextval(pg_get_serial_sequence('listings', 'sort_key'))` })
    .where(and(eq(listings.id, listingId), eq(listings.status, ListingStatus.active)))
    .returning({ id: listings.id });
  return lifted !== undefined;
}

/**
 * A bump of `days` paid at `now` for a listing locked by the caller: lifted at once, and its days recorded (added
 * after those of a bump still running, whose daily rhythm goes on).
 */
export async function startBump(db: Db, listingId: number, days: number, now: Date): Promise<void> {
  await liftToTop(db, listingId);
  const [running] = await db.select().from(listingBumps).where(eq(listingBumps.listingId, listingId)).for('update');
  const schedule = bumpScheduleAfterPurchase(days, now, running);
  await db
    .insert(listingBumps)
    .values({ listingId, ...schedule })
    .onConflictDoUpdate({ target: listingBumps.listingId, set: schedule });
}

/** Lifts one job round makes at most; the rest the next round. */
const BATCH = 500;

/**
 * The job's round: every bump whose lift is due by `now` has it moved to the next day's mark (or none when its days
 * end) by an UPDATE guarded on the lift it found, and only then is its listing lifted, if live: a lift already moved
 * by another round is not made again. Bumps whose days ended are forgotten. Answers the listings lifted; `lifted`
 * hears the verticals whose lists it changed once the round is over, even one some of whose items failed (ADR 0107:
 * their kept lists are dropped).
 */
export async function liftDueBumps(
  db: Db,
  now: Date = new Date(),
  onLifted?: (verticals: string[]) => void,
): Promise<number[]> {
  const due = await db
    .select()
    .from(listingBumps)
    .where(and(isNotNull(listingBumps.nextLiftAt), lte(listingBumps.nextLiftAt, now)))
    .orderBy(asc(listingBumps.nextLiftAt))
    .limit(BATCH);
  const lifted: number[] = [];
  // Each bump apart (ADR 0101): its mark moved and its listing lifted in one transaction.
  const result = eachApart(db, due, async (tx, bump) => {
    if (!bump.nextLiftAt) return false;
    const [moved] = await tx
      .update(listingBumps)
      .set({ nextLiftAt: nextLiftAfter(bump.nextLiftAt, bump.endsAt, now) })
      .where(and(eq(listingBumps.listingId, bump.listingId), eq(listingBumps.nextLiftAt, bump.nextLiftAt)))
      .returning({ listingId: listingBumps.listingId });
    if (!moved || !(await liftToTop(tx, bump.listingId))) return false;
    lifted.push(bump.listingId);
    return true;
  });
  await result.finally(async () => {
    await db.delete(listingBumps).where(lte(listingBumps.endsAt, now));
    if (onLifted && lifted.length > 0) onLifted(await verticalsOf(db, lifted));
  });
  return lifted;
}

/** The verticals of these listings, each once. */
async function verticalsOf(db: Db, listingIds: number[]): Promise<string[]> {
  const rows = await db
    .selectDistinct({ vertical: listings.vertical })
    .from(listings)
    .where(inArray(listings.id, listingIds));
  return rows.map((row) => row.vertical);
}

/** The bumps still running of these listings at `now`, as their owner's answer says them. */
export async function bumpsOf(db: Db, listingIds: readonly number[], now: Date): Promise<Map<number, ListingBump>> {
  if (listingIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(listingBumps)
    .where(inArray(listingBumps.listingId, [...listingIds]));
  return new Map(
    rows
      .filter((row) => row.endsAt > now)
      .map((row) => [
        row.listingId,
        { nextLift: row.nextLiftAt?.toISOString() ?? null, daysLeft: bumpDaysLeft(row.endsAt, now) },
      ]),
  );
}
