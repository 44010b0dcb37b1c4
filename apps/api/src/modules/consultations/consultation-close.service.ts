import { and, asc, eq, lte, sql } from 'drizzle-orm';
import {
  CONSULTATION_MESSAGES,
  canMoveConsultation,
  UNPAID_CONSULTATION_MINUTES,
  type ConsultationStatus,
} from '@shahrbazar/domain/rules/consultations';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { findListingById } from '../listings/listing.repository.ts';
import { lockHeldReserve, shareOutReserve } from '../payments/reserve.service.ts';
import { CONSULTATION_RESERVE, type ConsultationRow } from './consultation.service.ts';
import { consultations } from './consultation.table.ts';
import { eachApart } from '../../db/each-apart.ts';
import { requireAccess } from '../access/record-access.ts';

// Ending a text consultation (docs/decisions/0039-consultations.md): its owner closes it, or the job when its 48 hours
// pass. Either way its reserve goes to the owner less the site's share, exactly once: the row is locked, the move is
// allowed only from open, the reserve is settled only while held, and the status UPDATE is guarded on `open`.

/** Told, in the transaction that settled it, that a text consultation of a listing of its vertical was held. */
export type ConsultationWatcher = (tx: Db, consultation: { listingId: number; id: number }) => Promise<unknown>;

const watchers = new Map<string, ConsultationWatcher>();

/**
 * Registers the watcher of one vertical's settled text consultations (ADR 0060: a lawyer counts its chat
 * consultations); this module never imports a vertical.
 */
export function watchTextConsultations(vertical: string, watcher: ConsultationWatcher): void {
  watchers.set(vertical, watcher);
}

async function tellWatchers(db: Db, row: ConsultationRow): Promise<void> {
  if (watchers.size === 0) return;
  const listing = await findListingById(db, row.listingId);
  const watcher = listing && watchers.get(listing.vertical);
  if (watcher) await watcher(db, { listingId: row.listingId, id: row.id });
}

/**
 * Whether the appointment is the call slot of a phone consultation (an index lookup on consultations.appointment_id).
 */
export async function isPhoneConsultation(db: Db, appointmentId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: consultations.id })
    .from(consultations)
    .where(and(eq(consultations.appointmentId, appointmentId), eq(consultations.kind, 'phone')))
    .limit(1);
  return row !== undefined;
}

/** Moves a locked open text consultation to `to`, paying the owner out of its reserve; undefined when not open. */
async function settle(db: Db, row: ConsultationRow, to: ConsultationStatus, now: Date) {
  if (row.kind !== 'text' || !canMoveConsultation(row.status as ConsultationStatus, to)) return undefined;
  const reserve = await lockHeldReserve(db, CONSULTATION_RESERVE, row.id);
  const shared = reserve
    ? await shareOutReserve(db, reserve, { payeeId: row.ownerId, sitePercentage: row.sitePercentage }, now)
    : { share: 0, paid: 0 };
  if (!shared) return undefined;
  const [moved] = await db
    .update(consultations)
    .set({ status: to, closedAt: now, siteShare: shared.share, ownerPaid: shared.paid })
    .where(and(eq(consultations.id, row.id), eq(consultations.status, 'open')))
    .returning();
  // Held and paid for (closed by its owner or at its deadline): counted once, as the money moved once.
  if (moved) await tellWatchers(db, moved);
  return moved;
}

/**
 * The owner closes their open text consultation: paid to them less the site's share. 404 for anyone but its owner,
 * 409 when it is not open any more (closed before, expired, or a concurrent close won).
 */
export async function closeConsultation(
  db: Db,
  ownerId: number,
  id: number,
  now: Date = new Date(),
): Promise<ConsultationRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(consultations).where(eq(consultations.id, id)).for('update');
    requireAccess(ownerId, 'consultation', row, 'close');
    if (row.kind !== 'text') throw new AppError('not_found');
    const moved = await settle(tx, row, 'closed', now);
    if (!moved) throw new AppError('conflict', CONSULTATION_MESSAGES.notClosable);
    return moved;
  });
}

/**
 * The job's round (jobs/rounds.ts, ADR 0101): open text consultations whose deadline passed are expired and paid to their
 * owners, the oldest first, skipping rows a close holds at the moment (it will have ended them).
 */
export async function expireConsultations(db: Db, now: Date = new Date()): Promise<number> {
  const due = and(eq(consultations.status, 'open'), eq(consultations.kind, 'text'), lte(consultations.deadline, now));
  const ids = await db
    .select({ id: consultations.id })
    .from(consultations)
    .where(due)
    .orderBy(asc(consultations.deadline))
    .limit(200);
  // Each in a transaction of its own (ADR 0101), locked again and skipped when a close holds it.
  return eachApart(db, ids, async (tx, { id }) => {
    const [row] = await tx
      .select()
      .from(consultations)
      .where(and(eq(consultations.id, id), due))
      .for('update', { skipLocked: true });
    return row ? (await settle(tx, row, 'expired', now)) !== undefined : false;
  });
}

/**
 * The job's other round: text consultations bought to pay online whose payment did not come within
 * UNPAID_CONSULTATION_MINUTES become unpaid (they never open, and leave the owner's list and figures). A bank payment
 * arriving later finds it no longer awaiting: billing puts the money in the patient's wallet (ADR 0055).
 */
export async function lapseUnpaidConsultations(db: Db, now: Date = new Date()): Promise<number> {
  const before = new Date(now.getTime() - UNPAID_CONSULTATION_MINUTES * 60_000);
  const lapsed = await db
    .update(consultations)
    .set({ status: 'unpaid' })
    .where(
      and(
        eq(consultations.kind, 'text'),
        eq(consultations.status, 'awaitingPayment'),
        lte(consultations.createdAt, before),
      ),
    )
    .returning({ id: consultations.id });
  return lapsed.length;
}

/** Counted for the owner's dashboard: what their consultations paid them in all. */
export async function ownerEarnings(db: Db, ownerId: number, listingId: number): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${consultations.ownerPaid}), 0)` })
    .from(consultations)
    .where(and(eq(consultations.ownerId, ownerId), eq(consultations.listingId, listingId)));
  return Number(row?.total ?? 0);
}
