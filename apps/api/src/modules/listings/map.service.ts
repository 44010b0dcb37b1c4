import { and, eq, gt, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { MapAnswer, MapQuerySchema } from '@shahrbazar/domain/api/discovery.schema';
import { ListingStatus } from '@shahrbazar/domain/enums/status';
import { DEFAULT_MAP_CITY_SLUG, DEFAULT_MAP_POINT, isLocationSet } from '@shahrbazar/domain/rules/location';
import { boxAround, clampBox, MAP_ITEM_LIMIT, type MapBox } from '@shahrbazar/domain/rules/map-area';
import { DEFAULT_LOCALE, type Locale } from '@shahrbazar/domain/i18n/locale';
import { localized } from '@shahrbazar/domain/i18n/localized';
import type { Db } from '../../db/client.ts';
import { categoryRefsByIds, type CategoryRef } from '../catalogue/category-chain.ts';
import { cityWithCentre } from '../geo/city-lookup.ts';
import { termRunning } from './listing.repository.ts';
import { listings } from './listing.table.ts';
import { NO_PIC, type VerticalRegistry } from './listing.mapper.ts';
import { publicPathsOf } from './public-path.ts';

/** The city of the map, by slug or id, with its centre. */
async function mapCity(db: Db, idOrSlug: string | undefined) {
  if (!idOrSlug) return undefined;
  return cityWithCentre(db, idOrSlug);
}

/** The box asked for (all four corners), else the city's, else the default point's. */
function boxOf(query: z.output<typeof MapQuerySchema>, centre: { latitude: number; longitude: number }): MapBox {
  const { minLat, minLng, maxLat, maxLng } = query;
  if (minLat !== undefined && minLng !== undefined && maxLat !== undefined && maxLng !== undefined) {
    return { minLat, minLng, maxLat, maxLng };
  }
  return boxAround(centre);
}

/**
 * The live listings with a location inside a box of the city map, of every vertical in the registry or one of them,
 * optionally of one top category. The box is clamped (rules/map-area.ts) and the query is one range of the GiST index
 * `listings_map_idx` on the listing's point, so a box of a city answers as fast among a million listings as among a
 * hundred; at most MAP_ITEM_LIMIT come back (`more` says when the box holds more: zoom in).
 */
export async function mapListings(
  db: Db,
  registry: VerticalRegistry,
  query: z.output<typeof MapQuerySchema>,
  tiles: MapAnswer['tiles'],
  locale: Locale = DEFAULT_LOCALE,
): Promise<MapAnswer> {
  const city = await mapCity(db, query.city);
  // No city chosen: the map opens on the site's city (ADR 0095), else the spec's default point.
  const around = city ?? (await mapCity(db, DEFAULT_MAP_CITY_SLUG));
  const centre =
    around && isLocationSet(around) ? { latitude: around.latitude, longitude: around.longitude } : DEFAULT_MAP_POINT;
  const { box, clamped } = clampBox(boxOf(query, centre));
  const known = query.vertical === undefined || registry.has(query.vertical);
  const rows = known
    ? await db
        .select({
          id: listings.id,
          vertical: listings.vertical,
          title: listings.title,
          slug: listings.slug,
          slugId: listings.slugId,
          images: listings.images,
          latitude: listings.latitude,
          longitude: listings.longitude,
          categoryId: listings.generalCategoryId,
        })
        .from(listings)
        .where(
          and(
            // The index's own predicate, then its box: `point <@ box` is what the GiST index answers.
            eq(listings.status, ListingStatus.active),
            termRunning,
            gt(listings.latitude, 0),
            gt(listings.longitude, 0),
            sql`point(${listings.longitude}, ${listings.latitude}) <@ box(point(${box.minLng}, ${box.minLat}), point(${box.maxLng}, ${box.maxLat}))`,
            query.vertical === undefined ? undefined : eq(listings.vertical, query.vertical),
            query.category === undefined ? undefined : eq(listings.generalCategoryId, query.category),
          ),
        )
        .limit(MAP_ITEM_LIMIT + 1)
    : [];
  const shown = rows.filter((row) => registry.has(row.vertical)).slice(0, MAP_ITEM_LIMIT);
  const paths = await publicPathsOf(db, registry, shown);
  const { category: categories } = await categoryRefsByIds(db, {
    category: [...new Set(shown.flatMap((row) => (row.categoryId === null ? [] : [row.categoryId])))],
    subCategory: [],
    subSubCategory: [],
  });
  return {
    city: city ? { id: city.id, name: localized(locale, city.name, city.nameEn), slug: city.slug } : null,
    centre: { latitude: centre.latitude, longitude: centre.longitude },
    box,
    clamped,
    more: rows.length > MAP_ITEM_LIMIT,
    tiles,
    items: shown.map((row) => ({
      id: row.id,
      vertical: row.vertical,
      title: row.title,
      path: paths.get(row.id) ?? '/',
      image: mapImage(row.images),
      latitude: row.latitude,
      longitude: row.longitude,
      category: categoryOf(categories.get(row.categoryId ?? -1), locale),
    })),
  };
}

/** A marker's top category, its title in the reader's locale; null for none or one gone. */
function categoryOf(ref: CategoryRef | undefined, locale: Locale): { id: number; title: string } | null {
  return ref ? { id: ref.id, title: localized(locale, ref.title, ref.titleEn) } : null;
}

/** A marker card's picture: the first image's thumbnail, else its path, else the placeholder. */
function mapImage(images: ReadonlyArray<{ path: string; data?: Record<string, string>; type?: 'video' }>): string {
  const first = images.find((image) => image.type !== 'video');
  return first?.data?.thumb ?? first?.path ?? NO_PIC;
}
