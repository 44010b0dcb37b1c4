import { asc, eq } from 'drizzle-orm';
import type { City, State } from '@shahrbazar/domain/api/catalogue.schema';
import { DEFAULT_LOCALE, type Locale } from '@shahrbazar/domain/i18n/locale';
import { localized } from '@shahrbazar/domain/i18n/localized';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { cities, states } from './geo.table.ts';

/** Every state with its cities, in display order (initial data, city selector). */
export async function listStates(db: Db, locale: Locale = DEFAULT_LOCALE): Promise<State[]> {
  const [stateRows, cityRows] = await Promise.all([
    db.select().from(states).orderBy(asc(states.sortOrder), asc(states.id)),
    db.select().from(cities).orderBy(asc(cities.sortOrder), asc(cities.id)),
  ]);
  return stateRows.map((state) => ({
    id: state.id,
    name: localized(locale, state.name, state.nameEn),
    slug: state.slug,
    cities: cityRows
      .filter((city) => city.stateId === state.id)
      .map((city) => ({
        id: city.id,
        state_id: city.stateId,
        name: localized(locale, city.name, city.nameEn),
        slug: city.slug,
        latitude: city.latitude,
        longitude: city.longitude,
      })),
  }));
}

/** One city as the public sees it; 404 when there is none. */
export async function findCity(db: Db, id: number, locale: Locale = DEFAULT_LOCALE): Promise<City> {
  const [row] = await db.select().from(cities).where(eq(cities.id, id));
  if (!row) throw new AppError('not_found');
  return {
    id: row.id,
    state_id: row.stateId,
    name: localized(locale, row.name, row.nameEn),
    slug: row.slug,
    latitude: row.latitude,
    longitude: row.longitude,
  };
}
