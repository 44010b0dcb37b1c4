import { eq } from 'drizzle-orm';
import type {
  GeneralCategoryWriteSchema,
  GeneralSubCategoryWriteSchema,
  GeneralSubSubCategoryWriteSchema,
  ManagerGeneralCategory,
  ManagerGeneralSubCategory,
  ManagerGeneralSubSubCategory,
} from '@shahrbazar/domain/api/category.schema';
import type { CategoryType } from '@shahrbazar/domain/enums/listing';
import type { Locale } from '@shahrbazar/domain/i18n/locale';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import type { FileStorage } from '../media/storage.ts';
import { hasChildren, inUse, isForeignKeyViolation, parentMissing, slugConflictOr } from './category-errors.ts';
import { removeCategoryImage } from './category-image.ts';
import { toManagerCategory, toManagerSubCategory, toManagerSubSubCategory } from './category-manager.mapper.ts';
import {
  categoryById,
  listCategoryRows,
  listSubCategoryRows,
  listSubSubCategoryRows,
  nextSortOrder,
  subCategoryCounts,
  subCategoryWhere,
  subSubCategoryCounts,
  subSubCategoryWhere,
} from './category.repository.ts';
import { generalCategories, generalSubCategories, generalSubSubCategories } from './category.table.ts';

// The back office's writes of the three levels. A slug taken at the level is 409 with the field; a parent that does
// not exist is 422 with its field; a node with children, or with listings filed under it, is not deleted (409).

type CategoryInput = z.output<typeof GeneralCategoryWriteSchema>;
type SubCategoryInput = z.output<typeof GeneralSubCategoryWriteSchema>;
type SubSubCategoryInput = z.output<typeof GeneralSubSubCategoryWriteSchema>;

export interface WriteContext {
  db: Db;
  locale: Locale;
}

// --- First level --------------------------------------------------------------------------------------------------

export async function listManagerCategories(db: Db, type?: CategoryType): Promise<ManagerGeneralCategory[]> {
  const rows = await listCategoryRows(db, type);
  const counts = await subCategoryCounts(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toManagerCategory(row, counts.get(row.id) ?? 0));
}

export async function findManagerCategory(db: Db, id: number): Promise<ManagerGeneralCategory> {
  const row = await categoryById(db, id);
  if (!row) throw new AppError('not_found');
  return toManagerCategory(row, (await subCategoryCounts(db, [id])).get(id) ?? 0);
}

export async function saveCategory({ db, locale }: WriteContext, input: CategoryInput, id?: number) {
  try {
    const [row] = id
      ? await db.update(generalCategories).set(input).where(eq(generalCategories.id, id)).returning()
      : await db
          .insert(generalCategories)
          .values({ ...input, sortOrder: await nextSortOrder(db, 'category') })
          .returning();
    if (!row) throw new AppError('not_found');
    return findManagerCategory(db, row.id);
  } catch (error) {
    throw slugConflictOr(error, locale);
  }
}

export async function deleteCategory(db: Db, storage: FileStorage, id: number): Promise<void> {
  const row = await categoryById(db, id);
  if (!row) throw new AppError('not_found');
  const children = async () => (await subCategoryCounts(db, [id])).get(id) ?? 0;
  if ((await children()) > 0) throw hasChildren('category');
  try {
    await db.delete(generalCategories).where(eq(generalCategories.id, id));
  } catch (error) {
    if (!isForeignKeyViolation(error)) throw error;
    throw (await children()) > 0 ? hasChildren('category') : await inUse(db, 'category', id);
  }
  await removeCategoryImage(storage, row.image);
}

// --- Sub categories -----------------------------------------------------------------------------------------------

export async function listManagerSubCategories(db: Db, categoryId?: number): Promise<ManagerGeneralSubCategory[]> {
  const rows = await listSubCategoryRows(db, categoryId);
  const counts = await subSubCategoryCounts(
    db,
    rows.map((row) => row.sub.id),
  );
  return rows.map((row) => toManagerSubCategory(row, counts.get(row.sub.id) ?? 0));
}

