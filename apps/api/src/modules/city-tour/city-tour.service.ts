import { and, desc, eq, inArray } from 'drizzle-orm';
import type {
  CityTour,
  CityTourAnswer,
  CityTourWriteSchema,
  ManagerCityTour,
  TourStop,
} from '@shahrbazar/domain/api/city-tour.schema';
import { ContentStatus } from '@shahrbazar/domain/enums/content';
import { ListingStatus } from '@shahrbazar/domain/enums/status';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { citiesByIds, cityOf, type CityRef } from '../geo/city-lookup.ts';
import { NO_PIC, type VerticalRegistry } from '../listings/listing.mapper.ts';
import { publicPathsOf } from '../listings/public-path.ts';
import { findListingById, findListingBySlugId, findListingsByIds } from '../listings/listing.repository.ts';
import { cityTours, type StoredTourStop } from './city-tour.table.ts';

type TourRow = typeof cityTours.$inferSelect;
type TourInput = z.output<typeof CityTourWriteSchema>;

/**
 * A tour's stops as a visitor sees them, in order: a listing stop takes the live listing's title, first picture,
 * point and page (a listing no longer live is left out); a place stop is as written.
 */
async function publicStops(db: Db, registry: VerticalRegistry, stops: StoredTourStop[]): Promise<TourStop[]> {
  const ids = stops.flatMap((stop) => (stop.kind === 'listing' ? [stop.listingId] : []));
  const rows = (await findListingsByIds(db, ids, ListingStatus.active)).filter((row) => registry.has(row.vertical));
  const live = new Map(rows.map((row) => [row.id, row]));
  const paths = await publicPathsOf(db, registry, rows);
  const shown = stops.flatMap((stop): Array<Omit<TourStop, 'position'>> => {
    if (stop.kind === 'place') {
      return [{ ...stop, image: stop.image || NO_PIC, path: null, vertical: null }];
    }
    const row = live.get(stop.listingId);
    if (!row) return [];
    return [
      {
        kind: 'listing' as const,
        title: row.title,
        text: stop.text || row.description.slice(0, 300),
        image: stop.image || (row.images.find((image) => image.type !== 'video')?.path ?? NO_PIC),
        latitude: row.latitude,
        longitude: row.longitude,
        path: paths.get(row.id) ?? null,
        vertical: row.vertical,
      },
    ];
  });
  return shown.map((stop, index) => ({ ...stop, position: index + 1 }));
}

const cityOfRow = (row: TourRow, cities: Map<number, CityRef>) =>
  row.cityId === null ? null : (cities.get(row.cityId) ?? null);

/** The public tour of a city (by slug or id): its newest published one; without a city, the newest of any. */
export async function publicCityTour(
  db: Db,
  registry: VerticalRegistry,
  city: string | undefined,
  tiles: CityTourAnswer['tiles'],
): Promise<CityTourAnswer> {
  const asked = city ? await cityOf(db, city) : undefined;
  if (city && !asked) return { tour: null, tiles };
  const [row] = await db
    .select()
    .from(cityTours)
    .where(and(eq(cityTours.status, ContentStatus.published), asked ? eq(cityTours.cityId, asked.id) : undefined))
    .orderBy(desc(cityTours.id))
    .limit(1);
  if (!row) return { tour: null, tiles };
  const cities = await citiesByIds(db, row.cityId === null ? [] : [row.cityId]);
  const tour: CityTour = {
    id: row.id,
    city: cityOfRow(row, cities),
    title: row.title,
    description: row.description,
    status: row.status as CityTour['status'],
    stops: await publicStops(db, registry, row.stops),
    registerDate: row.registerDate.toISOString(),
  };
  return { tour, tiles };
}

/** A tour as the back office edits it: a listing stop names its listing by the slugId a manager can read. */
async function managerTourOf(db: Db, row: TourRow, cities: Map<number, CityRef>): Promise<ManagerCityTour> {
  const ids = row.stops.flatMap((stop) => (stop.kind === 'listing' ? [stop.listingId] : []));
  const listed = new Map<number, string>();
  for (const id of ids) {
    const found = await findListingById(db, id);
    if (found) listed.set(id, found.slugId);
  }
  return {
    id: row.id,
    city: cityOfRow(row, cities),
    title: row.title,
    description: row.description,
    status: row.status as ManagerCityTour['status'],
    stops: row.stops.map((stop) =>
      stop.kind === 'listing'
        ? {
            kind: 'listing' as const,
            listing: listed.get(stop.listingId) ?? String(stop.listingId),
            title: '',
            text: stop.text,
            image: stop.image ?? '',
            latitude: 0,
            longitude: 0,
          }
        : { ...stop, listing: '' },
    ),
    registerDate: row.registerDate.toISOString(),
  };
}

/** Every tour, newest first (a city has a few at most). */
export async function listCityTours(db: Db): Promise<{ items: ManagerCityTour[] }> {
  const rows = await db.select().from(cityTours).orderBy(desc(cityTours.id)).limit(200);
  const cities = await citiesByIds(db, [...new Set(rows.flatMap((row) => (row.cityId === null ? [] : [row.cityId])))]);
  return { items: await Promise.all(rows.map((row) => managerTourOf(db, row, cities))) };
}

export async function findCityTour(db: Db, id: number): Promise<ManagerCityTour> {
  const [row] = await db.select().from(cityTours).where(eq(cityTours.id, id));
  if (!row) throw new AppError('not_found');
  return managerTourOf(db, row, await citiesByIds(db, row.cityId === null ? [] : [row.cityId]));
}

/**
 * The stops to store: each listing named by id or slugId must exist (else a 422 on that stop's field), kept by id so
 * a new slug does not break the tour.
 */
async function storedStops(db: Db, stops: TourInput['stops']): Promise<StoredTourStop[]> {
  const fields: Record<string, string> = {};
  const stored: StoredTourStop[] = [];
  for (const [index, stop] of stops.entries()) {
    if (stop.kind === 'place') {
      stored.push(stop);
      continue;
    }
    const found = /^\d+$/.test(stop.listing)
      ? await findListingById(db, Number(stop.listing))
      : await findListingBySlugId(db, stop.listing);
    if (!found) fields[`stops.${index}.listing`] = 'invalid';
    else stored.push({ kind: 'listing', listingId: found.id, text: stop.text, image: stop.image });
  }
  if (Object.keys(fields).length) throw new AppError('validation', undefined, fields);
  return stored;
}

/** Creates a tour, or edits one (a missing one is a 404); an unknown city is a 422 on city_id. */
export async function saveCityTour(db: Db, input: TourInput, id?: number): Promise<ManagerCityTour> {
  const city = await cityOf(db, input.city_id);
  if (!city) throw new AppError('validation', undefined, { city_id: 'invalid' });
  const values = {
    cityId: city.id,
    title: input.title,
    description: input.description,
    status: input.status,
    stops: await storedStops(db, input.stops),
  };
  const [row] =
    id === undefined
      ? await db.insert(cityTours).values(values).returning()
      : await db.update(cityTours).set(values).where(eq(cityTours.id, id)).returning();
  if (!row) throw new AppError('not_found');
  return managerTourOf(db, row, new Map([[city.id, city]]));
}

export async function deleteCityTour(db: Db, id: number): Promise<void> {
  const removed = await db
    .delete(cityTours)
    .where(inArray(cityTours.id, [id]))
    .returning({ id: cityTours.id });
  if (removed.length === 0) throw new AppError('not_found');
}
