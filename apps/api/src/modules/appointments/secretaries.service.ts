import { and, asc, eq } from 'drizzle-orm';
import type { Desk, Secretary } from '@shahrbazar/domain/api/appointment.schema';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import type { VerticalRegistry } from '../listings/listing.mapper.ts';
import { listingFieldOf } from '../listings/listing-rows.ts';
import { notify } from '../notify/notification.service.ts';
import { findUserByMobile, userFieldOf } from '../users/user.repository.ts';
import { ownBookable } from './appointment-book.service.ts';
import { appointmentBookSecretaries } from './appointment.table.ts';
import { isOwnRecord } from '../access/record-access.ts';

// A book's secretaries (issue 29, ADR 0105): the owner adds a person who signed up, by mobile number, and removes
// them; a secretary keeps the book's visits (appointment-owner.routes.ts answers them through keptBookable) and sees
// the books they keep in their own panel. Only the owner reads or changes who they are.

const SECRETARY_COLUMNS = {
  userId: appointmentBookSecretaries.userId,
  name: userFieldOf('name', appointmentBookSecretaries.userId),
  mobile: userFieldOf('mobile', appointmentBookSecretaries.userId),
  addedAt: appointmentBookSecretaries.addedAt,
};

function toSecretary(row: { userId: number; name: string; mobile: string | null; addedAt: Date }): Secretary {
  return { userId: row.userId, name: row.name, mobile: row.mobile ?? '', addedAt: row.addedAt.toISOString() };
}

/** The owner's listing's secretaries, first added first. */
export async function listSecretaries(db: Db, registry: VerticalRegistry, ownerId: number, listingId: number) {
  await ownBookable(db, registry, ownerId, listingId);
  const rows = await db
    .select(SECRETARY_COLUMNS)
    .from(appointmentBookSecretaries)
    .where(eq(appointmentBookSecretaries.listingId, listingId))
    .orderBy(asc(appointmentBookSecretaries.addedAt), asc(appointmentBookSecretaries.userId));
  return rows.map(toSecretary);
}

/**
 * Makes the person with this mobile number a secretary of the owner's listing's book, and tells them where it is
 * kept. Refused on the field: nobody signed up with the number, the owner themself, or one already its secretary.
 */
export async function addSecretary(
  db: Db,
  registry: VerticalRegistry,
  ownerId: number,
  listingId: number,
  mobile: string,
): Promise<Secretary> {
  const { listing } = await ownBookable(db, registry, ownerId, listingId);
  const person = await findUserByMobile(db, mobile);
  if (!person) throw new AppError('validation', undefined, { mobile: 'secretaryNotFound' });
  if (isOwnRecord(person.id, 'listing', listing))
    throw new AppError('validation', undefined, { mobile: 'secretaryIsOwner' });
  return db.transaction(async (tx) => {
    const [added] = await tx
      .insert(appointmentBookSecretaries)
      .values({ listingId, userId: person.id })
      .onConflictDoNothing()
      .returning();
    if (!added) throw new AppError('validation', undefined, { mobile: 'secretaryAlready' });
    await notify(tx, person.id, 'appointmentSecretaryAdded', { listingId, title: listing.title });
    return toSecretary({ userId: person.id, name: person.name, mobile: person.mobile, addedAt: added.addedAt });
  });
}

/** Takes a secretary off the owner's listing's book (404 when they are not one): their next request is refused. */
export async function removeSecretary(
  db: Db,
  registry: VerticalRegistry,
  ownerId: number,
  listingId: number,
  userId: number,
): Promise<void> {
  await ownBookable(db, registry, ownerId, listingId);
  const removed = await db
    .delete(appointmentBookSecretaries)
    .where(and(eq(appointmentBookSecretaries.listingId, listingId), eq(appointmentBookSecretaries.userId, userId)))
    .returning({ userId: appointmentBookSecretaries.userId });
  if (removed.length === 0) throw new AppError('not_found');
}

/** The books the caller keeps as a secretary, with their owners' names, first added first. */
export async function myDesks(db: Db, userId: number): Promise<Desk[]> {
  return db
    .select({
      listingId: appointmentBookSecretaries.listingId,
      listingTitle: listingFieldOf('title', appointmentBookSecretaries.listingId),
      vertical: listingFieldOf('vertical', appointmentBookSecretaries.listingId),
      ownerName: userFieldOf('name', listingFieldOf('userId', appointmentBookSecretaries.listingId)),
    })
    .from(appointmentBookSecretaries)
    .where(eq(appointmentBookSecretaries.userId, userId))
    .orderBy(asc(appointmentBookSecretaries.addedAt), asc(appointmentBookSecretaries.listingId));
}