export async function findManagerSubCategory(db: Db, id: number): Promise<ManagerGeneralSubCategory> {
  const row = await subCategoryWhere(db, { id });
  if (!row) throw new AppError('not_found');
  return toManagerSubCategory(row, (await subSubCategoryCounts(db, [id])).get(id) ?? 0);
}

export async function saveSubCategory({ db, locale }: WriteContext, input: SubCategoryInput, id?: number) {
  const { general_category_id: generalCategoryId, ...fields } = input;
  if (!(await categoryById(db, generalCategoryId))) throw parentMissing('general_category_id', locale);
  try {
    const [row] = id
      ? await db
          .update(generalSubCategories)
          .set({ ...fields, generalCategoryId })
          .where(eq(generalSubCategories.id, id))
          .returning()
      : await db
          .insert(generalSubCategories)
          .values({
            ...fields,
            generalCategoryId,
            sortOrder: await nextSortOrder(db, 'subCategory', generalCategoryId),
          })
          .returning();
    if (!row) throw new AppError('not_found');
    return findManagerSubCategory(db, row.id);
  } catch (error) {
    // The parent deleted meanwhile.
    if (isForeignKeyViolation(error)) throw parentMissing('general_category_id', locale);
    throw slugConflictOr(error, locale);
  }
}

export async function deleteSubCategory(db: Db, storage: FileStorage, id: number): Promise<void> {
  const found = await subCategoryWhere(db, { id });
  if (!found) throw new AppError('not_found');
  const children = async () => (await subSubCategoryCounts(db, [id])).get(id) ?? 0;
  if ((await children()) > 0) throw hasChildren('subCategory');
  try {
    await db.delete(generalSubCategories).where(eq(generalSubCategories.id, id));
  } catch (error) {
    if (!isForeignKeyViolation(error)) throw error;
    throw (await children()) > 0 ? hasChildren('subCategory') : await inUse(db, 'subCategory', id);
  }
  await removeCategoryImage(storage, found.sub.image);
}

// --- Sub-sub categories -------------------------------------------------------------------------------------------

export async function listManagerSubSubCategories(
  db: Db,
  subCategoryId?: number,
): Promise<ManagerGeneralSubSubCategory[]> {
  return (await listSubSubCategoryRows(db, subCategoryId)).map(toManagerSubSubCategory);
}

export async function findManagerSubSubCategory(db: Db, id: number): Promise<ManagerGeneralSubSubCategory> {
  const row = await subSubCategoryWhere(db, { id });
  if (!row) throw new AppError('not_found');
  return toManagerSubSubCategory(row);
}

export async function saveSubSubCategory({ db, locale }: WriteContext, input: SubSubCategoryInput, id?: number) {
  const { general_sub_category_id: generalSubCategoryId, ...fields } = input;
  if (!(await subCategoryWhere(db, { id: generalSubCategoryId }))) {
    throw parentMissing('general_sub_category_id', locale);
  }
  try {
    const [row] = id
      ? await db
          .update(generalSubSubCategories)
          .set({ ...fields, generalSubCategoryId })
          .where(eq(generalSubSubCategories.id, id))
          .returning()
      : await db
          .insert(generalSubSubCategories)
          .values({
            ...fields,
            generalSubCategoryId,
            sortOrder: await nextSortOrder(db, 'subSubCategory', generalSubCategoryId),
          })
          .returning();
    if (!row) throw new AppError('not_found');
    return findManagerSubSubCategory(db, row.id);
  } catch (error) {
    if (isForeignKeyViolation(error)) throw parentMissing('general_sub_category_id', locale);
    throw slugConflictOr(error, locale);
  }
}

export async function deleteSubSubCategory(db: Db, storage: FileStorage, id: number): Promise<void> {
  const found = await subSubCategoryWhere(db, { id });
  if (!found) throw new AppError('not_found');
  try {
    await db.delete(generalSubSubCategories).where(eq(generalSubSubCategories.id, id));
  } catch (error) {
    if (isForeignKeyViolation(error)) throw await inUse(db, 'subSubCategory', id);
    throw error;
  }
  await removeCategoryImage(storage, found.subSub.image);
}
