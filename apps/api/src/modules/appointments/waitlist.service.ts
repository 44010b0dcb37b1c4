import { and, desc, eq, inArray } from 'drizzle-orm';
import type { WaitlistEntry } from '@shahrbazar/domain/api/appointment.schema';
import { gregorianToJalali } from '@shahrbazar/domain/format/jalali';
import { ListingStatus } from '@shahrbazar/domain/enums/status';
import { APPOINTMENT_MESSAGES, type AppointmentPayMethod } from '@shahrbazar/domain/rules/appointments-policy';
import type { WaitlistStatus } from '@shahrbazar/domain/rules/appointments-policy';
import { formatJalaliDay, parseJalaliDay, wallTimeOf } from '@shahrbazar/domain/rules/appointments-time';
import type { z } from 'zod';
import type { PatientSchema } from '@shahrbazar/domain/api/appointment.schema';
import type { Db } from '../../db/client.ts';
import { uniqueViolation } from '../../db/errors.ts';
import { AppError } from '../../http/app-error.ts';
import type { VerticalRegistry } from '../listings/listing.mapper.ts';
import { listingRefsByIds } from '../listings/listing.repository.ts';
import { bookableListing } from './appointment-book.service.ts';
import { findBook } from './book-reads.ts';
import { bookAppointment } from './appointment.service.ts';
import { appointmentWaitlist } from './appointment.table.ts';
import { offerFreedSlot } from './waitlist-offer.ts';
import { tariffsOf } from '../tariffs/tariff.service.ts';
import { tariffPayable } from '@shahrbazar/domain/rules/tariff';
import { requireAccess } from '../access/record-access.ts';

type WaitlistRow = typeof appointmentWaitlist.$inferSelect;

/**
 * The tariff a waitlist entry chose, as the listing offers it now: by its id, or (the owner saved the tariffs again,
 * which gives them new ids) by its title; undefined when none was chosen or the listing no longer offers it.
 */
async function chosenTariff(db: Db, row: Pick<WaitlistRow, 'listingId' | 'tariffId' | 'tariffTitle'>) {
  if (row.tariffId === null) return undefined;
  const tariffs = await tariffsOf(db, row.listingId);
  return (
    tariffs.find((tariff) => tariff.id === row.tariffId) ?? tariffs.find((tariff) => tariff.title === row.tariffTitle)
  );
}

/** Entries as the API answers them, with their listing's title and what taking an offer costs now. */
export async function toWaitlist(db: Db, rows: WaitlistRow[]): Promise<WaitlistEntry[]> {
  const ids = [...new Set(rows.map((row) => row.listingId))];
  const refs = await listingRefsByIds(db, ids);
  return Promise.all(
    rows.map(async (row) => {
      const tariff = await chosenTariff(db, row);
      const price = tariff ? tariffPayable(tariff) : Number((await findBook(db, row.listingId))?.price ?? 0);
      return {
        id: row.id,
        listingId: row.listingId,
        listingTitle: refs.get(row.listingId)?.title ?? '',
        date: row.day,
        status: row.status as WaitlistStatus,
        offeredStart: row.offeredStart?.toISOString() ?? null,
        offerExpiresAt: row.offerExpiresAt?.toISOString() ?? null,
        tariffTitle: tariff?.title ?? null,
        price,
      };
    }),
  );
}

/** The caller's waitlist entries, newest first. */
export async function myWaitlist(db: Db, userId: number): Promise<WaitlistRow[]> {
  return db
    .select()
    .from(appointmentWaitlist)
    .where(eq(appointmentWaitlist.userId, userId))
    .orderBy(desc(appointmentWaitlist.id))
    .limit(100);
}

