import { eq, inArray, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { generalCategories, generalSubCategories, generalSubSubCategories } from './category.table.ts';

export interface CategoryRef {
  id: number;
  title: string;
  slug: string;
}

/** A category and its parents: the three levels a listing is filed under (deeper levels null when not chosen). */
export interface CategoryChain {
  type: string;
  category: CategoryRef;
  subCategory: CategoryRef | null;
  subSubCategory: CategoryRef | null;
}

const ref = (row: { id: number; title: string; slug: string }): CategoryRef => ({
  id: row.id,
  title: row.title,
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

/** The id of a category at `level` named by its id or its slug (list filters accept either). */
export async function categoryIdOf(
  db: Db,
  level: 'category' | 'subCategory' | 'subSubCategory',
  idOrSlug: string,
): Promise<number | undefined> {
  const table =
    level === 'category' ? generalCategories : level === 'subCategory' ? generalSubCategories : generalSubSubCategories;
  const asId = /^\d+$/.test(idOrSlug) ? Number(idOrSlug) : -1;
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
  const load = async (
    table: typeof generalCategories | typeof generalSubCategories | typeof generalSubSubCategories,
    list: number[],
  ) => {
    if (list.length === 0) return new Map<number, CategoryRef>();
    const rows = await db
      .select({ id: table.id, title: table.title, slug: table.slug })
      .from(table)
      .where(inArray(table.id, [...new Set(list)]));
    return new Map(rows.map((row) => [row.id, row]));
  };
  const [category, subCategory, subSubCategory] = await Promise.all([
    load(generalCategories, ids.category),
    load(generalSubCategories, ids.subCategory),
    load(generalSubSubCategories, ids.subSubCategory),
  ]);
  return { category, subCategory, subSubCategory };
}
