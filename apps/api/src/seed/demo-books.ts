import { and, eq } from 'drizzle-orm';
import type { BookWrite } from '@shahrbazar/domain/api/appointment.schema';
import type { Db } from '../db/client.ts';
import { findBook } from '../modules/appointments/book-reads.ts';
import { appointmentBooks } from '../modules/appointments/appointment.table.ts';
import { mirrorBook, mirrorNextFreeSlot } from '../modules/appointments/book-mirror.ts';
import { refreshNextFreeSlot } from '../modules/appointments/next-free-slot.ts';
import type { VerticalDefinition } from '../modules/listings/define-vertical.ts';
import { listings } from '../modules/listings/listing.table.ts';

// The demo listings' appointment books (modules/appointments, ADR 0034, 0055): the doctors' and the lawyers', so a
// visitor of a fresh install finds free slots in the coming days and can book one.

/** Weekly hours: the same span on each of the weekdays (0 = Saturday). */
export const weekly = (weekdays: readonly number[], from: string, to: string) =>
  weekdays.map((weekday) => ({ weekday, from, to }));
export const SAT_TO_WED = [0, 1, 2, 3, 4];
export const SAT_TO_THU = [0, 1, 2, 3, 4, 5];

/** A demo book: its hours, its slot length and price, no breaks or days off, a 2-hour cut-off, full refunds. */
export function demoBook(hours: BookWrite['hours'], durationMinutes: number, price: number): BookWrite {
  return { hours, durationMinutes, price, breaks: [], daysOff: [], cutoffHours: 2, refundPercent: 100, active: true };
}

/**
 * Gives every demo listing of `vertical` named in `books` (by title) that has no appointment book its demo book, with
 * its earliest free slot counted from `now` (the app's clock at seed time) and mirrored where the vertical's list
 * sorts by it. A book an owner already has is left as it is, so this runs at every start (an install seeded before
 * the demo books gets them too).
 */
export async function seedDemoBooks(
  db: Db,
  vertical: VerticalDefinition,
  books: Readonly<Record<string, BookWrite>>,
  now: Date = new Date(),
): Promise<number> {
  let inserted = 0;
  for (const [title, values] of Object.entries(books)) {
    const [listing] = await db
      .select({ id: listings.id })
      .from(listings)
      .where(and(eq(listings.vertical, vertical.key), eq(listings.title, title)));
    if (!listing || (await findBook(db, listing.id))) continue;
    await db.insert(appointmentBooks).values({ listingId: listing.id, ...values, updatedAt: now });
    // The vertical's mirror is registered with the routes, after seeding: told here directly.
    const next = await refreshNextFreeSlot(db, listing.id, now);
    await mirrorNextFreeSlot(db, vertical.appointments?.mirror, listing.id, next);
    await mirrorBook(db, vertical.appointments?.mirror, listing.id, await findBook(db, listing.id));
    inserted++;
  }
  return inserted;
}
