import { asc, count, eq, inArray, max } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { generalCategories, generalSubCategories, generalSubSubCategories } from './category.table.ts';

// The queries of the three category tables; only this module's services call them.

export type CategoryRow = typeof generalCategories.$inferSelect;
export type SubCategoryRow = typeof generalSubCategories.$inferSelect;
export type SubSubCategoryRow = typeof generalSubSubCategories.$inferSelect;

/** A sub category with its parent category. */
export interface SubCategoryWithParent {
  sub: SubCategoryRow;
  category: CategoryRow;
}

/** A sub-sub category with its parent sub category and grandparent category. */
export interface SubSubCategoryWithParents extends SubCategoryWithParent {
  subSub: SubSubCategoryRow;
}

export async function categoryById(db: Db, id: number): Promise<CategoryRow | undefined> {
  const [row] = await db.select().from(generalCategories).where(eq(generalCategories.id, id));
  return row;
}

export async function categoryBySlug(db: Db, slug: string): Promise<CategoryRow | undefined> {
  const [row] = await db.select().from(generalCategories).where(eq(generalCategories.slug, slug));
  return row;
}

export async function subCategoryWhere(
  db: Db,
  where: { id: number } | { slug: string },
): Promise<SubCategoryWithParent | undefined> {
  const [row] = await db
    .select({ sub: generalSubCategories, category: generalCategories })
    .from(generalSubCategories)
    .innerJoin(generalCategories, eq(generalCategories.id, generalSubCategories.generalCategoryId))
    .where('id' in where ? eq(generalSubCategories.id, where.id) : eq(generalSubCategories.slug, where.slug));
  return row;
}

export async function subSubCategoryWhere(
  db: Db,
  where: { id: number } | { slug: string },
): Promise<SubSubCategoryWithParents | undefined> {
  const [row] = await db
    .select({ subSub: generalSubSubCategories, sub: generalSubCategories, category: generalCategories })
    .from(generalSubSubCategories)
    .innerJoin(generalSubCategories, eq(generalSubCategories.id, generalSubSubCategories.generalSubCategoryId))
    .innerJoin(generalCategories, eq(generalCategories.id, generalSubCategories.generalCategoryId))
    .where('id' in where ? eq(generalSubSubCategories.id, where.id) : eq(generalSubSubCategories.slug, where.slug));
  return row;
}

/** First-level categories, of one type or all, in display order. */
export function listCategoryRows(db: Db, type?: string): Promise<CategoryRow[]> {
  return db
    .select()
    .from(generalCategories)
    .where(type === undefined ? undefined : eq(generalCategories.type, type))
    .orderBy(asc(generalCategories.type), asc(generalCategories.sortOrder), asc(generalCategories.id));
}

/** Sub categories with their parents, of one category or all, in display order. */
export function listSubCategoryRows(db: Db, categoryId?: number): Promise<SubCategoryWithParent[]> {
  return db
    .select({ sub: generalSubCategories, category: generalCategories })
    .from(generalSubCategories)
    .innerJoin(generalCategories, eq(generalCategories.id, generalSubCategories.generalCategoryId))
    .where(categoryId === undefined ? undefined : eq(generalSubCategories.generalCategoryId, categoryId))
    .orderBy(
      asc(generalCategories.sortOrder),
      asc(generalCategories.id),
      asc(generalSubCategories.sortOrder),
      asc(generalSubCategories.id),
    );
}

/** Sub-sub categories with their parents, of one sub category or all, in display order. */
export function listSubSubCategoryRows(db: Db, subCategoryId?: number): Promise<SubSubCategoryWithParents[]> {
  return db
    .select({ subSub: generalSubSubCategories, sub: generalSubCategories, category: generalCategories })
    .from(generalSubSubCategories)
    .innerJoin(generalSubCategories, eq(generalSubCategories.id, generalSubSubCategories.generalSubCategoryId))
    .innerJoin(generalCategories, eq(generalCategories.id, generalSubCategories.generalCategoryId))
    .where(subCategoryId === undefined ? undefined : eq(generalSubSubCategories.generalSubCategoryId, subCategoryId))
    .orderBy(
      asc(generalSubCategories.sortOrder),
      asc(generalSubCategories.id),
      asc(generalSubSubCategories.sortOrder),
      asc(generalSubSubCategories.id),
    );
}

export function subCategoriesOf(db: Db, categoryId: number): Promise<SubCategoryRow[]> {
  return db
    .select()
    .from(generalSubCategories)
    .where(eq(generalSubCategories.generalCategoryId, categoryId))
    .orderBy(asc(generalSubCategories.sortOrder), asc(generalSubCategories.id));
}

export function subSubCategoriesOf(db: Db, subCategoryId: number): Promise<SubSubCategoryRow[]> {
  return db
    .select()
    .from(generalSubSubCategories)
    .where(eq(generalSubSubCategories.generalSubCategoryId, subCategoryId))
    .orderBy(asc(generalSubSubCategories.sortOrder), asc(generalSubSubCategories.id));
}

/** How many sub categories each of these categories has. */
export async function subCategoryCounts(db: Db, categoryIds: number[]): Promise<Map<number, number>> {
  if (categoryIds.length === 0) return new Map();
  const rows = await db
    .select({ id: generalSubCategories.generalCategoryId, n: count() })
    .from(generalSubCategories)
    .where(inArray(generalSubCategories.generalCategoryId, categoryIds))
    .groupBy(generalSubCategories.generalCategoryId);
  return new Map(rows.map((row) => [row.id, row.n]));
}

/** How many sub-sub categories each of these sub categories has. */
export async function subSubCategoryCounts(db: Db, subCategoryIds: number[]): Promise<Map<number, number>> {
  if (subCategoryIds.length === 0) return new Map();
  const rows = await db
    .select({ id: generalSubSubCategories.generalSubCategoryId, n: count() })
    .from(generalSubSubCategories)
    .where(inArray(generalSubSubCategories.generalSubCategoryId, subCategoryIds))
    .groupBy(generalSubSubCategories.generalSubCategoryId);
  return new Map(rows.map((row) => [row.id, row.n]));
}

/** The sort order after the last sibling, so a new node is listed last. */
export async function nextSortOrder(
  db: Db,
  level: 'category' | 'subCategory' | 'subSubCategory',
  parentId?: number,
): Promise<number> {
  const [row] =
    level === 'category'
      ? await db.select({ last: max(generalCategories.sortOrder) }).from(generalCategories)
      : level === 'subCategory'
        ? await db
            .select({ last: max(generalSubCategories.sortOrder) })
            .from(generalSubCategories)
            .where(eq(generalSubCategories.generalCategoryId, parentId ?? 0))
        : await db
            .select({ last: max(generalSubSubCategories.sortOrder) })
            .from(generalSubSubCategories)
            .where(eq(generalSubSubCategories.generalSubCategoryId, parentId ?? 0));
  return row?.last === null || row?.last === undefined ? 0 : row.last + 1;
}

/** Whether a node of the level exists. */
export async function nodeExists(db: Db, level: 'category' | 'subCategory' | 'subSubCategory', id: number) {
  const [row] =
    level === 'category'
      ? await db.select({ id: generalCategories.id }).from(generalCategories).where(eq(generalCategories.id, id))
      : level === 'subCategory'
        ? await db
            .select({ id: generalSubCategories.id })
            .from(generalSubCategories)
            .where(eq(generalSubCategories.id, id))
        : await db
            .select({ id: generalSubSubCategories.id })
            .from(generalSubSubCategories)
            .where(eq(generalSubSubCategories.id, id));
  return row !== undefined;
}
