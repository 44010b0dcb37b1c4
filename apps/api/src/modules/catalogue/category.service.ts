import { asc } from 'drizzle-orm';
import type { GeneralCategory } from '@shahrbazar/domain/api/catalogue.schema';
import type { CategoryLevel, CategoryLink, CategoryNode } from '@shahrbazar/domain/api/category.schema';
import type { CategoryType } from '@shahrbazar/domain/enums/listing';
import { DEFAULT_LOCALE, type Locale } from '@shahrbazar/domain/i18n/locale';
import { localized } from '@shahrbazar/domain/i18n/localized';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import {
  categoryBySlug,
  subCategoriesOf,
  subCategoryWhere,
  subSubCategoriesOf,
  subSubCategoryWhere,
} from './category.repository.ts';
import { generalCategories, generalSubCategories, generalSubSubCategories } from './category.table.ts';

/**
 * The whole three-level category tree, in display order (initial data, browsing pages, forms' cascades); with a
 * type, only that type's tree.
 */
export async function categoryTree(
  db: Db,
  filter: { type?: CategoryType; locale?: Locale } = {},
): Promise<GeneralCategory[]> {
  const locale = filter.locale ?? DEFAULT_LOCALE;
  const [allCategories, subs, subSubs] = await Promise.all([
    db.select().from(generalCategories).orderBy(asc(generalCategories.sortOrder), asc(generalCategories.id)),
    db.select().from(generalSubCategories).orderBy(asc(generalSubCategories.sortOrder), asc(generalSubCategories.id)),
    db
      .select()
      .from(generalSubSubCategories)
      .orderBy(asc(generalSubSubCategories.sortOrder), asc(generalSubSubCategories.id)),
  ]);
  const categories = filter.type ? allCategories.filter((category) => category.type === filter.type) : allCategories;
  return categories.map((category) => ({
    id: category.id,
    type: category.type as CategoryType,
    title: localized(locale, category.title, category.titleEn),
    slug: category.slug,
    image: category.image,
    imageLastModified: category.imageLastModified?.toISOString() ?? null,
    location: category.location,
    tag: category.tag,
    description: localized(locale, category.description, category.descriptionEn),
    subCategories: subs
      .filter((sub) => sub.generalCategoryId === category.id)
      .map((sub) => ({
        id: sub.id,
        generalCategoryId: sub.generalCategoryId,
        title: localized(locale, sub.title, sub.titleEn),
        slug: sub.slug,
        image: sub.image,
        location: sub.location,
        tag: sub.tag,
        description: localized(locale, sub.description, sub.descriptionEn),
        subSubCategories: subSubs
          .filter((subSub) => subSub.generalSubCategoryId === sub.id)
          .map((subSub) => ({
            id: subSub.id,
            generalSubCategoryId: subSub.generalSubCategoryId,
            title: localized(locale, subSub.title, subSub.titleEn),
            slug: subSub.slug,
            image: subSub.image,
          })),
      })),
  }));
}

type LinkRow = { id: number; title: string; titleEn: string; slug: string; image: string };
const linkIn =
  (locale: Locale) =>
  (level: CategoryLevel, row: LinkRow): CategoryLink => ({
    level,
    id: row.id,
    title: localized(locale, row.title, row.titleEn),
    slug: row.slug,
    image: row.image,
  });

/**
 * One node of the tree by its level and slug (the product-browsing pages: /products/{level}/{slug}): its fields, its
 * children one level down and its ancestors from the top for the breadcrumbs. Unknown: 404.
 */
export async function categoryNode(
  db: Db,
  level: CategoryLevel,
  slug: string,
  locale: Locale = DEFAULT_LOCALE,
): Promise<CategoryNode> {
  const link = linkIn(locale);
  if (level === 'category') {
    const category = await categoryBySlug(db, slug);
    if (!category) throw new AppError('not_found');
    const subs = await subCategoriesOf(db, category.id);
    return {
      ...link(level, category),
      type: category.type as CategoryType,
      description: localized(locale, category.description, category.descriptionEn),
      location: category.location,
      tag: category.tag,
      children: subs.map((sub) => link('subCategory', sub)),
      chain: [],
    };
  }
  if (level === 'subCategory') {
    const found = await subCategoryWhere(db, { slug });
    if (!found) throw new AppError('not_found');
    const subSubs = await subSubCategoriesOf(db, found.sub.id);
    return {
      ...link(level, found.sub),
      type: found.category.type as CategoryType,
      description: localized(locale, found.sub.description, found.sub.descriptionEn),
      location: found.sub.location,
      tag: found.sub.tag,
      children: subSubs.map((subSub) => link('subSubCategory', subSub)),
      chain: [link('category', found.category)],
    };
  }
  const found = await subSubCategoryWhere(db, { slug });
  if (!found) throw new AppError('not_found');
  return {
    ...link(level, found.subSub),
    type: found.category.type as CategoryType,
    description: '',
    location: '',
    tag: '',
    children: [],
    chain: [link('category', found.category), link('subCategory', found.sub)],
  };
}
