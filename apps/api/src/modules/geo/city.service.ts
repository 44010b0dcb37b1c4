import type { CityListQuerySchema, CityWriteSchema, ManagerCity } from '@shahrbazar/domain/api/geo.schema';
import type { Locale } from '@shahrbazar/domain/i18n/locale';
import { lastPage } from '@shahrbazar/domain/rules/pagination';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { foreignKeyViolation, uniqueViolation } from '../../db/errors.ts';
import { inUseLabel, usesOf, type Reference } from '../../db/in-use.ts';
import { AppError } from '../../http/app-error.ts';
import {
  deleteCityRow,
  findCityById,
  findCityPage,
  findStateById,
  insertCity,
  nextCityOrder,
  updateCity,
  type CityWithState,
} from './geo.repository.ts';
import { userCountsOf } from '../users/user-counts.ts';
import { CITY_IN_USE, CITY_SLUG_TAKEN, cityHasUsers, fieldConflict, UNKNOWN_STATE } from './geo.messages.ts';

type CityInput = z.output<typeof CityWriteSchema>;

async function toManagerCities(db: Db, rows: CityWithState[]): Promise<ManagerCity[]> {
  const counts = await userCountsOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    id: row.id,
    state_id: row.stateId,
    name: row.name,
    nameEn: row.nameEn,
    slug: row.slug,
    latitude: row.latitude,
    longitude: row.longitude,
    stateName: row.stateName,
    userCount: counts.get(row.id) ?? 0,
  }));
}

/** One page of cities in display order, of one state or all, searched by name or slug (Persian-normalised). */
export async function listManagerCities(db: Db, query: z.output<typeof CityListQuerySchema>) {
  const { rows, total } = await findCityPage(db, { ...query, stateId: query.state_id });
  return {
    items: await toManagerCities(db, rows),
    total,
    currentPage: query.page,
    perPage: query.perPage,
    lastPage: lastPage(total, query.perPage),
  };
}

export async function findManagerCity(db: Db, id: number): Promise<ManagerCity> {
  const row = await findCityById(db, id);
  if (!row) throw new AppError('not_found');
  const [city] = await toManagerCities(db, [row]);
  return city!;
}

/**
 * Creates a city (at the end of its state's list) or edits one; moved to another state it goes to the end of that
 * state's list. An unknown state is a field error (422); a slug in use answers 409.
 */
export async function saveCity(db: Db, input: CityInput, locale: Locale, id?: number): Promise<ManagerCity> {
  const state = await findStateById(db, input.state_id);
  if (!state) throw new AppError('validation', UNKNOWN_STATE, { state_id: UNKNOWN_STATE[locale] });
  const values = {
    stateId: input.state_id,
    name: input.name,
    nameEn: input.nameEn,
    slug: input.slug,
    latitude: input.latitude,
    longitude: input.longitude,
  };
  try {
    let row;
    if (id === undefined) {
      row = await insertCity(db, { ...values, sortOrder: await nextCityOrder(db, input.state_id) });
    } else {
      const current = await findCityById(db, id);
      if (!current) throw new AppError('not_found');
      const moved = current.stateId !== input.state_id;
      row = await updateCity(
        db,
        id,
        moved ? { ...values, sortOrder: await nextCityOrder(db, input.state_id) } : values,
      );
    }
    if (!row) throw new AppError('not_found');
    return findManagerCity(db, row.id);
  } catch (error) {
    if (uniqueViolation(error) !== undefined) throw fieldConflict(CITY_SLUG_TAKEN, 'slug', locale);
    throw error;
  }
}

/** What keeps a city from being deleted (its tours and section ads' city go with it, by their foreign keys). */
const CITY_REFERENCES: readonly Reference[] = [{ table: 'listings', column: 'city_id' }];
const THIS_CITY = { fa: 'این شهر', en: 'This city' };

/** Deletes a city nobody uses: users who chose it (users.city_id) or listings in it answer 409 saying how many. */
export async function deleteCity(db: Db, id: number): Promise<void> {
  const userCount = (await userCountsOf(db, [id])).get(id) ?? 0;
  if (userCount > 0) throw new AppError('conflict', cityHasUsers(userCount));
  const uses = await usesOf(db, CITY_REFERENCES, id);
  if (uses.length > 0) throw new AppError('conflict', inUseLabel(THIS_CITY, uses));
  try {
    if (!(await deleteCityRow(db, id))) throw new AppError('not_found');
  } catch (error) {
    // A listing placed in it meanwhile: the foreign key refuses the delete.
    if (foreignKeyViolation(error)) {
      const now = await usesOf(db, CITY_REFERENCES, id);
      throw new AppError('conflict', now.length > 0 ? inUseLabel(THIS_CITY, now) : CITY_IN_USE);
    }
    throw error;
  }
}
