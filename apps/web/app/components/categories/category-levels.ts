import type { CategoryLevel } from '@shahrbazar/domain/api/category.schema';

// The three levels of the general category tree as the web addresses them (no zod here: browser code imports it).

export type { CategoryLevel };

export const LEVELS: readonly CategoryLevel[] = ['category', 'subCategory', 'subSubCategory'];

/** The back office's API of each level. */
export const LEVEL_API: Record<CategoryLevel, string> = {
  category: '/api/v1/manager/categories',
  subCategory: '/api/v1/manager/sub-categories',
  subSubCategory: '/api/v1/manager/sub-sub-categories',
};

/** The field a child sends its parent in (spec: general_category_id, general_sub_category_id). */
export const PARENT_FIELD = {
  subCategory: 'general_category_id',
  subSubCategory: 'general_sub_category_id',
} as const;

/** The level one down, if any. */
export function childLevel(level: CategoryLevel): CategoryLevel | undefined {
  return level === 'category' ? 'subCategory' : level === 'subCategory' ? 'subSubCategory' : undefined;
}

/** The level of a back-office or browsing address (/manager/subCategory/7/edit, /products/subCategory/cars). */
export function levelOfPath(pathname: string): CategoryLevel | undefined {
  const segment = /^\/(?:manager|products)\/([A-Za-z]+)(?:\/|$)/.exec(pathname)?.[1];
  return LEVELS.find((level) => level === segment);
}

/** Back-office pages of the tree. */
export const managerPaths = {
  list: (type?: string) => (type ? `/manager/categories?type=${encodeURIComponent(type)}` : '/manager/categories'),
  /** A node's page with its children (the third level has none: its edit page). */
  node: (level: CategoryLevel, id: number) =>
    level === 'subSubCategory' ? `/manager/${level}/${id}/edit` : `/manager/${level}/${id}`,
  edit: (level: CategoryLevel, id: number) => `/manager/${level}/${id}/edit`,
  remove: (level: CategoryLevel, id: number) => `/manager/${level}/${id}/delete`,
  create: (level: CategoryLevel, query?: Record<string, string | number>) => {
    const search = new URLSearchParams(Object.entries(query ?? {}).map(([key, value]) => [key, String(value)]));
    return `/manager/${level}/create${search.size ? `?${search}` : ''}`;
  },
};

/** A node's public page (spec: /products/category/{name}, /products/subCategory/{name}, ...; name = slug). */
export function browsePath(level: CategoryLevel, slug: string): string {
  return `/products/${level}/${encodeURIComponent(slug)}`;
}

/** The public page of every category type's tree, at one type's section. */
export function categoriesPath(type?: string): string {
  return type ? `/product/categories#type-${type}` : '/product/categories';
}

/**
 * The renditions of a category picture for srcset: the API stores `…-large.webp` (960 px) beside `…-thumb.webp`
 * (320 px). Anything else (the placeholder, an older picture) has no second size.
 */
export function imageSources(path: string): { src: string; srcSet?: string } {
  if (!/\/categories\/\d{4}\/\d{2}\/[0-9a-f]{24}-large\.webp$/.test(path)) return { src: path };
  const thumb = path.replace(/-large\.webp$/, '-thumb.webp');
  return { src: thumb, srcSet: `${thumb} 320w, ${path} 960w` };
}