/** Joins a live listing's waitlist for a Jalali day from today on (409 when already waiting for it). */
export async function joinWaitlist(
  db: Db,
  registry: VerticalRegistry,
  userId: number,
  input: { listing_id: number; date: string; tariff_id?: number | undefined },
  now: Date = new Date(),
): Promise<WaitlistRow> {
  const found = await bookableListing(db, registry, input.listing_id);
  if (!found || found.listing.status !== ListingStatus.active) throw new AppError('not_found');
  if (!(await findBook(db, found.listing.id))?.active) {
    throw new AppError('validation', APPOINTMENT_MESSAGES.notBookable, { listing_id: 'invalid' });
  }
  const day = formatJalaliDay(parseJalaliDay(input.date)!);
  if (day < formatJalaliDay(gregorianToJalali(wallTimeOf(now).date))) {
    throw new AppError('validation', APPOINTMENT_MESSAGES.slotInPast, { date: 'slotInPast' });
  }
  // The visit wanted, one of the listing's tariffs (kept by its title too: ids change when tariffs are saved again).
  const tariff =
    input.tariff_id === undefined
      ? undefined
      : (await tariffsOf(db, found.listing.id)).find((one) => one.id === input.tariff_id);
  if (input.tariff_id !== undefined && (!tariff || !found.takes.tariffPrice)) {
    throw new AppError('validation', APPOINTMENT_MESSAGES.notBookable, { tariff_id: 'invalid' });
  }
  try {
    const [row] = await db
      .insert(appointmentWaitlist)
      .values({
        listingId: found.listing.id,
        userId,
        day,
        tariffId: tariff?.id ?? null,
        tariffTitle: tariff?.title ?? null,
      })
      .returning();
    if (!row) throw new Error('waitlist insert returned no row');
    return row;
  } catch (error) {
    if (uniqueViolation(error) === 'appointment_waitlist_open_uq') {
      throw new AppError('conflict', APPOINTMENT_MESSAGES.alreadyWaiting);
    }
    throw error;
  }
}

/** Leaves a waitlist (an open offer passes to the next patient); 404 for another's or a closed entry. */
export async function leaveWaitlist(db: Db, userId: number, id: number, now: Date = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(appointmentWaitlist)
      .set({ status: 'left' })
      .where(
        and(
          eq(appointmentWaitlist.id, id),
          eq(appointmentWaitlist.userId, userId),
          inArray(appointmentWaitlist.status, ['waiting', 'offered']),
        ),
      )
      .returning();
    if (!row) throw new AppError('not_found');
    if (row.offeredStart) await offerFreedSlot(tx, row.listingId, row.offeredStart, now);
  });
}

/**
 * Takes an offered slot while the offer stands: books it as any booking (payment included), then closes the entry,
 * in one transaction. 404 for another's entry, 409 once the offer lapsed or was taken.
 */
export async function acceptOffer(
  db: Db,
  registry: VerticalRegistry,
  patient: { id: number; name: string },
  id: number,
  input: { patient: z.infer<typeof PatientSchema>; method: AppointmentPayMethod },
  now: Date = new Date(),
) {
  return db.transaction(async (tx) => {
    const [entry] = await tx.select().from(appointmentWaitlist).where(eq(appointmentWaitlist.id, id)).for('update');
    requireAccess(patient.id, 'waitlistEntry', entry, 'change');
    if (entry.status !== 'offered' || !entry.offeredStart || !entry.offerExpiresAt || entry.offerExpiresAt <= now) {
      throw new AppError('conflict', APPOINTMENT_MESSAGES.offerGone);
    }
    // The offer is closed first: the booking below must not see its own hold as someone else's.
    await tx.update(appointmentWaitlist).set({ status: 'accepted' }).where(eq(appointmentWaitlist.id, entry.id));
    // Charged at the tariff chosen when joining, as the listing offers it now (issue 29); else the book's price.
    const tariff = await chosenTariff(tx, entry);
    return bookAppointment(
      tx,
      registry,
      patient,
      {
        listing_id: entry.listingId,
        start: entry.offeredStart.toISOString(),
        ...input,
        ...(tariff ? { tariff_id: tariff.id } : {}),
      },
      now,
    );
  });
}
