import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * General category of the spec, first level: which vertical it belongs to (type), title, slug, image, location,
 * tag and description. Slugs are unique per level: they are the `name` of the product-browsing routes.
 */
export const generalCategories = pgTable(
  'general_categories',
  {
    id: serial('id').primaryKey(),
    type: text('type').notNull(),
    title: text('title').notNull(),
    /** The English title (ADR 0045); empty: the English site shows the Persian one. */
    titleEn: text('title_en').notNull().default(''),
    slug: text('slug').notNull(),
    image: text('image').notNull().default(''),
    imageLastModified: timestamp('image_last_modified', { withTimezone: true }),
    location: text('location').notNull().default(''),
    tag: text('tag').notNull().default(''),
    description: text('description').notNull().default(''),
    descriptionEn: text('description_en').notNull().default(''),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [
    uniqueIndex('general_categories_slug_uq').on(t.slug),
    index('general_categories_type_idx').on(t.type, t.sortOrder),
  ],
);

/** Second level: a sub category of a general category. */
export const generalSubCategories = pgTable(
  'general_sub_categories',
  {
    id: serial('id').primaryKey(),
    generalCategoryId: integer('general_category_id')
      .notNull()
      .references(() => generalCategories.id, { onDelete: 'restrict' }),
    title: text('title').notNull(),
    titleEn: text('title_en').notNull().default(''),
    slug: text('slug').notNull(),
    image: text('image').notNull().default(''),
    location: text('location').notNull().default(''),
    tag: text('tag').notNull().default(''),
    description: text('description').notNull().default(''),
    descriptionEn: text('description_en').notNull().default(''),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [
    uniqueIndex('general_sub_categories_slug_uq').on(t.slug),
    index('general_sub_categories_parent_idx').on(t.generalCategoryId, t.sortOrder),
  ],
);

/** Third level: a sub-sub category of a sub category. */
export const generalSubSubCategories = pgTable(
  'general_sub_sub_categories',
  {
    id: serial('id').primaryKey(),
    generalSubCategoryId: integer('general_sub_category_id')
      .notNull()
      .references(() => generalSubCategories.id, { onDelete: 'restrict' }),
    title: text('title').notNull(),
    titleEn: text('title_en').notNull().default(''),
    slug: text('slug').notNull(),
    image: text('image').notNull().default(''),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [
    uniqueIndex('general_sub_sub_categories_slug_uq').on(t.slug),
    index('general_sub_sub_categories_parent_idx').on(t.generalSubCategoryId, t.sortOrder),
  ],
);
