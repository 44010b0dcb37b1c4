import { and, eq, inArray } from 'drizzle-orm';
import { CONSULTATION_MESSAGES } from '@shahrbazar/domain/rules/consultations';
import type { Db } from '../../db/client.ts';
import { uniqueViolation } from '../../db/errors.ts';
import { AppError } from '../../http/app-error.ts';
import type { VerticalRegistry } from '../listings/listing.mapper.ts';
import { findListingById } from '../listings/listing.repository.ts';
import { visitStartOf } from '../appointments/visit-reads.ts';
import { listingFieldOf } from '../listings/listing-rows.ts';
import { registerClaimingPaymentItem, type ClaimingHandler } from '../payments/payment-items.ts';
import { registerPaymentSubject, subjectOf, type PaymentSubjectResolver } from '../payments/payment-subjects.ts';
import type { PaymentRow } from '../payments/payment.repository.ts';
import { creditWallet } from '../payments/wallet.service.ts';
import { holdReserve } from '../payments/reserve.service.ts';
import {
  CONSULTATION_RESERVE,
  holdConsultationMoney,
  openTextConsultation,
  type ConsultationRow,
} from './consultation.service.ts';
import { consultations } from './consultation.table.ts';
import { mayAccess } from '../access/record-access.ts';

// A text consultation paid online (ADR 0055): bought awaitingPayment with an unpaid payment of the vertical's type, it
// is paid at the bank like a visit paid online (ADR 0042): the bank's money arrives in the patient's wallet and is held
// at once in the consultation's reserve, exactly as a wallet purchase's, and the consultation opens then. The payment
// type is the visits' too (clinicOrder), so this handler claims only the payments a text consultation names.

/** The text consultation a payment pays, locked; 409 when it can no longer be paid for (opened, or another is open). */
async function payableConsultation(db: Db, payment: PaymentRow): Promise<ConsultationRow> {
  const [row] = await db
    .select()
    .from(consultations)
    .where(and(eq(consultations.paymentId, payment.id), eq(consultations.kind, 'text')))
    .for('update');
  if (!row || !mayAccess(payment.userId, 'consultation', row, 'pay') || row.status !== 'awaitingPayment') {
    throw new AppError('conflict', CONSULTATION_MESSAGES.notClosable);
  }
  const [open] = await db
    .select({ id: consultations.id })
    .from(consultations)
    .where(
      and(
        eq(consultations.listingId, row.listingId),
        eq(consultations.patientId, row.patientId),
        eq(consultations.kind, 'text'),
        eq(consultations.status, 'open'),
      ),
    );
  if (open) throw new AppError('conflict', CONSULTATION_MESSAGES.alreadyOpen);
  return row;
}

/** Opens the consultation in a savepoint: a racing open one (the unique index) refuses it without spoiling billing's. */
async function open(db: Db, row: ConsultationRow): Promise<void> {
  const listing = await findListingById(db, row.listingId);
  if (!listing) throw new AppError('conflict', CONSULTATION_MESSAGES.notClosable);
  try {
    await db.transaction((sp) => openTextConsultation(sp, row, listing, new Date()));
  } catch (error) {
    if (uniqueViolation(error) === 'consultations_open_uq') {
      throw new AppError('conflict', CONSULTATION_MESSAGES.alreadyOpen);
    }
    throw error;
  }
}

const handler: ClaimingHandler = {
  async claims(db, payment) {
    const [row] = await db
      .select({ id: consultations.id })
      .from(consultations)
      .where(and(eq(consultations.paymentId, payment.id), eq(consultations.kind, 'text')));
    return row !== undefined;
  },
  async check(db, payment) {
    await payableConsultation(db, payment);
  },
  async apply(db, payment) {
    // Refused here (opened meanwhile, another open): billing credits the bank's money to the wallet instead.
    const row = await payableConsultation(db, payment);
    await creditWallet(db, { userId: payment.userId, paymentId: payment.id, amount: payment.price, kind: 'charge' });
    await holdReserve(db, {
      userId: payment.userId,
      purpose: CONSULTATION_RESERVE,
      itemId: row.id,
      amount: payment.price,
    });
    await open(db, row);
  },
  async payFromWallet(db, payment) {
    // Bought to pay online, then paid from the wallet after all (the payments page offers both).
    const row = await payableConsultation(db, payment);
    const paid = await holdConsultationMoney(db, row, payment);
    await open(db, row);
    return paid;
  },
};

/**
 * What a consultation's payment (text or phone, online or from the wallet) bought: the consultation, with whom, its
 * call's time when it is a phone one, and the patient's page of it. The type's other payments (visits) are not its.
 */
export const consultationSubjects: PaymentSubjectResolver = async (db, rows) => {
  if (rows.length === 0) return new Map();
  const found = await db
    .select({
      id: consultations.id,
      kind: consultations.kind,
      patientId: consultations.patientId,
      paymentId: consultations.paymentId,
      startAt: visitStartOf(consultations.appointmentId),
      listingId: consultations.listingId,
      vertical: listingFieldOf('vertical', consultations.listingId),
      title: listingFieldOf('title', consultations.listingId),
    })
    .from(consultations)
    .where(
      inArray(
        consultations.paymentId,
        rows.map((row) => row.id),
      ),
    );
  const answers = new Map<number, ReturnType<typeof subjectOf>>();
  for (const row of rows) {
    const bought = found.find((candidate) => candidate.paymentId === row.id);
    if (!bought || !mayAccess(row.userId, 'consultation', bought, 'pay')) continue;
    answers.set(
      row.id,
      subjectOf({
        kind: 'consultation',
        id: bought.id,
        title: bought.title,
        path: `/panel/consultations/${bought.id}`,
        listing: { id: bought.listingId, vertical: bought.vertical },
        consultationKind: bought.kind === 'phone' ? 'phone' : 'text',
        startAt: bought.startAt?.toISOString() ?? null,
      }),
    );
  }
  return answers;
};

/** Declares consultations' payments to billing, for each vertical that sells consultations. */
export function registerConsultationPayments(registry: VerticalRegistry): void {
  for (const vertical of registry.values()) {
    if (!vertical.consultations) continue;
    registerClaimingPaymentItem(vertical.consultations.paymentType, handler);
    registerPaymentSubject(vertical.consultations.paymentType, consultationSubjects);
  }
}
