import { and, eq } from 'drizzle-orm';
import { APPOINTMENT_MESSAGES } from '@shahrbazar/domain/rules/appointments-policy';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import type { VerticalRegistry } from '../listings/listing.mapper.ts';
import { ownBookable } from './appointment-book.service.ts';
import { lockAppointment, payOwner } from './appointment-payment.ts';
import { appointments } from './appointment.table.ts';

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
 * The owner marks a visit of their listing's book as visited or a no-show, once it has begun: what the wallet held
 * for it is paid to the owner. 404 for a visit of another listing (or another owner's), 409 before its start or when
 * it is no longer booked. The status UPDATE is guarded on 'booked', so the money moves once.
 */
export async function markAppointment(
  db: Db,
  registry: VerticalRegistry,
  owner: { userId: number; listingId: number },
  id: number,
  status: 'visited' | 'noShow',
  now: Date = new Date(),
) {
  const { listing } = await ownBookable(db, registry, owner.userId, owner.listingId);
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
