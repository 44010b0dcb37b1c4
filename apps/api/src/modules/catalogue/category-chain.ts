import { and, eq, inArray, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Locale } from '@shahrbazar/domain/i18n/locale';
import { localized } from '@shahrbazar/domain/i18n/localized';
import type { Db } from '../../db/client.ts';
import { qualified } from '../../db/qualified.ts';
import { indexed, referenceTable } from '../../db/reference-table.ts';
import { generalCategories, generalSubCategories, generalSubSubCategories } from './category.table.ts';

export interface CategoryRef {
  id: number;
  title: string;
  /** The English title, '' when none is set (ADR 0045): `localized()` picks what a reader sees. */
  titleEn: string;
  slug: string;
}

/** A category and its parents: the three levels a listing is filed under (deeper levels null when not chosen). */
export interface CategoryChain {
  type: string;
  category: CategoryRef;
  subCategory: CategoryRef | null;
  subSubCategory: CategoryRef | null;
}

/** A category as a reader sees it: its title in `locale` (Persian where no English value is set, ADR 0045). */
export function categoryIn(
  locale: Locale,
  ref: CategoryRef | undefined,
): { id: number; title: string; slug: string } | null {
  return ref ? { id: ref.id, title: localized(locale, ref.title, ref.titleEn), slug: ref.slug } : null;
}

const ref = (row: CategoryRef): CategoryRef => ({
  id: row.id,
  title: row.title,
  titleEn: row.titleEn,
  slug: row.slug,
});

/** The chain of a category chosen at `level` by id, or undefined when there is no such category. */
export async function categoryChain(
  db: Db,
  level: 'category' | 'subCategory' | 'subSubCategory',
  id: number,
): Promise<CategoryChain | undefined> {
  if (level === 'subSubCategory') {
    const [row] = await db
      .select({ subSub: generalSubSubCategories, sub: generalSubCategories, category: generalCategories })
      .from(generalSubSubCategories)
      .innerJoin(generalSubCategories, eq(generalSubCategories.id, generalSubSubCategories.generalSubCategoryId))
      .innerJoin(generalCategories, eq(generalCategories.id, generalSubCategories.generalCategoryId))
      .where(eq(generalSubSubCategories.id, id));
    return (
      row && {
        type: row.category.type,
        category: ref(row.category),
        subCategory: ref(row.sub),
        subSubCategory: ref(row.subSub),
      }
    );
  }
  if (level === 'subCategory') {
    const [row] = await db
      .select({ sub: generalSubCategories, category: generalCategories })
      .from(generalSubCategories)
      .innerJoin(generalCategories, eq(generalCategories.id, generalSubCategories.generalCategoryId))
      .where(eq(generalSubCategories.id, id));
    return (
      row && { type: row.category.type, category: ref(row.category), subCategory: ref(row.sub), subSubCategory: null }
    );
  }
  const [row] = await db.select().from(generalCategories).where(eq(generalCategories.id, id));
  return row && { type: row.type, category: ref(row), subCategory: null, subSubCategory: null };
}

type Level = 'category' | 'subCategory' | 'subSubCategory';

const TABLES = {
  category: generalCategories,
  subCategory: generalSubCategories,
  subSubCategory: generalSubSubCategories,
} as const;

/** Each level's id, title and slug in memory (reference data, ADR 0030). */
const refTables = Object.fromEntries(
  (Object.keys(TABLES) as Level[]).map((level) => {
    const table = TABLES[level];
    return [
      level,
      referenceTable(`categories:${level}`, async (db) =>
        indexed(
          await db.select({ id: table.id, title: table.title, titleEn: table.titleEn, slug: table.slug }).from(table),
        ),
      ),
    ];
  }),
) as Record<Level, ReturnType<typeof referenceTable<ReturnType<typeof indexed<CategoryRef>>>>>;

/** The id of a category at `level` named by its id or its slug (list filters accept either). */
export async function categoryIdOf(db: Db, level: Level, idOrSlug: string): Promise<number | undefined> {
  const table = TABLES[level];
  const asId = /^\d+$/.test(idOrSlug) ? Number(idOrSlug) : -1;
  const cached = await refTables[level].of(db);
  const hit = cached?.byId.get(asId) ?? cached?.bySlug.get(idOrSlug);
  if (hit) return hit.id;
  const [row] = await db
    .select({ id: table.id })
    .from(table)
    .where(or(eq(table.id, asId), eq(table.slug, idOrSlug)))
    .limit(1);
  return row?.id;
}

/** Category references of every level by id, for a page of listings. */
export async function categoryRefsByIds(
  db: Db,
  ids: { category: number[]; subCategory: number[]; subSubCategory: number[] },
): Promise<{
  category: Map<number, CategoryRef>;
  subCategory: Map<number, CategoryRef>;
  subSubCategory: Map<number, CategoryRef>;
}> {
  const load = async (level: Level, list: number[]) => {
    const found = new Map<number, CategoryRef>();
    if (list.length === 0) return found;
    const cached = await refTables[level].of(db);
    const missing = new Set<number>();
    for (const id of list) {
      const hit = cached?.byId.get(id);
      if (hit) found.set(id, hit);
      else missing.add(id);
    }
    if (missing.size === 0) return found;
    const table = TABLES[level];
    const rows = await db
      .select({ id: table.id, title: table.title, titleEn: table.titleEn, slug: table.slug })
      .from(table)
      .where(inArray(table.id, [...missing]));
    for (const row of rows) found.set(row.id, row);
    return found;
  };
  const [category, subCategory, subSubCategory] = await Promise.all([
    load('category', ids.category),
    load('subCategory', ids.subCategory),
    load('subSubCategory', ids.subSubCategory),
  ]);
  return { category, subCategory, subSubCategory };
}

/**
 * The title of the sub category a row names by `id`, as a column of the row's own query (a correlated subquery: a
 * page of tickets reads its topics in the same statement), null for none.
 */
export function subCategoryTitleOf(id: AnyColumn): SQL<string | null> {
  return sql<
    string | null
  >`(select ${qualified(generalSubCategories.title)} from ${generalSubCategories} where ${qualified(
    generalSubCategories.id,
  )} = ${qualified(id)})`;
}

/** Which of these sub category ids exist, read from the table (a form's check, not the in-memory copy). */
export async function existingSubCategoryIds(db: Db, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: generalSubCategories.id })
    .from(generalSubCategories)
    .where(inArray(generalSubCategories.id, [...ids]));
  return rows.map((row) => row.id);
}

/** Sub categories' ids and (Persian) titles by id, read at once (a page of projects' specialties). */
export function subCategoryTitlesByIds(db: Db, ids: readonly number[]): Promise<Array<{ id: number; title: string }>> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({ id: generalSubCategories.id, title: generalSubCategories.title })
    .from(generalSubCategories)
    .where(inArray(generalSubCategories.id, [...new Set(ids)]));
}

/**
 * The ids of the sub categories a list filter names by `slug`, as a subquery: the sub category of that slug, or every
 * sub category of the top category of that slug and `type` (a legal category's questions).
 */
export function subCategoryIdsNamed(slug: string, type: string): SQL {
  const top = sql`select ${generalCategories.id} from ${generalCategories} where ${and(eq(generalCategories.slug, slug), eq(generalCategories.type, type))}`;
  return sql`select ${generalSubCategories.id} from ${generalSubCategories} where ${or(
    eq(generalSubCategories.slug, slug),
    sql`${generalSubCategories.generalCategoryId} in (${top})`,
  )}`;
}
