import { and, asc, eq, lte, ne } from 'drizzle-orm';
import { WAITLIST_OFFER_MINUTES } from '@shahrbazar/domain/rules/appointments-policy';
import { jalaliDayOf } from '@shahrbazar/domain/rules/appointments-time';
import type { Db } from '../../db/client.ts';
import { uniqueViolation } from '../../db/errors.ts';
import { findListingById } from '../listings/listing.repository.ts';
import { notify } from '../notify/notification.service.ts';
import { appointments, appointmentWaitlist } from './appointment.table.ts';
import { eachApart } from '../../db/each-apart.ts';

// Offering a freed slot to the day's waitlist: the first waiting patient (by when they joined) is offered it for 30
// minutes, by SMS and in the panel; while the offer stands the slot is held for them; when it lapses the next one is.

/**
 * Offers the slot at `start` of a listing to the first patient waiting for its day, if the slot is ahead, still free
 * and not already offered. Runs in the caller's transaction (the cancellation that freed it); the queue's first row is
 * taken with SKIP LOCKED so two slots freed at once go to two patients. Answers the entry offered, if any.
 */
export async function offerFreedSlot(db: Db, listingId: number, start: Date, now: Date): Promise<number | undefined> {
  if (start.getTime() <= now.getTime()) return undefined;
  const [booked] = await db
    .select({ id: appointments.id })
    .from(appointments)
    .where(
      and(eq(appointments.listingId, listingId), eq(appointments.startAt, start), ne(appointments.status, 'cancelled')),
    );
  if (booked) return undefined;
  const [first] = await db
    .select()
    .from(appointmentWaitlist)
    .where(
      and(
        eq(appointmentWaitlist.listingId, listingId),
        eq(appointmentWaitlist.day, jalaliDayOf(start)),
        eq(appointmentWaitlist.status, 'waiting'),
      ),
    )
    .orderBy(asc(appointmentWaitlist.id))
    .limit(1)
    .for('update', { skipLocked: true });
  if (!first) return undefined;
  const expires = new Date(now.getTime() + WAITLIST_OFFER_MINUTES * 60_000);
  try {
    // A savepoint: a slot already offered (the unique index) must not abort the caller's transaction.
    await db.transaction(async (sp) => {
      await sp
        .update(appointmentWaitlist)
        .set({ status: 'offered', offeredStart: start, offerExpiresAt: expires })
        .where(eq(appointmentWaitlist.id, first.id));
    });
  } catch (error) {
    if (uniqueViolation(error) === 'appointment_waitlist_offer_uq') return undefined;
    throw error;
  }
  const listing = await findListingById(db, listingId);
  await notify(
    db,
    first.userId,
    'waitlistOffer',
    { title: listing?.title ?? '', when: start.toISOString(), minutes: WAITLIST_OFFER_MINUTES },
    { forceSms: true },
  );
  return first.id;
}

/**
 * The job's part: offers whose 30 minutes passed lapse, and each slot passes to the next waiting patient. Answers how
 * many lapsed.
 */
export async function expireOffers(db: Db, now: Date): Promise<number> {
  const lapsing = and(eq(appointmentWaitlist.status, 'offered'), lte(appointmentWaitlist.offerExpiresAt, now));
  const due = await db
    .select({ id: appointmentWaitlist.id })
    .from(appointmentWaitlist)
    .where(lapsing)
    .orderBy(appointmentWaitlist.id)
    .limit(200);
  // Each offer apart (ADR 0101): its expiry guarded on it still being offered, the slot passed on with it.
  return eachApart(db, due, async (tx, { id }) => {
    const [entry] = await tx
      .update(appointmentWaitlist)
      .set({ status: 'expired' })
      .where(and(eq(appointmentWaitlist.id, id), lapsing))
      .returning();
    if (!entry) return false;
    if (entry.offeredStart) await offerFreedSlot(tx, entry.listingId, entry.offeredStart, now);
    return true;
  });
}
