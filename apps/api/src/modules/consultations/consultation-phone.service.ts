import type { ConsultationCreate } from '@shahrbazar/domain/api/consultation.schema';
import type { Db } from '../../db/client.ts';
import { bookAppointment } from '../appointments/appointment.service.ts';
import type { VerticalRegistry } from '../listings/listing.mapper.ts';
import { consultableListing, sitePercentageOf, type ConsultationRow } from './consultation.service.ts';
import { consultations } from './consultation.table.ts';

type PhoneCreate = Extract<ConsultationCreate, { kind: 'phone' }>;

/**
 * Books a phone consultation (docs/decisions/0039-consultations.md): a call slot of the listing's appointment book,
 * booked by the book's own booking (its unique slot, its checks, its wallet reserve) at the price of the listing's
 * «مشاوره تلفنی» tariff, and the consultation that refers to it, in one transaction: a refused booking leaves nothing.
 */
export async function bookPhoneConsultation(
  db: Db,
  registry: VerticalRegistry,
  patient: { id: number; name: string },
  input: PhoneCreate,
  now: Date = new Date(),
): Promise<ConsultationRow> {
  const found = await consultableListing(db, registry, input.listing_id, 'phone', patient.id);
  const sitePercentage = await sitePercentageOf(db, found.vertical, found.listing.id);
  return db.transaction(async (tx) => {
    const appointment = await bookAppointment(
      tx,
      registry,
      patient,
      {
        listing_id: found.listing.id,
        start: input.start,
        tariff_id: found.tariffId,
        patient: input.patient,
        method: input.method,
      },
      now,
      { inPerson: false },
    );
    const [row] = await tx
      .insert(consultations)
      .values({
        listingId: found.listing.id,
        kind: 'phone',
        patientId: patient.id,
        ownerId: found.listing.userId,
        status: 'booked',
        price: Number(appointment.price),
        sitePercentage,
        appointmentId: appointment.id,
        paymentId: appointment.paymentId,
        createdAt: now,
      })
      .returning();
    if (!row) throw new Error('consultation insert returned no row');
    return row;
  });
}
