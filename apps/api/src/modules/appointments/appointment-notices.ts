import { appointmentTrackingCode } from '@shahrbazar/domain/rules/appointments-policy';
import type { Db } from '../../db/client.ts';
import type { VerticalDefinition } from '../listings/define-vertical.ts';
import type { VerticalRegistry } from '../listings/listing.mapper.ts';
import { listingSummary } from '../listings/listing-rows.ts';
import { notify } from '../notify/notification.service.ts';
import { userContactsByIds } from '../users/user.repository.ts';
import type { AppointmentRow } from './appointment-payment.ts';
import { isOwnRecord } from '../access/record-access.ts';

// What the two sides of a visit are told (issue 29, "the doctor's book"; domain appointment-notification.ts), each
// in the transaction that makes it true: a booking is confirmed at once to the patient (the Jalali day and time, the
// address, the tracking code; by SMS unless they turned it off) and told to the owner; a visit to be paid online is
// confirmed when it is paid, and its patient told when it lapses unpaid; a cancellation or a move by the patient is
// told to the owner, and a move confirmed to the patient; a cancellation or a move by the owner is told to the patient.

type Takes = NonNullable<VerticalDefinition['appointments']>;

/** Each vertical's address and owner's page of its visits (registered with the routes; never imports a vertical). */
const verticals = new Map<string, Pick<Takes, 'addressOf' | 'ownerPath'>>();

/** Registers what the notices need of each vertical of `registry` that takes appointments. */
export function watchAppointmentNotices(registry: VerticalRegistry): void {
  for (const vertical of registry.values()) {
    if (vertical.appointments) verticals.set(vertical.key, vertical.appointments);
  }
}

/** The visit's listing: its title, owner and vertical. */
async function visitOf(db: Db, row: AppointmentRow) {
  const listing = await listingSummary(db, row.listingId);
  return listing && { title: listing.title, ownerId: listing.userId, vertical: listing.vertical };
}

const common = (row: AppointmentRow, title: string) => ({
  appointmentId: row.id,
  listingId: row.listingId,
  title,
  when: row.startAt.toISOString(),
  trackingCode: appointmentTrackingCode(row.id),
});

/**
 * A booking confirmed: the patient's receipt and the owner's new visit. `inPerson` false (a phone consultation's call
 * slot) leaves the address out.
 */
export async function tellBooked(db: Db, row: AppointmentRow, options: { inPerson?: boolean } = {}): Promise<void> {
  const listing = await visitOf(db, row);
  if (!listing) return;
  const vertical = verticals.get(listing.vertical);
  const address = options.inPerson === false ? '' : ((await vertical?.addressOf?.(db, row.listingId)) ?? '');
  const params = common(row, listing.title);
  await notify(db, row.userId, 'appointmentBooked', { ...params, address });
  await notify(db, listing.ownerId, 'appointmentNew', {
    ...params,
    name: row.patientName,
    path: vertical?.ownerPath?.(row.listingId) ?? '',
  });
}

/** The patient moved their visit from `from`: the owner is told, the patient gets the new time confirmed. */
export async function tellMoved(db: Db, row: AppointmentRow, from: Date): Promise<void> {
  const listing = await visitOf(db, row);
  if (!listing) return;
  const vertical = verticals.get(listing.vertical);
  const params = common(row, listing.title);
  const address = (await vertical?.addressOf?.(db, row.listingId)) ?? '';
  await notify(db, row.userId, 'appointmentRescheduled', { ...params, address });
  await notify(db, listing.ownerId, 'appointmentMovedByPatient', {
    ...params,
    from: from.toISOString(),
    name: row.patientName,
    path: vertical?.ownerPath?.(row.listingId) ?? '',
  });
}

/** The patient cancelled their visit: the owner is told. */
export async function tellCancelled(db: Db, row: AppointmentRow): Promise<void> {
  const listing = await visitOf(db, row);
  if (!listing) return;
  await notify(db, listing.ownerId, 'appointmentCancelledByPatient', {
    ...common(row, listing.title),
    name: row.patientName,
    path: verticals.get(listing.vertical)?.ownerPath?.(row.listingId) ?? '',
  });
}

/** A visit to be paid online lapsed unpaid and its slot was freed: its patient is told (the owner never heard of it). */
export async function tellLapsed(db: Db, row: AppointmentRow): Promise<void> {
  const listing = await visitOf(db, row);
  if (listing) await notify(db, row.userId, 'appointmentLapsed', common(row, listing.title));
}

/**
 * The owner, or a secretary of the book (`by`, ADR 0105), cancelled the visit: its patient is told, with what went
 * back to their wallet (none at the place); when a secretary did it, the owner is told too.
 */
export async function tellCancelledByOwner(db: Db, row: AppointmentRow, refund: number, by: number): Promise<void> {
  const listing = await visitOf(db, row);
  if (!listing) return;
  await notify(db, row.userId, 'appointmentCancelledByOwner', {
    ...common(row, listing.title),
    ...(refund > 0 ? { amount: refund } : {}),
  });
  await tellOwnerOfSecretary(db, listing, row, by, 'appointmentCancelledBySecretary', {});
}

/**
 * The owner, or a secretary of the book (`by`), moved the visit from `from`: its patient is told the new time (and
 * where, as in the booking's receipt); when a secretary did it, the owner is told too.
 */
export async function tellMovedByOwner(db: Db, row: AppointmentRow, from: Date, by: number): Promise<void> {
  const listing = await visitOf(db, row);
  if (!listing) return;
  const address = (await verticals.get(listing.vertical)?.addressOf?.(db, row.listingId)) ?? '';
  await notify(db, row.userId, 'appointmentMovedByOwner', {
    ...common(row, listing.title),
    from: from.toISOString(),
    address,
  });
  await tellOwnerOfSecretary(db, listing, row, by, 'appointmentMovedBySecretary', { from: from.toISOString() });
}

/** Tells the listing's owner what a secretary of its book (`by`, when not the owner) did to a visit. */
async function tellOwnerOfSecretary(
  db: Db,
  listing: NonNullable<Awaited<ReturnType<typeof visitOf>>>,
  row: AppointmentRow,
  by: number,
  kind: 'appointmentCancelledBySecretary' | 'appointmentMovedBySecretary',
  extra: { from?: string },
): Promise<void> {
  if (isOwnRecord(by, 'listing', { userId: listing.ownerId })) return;
  const [secretary] = await userContactsByIds(db, [by]);
  await notify(db, listing.ownerId, kind, {
    ...common(row, listing.title),
    ...extra,
    name: row.patientName,
    secretary: secretary?.name || secretary?.mobile || '',
    path: verticals.get(listing.vertical)?.ownerPath?.(row.listingId) ?? '',
  });
}
