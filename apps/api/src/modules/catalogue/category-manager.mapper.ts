import type {
  ManagerGeneralCategory,
  ManagerGeneralSubCategory,
  ManagerGeneralSubSubCategory,
} from '@shahrbazar/domain/api/category.schema';
import type { CategoryType } from '@shahrbazar/domain/enums/listing';
import type { CategoryRow, SubCategoryWithParent, SubSubCategoryWithParents } from './category.repository.ts';

// Rows of the three levels as the back office reads them (camelCase, with what the lists and forms show beside).

export function toManagerCategory(row: CategoryRow, subCategoryCount: number): ManagerGeneralCategory {
  return {
    id: row.id,
    type: row.type as CategoryType,
    title: row.title,
    titleEn: row.titleEn,
    slug: row.slug,
    image: row.image,
    imageLastModified: row.imageLastModified?.toISOString() ?? null,
    location: row.location,
    tag: row.tag,
    description: row.description,
    descriptionEn: row.descriptionEn,
    subCategoryCount,
  };
}

export function toManagerSubCategory(
  { sub, category }: SubCategoryWithParent,
  subSubCategoryCount: number,
): ManagerGeneralSubCategory {
  return {
    id: sub.id,
    generalCategoryId: sub.generalCategoryId,
    title: sub.title,
    titleEn: sub.titleEn,
    slug: sub.slug,
    image: sub.image,
    location: sub.location,
    tag: sub.tag,
    description: sub.description,
    descriptionEn: sub.descriptionEn,
    type: category.type as CategoryType,
    categoryTitle: category.title,
    subSubCategoryCount,
  };
}

export function toManagerSubSubCategory({
  subSub,
  sub,
  category,
}: SubSubCategoryWithParents): ManagerGeneralSubSubCategory {
  return {
    id: subSub.id,
    generalSubCategoryId: subSub.generalSubCategoryId,
    title: subSub.title,
    titleEn: subSub.titleEn,
    slug: subSub.slug,
    image: subSub.image,
    selectedCategoryId: category.id,
    type: category.type as CategoryType,
    categoryTitle: category.title,
    subCategoryTitle: sub.title,
  };
}
