import { and, eq, gt, gte, lt, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { appointmentBooks, appointments, appointmentWaitlist } from './appointment.table.ts';

// A book's reads that the booking service and the next free slot both need: its own file, so neither imports the
// other (no import cycle, ADR 0112).

export type BookRow = typeof appointmentBooks.$inferSelect;

/** How far ahead the materialised next free slot looks (and the longest range the public may ask for). */
export const NEXT_FREE_HORIZON_DAYS = 60;

export async function findBook(db: Db, listingId: number, lock = false): Promise<BookRow | undefined> {
  const query = db.select().from(appointmentBooks).where(eq(appointmentBooks.listingId, listingId));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** The starts (epoch ms) held in [from, to): live appointments, and open waitlist offers other than `exceptUserId`'s. */
export async function takenStarts(
  db: Db,
  listingId: number,
  range: { from: Date; to: Date; now: Date; exceptUserId?: number },
): Promise<Set<number>> {
  const booked = await db
    .select({ start: appointments.startAt })
    .from(appointments)
    .where(
      and(
        eq(appointments.listingId, listingId),
        ne(appointments.status, 'cancelled'),
        gte(appointments.startAt, range.from),
        lt(appointments.startAt, range.to),
      ),
    );
  const offered = await db
    .select({ start: appointmentWaitlist.offeredStart })
    .from(appointmentWaitlist)
    .where(
      and(
        eq(appointmentWaitlist.listingId, listingId),
        eq(appointmentWaitlist.status, 'offered'),
        gt(appointmentWaitlist.offerExpiresAt, range.now),
        range.exceptUserId === undefined ? undefined : ne(appointmentWaitlist.userId, range.exceptUserId),
      ),
    );
  return new Set([...booked, ...offered].flatMap((row) => (row.start ? [row.start.getTime()] : [])));
}
