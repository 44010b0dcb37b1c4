import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { ClinicEarnings, ClinicPaymentPage } from '@shahrbazar/domain/api/clinic-money.schema';
import { PaymentStatus, PaymentType } from '@shahrbazar/domain/enums/commerce';
import { lastPage, pageOffset, type PageQuery } from '@shahrbazar/domain/rules/pagination';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { APPOINTMENT_RESERVE } from '../../modules/appointments/appointment-payment.ts';
import { appointments } from '../../modules/appointments/appointment.table.ts';
import { CONSULTATION_RESERVE } from '../../modules/consultations/consultation.service.ts';
import { consultations } from '../../modules/consultations/consultation.table.ts';
import { listings } from '../../modules/listings/listing.table.ts';
import { payments, walletEntries } from '../../modules/payments/payment.table.ts';
import { walletReserves } from '../../modules/payments/reserve.table.ts';
import { users } from '../../modules/users/user.table.ts';

/** The owner's clinic, or 404 (another owner's clinic, or not a clinic, is not found: nothing is said about it). */
async function ownClinic(db: Db, ownerId: number, listingId: number): Promise<void> {
  const [row] = await db
    .select({ id: listings.id })
    .from(listings)
    .where(and(eq(listings.id, listingId), eq(listings.vertical, 'clinic'), eq(listings.userId, ownerId)));
  if (!row) throw new AppError('not_found');
}

/**
 * What one clinic paid its owner, in one statement over the owner's payout entries: each names the reserve it came
 * from, and the reserve its visit (purpose appointment) or text consultation. A visit a phone consultation booked
 * is counted as a consultation. Money is counted when it reached the owner's wallet, not while it is held.
 */
export async function clinicEarnings(db: Db, ownerId: number, listingId: number): Promise<ClinicEarnings> {
  await ownClinic(db, ownerId, listingId);
  const isPhone = sql`exists (select 1 from ${consultations} where ${consultations.appointmentId} = ${appointments.id})`;
  const visit: SQL = sql`${walletReserves.purpose} = ${APPOINTMENT_RESERVE} and not ${isPhone}`;
  const [row] = await db
    .select({
      visits: sql<string>`coalesce(sum(${walletEntries.amount}) filter (where ${visit}), 0)`,
      consultations: sql<string>`coalesce(sum(${walletEntries.amount}) filter (where not (${visit})), 0)`,
    })
    .from(walletEntries)
    .innerJoin(walletReserves, eq(walletReserves.id, walletEntries.reserveId))
    .leftJoin(
      appointments,
      and(eq(walletReserves.purpose, APPOINTMENT_RESERVE), eq(appointments.id, walletReserves.itemId)),
    )
    .leftJoin(
      consultations,
      and(eq(walletReserves.purpose, CONSULTATION_RESERVE), eq(consultations.id, walletReserves.itemId)),
    )
    .where(
      and(
        eq(walletEntries.userId, ownerId),
        eq(walletEntries.kind, 'payout'),
        sql`coalesce(${appointments.listingId}, ${consultations.listingId}) = ${listingId}`,
      ),
    );
  return { visits: Number(row?.visits ?? 0), consultations: Number(row?.consultations ?? 0) };
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
  const ofVisits = db
    .select({ id: appointments.paymentId })
    .from(appointments)
    .where(eq(appointments.listingId, listingId));
  const ofConsultations = db
    .select({ id: consultations.paymentId })
    .from(consultations)
    .where(eq(consultations.listingId, listingId));
  const where = and(
    eq(payments.type, PaymentType.clinicOrder),
    sql`(${inArray(payments.id, ofVisits)} or ${inArray(payments.id, ofConsultations)})`,
  );
  const [total] = await db.select({ n: count() }).from(payments).where(where);
  const rows = await db
    .select({
      id: payments.id,
      price: payments.price,
      method: payments.method,
      status: payments.status,
      payDate: payments.payDate,
      createdAt: payments.createdAt,
      payer: users.name,
      consultation: sql<boolean>`exists (select 1 from ${consultations} where ${consultations.paymentId} = ${payments.id})`,
    })
    .from(payments)
    .innerJoin(users, eq(users.id, payments.userId))
    .where(where)
    .orderBy(desc(payments.id))
    .limit(page.perPage)
    .offset(pageOffset(page));
  const n = total?.n ?? 0;
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
    currentPage: page.page,
    perPage: page.perPage,
    total: n,
    lastPage: lastPage(n, page.perPage),
  };
}
