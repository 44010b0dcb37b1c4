import { and, asc, count, eq, ilike, notInArray, or, type SQL } from 'drizzle-orm';
import {
  RESERVED_OPTION_GROUPS,
  type OptionItem,
  type OptionListQuerySchema,
  type OptionPage,
  type OptionWriteSchema,
} from '@shahrbazar/domain/api/settings.schema';
import type { Label, Locale } from '@shahrbazar/domain/i18n/locale';
import { lastPage, pageOffset } from '@shahrbazar/domain/rules/pagination';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { uniqueViolation } from '../../db/errors.ts';
import { AppError } from '../../http/app-error.ts';
import { options } from './option.table.ts';

// Setting entries / Options of the spec that the back office lists and edits one by one (footer links and the
// like). The reserved groups (site texts, site, app and service settings) have screens of their own and are never
// listed, changed or deleted here.

const NAME_TAKEN: Label = {
  fa: 'گزینه‌ای با این نام در این گروه وجود دارد.',
  en: 'An option with this name already exists in this group.',
};
const GROUP_RESERVED: Label = {
  fa: 'این گروه در صفحه تنظیمات خودش ویرایش می‌شود.',
  en: 'This group is edited on its own settings screen.',
};

const notReserved = notInArray(options.group, [...RESERVED_OPTION_GROUPS]);
const isReserved = (group: string) => RESERVED_OPTION_GROUPS.includes(group);
const toItem = (row: typeof options.$inferSelect): OptionItem => ({
  id: row.id,
  group: row.group,
  title: row.title,
  name: row.name,
  content: row.content,
  location: row.location,
  sortOrder: row.sortOrder,
});

/** One page of the option entries outside the reserved groups, filtered by group and a search text. */
export async function listOptionEntries(db: Db, query: z.output<typeof OptionListQuerySchema>): Promise<OptionPage> {
  const conditions: SQL[] = [notReserved];
  if (query.group) conditions.push(eq(options.group, query.group));
  if (query.textSearch) {
    const like = `%${query.textSearch.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const text = or(ilike(options.name, like), ilike(options.title, like), ilike(options.content, like));
    if (text) conditions.push(text);
  }
  const where = and(...conditions);
  const [[total], rows, groups] = await Promise.all([
    db.select({ n: count() }).from(options).where(where),
    db
      .select()
      .from(options)
      .where(where)
      .orderBy(asc(options.group), asc(options.sortOrder), asc(options.id))
      .limit(query.perPage)
      .offset(pageOffset(query)),
    db.selectDistinct({ group: options.group }).from(options).where(notReserved).orderBy(asc(options.group)),
  ]);
  const n = total?.n ?? 0;
  return {
    items: rows.map(toItem),
    total: n,
    currentPage: query.page,
    perPage: query.perPage,
    lastPage: lastPage(n, query.perPage),
    groups: groups.map((row) => row.group),
  };
}

export async function findOptionEntry(db: Db, id: number): Promise<OptionItem> {
  const [row] = await db
    .select()
    .from(options)
    .where(and(eq(options.id, id), notReserved));
  if (!row) throw new AppError('not_found');
  return toItem(row);
}

/** Creates or changes an option entry; a reserved group is refused, a taken group + name is a conflict. */
export async function saveOptionEntry(
  db: Db,
  input: z.output<typeof OptionWriteSchema>,
  locale: Locale,
  id?: number,
): Promise<OptionItem> {
  if (isReserved(input.group)) throw new AppError('validation', GROUP_RESERVED, { group: GROUP_RESERVED[locale] });
  if (id !== undefined) await findOptionEntry(db, id);
  try {
    const [row] =
      id === undefined
        ? await db.insert(options).values(input).returning()
        : await db.update(options).set(input).where(eq(options.id, id)).returning();
    if (!row) throw new AppError('not_found');
    return toItem(row);
  } catch (error) {
    if (uniqueViolation(error) !== undefined) throw new AppError('conflict', NAME_TAKEN, { name: NAME_TAKEN[locale] });
    throw error;
  }
}

export async function deleteOptionEntry(db: Db, id: number): Promise<void> {
  const deleted = await db
    .delete(options)
    .where(and(eq(options.id, id), notReserved))
    .returning({ id: options.id });
  if (deleted.length === 0) throw new AppError('not_found');
}
