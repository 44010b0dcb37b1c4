import { eq, inArray, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { cities } from './geo.table.ts';

export interface CityRef {
  id: number;
  name: string;
  slug: string;
}

/** A city named by its id or its slug (list filters accept either), or undefined. */
export async function cityOf(db: Db, idOrSlug: string | number): Promise<CityRef | undefined> {
  const text = String(idOrSlug);
  const asId = /^\d+$/.test(text) ? Number(text) : -1;
  const [row] = await db
    .select({ id: cities.id, name: cities.name, slug: cities.slug })
    .from(cities)
    .where(or(eq(cities.id, asId), eq(cities.slug, text)))
    .limit(1);
  return row;
}

/** Cities by id, for a page of listings. */
export async function citiesByIds(db: Db, ids: number[]): Promise<Map<number, CityRef>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: cities.id, name: cities.name, slug: cities.slug })
    .from(cities)
    .where(inArray(cities.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, row]));
}
