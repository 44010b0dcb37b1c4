import { eq, inArray } from 'drizzle-orm';
import type { Listing, ListingBump } from '@shahrbazar/domain/api/listing.schema';
import type { ListingStatus } from '@shahrbazar/domain/enums/status';
import { AuthLevel } from '@shahrbazar/domain/enums/people';
import { DEFAULT_LOCALE, type Locale } from '@shahrbazar/domain/i18n/locale';
import { localized } from '@shahrbazar/domain/i18n/localized';
import { isRenewalOffered } from '@shahrbazar/domain/rules/subscription';
import type { Db } from '../../db/client.ts';
import { categoryIn, categoryRefsByIds, type CategoryRef } from '../catalogue/category-chain.ts';
import { citiesByIds, cityIn, type CityRef } from '../geo/city-lookup.ts';
import { NO_PIC_KEY } from '../media/placeholders.ts';
import { UPLOADS_URL_PREFIX } from '../media/storage.ts';
import { packageRefsByIds, subscriptionsByIds } from '../packages/package-lookup.ts';
import { bumpsOf } from './listing-bump.service.ts';
import { cardOwnerColumns, cardOwners } from '../users/user.repository.ts';
import { listingTrust, type VerticalDefinition } from './define-vertical.ts';
import { isListingCard, type CardOwner } from './listing-cards.repository.ts';
import { favoritedAmong, type ListingRow } from './listing.repository.ts';
import { listings } from './listing.table.ts';
import { isOwnRecord } from '../access/record-access.ts';

/** The placeholder image of the spec, for a listing without images. */
export const NO_PIC = `${UPLOADS_URL_PREFIX}/${NO_PIC_KEY}`;

/** Who is looking: favorites are theirs; owners and managers also see the moderation message and renewal. */
export interface Viewer {
  userId?: number | undefined;
  /** The owner's own list or a manager's: moderation message, renewal offer. */
  privileged?: boolean;
  /**
   * The owner's mobile when their displayMobile allows it: only the owner's and the back office's answers (the public
   * asks for it signed in, listing-contact.routes.ts).
   */
  withContact?: boolean;
  /** The reader's locale: the names of the city, categories and package in it (ADR 0045); Persian by default. */
  locale?: Locale | undefined;
}

export type VerticalRegistry = ReadonlyMap<string, VerticalDefinition>;

type Owner = CardOwner;

/**
 * The owners and each vertical's detail row of a page of listings, in one statement per vertical on the page (one on
 * a vertical's list): a round trip costs more CPU here than the join does in the database (ADR 0030).
 */
async function ownersAndDetails(db: Db, registry: VerticalRegistry, byVertical: Map<string, number[]>) {
  const owners = new Map<number, Owner>();
  const details = new Map<number, Record<string, unknown>>();
  await Promise.all(
    [...byVertical].map(async ([key, listingIds]) => {
      const table = registry.get(key)?.detail.table;
      const base = db.select({ owner: cardOwnerColumns, ...(table ? { detail: table } : {}) }).from(listings);
      const joined = base.innerJoin(cardOwners, eq(cardOwnerColumns.id, listings.userId));
      const found = (await (table ? joined.leftJoin(table, eq(table.listingId, listings.id)) : joined).where(
        inArray(listings.id, listingIds),
      )) as Array<{ owner: Owner; detail?: (Record<string, unknown> & { listingId: number }) | null }>;
      for (const row of found) {
        owners.set(row.owner.id, row.owner);
        if (row.detail) details.set(row.detail.listingId, row.detail);
      }
    }),
  );
  return { owners, details };
}

/** The owners and detail rows a page of cards already carries (read in the page's statement): no query. */
function ownersAndDetailsOf(rows: ListingRow[]) {
  const owners = new Map<number, Owner>();
  const details = new Map<number, Record<string, unknown>>();
  for (const row of rows) {
    if (!isListingCard(row)) continue;
    owners.set(row.owner.id, row.owner);
    if (row.detail) details.set(row.id, row.detail);
  }
  return { owners, details };
}

/**
 * Listing rows as the API answers them, with everything a card or a detail page shows, in a fixed number of queries
 * however long the page is (cities, categories, packages, subscriptions, owners, favorites, each vertical's details);
 * cards read with their owners and details (listing-cards.repository.ts) are not read again.
 */
