import { and, desc, eq, gte, inArray, lt, ne, or } from 'drizzle-orm';
import type { Appointment } from '@shahrbazar/domain/api/appointment.schema';
import type { AppointmentPayMethod, AppointmentStatus } from '@shahrbazar/domain/rules/appointments-policy';
import { appointmentTrackingCode, canChangeAppointment, turnOfDay } from '@shahrbazar/domain/rules/appointments-policy';
import { addDays } from '@shahrbazar/domain/format/jalali';
import { instantOfWallTime, wallTimeOf } from '@shahrbazar/domain/rules/appointments-time';
import type { Db } from '../../db/client.ts';
import type { VerticalRegistry } from '../listings/listing.mapper.ts';
import { publicPathOf } from '../listings/public-path.ts';
import { findListingById } from '../listings/listing.repository.ts';
import { listingSummaries } from '../listings/listing-rows.ts';
import { paidAmong } from '../payments/payment.repository.ts';
import type { AppointmentRow } from './appointment-payment.ts';
import { appointmentBooks, appointments } from './appointment.table.ts';

/** Appointments as the API answers them, with their listing's title and whether they may still change. */
export async function toAppointments(db: Db, rows: AppointmentRow[], now: Date = new Date()): Promise<Appointment[]> {
  const ids = [...new Set(rows.map((row) => row.listingId))];
  if (ids.length === 0) return [];
  // The listings' titles (their module's) and their books' cutoffs, for the page's listings at once.
  const [titled, books] = await Promise.all([
    listingSummaries(db, ids),
    db
      .select({ listingId: appointmentBooks.listingId, cutoff: appointmentBooks.cutoffHours })
      .from(appointmentBooks)
      .where(inArray(appointmentBooks.listingId, ids)),
  ]);
  const cutoffs = new Map(books.map((book) => [book.listingId, book.cutoff]));
  const paymentIds = rows.flatMap((row) => (row.paymentId === null ? [] : [row.paymentId]));
  const paidIds = await paidAmong(db, paymentIds);
  const turns = await turnsOfDay(db, rows);
  return rows.map((row) => {
    const listing = titled.get(row.listingId);
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
      changeable: row.status === 'booked' && canChangeAppointment(row.startAt, now, cutoffs.get(row.listingId) ?? 0),
      trackingCode: appointmentTrackingCode(row.id),
      turn: turns.get(row.id) ?? null,
      registerDate: row.createdAt.toISOString(),
    };
  });
}

/** The (Tehran) day holding an instant, as [its midnight, the next midnight). */
function dayOf(instant: Date): { from: Date; to: Date } {
  const { date } = wallTimeOf(instant);
  return { from: instantOfWallTime(date, 0), to: instantOfWallTime(addDays(date, 1), 0) };
}

/**
 * Each live visit's turn of its day (domain turnOfDay: its place among its book's live visits of that day), read in one
 * query over the (book, day) pairs the rows fall on.
 */
export async function turnsOfDay(db: Db, rows: readonly AppointmentRow[]): Promise<Map<number, number>> {
  const live = rows.filter((row) => row.status !== 'cancelled');
  if (live.length === 0) return new Map();
  const pairs = new Map<string, { listingId: number; from: Date; to: Date }>();
  for (const row of live) {
    const day = dayOf(row.startAt);
    pairs.set(`${row.listingId}:${day.from.getTime()}`, { listingId: row.listingId, ...day });
  }
  const starts = await db
    .select({ listingId: appointments.listingId, start: appointments.startAt })
    .from(appointments)
    .where(
      and(
        ne(appointments.status, 'cancelled'),
        or(
          ...[...pairs.values()].map((pair) =>
            and(
              eq(appointments.listingId, pair.listingId),
              gte(appointments.startAt, pair.from),
              lt(appointments.startAt, pair.to),
            ),
          ),
        ),
      ),
    );
  const turns = new Map<number, number>();
  for (const row of live) {
    const day = dayOf(row.startAt);
    const sameDay = starts
      .filter((other) => other.listingId === row.listingId && other.start >= day.from && other.start < day.to)
      .map((other) => other.start);
    const turn = turnOfDay(row.startAt, sameDay);
    if (turn !== undefined) turns.set(row.id, turn);
  }
  return turns;
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

/** Where a visit of a listing takes place: the vertical's address and phone, the listing's map point and public page. */
export async function placeOf(db: Db, registry: VerticalRegistry, listingId: number) {
  const listing = await findListingById(db, listingId);
  const vertical = listing && registry.get(listing.vertical);
  if (!listing || !vertical) return undefined;
  const located = listing.latitude > 0 && listing.longitude > 0;
  return {
    address: (await vertical.appointments?.addressOf?.(db, listingId)) ?? '',
    phone: (await vertical.appointments?.phoneOf?.(db, listingId)) ?? '',
    location: located ? { latitude: listing.latitude, longitude: listing.longitude } : null,
    path: publicPathOf(vertical, listing, {}),
  };
}
