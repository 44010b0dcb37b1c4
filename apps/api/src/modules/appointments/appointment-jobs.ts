import { and, eq, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import { dueReminder, ONLINE_PAY_MINUTES, REMINDERS } from '@shahrbazar/domain/rules/appointments-policy';
import type { Db } from '../../db/client.ts';
import { listingFieldOf } from '../listings/listing-rows.ts';
import { notify } from '../notify/notification.service.ts';
import { refreshNextFreeSlot, staleBooks } from './next-free-slot.ts';
import { appointments } from './appointment.table.ts';
import { lockUnpaidPaymentSkipping, unpaidPaymentIds } from '../payments/payment.repository.ts';
import { expireOffers, offerFreedSlot } from './waitlist-offer.ts';
import { tellLapsed } from './appointment-notices.ts';
import { eachApart } from '../../db/each-apart.ts';

// The appointment book's periodic work (jobs/rounds.ts, ADR 0101): reminders, lapsed waitlist offers, and next free
// slots that time has overtaken. Each item in a transaction of its own, its change guarded so a round run twice (or a
// retried one) changes it once.

/**
 * Sends each booked visit's reminders once: the day before and two hours before, by SMS through notify() (forced:
 * a reminder that does not arrive is the complaint this fixes). The UPDATE that marks a reminder sent is guarded on
 * it not being sent, in the same transaction as the notification, so a reminder exists exactly once.
 */
export async function sendReminders(db: Db, now: Date): Promise<number> {
  const horizon = new Date(now.getTime() + REMINDERS.day * 60_000);
  const soon = new Date(now.getTime() + REMINDERS.soon * 60_000);
  const due = await db
    .select({ row: appointments, title: listingFieldOf('title', appointments.listingId) })
    .from(appointments)
    .where(
      and(
        eq(appointments.status, 'booked'),
        gt(appointments.startAt, now),
        lte(appointments.startAt, horizon),
        or(
          isNull(appointments.remindedDayAt),
          and(lte(appointments.startAt, soon), isNull(appointments.remindedSoonAt)),
        ),
      ),
    )
    .orderBy(appointments.startAt)
    .limit(500);
  return eachApart(db, due, async (tx, { row, title }) => {
    const kind = dueReminder(row.startAt, now, { day: row.remindedDayAt !== null, soon: row.remindedSoonAt !== null });
    if (!kind) return false;
    const column = kind === 'day' ? appointments.remindedDayAt : appointments.remindedSoonAt;
    const [marked] = await tx
      .update(appointments)
      // The two-hour reminder also closes the day-before one: a late booking never gets it after the nearer one.
      .set(
        kind === 'day'
          ? { remindedDayAt: now }
          : {
              remindedSoonAt: now,
              remindedDayAt: sql`coalesce(${appointments.remindedDayAt}, ${now.toISOString()}::timestamptz)`,
            },
      )
      .where(and(eq(appointments.id, row.id), isNull(column), eq(appointments.status, 'booked')))
      .returning({ id: appointments.id });
    if (!marked) return false;
    await notify(
      tx,
      row.userId,
      'appointmentReminder',
      { title, when: row.startAt.toISOString(), appointmentId: row.id },
      { forceSms: true },
    );
    return true;
  });
}

/**
 * Frees the slots of visits booked to be paid online and left unpaid for ONLINE_PAY_MINUTES (ADR 0042): each is
 * cancelled (guarded on still booked, its payment still unpaid), its slot offered to the day's waitlist and the book's
 * next free slot updated. A bank callback arriving later finds the visit cancelled: billing credits the money to the
 * patient's wallet instead. Locked rows are skipped (the patient paying at that moment wins).
 */
export async function lapseUnpaidVisits(db: Db, now: Date): Promise<number> {
  const before = new Date(now.getTime() - ONLINE_PAY_MINUTES * 60_000);
  const booked = and(
    eq(appointments.status, 'booked'),
    eq(appointments.method, 'online'),
    lte(appointments.createdAt, before),
  );
  const due = await db
    .select({ id: appointments.id })
    .from(appointments)
    .where(and(booked, inArray(appointments.paymentId, unpaidPaymentIds(db))))
    .limit(200);
  return eachApart(db, due, async (tx, { id }) => {
    // Locked again, still unpaid, the visit then its payment (billing's, in this transaction): a patient paying at
    // that moment holds the rows and wins.
    const [row] = await tx
      .select({
        id: appointments.id,
        listingId: appointments.listingId,
        startAt: appointments.startAt,
        paymentId: appointments.paymentId,
      })
      .from(appointments)
      .where(and(eq(appointments.id, id), booked))
      .for('update', { skipLocked: true });
    if (!row || row.paymentId === null || !(await lockUnpaidPaymentSkipping(tx, row.paymentId))) return false;
    const [lapsed] = await tx
      .update(appointments)
      .set({ status: 'cancelled', cancelledAt: now })
      .where(and(eq(appointments.id, row.id), eq(appointments.status, 'booked')))
      .returning();
    if (!lapsed) return false;
    await tellLapsed(tx, lapsed);
    await offerFreedSlot(tx, row.listingId, row.startAt, now);
    await refreshNextFreeSlot(tx, row.listingId, now);
    return true;
  });
}

/** One round of the book's job: reminders, lapsed offers passed on, stale next free slots recomputed. */
export async function runAppointmentJobs(db: Db, now: Date): Promise<number> {
  const reminded = await sendReminders(db, now);
  const unpaid = await lapseUnpaidVisits(db, now);
  const lapsed = await expireOffers(db, now);
  const stale = await eachApart(db, await staleBooks(db, now), async (tx, listingId) => {
    await refreshNextFreeSlot(tx, listingId, now);
    return true;
  });
  return reminded + unpaid + lapsed + stale;
}
