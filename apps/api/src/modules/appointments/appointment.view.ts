import { and, desc, eq, gte, inArray, lt } from 'drizzle-orm';
import type { Appointment } from '@shahrbazar/domain/api/appointment.schema';
import type { AppointmentPayMethod, AppointmentStatus } from '@shahrbazar/domain/rules/appointments-policy';
import { appointmentTrackingCode, canChangeAppointment } from '@shahrbazar/domain/rules/appointments-policy';
import type { Db } from '../../db/client.ts';
import { PaymentStatus } from '@shahrbazar/domain/enums/commerce';
import { listings } from '../listings/listing.table.ts';
import { payments } from '../payments/payment.table.ts';
import type { AppointmentRow } from './appointment-payment.ts';
import { appointmentBooks, appointments } from './appointment.table.ts';

/** Appointments as the API answers them, with their listing's title and whether they may still change. */
export async function toAppointments(db: Db, rows: AppointmentRow[], now: Date = new Date()): Promise<Appointment[]> {
  const ids = [...new Set(rows.map((row) => row.listingId))];
  if (ids.length === 0) return [];
  const found = await db
    .select({ id: listings.id, title: listings.title, cutoff: appointmentBooks.cutoffHours })
    .from(listings)
    .leftJoin(appointmentBooks, eq(appointmentBooks.listingId, listings.id))
    .where(inArray(listings.id, ids));
  const byId = new Map(found.map((row) => [row.id, row]));
  const paymentIds = rows.flatMap((row) => (row.paymentId === null ? [] : [row.paymentId]));
  const paidIds = new Set(
    paymentIds.length === 0
      ? []
      : (
          await db
            .select({ id: payments.id })
            .from(payments)
            .where(and(inArray(payments.id, paymentIds), eq(payments.status, PaymentStatus.paid)))
        ).map((row) => row.id),
  );
  return rows.map((row) => {
    const listing = byId.get(row.listingId);
    return {
      id: row.id,
      listingId: row.listingId,
      listingTitle: listing?.title ?? '',
      start: row.startAt.toISOString(),
      end: row.endAt.toISOString(),
      status: row.status as AppointmentStatus,
      patientName: row.patientName,
      nationalCode: row.nationalCode,
      forFamily: row.forFamily,
      price: Number(row.price),
      method: row.method as AppointmentPayMethod,
      paymentId: row.paymentId,
      paid: row.paymentId !== null && paidIds.has(row.paymentId),
      refunded: Number(row.refunded),
      changeable: row.status === 'booked' && canChangeAppointment(row.startAt, now, listing?.cutoff ?? 0),
      trackingCode: appointmentTrackingCode(row.id),
      registerDate: row.createdAt.toISOString(),
    };
  });
}

/** The caller's appointments, latest start first (a person's own list stays short; 200 at most). */
export async function myAppointmentRows(db: Db, userId: number): Promise<AppointmentRow[]> {
  return db
    .select()
    .from(appointments)
    .where(eq(appointments.userId, userId))
    .orderBy(desc(appointments.startAt))
    .limit(200);
}

/** One of the caller's appointments, or undefined (another's is as good as none). */
export async function myAppointmentRow(db: Db, userId: number, id: number): Promise<AppointmentRow | undefined> {
  const [row] = await db
    .select()
    .from(appointments)
    .where(and(eq(appointments.id, id), eq(appointments.userId, userId)));
  return row;
}

/** A book's appointments starting in [from, to), by start. */
export async function bookAppointmentRows(db: Db, listingId: number, from: Date, to: Date): Promise<AppointmentRow[]> {
  return db
    .select()
    .from(appointments)
    .where(and(eq(appointments.listingId, listingId), gte(appointments.startAt, from), lt(appointments.startAt, to)))
    .orderBy(appointments.startAt)
    .limit(1000);
}
