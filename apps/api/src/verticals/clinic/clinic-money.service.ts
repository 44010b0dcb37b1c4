import { not } from 'drizzle-orm';
import type { ClinicEarnings, ClinicPaymentPage } from '@shahrbazar/domain/api/clinic-money.schema';
import { PaymentStatus, PaymentType } from '@shahrbazar/domain/enums/commerce';
import type { PageQuery } from '@shahrbazar/domain/rules/pagination';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { APPOINTMENT_RESERVE } from '../../modules/appointments/appointment-payment.ts';
import { visitIdsOf, visitPaymentIdsOf } from '../../modules/appointments/visit-reads.ts';
import { CONSULTATION_RESERVE } from '../../modules/consultations/consultation.service.ts';
import {
  consultationIdsOf,
  consultationPaymentIdsOf,
  consultationPaymentsAmong,
  isConsultationCall,
} from '../../modules/consultations/consultation-reads.ts';
import { isOwnListing } from '../../modules/listings/listing-rows.ts';
import { findPaymentPage } from '../../modules/payments/payment.repository.ts';
import { payoutsOutOf } from '../../modules/payments/reserve.service.ts';
import { userRefsByIds } from '../../modules/users/user.repository.ts';

/** The owner's clinic, or 404 (another owner's clinic, or not a clinic, is not found: nothing is said about it). */
async function ownClinic(db: Db, ownerId: number, listingId: number): Promise<void> {
  if (!(await isOwnListing(db, { id: listingId, userId: ownerId, vertical: 'clinic' }))) {
    throw new AppError('not_found');
  }
}

/**
 * What one clinic paid its owner, in one statement over the owner's payout entries: each names the reserve it came
 * from, and the reserve its visit (purpose appointment) or text consultation. A visit a phone consultation booked
 * is counted as a consultation. Money is counted when it reached the owner's wallet, not while it is held.
 */
export async function clinicEarnings(db: Db, ownerId: number, listingId: number): Promise<ClinicEarnings> {
  await ownClinic(db, ownerId, listingId);
  const visitsOf = (phone: boolean) =>
    visitIdsOf(db, listingId, (visitId) =>
      phone ? isConsultationCall(db, visitId) : not(isConsultationCall(db, visitId)),
    );
  const ofConsultations = consultationIdsOf(db, listingId);
  return payoutsOutOf(db, ownerId, {
    visits: [{ purpose: APPOINTMENT_RESERVE, itemIds: visitsOf(false) }],
    consultations: [
      { purpose: APPOINTMENT_RESERVE, itemIds: visitsOf(true) },
      { purpose: CONSULTATION_RESERVE, itemIds: ofConsultations },
    ],
  });
}

/**
 * One page of the clinicOrder payments made to one clinic, latest first: those of its visits and of its consultations
 * (a phone consultation's payment is its visit's, and says consultation). A payment's item id alone cannot tell the
 * two apart (ADR 0039), so the kind is read from the consultation that names the payment. Paged as every panel list
 * is (page, perPage; ADR 0055): the count and the page walk the payments' primary key through the two id lists.
 */
export async function clinicPayments(
  db: Db,
  ownerId: number,
  listingId: number,
  page: PageQuery,
): Promise<ClinicPaymentPage> {
  await ownClinic(db, ownerId, listingId);
  const ofVisits = visitPaymentIdsOf(db, listingId);
  const ofConsultations = consultationPaymentIdsOf(db, listingId);
  const found = await findPaymentPage(db, { type: PaymentType.clinicOrder, idIn: [ofVisits, ofConsultations] }, page);
  const ids = found.rows.map((row) => row.id);
  const payerIds = [...new Set(found.rows.map((row) => row.userId))];
  const [payers, consultation] = await Promise.all([userRefsByIds(db, payerIds), consultationPaymentsAmong(db, ids)]);
  const payerOf = new Map(payers.map((payer) => [payer.id, payer.name]));
  const rows = found.rows.map((row) => ({
    ...row,
    payer: payerOf.get(row.userId) ?? '',
    consultation: consultation.has(row.id),
  }));
  return {
    items: rows.map((row) => ({
      id: row.id,
      kind: row.consultation ? 'consultation' : 'appointment',
      price: Number(row.price),
      method: row.method,
      paid: row.status === PaymentStatus.paid,
      payer: row.payer,
      payDate: row.payDate?.toISOString() ?? null,
      registerDate: row.createdAt.toISOString(),
    })),
    currentPage: found.currentPage,
    perPage: found.perPage,
    total: found.total,
    lastPage: found.lastPage,
  };
}
