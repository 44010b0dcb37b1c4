import { z } from 'zod';
import { CategoryType } from '../enums/listing.ts';
import { GeneralCategorySchema, GeneralSubCategorySchema, GeneralSubSubCategorySchema } from './catalogue.schema.ts';
import { enumSchema } from './enum-schema.ts';
import { idSchema } from './id.schema.ts';

// The three-level general category tree (spec section 3): the public browsing reads (section 2: breadcrumbs from the
// category chain) and the back office's writes, sent as the spec spells them (general_category_id...).

/** The three levels, named as the product-browsing routes name them (/products/{level}/{slug}). */
export const CATEGORY_LEVELS = ['category', 'subCategory', 'subSubCategory'] as const;
export const CategoryLevelSchema = z.enum(CATEGORY_LEVELS).meta({ id: 'CategoryLevel' });
export type CategoryLevel = z.infer<typeof CategoryLevelSchema>;

/** A slug: lower-case Latin letters and digits in words joined by single hyphens ("ads-real-estate"). */
export const CATEGORY_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const CATEGORY_SLUG_MAX = 80;

/** A link of the tree: an ancestor in a breadcrumb, or a child on a category's page. */
export const CategoryLinkSchema = z
  .object({
    level: CategoryLevelSchema,
    id: z.number().int(),
    title: z.string(),
    slug: z.string(),
    image: z.string(),
  })
  .meta({ id: 'CategoryLink' });
export type CategoryLink = z.infer<typeof CategoryLinkSchema>;

/**
 * One node of the tree found by its level and slug: its own fields (a sub-sub category has no description, location
 * or tag: empty), its children one level down, and its chain of ancestors from the top (breadcrumbs).
 */
export const CategoryNodeSchema = z
  .object({
    level: CategoryLevelSchema,
    id: z.number().int(),
    type: enumSchema(CategoryType),
    title: z.string(),
    slug: z.string(),
    image: z.string(),
    description: z.string(),
    location: z.string(),
    tag: z.string(),
    children: z.array(CategoryLinkSchema),
    chain: z.array(CategoryLinkSchema),
  })
  .meta({ id: 'CategoryNode' });
export type CategoryNode = z.infer<typeof CategoryNodeSchema>;

export const CategoryTreeQuerySchema = z.object({ type: enumSchema(CategoryType).optional() });

export const CategoryTreeSchema = z.object({ items: z.array(GeneralCategorySchema) }).meta({ id: 'CategoryTree' });

// --- Back office -------------------------------------------------------------------------------------------------

/** A first-level category in the back office: its fields and how many sub categories it has. */
export const ManagerGeneralCategorySchema = GeneralCategorySchema.omit({ subCategories: true })
  .extend({ titleEn: z.string(), descriptionEn: z.string(), subCategoryCount: z.number().int() })
  .meta({ id: 'ManagerGeneralCategory' });
export type ManagerGeneralCategory = z.infer<typeof ManagerGeneralCategorySchema>;

/** A sub category in the back office, with its parent's type and title and how many sub-sub categories it has. */
export const ManagerGeneralSubCategorySchema = GeneralSubCategorySchema.omit({ subSubCategories: true })
  .extend({
    titleEn: z.string(),
    descriptionEn: z.string(),
    type: enumSchema(CategoryType),
    categoryTitle: z.string(),
    subSubCategoryCount: z.number().int(),
  })
  .meta({ id: 'ManagerGeneralSubCategory' });
export type ManagerGeneralSubCategory = z.infer<typeof ManagerGeneralSubCategorySchema>;

/** A sub-sub category in the back office; selectedCategoryId is its grandparent (spec section 3). */
export const ManagerGeneralSubSubCategorySchema = GeneralSubSubCategorySchema.extend({
  titleEn: z.string(),
  selectedCategoryId: z.number().int(),
  type: enumSchema(CategoryType),
  categoryTitle: z.string(),
  subCategoryTitle: z.string(),
}).meta({ id: 'ManagerGeneralSubSubCategory' });
export type ManagerGeneralSubSubCategory = z.infer<typeof ManagerGeneralSubSubCategorySchema>;

const title = z.string({ error: 'titleRequired' }).trim().min(1, 'titleRequired').max(100, 'tooLong');
const slug = z
  .string({ error: 'required' })
  .trim()
  .toLowerCase()
  .min(1, 'required')
  .max(CATEGORY_SLUG_MAX, 'tooLong')
  .regex(CATEGORY_SLUG_PATTERN, 'invalid');
const text = (max: number) => z.string().trim().max(max, 'tooLong').default('');
/** The English title and description (ADR 0045): optional, empty shows the Persian one on the English site. */
const titleEn = text(100);
const descriptionEn = text(2000);
/** A parent's id as a form or JSON sends it ("12" or 12). */
const parentId = idSchema({ type: 'required', blank: 'required' });

/** A first-level category as the back office sends it: type, title, slug, location, tag, description. */
export const GeneralCategoryWriteSchema = z
  .object({
    type: enumSchema(CategoryType),
    title,
    titleEn,
    slug,
    location: text(100),
    tag: text(100),
    description: text(2000),
    descriptionEn,
  })
  .meta({ id: 'GeneralCategoryWrite' });
export type GeneralCategoryWrite = z.input<typeof GeneralCategoryWriteSchema>;

/** A sub category as the back office sends it: its parent as general_category_id. */
export const GeneralSubCategoryWriteSchema = z
  .object({
    general_category_id: parentId,
    title,
    titleEn,
    slug,
    location: text(100),
    tag: text(100),
    description: text(2000),
    descriptionEn,
  })
  .meta({ id: 'GeneralSubCategoryWrite' });
export type GeneralSubCategoryWrite = z.input<typeof GeneralSubCategoryWriteSchema>;

/** A sub-sub category as the back office sends it: its parent as general_sub_category_id. */
export const GeneralSubSubCategoryWriteSchema = z
  .object({ general_sub_category_id: parentId, title, titleEn, slug })
  .meta({ id: 'GeneralSubSubCategoryWrite' });
export type GeneralSubSubCategoryWrite = z.input<typeof GeneralSubSubCategoryWriteSchema>;

export const ManagerCategoryQuerySchema = z.object({ type: enumSchema(CategoryType).optional() });
export const ManagerSubCategoryQuerySchema = z.object({ general_category_id: parentId.optional() });
export const ManagerSubSubCategoryQuerySchema = z.object({ general_sub_category_id: parentId.optional() });
