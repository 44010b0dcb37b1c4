import { asc, eq, notInArray } from 'drizzle-orm';
import { RESERVED_OPTION_GROUPS } from '@shahrbazar/domain/api/settings.schema';
import type { Db } from '../../db/client.ts';
import { options } from './option.table.ts';

export type OptionRow = typeof options.$inferSelect;
export type NewOption = typeof options.$inferInsert;

/** Options of one group, in their display order. */
export function findOptionsByGroup(db: Db, group: string): Promise<OptionRow[]> {
  return db.select().from(options).where(eq(options.group, group)).orderBy(asc(options.sortOrder), asc(options.id));
}

/** Inserts options that do not exist yet (by group + name); existing ones keep what the back office set. */
export async function insertMissingOptions(db: Db, rows: NewOption[]): Promise<number> {
  if (rows.length === 0) return 0;
  const inserted = await db
    .insert(options)
    .values(rows)
    .onConflictDoNothing({ target: [options.group, options.name] })
    .returning({ id: options.id });
  return inserted.length;
}

/** Groups kept out of the public `options` list: they are sent apart (site texts, settings) or are internal. */
const NON_PUBLIC_GROUPS = [...RESERVED_OPTION_GROUPS];

/** The option entries of every other group (spec: initial data `options`), in display order. */
export async function findPublicOptions(db: Db) {
  const rows = await db
    .select()
    .from(options)
    .where(notInArray(options.group, NON_PUBLIC_GROUPS))
    .orderBy(asc(options.group), asc(options.sortOrder), asc(options.id));
  return rows.map(({ id, group, title, name, content, location }) => ({ id, group, title, name, content, location }));
}