export async function toListings(
  db: Db,
  registry: VerticalRegistry,
  rows: ListingRow[],
  viewer: Viewer,
  now = new Date(),
): Promise<Array<Listing & Record<string, unknown>>> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const locale = viewer.locale ?? DEFAULT_LOCALE;
  const present = (values: Array<number | null>) => values.filter((value): value is number => value !== null);
  const byVertical = new Map<string, number[]>();
  for (const row of rows) byVertical.set(row.vertical, [...(byVertical.get(row.vertical) ?? []), row.id]);

  const [cityMap, categories, packageMap, subscriptionMap, { owners: ownerMap, details }, favorites, bumps] =
    await Promise.all([
      // Cities, categories and packages are reference data held in memory (ADR 0030): no query when they are known.
      citiesByIds(db, present(rows.map((row) => row.cityId))),
      categoryRefsByIds(db, {
        category: present(rows.map((row) => row.generalCategoryId)),
        subCategory: present(rows.map((row) => row.generalSubCategoryId)),
        subSubCategory: present(rows.map((row) => row.generalSubSubCategoryId)),
      }),
      packageRefsByIds(db, present(rows.map((row) => row.packageId))),
      // Only owners and managers are shown the subscription (and its renewal offer): a public page does not read it.
      viewer.privileged
        ? subscriptionsByIds(db, present(rows.map((row) => row.subscriptionId)), now, locale)
        : new Map(),
      rows.every(isListingCard) ? ownersAndDetailsOf(rows) : ownersAndDetails(db, registry, byVertical),
      viewer.userId === undefined ? new Set<number>() : favoritedAmong(db, viewer.userId, ids),
      // A bump's days still to come, for the owner's list (issue 35); nobody else reads them.
      viewer.privileged ? bumpsOf(db, ids, now) : new Map<number, ListingBump>(),
    ]);

  const city = (ref: CityRef | undefined) => cityIn(locale, ref);
  const category = (ref: CategoryRef | undefined) => categoryIn(locale, ref);
  return rows.map((row) => {
    const owner = ownerMap.get(row.userId);
    const pkg = row.packageId === null ? undefined : packageMap.get(row.packageId);
    const subscription = row.subscriptionId === null ? null : (subscriptionMap.get(row.subscriptionId) ?? null);
    const vertical = registry.get(row.vertical);
    // The one trust rule (issue 29): the owner's identity and the checks the vertical requires, never a stored badge.
    const ownerTrust = listingTrust(vertical, details.get(row.id), owner?.authLevel ?? AuthLevel.level0);
    const { verified, trust } = ownerTrust;
    const own = vertical ? vertical.detail.fromRow(details.get(row.id), ownerTrust) : {};
    const card = {
      id: row.id,
      vertical: row.vertical,
      user: {
        id: row.userId,
        name: owner?.name ?? '',
        avatar: owner?.avatar ?? '',
        verified,
        memberSince: (owner?.registerDate ?? row.registerDate).toISOString(),
      },
      mobile: viewer.withContact && owner?.displayMobile === 1 ? (owner.mobile ?? null) : null,
      city: row.cityId === null ? null : city(cityMap.get(row.cityId)),
      generalCategory: row.generalCategoryId === null ? null : category(categories.category.get(row.generalCategoryId)),
      generalSubCategory:
        row.generalSubCategoryId === null ? null : category(categories.subCategory.get(row.generalSubCategoryId)),
      generalSubSubCategory:
        row.generalSubSubCategoryId === null
          ? null
          : category(categories.subSubCategory.get(row.generalSubSubCategoryId)),
      package: pkg
        ? { id: pkg.id, title: localized(locale, pkg.title, pkg.titleEn), planType: pkg.planType, price: pkg.price }
        : null,
      subscription: viewer.privileged ? subscription : null,
      bump: bumps.get(row.id) ?? null,
      paymentId: viewer.privileged ? row.paymentId : null,
      title: row.title,
      slug: row.slug,
      slugId: row.slugId,
      description: row.description,
      specialText: row.specialText,
      isSpecial: row.isSpecial,
      isUrgent: row.isUrgent,
      isFavorite: favorites.has(row.id),
      isMine: isOwnRecord(viewer.userId, 'listing', row),
      views: row.views,
      status: row.status as ListingStatus,
      moderationMessage: viewer.privileged ? row.moderationMessage : '',
      // A card shows a picture: the first image (a city ad's video is played on its page, not drawn as an <img>).
      image: row.images.find((image) => image.type !== 'video')?.path ?? NO_PIC,
      images: row.images,
      tags: row.tags,
      location: { latitude: row.latitude, longitude: row.longitude },
      registerDate: row.registerDate.toISOString(),
      renewalOffered:
        viewer.privileged === true &&
        pkg !== undefined &&
        subscription !== null &&
        isRenewalOffered({
          status: row.status,
          planType: pkg.planType,
          remainingDays: subscription.remainingTime,
        }),
      trust,
    };
    // The vertical's own fields after the core's (a core field of the same name wins, as a spread before it did):
    // added to the literal, not spread into it first, which cost V8 ~20 µs per card (ADR 0063).
    const added = card as Record<string, unknown>;
    for (const key of Object.keys(own)) if (!(key in added)) added[key] = own[key];
    return card as typeof card & Record<string, unknown>;
  });
}
