import { inArray } from 'drizzle-orm';
import type { Listing } from '@shahrbazar/domain/api/listing.schema';
import type { ListingStatus } from '@shahrbazar/domain/enums/status';
import { AuthLevel } from '@shahrbazar/domain/enums/people';
import { isRenewalOffered } from '@shahrbazar/domain/rules/subscription';
import type { Db } from '../../db/client.ts';
import { categoryRefsByIds } from '../catalogue/category-chain.ts';
import { citiesByIds } from '../geo/city-lookup.ts';
import { NO_PIC_KEY } from '../media/placeholders.ts';
import { UPLOADS_URL_PREFIX } from '../media/storage.ts';
import { packagesByIds, subscriptionsByIds } from '../packages/package-lookup.ts';
import { users } from '../users/user.table.ts';
import type { VerticalDefinition } from './define-vertical.ts';
import { favoritedAmong, type ListingRow } from './listing.repository.ts';

/** The placeholder image of the spec, for a listing without images. */
export const NO_PIC = `${UPLOADS_URL_PREFIX}/${NO_PIC_KEY}`;

/** Who is looking: favorites are theirs; owners and managers also see the moderation message and renewal. */
export interface Viewer {
  userId?: number | undefined;
  /** The owner's own list or a manager's: moderation message, renewal offer. */
  privileged?: boolean;
  /** A detail page: the owner's mobile when their displayMobile allows it. */
  withContact?: boolean;
}

export type VerticalRegistry = ReadonlyMap<string, VerticalDefinition>;

/**
 * Listing rows as the API answers them, with everything a card or a detail page shows, in a fixed number of queries
 * however long the page is (cities, categories, packages, subscriptions, owners, favorites, each vertical's details).
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
  const present = (values: Array<number | null>) => values.filter((value): value is number => value !== null);
  const byVertical = new Map<string, number[]>();
  for (const row of rows) byVertical.set(row.vertical, [...(byVertical.get(row.vertical) ?? []), row.id]);

  const [cityMap, categories, packageMap, subscriptionMap, owners, favorites, details] = await Promise.all([
    citiesByIds(db, present(rows.map((row) => row.cityId))),
    categoryRefsByIds(db, {
      category: present(rows.map((row) => row.generalCategoryId)),
      subCategory: present(rows.map((row) => row.generalSubCategoryId)),
      subSubCategory: present(rows.map((row) => row.generalSubSubCategoryId)),
    }),
    packagesByIds(db, present(rows.map((row) => row.packageId))),
    subscriptionsByIds(db, present(rows.map((row) => row.subscriptionId)), now),
    db
      .select({
        id: users.id,
        name: users.name,
        avatar: users.avatar,
        mobile: users.mobile,
        displayMobile: users.displayMobile,
        authLevel: users.authLevel,
      })
      .from(users)
      .where(inArray(users.id, [...new Set(rows.map((row) => row.userId))])),
    viewer.userId === undefined ? new Set<number>() : favoritedAmong(db, viewer.userId, ids),
    Promise.all(
      [...byVertical].map(async ([key, listingIds]) => {
        const vertical = registry.get(key);
        if (!vertical) return [] as Array<[number, Record<string, unknown>]>;
        const table = vertical.detail.table;
        const detailRows = (await db.select().from(table).where(inArray(table.listingId, listingIds))) as Array<
          Record<string, unknown> & { listingId: number }
        >;
        return detailRows.map((row): [number, Record<string, unknown>] => [row.listingId, row]);
      }),
    ).then((lists) => new Map(lists.flat())),
  ]);
  const ownerMap = new Map(owners.map((owner) => [owner.id, owner]));

  return rows.map((row) => {
    const owner = ownerMap.get(row.userId);
    const pkg = row.packageId === null ? undefined : packageMap.get(row.packageId);
    const subscription = row.subscriptionId === null ? null : (subscriptionMap.get(row.subscriptionId) ?? null);
    const vertical = registry.get(row.vertical);
    const own = vertical ? vertical.detail.fromRow(details.get(row.id)) : {};
    return {
      ...own,
      id: row.id,
      vertical: row.vertical,
      user: {
        id: row.userId,
        name: owner?.name ?? '',
        avatar: owner?.avatar ?? '',
        verified: (owner?.authLevel ?? 0) >= AuthLevel.level1,
      },
      mobile: viewer.withContact && owner?.displayMobile === 1 ? (owner.mobile ?? null) : null,
      city: row.cityId === null ? null : (cityMap.get(row.cityId) ?? null),
      generalCategory: row.generalCategoryId === null ? null : (categories.category.get(row.generalCategoryId) ?? null),
      generalSubCategory:
        row.generalSubCategoryId === null ? null : (categories.subCategory.get(row.generalSubCategoryId) ?? null),
      generalSubSubCategory:
        row.generalSubSubCategoryId === null
          ? null
          : (categories.subSubCategory.get(row.generalSubSubCategoryId) ?? null),
      package: pkg ? { id: pkg.id, title: pkg.title, planType: pkg.planType, price: pkg.price } : null,
      subscription: viewer.privileged ? subscription : null,
      paymentId: viewer.privileged ? row.paymentId : null,
      title: row.title,
      slug: row.slug,
      slugId: row.slugId,
      description: row.description,
      specialText: row.specialText,
      isSpecial: row.isSpecial,
      isFavorite: favorites.has(row.id),
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
    };
  });
}
