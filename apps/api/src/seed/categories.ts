import { and, eq, inArray } from 'drizzle-orm';
import { CategoryType } from '@shahrbazar/domain/enums/listing';
import type { Db } from '../db/client.ts';
import {
  generalCategories,
  generalSubCategories,
  generalSubSubCategories,
} from '../modules/catalogue/category.table.ts';
import { CATEGORY_ICONS, categoryIconPath } from './category-icons.ts';
import { CATEGORY_TREES, type SeedCategory } from './category-trees.ts';

/**
 * Plants the starter category tree of each type (seed/category-trees.ts) that has not been planted yet: a type
 * whose starter first-level slugs are all absent gets its whole tree; once any of them exists the type is the
 * managers' and is left alone, so their edits, renamed slugs and deleted sub categories are never undone. A slug
 * someone already uses at a level is skipped with what hangs below it. Answers how many rows it inserted.
 */
export async function seedCategories(db: Db): Promise<number> {
  let inserted = 0;
  for (const type of CategoryType.values) {
    const tree = CATEGORY_TREES[type];
    const planted = await db
      .select({ id: generalCategories.id })
      .from(generalCategories)
      .where(
        inArray(
          generalCategories.slug,
          tree.map((category) => category.slug),
        ),
      )
      .limit(1);
    if (planted.length === 0) inserted += await plantTree(db, type, tree);
  }
  await giveStarterIcons(db);
  return inserted;
}

/**
 * A starter category still without a picture gets its demo icon (seed/category-icons.ts): trees planted before the
 * icons existed get them too. A picture a manager uploaded is never replaced.
 */
async function giveStarterIcons(db: Db): Promise<void> {
  for (const slug of Object.keys(CATEGORY_ICONS)) {
    await db
      .update(generalCategories)
      .set({ image: categoryIconPath(slug) })
      .where(and(eq(generalCategories.slug, slug), eq(generalCategories.image, '')));
  }
}

async function plantTree(db: Db, type: CategoryType, tree: readonly SeedCategory[]): Promise<number> {
  const categories = await db
    .insert(generalCategories)
    .values(
      tree.map((category, index) => ({
        type,
        title: category.title,
        slug: category.slug,
        image: categoryIconPath(category.slug),
        description: category.description ?? '',
        sortOrder: index,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: generalCategories.id, slug: generalCategories.slug });

  const subRows = childRows(tree, categories, (sub, parentId, index) => ({
    generalCategoryId: parentId,
    title: sub.title,
    slug: sub.slug,
    description: sub.description ?? '',
    sortOrder: index,
  }));
  const subs = subRows.length
    ? await db
        .insert(generalSubCategories)
        .values(subRows)
        .onConflictDoNothing()
        .returning({ id: generalSubCategories.id, slug: generalSubCategories.slug })
    : [];

  const subSubRows = childRows(
    tree.flatMap((category) => category.children ?? []),
    subs,
    (subSub, parentId, index) => ({
      generalSubCategoryId: parentId,
      title: subSub.title,
      slug: subSub.slug,
      sortOrder: index,
    }),
  );
  const subSubs = subSubRows.length
    ? await db
        .insert(generalSubSubCategories)
        .values(subSubRows)
        .onConflictDoNothing()
        .returning({ id: generalSubSubCategories.id })
    : [];
  return categories.length + subs.length + subSubs.length;
}

/** The rows of the children of every parent that was inserted (found by its slug), in their order. */
function childRows<R>(
  parents: readonly SeedCategory[],
  inserted: ReadonlyArray<{ id: number; slug: string }>,
  toRow: (child: SeedCategory, parentId: number, index: number) => R,
): R[] {
  const ids = new Map(inserted.map((row) => [row.slug, row.id]));
  return parents.flatMap((parent) => {
    const parentId = ids.get(parent.slug);
    return parentId === undefined ? [] : (parent.children ?? []).map((child, index) => toRow(child, parentId, index));
  });
}
