import { and, eq } from 'drizzle-orm';
import { APPOINTMENT_MESSAGES, canChangeAppointment } from '@shahrbazar/domain/rules/appointments-policy';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { findListingById } from '../listings/listing.repository.ts';
import { findBook, type BookRow } from './book-reads.ts';
import { refreshNextFreeSlot } from './next-free-slot.ts';
import { lockAppointment, refundCancelled } from './appointment-payment.ts';
import { appointments } from './appointment.table.ts';
import { checkSlot, takingSlot } from './slot-check.ts';
import { offerFreedSlot } from './waitlist-offer.ts';
import { tellCancelled, tellMoved } from './appointment-notices.ts';
import { requireAccess } from '../access/record-access.ts';

// Cancelling and moving a booked visit before the owner's cut-off (docs/decisions/0034-appointment-book.md): each in
// one transaction with the appointment locked; the freed slot goes to the day's waitlist.

/** The caller's booked appointment, locked, with its book: 404 for another's, 409 when it can no longer change. */
async function changeableOwn(db: Db, userId: number, id: number, now: Date) {
  const row = await lockAppointment(db, id);
  requireAccess(userId, 'appointment', row, 'change');
  if (row.status !== 'booked') throw new AppError('conflict', APPOINTMENT_MESSAGES.notChangeable);
  const book = await findBook(db, row.listingId);
  if (!book) throw new AppError('conflict', APPOINTMENT_MESSAGES.notChangeable);
  if (!canChangeAppointment(row.startAt, now, book.cutoffHours)) {
    throw new AppError('conflict', APPOINTMENT_MESSAGES.tooLate);
  }
  return { row, book };
}

/**
 * Cancels the caller's visit before the cut-off, in one transaction: the owner's refund percent back to the wallet,
 * the slot offered to the day's waitlist, the book's next free slot updated.
 */
export async function cancelAppointment(db: Db, userId: number, id: number, now = new Date()) {
  return db.transaction(async (tx) => {
    const { row, book } = await changeableOwn(tx, userId, id, now);
    const listing = await findListingById(tx, row.listingId);
    if (!listing) throw new AppError('conflict', APPOINTMENT_MESSAGES.notChangeable);
    const { refund: refunded, share } = await refundCancelled(
      tx,
      row,
      { refundPercent: book.refundPercent, ownerId: listing.userId },
      now,
    );
    const [cancelled] = await tx
      .update(appointments)
      .set({ status: 'cancelled', cancelledAt: now, refunded, siteShare: share })
      .where(and(eq(appointments.id, row.id), eq(appointments.status, 'booked')))
      .returning();
    if (!cancelled) throw new AppError('conflict', APPOINTMENT_MESSAGES.notChangeable);
    await offerFreedSlot(tx, row.listingId, row.startAt, now);
    await refreshNextFreeSlot(tx, row.listingId, now);
    await tellCancelled(tx, cancelled);
    return cancelled;
  });
}

/** Moves the caller's visit to another free slot of the same book before the cut-off; the old slot is offered on. */
export async function rescheduleAppointment(db: Db, userId: number, id: number, to: Date, now = new Date()) {
  return db.transaction(async (tx) => {
    const { row, book } = await changeableOwn(tx, userId, id, now);
    const moved = await moveVisit(tx, book, row, to, now);
    await tellMoved(tx, moved, row.startAt);
    return moved;
  });
}

/**
 * Moves a visit to `to` inside the caller's transaction, whoever asks (the patient or the doctor): the slot must be
 * free in its book, the reminders start again, and the old slot goes to the waitlist and the book's next free slot.
 */
export async function moveVisit(
  tx: Db,
  book: BookRow,
  row: { id: number; listingId: number; userId: number; startAt: Date },
  to: Date,
  now: Date,
) {
  await checkSlot(tx, book, row.listingId, to, row.userId, now);
  const moved = await takingSlot(tx, async (sp) => {
    const [updated] = await sp
      .update(appointments)
      .set({
        startAt: to,
        endAt: new Date(to.getTime() + book.durationMinutes * 60_000),
        remindedDayAt: null,
        remindedSoonAt: null,
      })
      .where(eq(appointments.id, row.id))
      .returning();
    if (!updated) throw new AppError('conflict', APPOINTMENT_MESSAGES.notChangeable);
    return updated;
  });
  await offerFreedSlot(tx, row.listingId, row.startAt, now);
  await refreshNextFreeSlot(tx, row.listingId, now);
  return moved;
}
