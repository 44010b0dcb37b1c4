import { eq } from 'drizzle-orm';
import type { AppointmentCreate } from '@shahrbazar/domain/api/appointment.schema';
import { PaymentMethod } from '@shahrbazar/domain/enums/commerce';
import { DeviceType } from '@shahrbazar/domain/enums/people';
import { ListingStatus } from '@shahrbazar/domain/enums/status';
import { APPOINTMENT_MESSAGES } from '@shahrbazar/domain/rules/appointments-policy';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import type { VerticalRegistry } from '../listings/listing.mapper.ts';
import { createUnpaidPayment, payFromWallet } from '../payments/payment.service.ts';
import { bookableListing, sitePercentageOf } from './appointment-book.service.ts';
import { findBook } from './book-reads.ts';
import { refreshNextFreeSlot } from './next-free-slot.ts';
import { tellBooked } from './appointment-notices.ts';
import type { AppointmentRow } from './appointment-payment.ts';
import { appointments } from './appointment.table.ts';
import { checkSlot, invalid, takingSlot } from './slot-check.ts';

// Booking a visit (docs/decisions/0034-appointment-book.md). A slot is taken by inserting the appointment: the unique
// index on (listing, start) of live appointments lets exactly one of any number of concurrent bookings through, and
// the money moves only after that insert, in the same transaction.

/**
 * Books a slot of a live listing's active book for the caller (or a family member), in the caller's transaction:
 * the start must be one of the book's free slots ahead of now; the price is the named tariff's or the book's; paid
 * from the wallet at once (held until the visit), online next (its payment made unpaid, paid at the bank and then
 * held the same way) or at the place. Answers the appointment.
 */
export async function bookAppointment(
  db: Db,
  registry: VerticalRegistry,
  patient: { id: number; name: string },
  input: AppointmentCreate,
  now: Date = new Date(),
  /** A phone consultation's call slot is not a visit at an address: its confirmation leaves the address out. */
  options: { inPerson?: boolean } = {},
): Promise<AppointmentRow> {
  // Its own transaction (a savepoint inside the caller's): a refused payment takes the slot's row back with it.
  return db.transaction((tx) => book(tx, registry, patient, input, now, options));
}

async function book(
  db: Db,
  registry: VerticalRegistry,
  patient: { id: number; name: string },
  input: AppointmentCreate,
  now: Date,
  options: { inPerson?: boolean },
): Promise<AppointmentRow> {
  const found = await bookableListing(db, registry, input.listing_id);
  if (!found || found.listing.status !== ListingStatus.active) throw new AppError('not_found');
  const book = await findBook(db, found.listing.id);
  if (!book?.active) throw invalid(APPOINTMENT_MESSAGES.notBookable, 'listing_id', 'invalid');
  const start = new Date(input.start);
  await checkSlot(db, book, found.listing.id, start, patient.id, now);
  let price = Number(book.price);
  if (input.tariff_id !== undefined) {
    const tariff = await found.takes.tariffPrice?.(db, found.listing.id, input.tariff_id);
    if (tariff === undefined) throw invalid(APPOINTMENT_MESSAGES.notBookable, 'tariff_id', 'invalid');
    price = tariff;
  }
  const prepaid = input.method === 'wallet' || input.method === 'online';
  if (prepaid && price <= 0) throw invalid(APPOINTMENT_MESSAGES.noPrice, 'method', 'invalid');
  const family = input.patient.kind === 'family' ? input.patient : undefined;
  const row = await takingSlot(db, async (sp) => {
    const [inserted] = await sp
      .insert(appointments)
      .values({
        listingId: found.listing.id,
        userId: patient.id,
        startAt: start,
        endAt: new Date(start.getTime() + book.durationMinutes * 60_000),
        patientName: family?.name ?? patient.name,
        nationalCode: family?.nationalCode ?? null,
        forFamily: family !== undefined,
        price,
        method: input.method,
        // The owner's percentage plan as it is now: the site's share of this visit when it is settled (ADR 0042).
        sitePercentage: await sitePercentageOf(db, found.listing.id, found.subscriptionType),
      })
      .returning();
    if (!inserted) throw new Error('appointment insert returned no row');
    return inserted;
  });
  if (prepaid) {
    // Online: the payment is made unpaid here and paid at the bank next (POST /api/v1/me/payments/{id}/pay); its
    // money is then held exactly as a wallet payment's (appointment-payment.ts, ADR 0042).
    const payment = await createUnpaidPayment(db, {
      userId: patient.id,
      type: found.takes.paymentType,
      method: input.method === 'wallet' ? PaymentMethod.wallet : PaymentMethod.online,
      itemId: row.id,
      price,
      deviceType: DeviceType.webCustomerClinic,
      description: `نوبت ${row.id} در «${found.listing.title}»`,
    });
    await db.update(appointments).set({ paymentId: payment.id }).where(eq(appointments.id, row.id));
    if (input.method === 'wallet') await payFromWallet(db, registry, patient.id, payment.id);
  }
  await refreshNextFreeSlot(db, found.listing.id, now);
  const [saved] = await db.select().from(appointments).where(eq(appointments.id, row.id));
  // Confirmed to both sides at once (issue 29); a visit to be paid online is confirmed once it is paid.
  if (input.method !== 'online') await tellBooked(db, saved ?? row, options);
  return saved ?? row;
}
