import { and, eq, lt, sql } from 'drizzle-orm';
import { firstFreeSlot } from '@shahrbazar/domain/rules/appointments';
import type { Db } from '../../db/client.ts';
import type { BookMirror } from '../listings/define-vertical.ts';
import { mirrorNextFreeSlot } from './book-mirror.ts';
import type { VerticalRegistry } from '../listings/listing.mapper.ts';
import { findListingById } from '../listings/listing.repository.ts';
import { findBook, NEXT_FREE_HORIZON_DAYS, takenStarts } from './book-reads.ts';
import { appointmentBooks } from './appointment.table.ts';

// The materialised next free slot (ADR 0034): stored on the book and kept in the transaction of every change that
// moves it, so a list sorts by an indexed column instead of computing slots per listing per request.

const DAY_MS = 86_400_000;

/** Verticals that mirror their books' next free slot (registered with the routes, as billing's payment items are). */
const watchers = new Map<string, BookMirror>();

/** Registers every vertical of `registry` that mirrors its books' next free slot (`appointments.mirror`). */
export function watchNextFreeSlots(registry: VerticalRegistry): void {
  for (const vertical of registry.values()) {
    const mirror = vertical.appointments?.mirror;
    if (mirror?.nextFreeSlot) watchers.set(vertical.key, mirror);
  }
}

/** Recomputes and stores a book's earliest free slot (null when inactive or full for the horizon); answers it. */
export async function refreshNextFreeSlot(db: Db, listingId: number, now: Date = new Date()): Promise<Date | null> {
  const book = await findBook(db, listingId);
  if (!book) return null;
  let next: Date | null = null;
  if (book.active) {
    const to = new Date(now.getTime() + (NEXT_FREE_HORIZON_DAYS + 1) * DAY_MS);
    const taken = await takenStarts(db, listingId, { from: now, to, now });
    next = firstFreeSlot(book, { now, days: NEXT_FREE_HORIZON_DAYS, taken }) ?? null;
  }
  await db.update(appointmentBooks).set({ nextFreeSlot: next }).where(eq(appointmentBooks.listingId, listingId));
  if (watchers.size > 0) {
    const listing = await findListingById(db, listingId);
    await mirrorNextFreeSlot(db, listing && watchers.get(listing.vertical), listingId, next);
  }
  return next;
}

/** Books whose stored next free slot has passed (time moved on): the job refreshes them. */
export async function staleBooks(db: Db, now: Date, limit = 500): Promise<number[]> {
  const rows = await db
    .select({ id: appointmentBooks.listingId })
    .from(appointmentBooks)
    .where(and(eq(appointmentBooks.active, true), lt(appointmentBooks.nextFreeSlot, now)))
    .orderBy(sql`${appointmentBooks.nextFreeSlot}`)
    .limit(limit);
  return rows.map((row) => row.id);
}
