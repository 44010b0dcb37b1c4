import { and, eq } from 'drizzle-orm';
import { APPOINTMENT_MESSAGES, cancellationRefundPercent } from '@shahrbazar/domain/rules/appointments-policy';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import type { VerticalRegistry } from '../listings/listing.mapper.ts';
import { keptBookable } from './appointment-book.service.ts';
import { findBook } from './book-reads.ts';
import { moveVisit } from './appointment-change.service.ts';
import { tellCancelledByOwner, tellMovedByOwner } from './appointment-notices.ts';
import { lockAppointment, payOwner, refundCancelled } from './appointment-payment.ts';
import { appointments } from './appointment.table.ts';
import { refreshNextFreeSlot } from './next-free-slot.ts';
import { offerFreedSlot } from './waitlist-offer.ts';

/** Told, in the transaction that marked it, that a visit of a listing of its vertical took place. */
export type VisitWatcher = (tx: Db, visit: { listingId: number; appointmentId: number }) => Promise<unknown>;

const visitWatchers = new Map<string, VisitWatcher>();

/**
 * Registers the watcher of one vertical's visits (ADR 0060: a lawyer counts its in-person and phone consultations
 * done); the appointments module never imports a vertical.
 */
export function watchVisits(vertical: string, watcher: VisitWatcher): void {
  visitWatchers.set(vertical, watcher);
}

/**
 * The owner (or a secretary of the book, ADR 0105) marks a visit of the listing's book as visited or a no-show, once it
 * has begun: what the wallet held for it is paid to the owner. 404 for a visit of another listing (or a listing the
 * caller does not keep), 409 before its start or when it is no longer booked. The status UPDATE is guarded on 'booked', so the money moves once.
 */
export async function markAppointment(
  db: Db,
  registry: VerticalRegistry,
  keeper: { userId: number; listingId: number },
  id: number,
  status: 'visited' | 'noShow',
  now: Date = new Date(),
) {
  const { listing } = await keptBookable(db, registry, keeper.userId, keeper.listingId);
  return db.transaction(async (tx) => {
    const row = await lockAppointment(tx, id);
    if (!row || row.listingId !== listing.id) throw new AppError('not_found');
    if (row.status !== 'booked') throw new AppError('conflict', APPOINTMENT_MESSAGES.notChangeable);
    if (row.startAt.getTime() > now.getTime()) throw new AppError('conflict', APPOINTMENT_MESSAGES.notYet);
    const share = await payOwner(tx, row, listing.userId, now);
    const [marked] = await tx
      .update(appointments)
      .set({ status, siteShare: share })
      .where(and(eq(appointments.id, row.id), eq(appointments.status, 'booked')))
      .returning();
    if (!marked) throw new AppError('conflict', APPOINTMENT_MESSAGES.notChangeable);
    // Counted once: the UPDATE above moved it from booked, and only one transaction can.
    if (status === 'visited') {
      await visitWatchers.get(listing.vertical)?.(tx, { listingId: listing.id, appointmentId: marked.id });
    }
    return marked;
  });
}

/**
 * A visit of the owner's listing still to come, locked: 404 for another listing's, 409 when it is no longer booked or
 * has begun (a begun visit is marked visited or a no-show instead). The owner is not bound by their own cut-off.
 */
async function ownComingVisit(db: Db, listingId: number, id: number, now: Date) {
  const row = await lockAppointment(db, id);
  if (!row || row.listingId !== listingId) throw new AppError('not_found');
  if (row.status !== 'booked') throw new AppError('conflict', APPOINTMENT_MESSAGES.notChangeable);
  if (row.startAt.getTime() <= now.getTime()) throw new AppError('conflict', APPOINTMENT_MESSAGES.begun);
  return row;
}

/**
 * The owner (the doctor) or a secretary of the book (ADR 0105) cancels a visit before it begins, in one transaction: by the patient's own
 * cancellation's steps, but all that was held goes back to the patient's wallet (ADR 0082), the slot is offered to the
 * day's waitlist, the patient is told by SMS and notification.
 */
export async function ownerCancelAppointment(
  db: Db,
  registry: VerticalRegistry,
  keeper: { userId: number; listingId: number },
  id: number,
  now: Date = new Date(),
) {
  const { listing } = await keptBookable(db, registry, keeper.userId, keeper.listingId);
  return db.transaction(async (tx) => {
    const row = await ownComingVisit(tx, listing.id, id, now);
    const book = await findBook(tx, listing.id);
    const { refund: refunded, share } = await refundCancelled(
      tx,
      row,
      { refundPercent: cancellationRefundPercent('owner', book?.refundPercent ?? 100), ownerId: listing.userId },
      now,
    );
    const [cancelled] = await tx
      .update(appointments)
      .set({ status: 'cancelled', cancelledAt: now, refunded, siteShare: share })
      .where(and(eq(appointments.id, row.id), eq(appointments.status, 'booked')))
      .returning();
    if (!cancelled) throw new AppError('conflict', APPOINTMENT_MESSAGES.notChangeable);
    await offerFreedSlot(tx, listing.id, row.startAt, now);
    await refreshNextFreeSlot(tx, listing.id, now);
    await tellCancelledByOwner(tx, cancelled, refunded, keeper.userId);
    return cancelled;
  });
}

/**
 * The owner or a secretary of the book moves a visit, before it begins, to another free slot of the book (its money stays held
 * as it was); the old slot is offered to its day's waitlist and the patient is told the new time.
 */
export async function ownerRescheduleAppointment(
  db: Db,
  registry: VerticalRegistry,
  keeper: { userId: number; listingId: number },
  id: number,
  to: Date,
  now: Date = new Date(),
) {
  const { listing } = await keptBookable(db, registry, keeper.userId, keeper.listingId);
  return db.transaction(async (tx) => {
    const row = await ownComingVisit(tx, listing.id, id, now);
    const book = await findBook(tx, listing.id);
    if (!book) throw new AppError('conflict', APPOINTMENT_MESSAGES.notChangeable);
    const moved = await moveVisit(tx, book, { ...row, listingId: listing.id }, to, now);
    await tellMovedByOwner(tx, moved, row.startAt, keeper.userId);
    return moved;
  });
}
