import type { ManagerState, StateListQuerySchema, StateWriteSchema } from '@shahrbazar/domain/api/geo.schema';
import type { Locale } from '@shahrbazar/domain/i18n/locale';
import { lastPage } from '@shahrbazar/domain/rules/pagination';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { uniqueViolation } from '../../db/errors.ts';
import { AppError } from '../../http/app-error.ts';
import {
  cityCountsOf,
  deleteStateRow,
  findStateById,
  findStatePage,
  insertState,
  nextStateOrder,
  updateState,
  type StateRow,
} from './geo.repository.ts';
import { fieldConflict, STATE_SLUG_TAKEN, stateHasCities } from './geo.messages.ts';

type StateInput = z.output<typeof StateWriteSchema>;

async function toManagerStates(db: Db, rows: StateRow[]): Promise<ManagerState[]> {
  const counts = await cityCountsOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    nameEn: row.nameEn,
    slug: row.slug,
    cityCount: counts.get(row.id) ?? 0,
  }));
}

/** One page of states in display order, searched by name or slug (Persian-normalised). */
export async function listManagerStates(db: Db, query: z.output<typeof StateListQuerySchema>) {
  const { rows, total } = await findStatePage(db, query);
  return {
    items: await toManagerStates(db, rows),
    total,
    currentPage: query.page,
    perPage: query.perPage,
    lastPage: lastPage(total, query.perPage),
  };
}

export async function findManagerState(db: Db, id: number): Promise<ManagerState> {
  const row = await findStateById(db, id);
  if (!row) throw new AppError('not_found');
  const [state] = await toManagerStates(db, [row]);
  return state!;
}

/** Creates a state (at the end of the list) or renames one; a slug in use answers 409. */
export async function saveState(db: Db, input: StateInput, locale: Locale, id?: number): Promise<ManagerState> {
  try {
    const row =
      id === undefined
        ? await insertState(db, {
            name: input.name,
            nameEn: input.nameEn,
            slug: input.slug,
            sortOrder: await nextStateOrder(db),
          })
        : await updateState(db, id, { name: input.name, nameEn: input.nameEn, slug: input.slug });
    if (!row) throw new AppError('not_found');
    return findManagerState(db, row.id);
  } catch (error) {
    if (uniqueViolation(error) !== undefined) throw fieldConflict(STATE_SLUG_TAKEN, 'slug', locale);
    throw error;
  }
}

/** Deletes a state that has no cities; one with cities answers 409 (its cities would be lost). */
export async function deleteState(db: Db, id: number): Promise<void> {
  const cityCount = (await cityCountsOf(db, [id])).get(id) ?? 0;
  if (cityCount > 0) throw new AppError('conflict', stateHasCities(cityCount));
  if (!(await deleteStateRow(db, id))) throw new AppError('not_found');
}
