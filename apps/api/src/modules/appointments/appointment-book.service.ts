import { and, eq } from 'drizzle-orm';
import type { Book, BookWrite, Slots } from '@shahrbazar/domain/api/appointment.schema';
import { ListingStatus } from '@shahrbazar/domain/enums/status';
import { freeSlots } from '@shahrbazar/domain/rules/appointments';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import type { VerticalDefinition } from '../listings/define-vertical.ts';
import type { VerticalRegistry } from '../listings/listing.mapper.ts';
import { latestSitePercentage } from '../packages/package-lookup.ts';
import { findListingById, type ListingRow } from '../listings/listing.repository.ts';
import { appointmentBooks, appointmentBookSecretaries } from './appointment.table.ts';
import { refreshNextFreeSlot } from './next-free-slot.ts';
import { findBook, takenStarts, type BookRow } from './book-reads.ts';
import { mirrorBook } from './book-mirror.ts';
import { tariffsOf } from '../tariffs/tariff.service.ts';
import { tariffPayable } from '@shahrbazar/domain/rules/tariff';
import { isOwnRecord, requireAccess } from '../access/record-access.ts';

export type Bookable = { listing: ListingRow; takes: NonNullable<VerticalDefinition['appointments']> };

const DAY_MS = 86_400_000;

/** A listing whose vertical takes appointments, with that declaration; undefined for any other or none. */
export async function bookableListing(db: Db, registry: VerticalRegistry, listingId: number) {
  const listing = await findListingById(db, listingId);
  const vertical = listing && registry.get(listing.vertical);
  const takes = vertical?.appointments;
  return listing && vertical && takes ? { listing, takes, subscriptionType: vertical.subscriptionType } : undefined;
}

/**
 * The site's percent of a listing's visits: its latest subscription's (a percentage plan's, fixed when the package was
 * bought; 0 for other plans), as an order takes its booth's (ADR 0026).
 */
export async function sitePercentageOf(db: Db, listingId: number, subscriptionType: number): Promise<number> {
  return latestSitePercentage(db, subscriptionType, listingId);
}

/**
 * A book as the API answers it. A listing without one answers an empty book switched on (the settings form starts
 * ticked, as a new book is: issue 29), which takes no booking until it has hours.
 */
export function toBook(listing: { id: number; title: string; vertical: string }, row: BookRow | undefined): Book {
  return {
    listingId: listing.id,
    listingTitle: listing.title,
    vertical: listing.vertical,
    hours: row?.hours ?? [],
    durationMinutes: row?.durationMinutes ?? 10,
    breaks: row?.breaks ?? [],
    daysOff: row?.daysOff ?? [],
    cutoffHours: row?.cutoffHours ?? 24,
    refundPercent: row?.refundPercent ?? 100,
    price: Number(row?.price ?? 0),
    active: row?.active ?? true,
    nextFreeSlot: row?.nextFreeSlot?.toISOString() ?? null,
  };
}

/** The caller's own bookable listing (404 for another's, one of a vertical without appointments, or none). */
export async function ownBookable(db: Db, registry: VerticalRegistry, userId: number, listingId: number) {
  const found = await bookableListing(db, registry, listingId);
  if (!found) throw new AppError('not_found');
  requireAccess(userId, 'listing', found.listing, 'change');
  return found;
}

/** Who keeps a book: its listing's owner, or a secretary the owner added (ADR 0105). */
export type BookKeeper = 'owner' | 'secretary';

/**
 * A bookable listing whose visits the caller keeps: their own, or one whose owner made them its secretary. 404 for
 * anyone else, as for another's listing everywhere: a secretary of one book is a stranger to every other.
 */
export async function keptBookable(db: Db, registry: VerticalRegistry, userId: number, listingId: number) {
  const found = await bookableListing(db, registry, listingId);
  if (!found) throw new AppError('not_found');
  if (isOwnRecord(userId, 'listing', found.listing)) return { ...found, keeper: 'owner' as BookKeeper };
  const [secretary] = await db
    .select({ userId: appointmentBookSecretaries.userId })
    .from(appointmentBookSecretaries)
    .where(and(eq(appointmentBookSecretaries.listingId, listingId), eq(appointmentBookSecretaries.userId, userId)))
    .limit(1);
  if (!secretary) throw new AppError('not_found');
  return { ...found, keeper: 'secretary' as BookKeeper };
}

/**
 * Writes the owner's book (validated by BookWriteSchema), its next free slot and the vertical's mirror of it, in one
 * transaction.
 */
export async function saveBook(
  db: Db,
  registry: VerticalRegistry,
  userId: number,
  listingId: number,
  input: BookWrite,
  now: Date = new Date(),
): Promise<Book> {
  const { listing, takes } = await ownBookable(db, registry, userId, listingId);
  return db.transaction(async (tx) => {
    const values = { ...input, updatedAt: now };
    await tx
      .insert(appointmentBooks)
      .values({ listingId, ...values })
      .onConflictDoUpdate({ target: appointmentBooks.listingId, set: values });
    await refreshNextFreeSlot(tx, listingId, now);
    const saved = await findBook(tx, listingId);
    // The vertical's copy of what its page and list read of the book (issue 29: one truth), in this transaction.
    await mirrorBook(tx, takes.mirror, listingId, saved);
    return toBook(listing, saved);
  });
}

/** The public's free slots of a live listing's active book for the next `days` days (404 otherwise). */
export async function publicSlots(
  db: Db,
  registry: VerticalRegistry,
  listingId: number,
  days: number,
  now: Date = new Date(),
): Promise<Slots> {
  const found = await bookableListing(db, registry, listingId);
  const book = found && (await findBook(db, listingId));
  if (!found || found.listing.status !== ListingStatus.active || !book?.active) throw new AppError('not_found');
  const to = new Date(now.getTime() + (days + 1) * DAY_MS);
  const taken = await takenStarts(db, listingId, { from: now, to, now });
  // A vertical with tariffs books a visit by one of its services (issue 29); its consultations are bought elsewhere.
  const tariffs = found.takes.tariffPrice
    ? (await tariffsOf(db, listingId))
        .filter((tariff) => tariff.kind === 'service')
        .map((tariff) => ({ id: tariff.id, title: tariff.title, price: tariffPayable(tariff) }))
    : [];
  return {
    book: toBook(found.listing, book),
    listing: { id: found.listing.id, title: found.listing.title, vertical: found.listing.vertical },
    days: freeSlots(book, { now, days, taken }),
    tariffs,
  };
}
