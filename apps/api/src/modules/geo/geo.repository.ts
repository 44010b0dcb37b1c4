import { and, asc, count, eq, inArray, max, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { matchesSearch } from '../../db/search-text.ts';
import { cities, states } from './geo.table.ts';

// The queries of the geo module: only this file touches the states and cities tables for the back office.

export type StateRow = typeof states.$inferSelect;
export type CityRow = typeof cities.$inferSelect;
export type CityWithState = CityRow & { stateName: string };

interface PageArgs {
  page: number;
  perPage: number;
}

export async function findStatePage(
  db: Db,
  query: PageArgs & { textSearch?: string | undefined },
): Promise<{ rows: StateRow[]; total: number }> {
  const where = matchesSearch(query.textSearch, states.name, states.slug);
  const [total] = await db.select({ n: count() }).from(states).where(where);
  const rows = await db
    .select()
    .from(states)
    .where(where)
    .orderBy(asc(states.sortOrder), asc(states.id))
    .limit(query.perPage)
    .offset((query.page - 1) * query.perPage);
  return { rows, total: total?.n ?? 0 };
}

export async function findStateById(db: Db, id: number): Promise<StateRow | undefined> {
  const [row] = await db.select().from(states).where(eq(states.id, id));
  return row;
}

/** How many cities each of these states has. */
export async function cityCountsOf(db: Db, stateIds: number[]): Promise<Map<number, number>> {
  if (stateIds.length === 0) return new Map();
  const rows = await db
    .select({ stateId: cities.stateId, n: count() })
    .from(cities)
    .where(inArray(cities.stateId, stateIds))
    .groupBy(cities.stateId);
  return new Map(rows.map((row) => [row.stateId, row.n]));
}

/** The next place at the end of the states, or of one state's cities. */
export async function nextStateOrder(db: Db): Promise<number> {
  const [row] = await db.select({ last: max(states.sortOrder) }).from(states);
  return (row?.last ?? -1) + 1;
}

export async function nextCityOrder(db: Db, stateId: number): Promise<number> {
  const [row] = await db
    .select({ last: max(cities.sortOrder) })
    .from(cities)
    .where(eq(cities.stateId, stateId));
  return (row?.last ?? -1) + 1;
}

export async function insertState(db: Db, values: typeof states.$inferInsert): Promise<StateRow> {
  const [row] = await db.insert(states).values(values).returning();
  return row!;
}

export async function updateState(
  db: Db,
  id: number,
  values: Partial<typeof states.$inferInsert>,
): Promise<StateRow | undefined> {
  const [row] = await db.update(states).set(values).where(eq(states.id, id)).returning();
  return row;
}

export async function deleteStateRow(db: Db, id: number): Promise<boolean> {
  const rows = await db.delete(states).where(eq(states.id, id)).returning({ id: states.id });
  return rows.length > 0;
}

/** A city's columns and its state's name. */
const cityWithState = {
  id: cities.id,
  stateId: cities.stateId,
  name: cities.name,
  nameEn: cities.nameEn,
  slug: cities.slug,
  latitude: cities.latitude,
  longitude: cities.longitude,
  sortOrder: cities.sortOrder,
  stateName: states.name,
};

/** A page of cities in display order (states' order, then each state's), optionally of one state and searched. */
export async function findCityPage(
  db: Db,
  query: PageArgs & { textSearch?: string | undefined; stateId?: number | undefined },
): Promise<{ rows: CityWithState[]; total: number }> {
  const conditions: Array<SQL | undefined> = [
    query.stateId === undefined ? undefined : eq(cities.stateId, query.stateId),
    matchesSearch(query.textSearch, cities.name, cities.slug),
  ];
  const where = and(...conditions);
  const [total] = await db.select({ n: count() }).from(cities).where(where);
  const rows = await db
    .select(cityWithState)
    .from(cities)
    .innerJoin(states, eq(states.id, cities.stateId))
    .where(where)
    .orderBy(asc(states.sortOrder), asc(states.id), asc(cities.sortOrder), asc(cities.id))
    .limit(query.perPage)
    .offset((query.page - 1) * query.perPage);
  return { rows, total: total?.n ?? 0 };
}

export async function findCityById(db: Db, id: number): Promise<CityWithState | undefined> {
  const [row] = await db
    .select(cityWithState)
    .from(cities)
    .innerJoin(states, eq(states.id, cities.stateId))
    .where(eq(cities.id, id));
  return row;
}

export async function insertCity(db: Db, values: typeof cities.$inferInsert): Promise<CityRow> {
  const [row] = await db.insert(cities).values(values).returning();
  return row!;
}

export async function updateCity(
  db: Db,
  id: number,
  values: Partial<typeof cities.$inferInsert>,
): Promise<CityRow | undefined> {
  const [row] = await db.update(cities).set(values).where(eq(cities.id, id)).returning();
  return row;
}

export async function deleteCityRow(db: Db, id: number): Promise<boolean> {
  const rows = await db.delete(cities).where(eq(cities.id, id)).returning({ id: cities.id });
  return rows.length > 0;
}
