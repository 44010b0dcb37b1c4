import { and, asc, eq, gte, sql } from 'drizzle-orm';
import { STATS_DAYS } from '@shahrbazar/domain/enums/listing-engagement';
import type { ListingStats } from '@shahrbazar/domain/api/listing-engagement.schema';
import type { Db } from '../../db/client.ts';
import { iranDay } from './listing-browse.service.ts';
import { listingStats } from './listing.table.ts';

// A listing's daily statistics for its owner (ADR 0027): one row per listing per Iranian day, raised by the statement
// that records the event (views in recordView), never one row per event.

type Counter = 'reveals' | 'favorites' | 'chats';

/** Adds one to a counter of a listing's day, in one upsert (safe under concurrent requests). */
export async function countStat(db: Db, listingId: number, counter: Counter, now = new Date()): Promise<void> {
  const column = listingStats[counter];
  await db
    .insert(listingStats)
    .values({ listingId, day: iranDay(now), [counter]: 1 })
    .onConflictDoUpdate({
      target: [listingStats.listingId, listingStats.day],
      set: { [counter]: sql`${column} + 1` },
    });
}

/** The Iranian days of the last `count` days, oldest first (YYYY-MM-DD). */
function lastDays(now: Date, count: number): string[] {
  const days: string[] = [];
  for (let back = count - 1; back >= 0; back -= 1) days.push(iranDay(new Date(now.getTime() - back * 86_400_000)));
  return [...new Set(days)];
}

/** A listing's last 30 days (a day without events is zeros) and their totals. */
export async function listingStatsOf(db: Db, listingId: number, now = new Date()): Promise<ListingStats> {
  const days = lastDays(now, STATS_DAYS);
  const rows = await db
    .select()
    .from(listingStats)
    .where(and(eq(listingStats.listingId, listingId), gte(listingStats.day, days[0] ?? iranDay(now))))
    .orderBy(asc(listingStats.day));
  const byDay = new Map(rows.map((row) => [row.day, row]));
  const entries = days.map((day) => {
    const row = byDay.get(day);
    return {
      day,
      views: row?.views ?? 0,
      reveals: row?.reveals ?? 0,
      favorites: row?.favorites ?? 0,
      chats: row?.chats ?? 0,
    };
  });
  const sum = (key: Counter | 'views') => entries.reduce((total, entry) => total + entry[key], 0);
  return {
    days: entries,
    totals: { views: sum('views'), reveals: sum('reveals'), favorites: sum('favorites'), chats: sum('chats') },
  };
}
