import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { cities, states } from '../modules/geo/geo.table.ts';
import { IRAN_STATES } from './iran-cities.ts';

/**
 * The states (provinces) of Iran and their cities (seed/iran-cities.ts). Idempotent by slug: only a state or a
 * city whose slug is not in the database yet is inserted, so a manager's edits (names, coordinates, order) stay. A
 * missing city goes into its state as the database has it now. Answers how many rows it inserted.
 */
export async function seedGeo(db: Db): Promise<number> {
  const stateSlugs = IRAN_STATES.map((state) => state.slug);
  const citySlugs = IRAN_STATES.flatMap((state) => state.cities.map((city) => city.slug));
  const knownCities = new Set(
    (await db.select({ slug: cities.slug }).from(cities).where(inArray(cities.slug, citySlugs))).map((r) => r.slug),
  );
  const knownStates = await db
    .select({ id: states.id, slug: states.slug })
    .from(states)
    .where(inArray(states.slug, stateSlugs));
  if (knownStates.length === IRAN_STATES.length && knownCities.size === citySlugs.length) return 0;

  const missingStates = IRAN_STATES.map((state, order) => ({
    name: state.name,
    slug: state.slug,
    sortOrder: order,
  })).filter((state) => !knownStates.some((known) => known.slug === state.slug));
  const insertedStates = missingStates.length
    ? await db
        .insert(states)
        .values(missingStates)
        .onConflictDoNothing({ target: states.slug })
        .returning({ id: states.id, slug: states.slug })
    : [];
  const stateIds = new Map([...knownStates, ...insertedStates].map((state) => [state.slug, state.id]));

  const missingCities = IRAN_STATES.flatMap((state) => {
    const stateId = stateIds.get(state.slug);
    if (stateId === undefined) return [];
    return state.cities
      .map((city, order) => ({ ...city, stateId, sortOrder: order }))
      .filter((city) => !knownCities.has(city.slug));
  });
  const insertedCities = missingCities.length
    ? await db
        .insert(cities)
        .values(missingCities)
        .onConflictDoNothing({ target: cities.slug })
        .returning({ id: cities.id })
    : [];
  return insertedStates.length + insertedCities.length;
}
