import { eq, getTableColumns } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { takesOnlineBookings, type WorkingPeriod } from '@shahrbazar/domain/rules/appointments';
import type { Db } from '../../db/client.ts';
import type { BookMirror } from '../listings/define-vertical.ts';

// The one way a vertical's listing mirrors its appointment book (issue 29, ADR 0079): the book decides whether the
// listing takes bookings, its hours, its visit length and its earliest free slot; a vertical only names the columns
// of its detail row that keep a copy (`appointments.mirror`), written here in the transaction that changes the book.

/** What of a book its mirror copies. */
export type MirroredBook = { active: boolean; hours: WorkingPeriod[]; durationMinutes: number };

/** The property name drizzle's `set` knows a column of `mirror.table` by. */
function keyOf(mirror: BookMirror, column: PgColumn): string {
  const found = Object.entries(getTableColumns(mirror.table)).find(([, candidate]) => candidate === column);
  if (!found) throw new Error(`book mirror: column ${column.name} is not one of its table's`);
  return found[0];
}

/** Writes `values` (by mirror column) onto the listing's detail row. */
async function write(db: Db, mirror: BookMirror, listingId: number, values: [PgColumn | undefined, unknown][]) {
  const set = Object.fromEntries(
    values.flatMap(([column, value]) => (column ? [[keyOf(mirror, column), value] as const] : [])),
  );
  if (Object.keys(set).length === 0) return;
  await db.update(mirror.table).set(set).where(eq(mirror.table.listingId, listingId));
}

/**
 * Copies a saved book onto its listing: whether it takes bookings (switched on and with hours), its hours and its
 * visit length. `book` undefined (the listing has none) takes no booking and states no hours.
 */
export function mirrorBook(db: Db, mirror: BookMirror | undefined, listingId: number, book: MirroredBook | undefined) {
  if (!mirror) return Promise.resolve();
  return write(
    db,
    mirror,
    listingId,
    [
      [mirror.takesBookings, takesOnlineBookings(book)],
      [mirror.workingHours, book?.hours ?? []],
      [mirror.durationMinutes, book?.durationMinutes],
    ].filter(([, value]) => value !== undefined) as [PgColumn | undefined, unknown][],
  );
}

/** Copies a book's earliest free slot onto its listing (null when none in the horizon or switched off). */
export function mirrorNextFreeSlot(db: Db, mirror: BookMirror | undefined, listingId: number, next: Date | null) {
  if (!mirror?.nextFreeSlot) return Promise.resolve();
  return write(db, mirror, listingId, [[mirror.nextFreeSlot, next]]);
}
