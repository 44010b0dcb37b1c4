import { eq, inArray, or, sql } from 'drizzle-orm';
import type { Locale } from '@shahrbazar/domain/i18n/locale';
import { localized } from '@shahrbazar/domain/i18n/localized';
import type { Db } from '../../db/client.ts';
import { indexed, referenceTable } from '../../db/reference-table.ts';
import { cities, states } from './geo.table.ts';

export interface CityRef {
  id: number;
  name: string;
  /** The English name, '' when none is set (ADR 0045): `localized()` picks what a reader sees. */
  nameEn: string;
  slug: string;
}

/** A city as a reader sees it: its name in `locale` (Persian where no English value is set, ADR 0045). */
export function cityIn(locale: Locale, ref: CityRef | undefined): { id: number; name: string; slug: string } | null {
  return ref ? { id: ref.id, name: localized(locale, ref.name, ref.nameEn), slug: ref.slug } : null;
}

const cityColumns = { id: cities.id, name: cities.name, nameEn: cities.nameEn, slug: cities.slug };

/** Every city in memory (reference data, ADR 0030): a list filter and a page of cards read them without a query. */
const cityTable = referenceTable('cities', async (db) => indexed(await db.select(cityColumns).from(cities)));

/** A city named by its id or its slug (list filters accept either), or undefined. */
export async function cityOf(db: Db, idOrSlug: string | number): Promise<CityRef | undefined> {
  const text = String(idOrSlug);
  const asId = /^\d+$/.test(text) ? Number(text) : -1;
  const cached = await cityTable.of(db);
  const hit = cached?.byId.get(asId) ?? cached?.bySlug.get(text);
  if (hit) return hit;
  const [row] = await db
    .select(cityColumns)
    .from(cities)
    .where(or(eq(cities.id, asId), eq(cities.slug, text)))
    .limit(1);
  return row;
}

/** Cities by id, for a page of listings. */
export async function citiesByIds(db: Db, ids: number[]): Promise<Map<number, CityRef>> {
  if (ids.length === 0) return new Map();
  const found = new Map<number, CityRef>();
  const cached = await cityTable.of(db);
  const missing = new Set<number>();
  for (const id of ids) {
    const hit = cached?.byId.get(id);
    if (hit) found.set(id, hit);
    else missing.add(id);
  }
  if (missing.size === 0) return found;
  const rows = await db
    .select(cityColumns)
    .from(cities)
    .where(inArray(cities.id, [...missing]));
  for (const row of rows) found.set(row.id, row);
  return found;
}

/** The province of a city read from the table (a form's check, ADR 0127), or undefined when there is no such city. */
export async function stateIdOfCity(db: Db, cityId: number): Promise<number | undefined> {
  const [row] = await db.select({ stateId: cities.stateId }).from(cities).where(eq(cities.id, cityId));
  return row?.stateId;
}

/** Cities with their province, names in both languages, by id at once (an address book's places). */
export function placesOfCities(
  db: Db,
  cityIds: readonly number[],
): Promise<Array<{ cityId: number; city: string; cityEn: string; stateId: number; state: string; stateEn: string }>> {
  if (cityIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      cityId: cities.id,
      city: cities.name,
      cityEn: cities.nameEn,
      stateId: states.id,
      state: states.name,
      stateEn: states.nameEn,
    })
    .from(cities)
    .innerJoin(states, eq(states.id, cities.stateId))
    .where(inArray(cities.id, [...new Set(cityIds)]));
}

/** Cities' ids and (Persian) names by id, read at once (a page of projects); those gone are missing. */
export function cityNamesByIds(db: Db, ids: readonly number[]): Promise<Array<{ id: number; name: string }>> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({ id: cities.id, name: cities.name })
    .from(cities)
    .where(inArray(cities.id, [...new Set(ids)]));
}

/** A city with its centre, named by its id or its slug (the city map), or undefined. */
export async function cityWithCentre(db: Db, idOrSlug: string) {
  const asId = /^\d+$/.test(idOrSlug) && Number(idOrSlug) < 2 ** 31 ? Number(idOrSlug) : -1;
  const [city] = await db
    .select({
      id: cities.id,
      name: cities.name,
      nameEn: cities.nameEn,
      slug: cities.slug,
      latitude: cities.latitude,
      longitude: cities.longitude,
    })
    .from(cities)
    .where(sql`${cities.id} = ${asId} or ${cities.slug} = ${idOrSlug}`)
    .limit(1);
  return city;
}
