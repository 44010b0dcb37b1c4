import { eq, inArray } from 'drizzle-orm';
import { PaymentMethod } from '@shahrbazar/domain/enums/commerce';
import { APPOINTMENT_MESSAGES, refundOf } from '@shahrbazar/domain/rules/appointments-policy';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import type { VerticalRegistry } from '../listings/listing.mapper.ts';
import { listingFieldOf } from '../listings/listing-rows.ts';
import { registerPaymentItem, type PaymentItemHandler } from '../payments/payment-items.ts';
import { registerPaymentSubject, subjectOf, type PaymentSubjectResolver } from '../payments/payment-subjects.ts';
import type { PaymentRow } from '../payments/payment.repository.ts';
import { markPaid } from '../payments/payment.service.ts';
import { creditWallet } from '../payments/wallet.service.ts';
import { holdReserve, lockHeldReserve, shareOutReserve } from '../payments/reserve.service.ts';
import { appointments } from './appointment.table.ts';
import { tellBooked } from './appointment-notices.ts';
import { turnsOfDay } from './appointment.view.ts';
import { mayAccess } from '../access/record-access.ts';

// A visit paid from the wallet is held in a wallet reserve of the patient's (ADR 0023) until it is cancelled (the
// owner's refund percent goes back, the rest to the owner) or the owner marks it visited or a no-show (all to the
// owner). Billing calls this module for its payment type (ADR 0026's payment items).

/** The purpose of a visit's wallet reserve. */
export const APPOINTMENT_RESERVE = 'appointment';

export type AppointmentRow = typeof appointments.$inferSelect;

/** The appointment, locked for the rest of the transaction. */
export async function lockAppointment(db: Db, id: number): Promise<AppointmentRow | undefined> {
  const [row] = await db.select().from(appointments).where(eq(appointments.id, id)).for('update');
  return row;
}

async function payableAppointment(db: Db, payment: PaymentRow): Promise<AppointmentRow> {
  const row = payment.itemId === null ? undefined : await lockAppointment(db, payment.itemId);
  if (
    !row ||
    !mayAccess(payment.userId, 'appointment', row, 'pay') ||
    row.status !== 'booked' ||
    row.paymentId !== payment.id
  ) {
    throw new AppError('conflict', APPOINTMENT_MESSAGES.notChangeable);
  }
  return row;
}

const handler: PaymentItemHandler = {
  async check(db, payment) {
    await payableAppointment(db, payment);
  },
  async apply(db, payment) {
    // Paid at the bank (or by a confirmed receipt): the money arrives in the patient's wallet (entry `charge`) and is
    // held at once, exactly as a wallet payment is (ADR 0042, as orders do, ADR 0026). A visit cancelled or moved
    // past meanwhile is refused here, and billing credits the money to the wallet instead.
    const row = await payableAppointment(db, payment);
    await creditWallet(db, { userId: payment.userId, paymentId: payment.id, amount: payment.price, kind: 'charge' });
    await holdReserve(db, {
      userId: payment.userId,
      purpose: APPOINTMENT_RESERVE,
      itemId: row.id,
      amount: payment.price,
    });
    // Paid online: now the booking is confirmed to both sides (issue 29), as one paid at once is on booking.
    await tellBooked(db, row);
  },
  async payFromWallet(db, payment) {
    const row = await payableAppointment(db, payment);
    await holdReserve(db, {
      userId: payment.userId,
      purpose: APPOINTMENT_RESERVE,
      itemId: row.id,
      amount: payment.price,
    });
    return markPaid(db, payment, { method: PaymentMethod.wallet, trackingNumber: null });
  },
};

/**
 * What a visit's payment bought: the appointment, its turn of the day (the number the patient is called by, not its
 * id), whose listing, when, and the patient's page of it. The payments of the type that are not a visit's (a
 * consultation's) are left to their module.
 */
export const appointmentSubjects: PaymentSubjectResolver = async (db, rows) => {
  if (rows.length === 0) return new Map();
  const found = await db
    .select({
      visit: appointments,
      listingId: appointments.listingId,
      vertical: listingFieldOf('vertical', appointments.listingId),
      title: listingFieldOf('title', appointments.listingId),
    })
    .from(appointments)
    .where(
      inArray(
        appointments.paymentId,
        rows.map((row) => row.id),
      ),
    );
  const turns = await turnsOfDay(
    db,
    found.map((row) => row.visit),
  );
  const answers = new Map<number, ReturnType<typeof subjectOf>>();
  for (const row of rows) {
    const match = found.find((candidate) => candidate.visit.paymentId === row.id);
    if (!match || !mayAccess(row.userId, 'appointment', match.visit, 'pay')) continue;
    const { visit } = match;
    answers.set(
      row.id,
      subjectOf({
        kind: 'appointment',
        id: visit.id,
        title: match.title,
        path: `/panel/appointments/${visit.id}`,
        listing: { id: match.listingId, vertical: match.vertical },
        startAt: visit.startAt.toISOString(),
        turn: turns.get(visit.id) ?? null,
      }),
    );
  }
  return answers;
};

/** Declares visit payments to billing, one payment type per vertical that takes appointments. */
export function registerAppointmentPayments(registry: VerticalRegistry): void {
  for (const vertical of registry.values()) {
    if (!vertical.appointments) continue;
    registerPaymentItem(vertical.appointments.paymentType, handler);
    registerPaymentSubject(vertical.appointments.paymentType, appointmentSubjects);
  }
}

/**
 * A cancelled visit's money: the refund percent of what is held goes back to the patient's wallet, the rest to the
 * owner's, less the site's share of it under a percentage plan (kept by closing the reserve, as an order's is).
 * Answers the refund and the share (0 when nothing was held: paid at the place). Guarded on the reserve being held.
 */
export async function refundCancelled(
  db: Db,
  row: AppointmentRow,
  policy: { refundPercent: number; ownerId: number },
  now: Date,
): Promise<{ refund: number; share: number }> {
  const reserve = await lockHeldReserve(db, APPOINTMENT_RESERVE, row.id);
  if (!reserve) return { refund: 0, share: 0 };
  const refund = refundOf(reserve.remaining, policy.refundPercent);
  const shared = await shareOutReserve(
    db,
    reserve,
    {
      payeeId: policy.ownerId,
      sitePercentage: row.sitePercentage,
      refund: { recipientId: row.userId, amount: refund },
    },
    now,
  );
  if (!shared) throw new AppError('conflict', APPOINTMENT_MESSAGES.notChangeable);
  return { refund, share: shared.share };
}

/**
 * A visit that happened (or was missed): what is held is the owner's, less the site's share under a percentage plan
 * (ADR 0042, as an order's at delivery, ADR 0026). Answers the share; settled once (guarded on the reserve being held).
 */
export async function payOwner(db: Db, row: AppointmentRow, ownerId: number, now: Date): Promise<number> {
  const reserve = await lockHeldReserve(db, APPOINTMENT_RESERVE, row.id);
  if (!reserve) return 0;
  const shared = await shareOutReserve(db, reserve, { payeeId: ownerId, sitePercentage: row.sitePercentage }, now);
  if (!shared) throw new AppError('conflict', APPOINTMENT_MESSAGES.notChangeable);
  return shared.share;
}
