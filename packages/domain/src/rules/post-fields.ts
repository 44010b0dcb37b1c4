import type { PostType } from '../enums/content.ts';

// The spec's post detail fields, and which of them each post type carries. A post of one type sent with another
// type's field is refused (the field's error), so a book never carries a course's teacher by mistake.

/** How a detail field is typed: free text, or a whole number (counts, years, toman). */
export type PostFieldKind = 'text' | 'number';

/** Every detail field of the spec, with its kind. */
export const POST_FIELDS = {
  format: 'text',
  size: 'text',
  password: 'text',
  forumPath: 'text',
  language: 'text',
  pageCount: 'number',
  author: 'text',
  translator: 'text',
  publisher: 'text',
  publicationYear: 'number',
  printing: 'number',
  edit: 'text',
  isbn: 'text',
  weight: 'text',
  inventoryStatus: 'text',
  publisherPrice: 'number',
  publisherCode: 'text',
  totalTime: 'text',
  partsCount: 'number',
  linksCount: 'number',
  category: 'text',
  subcategory: 'text',
  teacherName: 'text',
  productType: 'text',
  buyPrice: 'number',
  discount: 'number',
  minBuy: 'number',
  maxBuy: 'number',
  stockCount: 'number',
  brand: 'text',
  unit: 'text',
  importantTag: 'text',
} as const satisfies Record<string, PostFieldKind>;
export type PostField = keyof typeof POST_FIELDS;

const SALE: readonly PostField[] = ['buyPrice', 'discount', 'minBuy', 'maxBuy', 'stockCount', 'unit'];

/** The detail fields of each post type, in the order its form and page show them. */
export const POST_TYPE_FIELDS: Readonly<Record<PostType, readonly PostField[]>> = {
  books: [
    'author',
    'translator',
    'publisher',
    'publicationYear',
    'printing',
    'edit',
    'isbn',
    'pageCount',
    'language',
    'format',
    'size',
    'weight',
    'inventoryStatus',
    'publisherPrice',
    'publisherCode',
    ...SALE,
    'importantTag',
  ],
  software: [
    'productType',
    'brand',
    'format',
    'size',
    'language',
    'password',
    'forumPath',
    'linksCount',
    ...SALE,
    'importantTag',
  ],
  course: ['teacherName', 'totalTime', 'partsCount', 'language', 'format', 'size', 'linksCount', 'importantTag'],
  tutorial: ['teacherName', 'totalTime', 'partsCount', 'format', 'size', 'password', 'linksCount', 'importantTag'],
  projects: ['category', 'subcategory', 'productType', 'format', 'size', 'password', 'language', 'importantTag'],
  articles: ['author', 'translator', 'publisher', 'publicationYear', 'pageCount', 'language', 'importantTag'],
  // A health article: who wrote it (a doctor, by name) and the tag it is known by.
  health: ['author', 'importantTag'],
  // A legal article: who wrote it (a lawyer, by name) and the tag it is known by.
  legal: ['author', 'importantTag'],
};

/** Detail values as stored and answered: text or whole numbers, by field. */
export type PostDetails = Partial<Record<PostField, string | number>>;

/**
 * The detail fields of `details` that a post of `type` may not carry (another type's, or no field of the spec), by
 * name; empty when every field belongs to the type.
 */
export function foreignPostFields(type: PostType, details: Record<string, unknown>): string[] {
  const own = new Set<string>(POST_TYPE_FIELDS[type]);
  return Object.keys(details).filter((name) => !own.has(name));
}

/** Whether a text names a detail field of the spec. */
export function isPostField(name: string): name is PostField {
  return Object.hasOwn(POST_FIELDS, name);
}
