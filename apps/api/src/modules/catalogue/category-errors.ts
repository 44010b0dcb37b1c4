import type { Label, Locale } from '@shahrbazar/domain/i18n/locale';
import type { Db } from '../../db/client.ts';
import { uniqueViolation } from '../../db/errors.ts';
import { inUseLabel, usesOf, type Reference } from '../../db/in-use.ts';
import { AppError } from '../../http/app-error.ts';

/** The refusals of the category back office, worded in both locales. */
const SLUG_TAKEN: Label = {
  fa: 'این نامک (slug) برای دسته‌بندی دیگری در همین سطح ثبت شده است.',
  en: 'This slug is already used by another category at this level.',
};
const PARENT_MISSING: Record<'general_category_id' | 'general_sub_category_id', Label> = {
  general_category_id: { fa: 'دسته‌بندی والد پیدا نشد.', en: 'The parent category was not found.' },
  general_sub_category_id: { fa: 'زیردسته والد پیدا نشد.', en: 'The parent sub category was not found.' },
};
const HAS_CHILDREN: Record<'category' | 'subCategory', Label> = {
  category: {
    fa: 'این دسته‌بندی زیردسته دارد؛ ابتدا زیردسته‌های آن را حذف کنید.',
    en: 'This category has sub categories; delete them first.',
  },
  subCategory: {
    fa: 'این زیردسته، زیردسته‌های سطح سوم دارد؛ ابتدا آن‌ها را حذف کنید.',
    en: 'This sub category has sub-sub categories; delete them first.',
  },
};
const IN_USE: Label = {
  fa: 'این دسته‌بندی در آگهی‌ها یا غرفه‌ها به کار رفته است و حذف نمی‌شود.',
  en: 'Listings are filed under this category, so it cannot be deleted.',
};

/** The database's error code (SQLSTATE), looking through drizzle's wrapping. */
function sqlState(error: unknown): string | undefined {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code } = e as { code?: unknown };
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

/**
 * A write or delete refused by a foreign key: 23503 (a parent that does not exist), or 23001 (ON DELETE RESTRICT:
 * rows still refer to the one being deleted).
 */
export const isForeignKeyViolation = (error: unknown) => ['23503', '23001'].includes(sqlState(error) ?? '');

/** 409 with the slug field worded, when a write broke a level's unique slug; otherwise the error itself. */
export function slugConflictOr(error: unknown, locale: Locale): unknown {
  return uniqueViolation(error) === undefined
    ? error
    : new AppError('conflict', SLUG_TAKEN, { slug: SLUG_TAKEN[locale] });
}

/** 422 naming the parent field, when the parent a write names does not exist. */
export function parentMissing(field: 'general_category_id' | 'general_sub_category_id', locale: Locale): AppError {
  const label = PARENT_MISSING[field];
  return new AppError('validation', label, { [field]: label[locale] });
}

/** 409: a node that still has children is not deleted (the tables restrict it too). */
export const hasChildren = (level: 'category' | 'subCategory') => new AppError('conflict', HAS_CHILDREN[level]);

/** What is filed under a node of each level (its children are refused first, by hasChildren). */
const CATEGORY_REFERENCES: Record<CategoryLevel, readonly Reference[]> = {
  category: [
    { table: 'listings', column: 'general_category_id' },
    { table: 'products', column: 'general_category_id' },
  ],
  subCategory: [
    { table: 'listings', column: 'general_sub_category_id' },
    { table: 'products', column: 'general_sub_category_id' },
    { table: 'lawyer_questions', column: 'general_sub_category_id' },
  ],
  subSubCategory: [
    { table: 'listings', column: 'general_sub_sub_category_id' },
    { table: 'products', column: 'general_sub_sub_category_id' },
  ],
};
type CategoryLevel = 'category' | 'subCategory' | 'subSubCategory';

/**
 * 409: a node listings, products or questions are filed under is not deleted, saying what and how many (the generic
 * words when the rows went meanwhile).
 */
export async function inUse(db: Db, level: CategoryLevel, id: number): Promise<AppError> {
  const uses = await usesOf(db, CATEGORY_REFERENCES[level], id);
  return new AppError('conflict', uses.length > 0 ? inUseLabel(THIS_CATEGORY, uses) : IN_USE);
}
const THIS_CATEGORY: Label = { fa: 'این دسته‌بندی', en: 'This category' };
