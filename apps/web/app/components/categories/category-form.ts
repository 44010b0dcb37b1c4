import type {
  GeneralCategoryWrite,
  GeneralSubCategoryWrite,
  GeneralSubSubCategoryWrite,
} from '@shahrbazar/domain/api/category.schema';
import type { ApiBody } from '../../lib/api-body.ts';
import { textOf, type FieldProblems } from '../../lib/form-checks.ts';
import { PARENT_FIELD, type CategoryLevel } from './category-levels.ts';

/**
 * The API's slug rule (domain category.schema CATEGORY_SLUG_PATTERN), written out so the browser bundle does not
 * carry zod; category-form.test.ts checks the two agree.
 */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A slug as the API will store it: trimmed and lower case. */
export const slugOf = (form: FormData) => textOf(form, 'slug').toLowerCase();

/**
 * The browser's (and the action's) check of a category form: a title, a Latin kebab-case slug and, below the first
 * level, a parent. Everything else (lengths, taken slugs, a parent deleted meanwhile) the API answers per field.
 */
export function checkCategoryForm(level: CategoryLevel, form: FormData): FieldProblems {
  const found: FieldProblems = {};
  if (!textOf(form, 'title')) found.title = 'titleRequired';
  if (!SLUG_PATTERN.test(slugOf(form))) found.slug = 'invalid';
  if (level !== 'category') {
    const parent = Number(textOf(form, PARENT_FIELD[level]));
    if (!Number.isInteger(parent) || parent <= 0) found[PARENT_FIELD[level]] = 'invalid';
  }
  return found;
}

/** The API body of a category form of each level, as the spec spells it. */
export function categoryWriteOf(level: 'category', form: FormData): ApiBody<'/api/v1/manager/categories', 'post'>;
export function categoryWriteOf(
  level: 'subCategory',
  form: FormData,
): ApiBody<'/api/v1/manager/sub-categories', 'post'>;
export function categoryWriteOf(
  level: 'subSubCategory',
  form: FormData,
): ApiBody<'/api/v1/manager/sub-sub-categories', 'post'>;
export function categoryWriteOf(
  level: CategoryLevel,
  form: FormData,
): GeneralCategoryWrite | GeneralSubCategoryWrite | GeneralSubSubCategoryWrite {
  const common = { title: textOf(form, 'title'), titleEn: textOf(form, 'titleEn'), slug: slugOf(form) };
  const described = {
    location: textOf(form, 'location'),
    tag: textOf(form, 'tag'),
    description: textOf(form, 'description'),
    descriptionEn: textOf(form, 'descriptionEn'),
  };
  if (level === 'category') {
    return { ...common, ...described, type: textOf(form, 'type') as GeneralCategoryWrite['type'] };
  }
  if (level === 'subCategory') {
    return { ...common, ...described, general_category_id: Number(textOf(form, 'general_category_id')) };
  }
  return { ...common, general_sub_category_id: Number(textOf(form, 'general_sub_category_id')) };
}
