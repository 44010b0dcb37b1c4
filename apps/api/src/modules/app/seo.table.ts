import { pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';

/** SEO setting of the spec, one per page type (home, ads, booth...): title, section title, meta title and description. */
export const seoSettings = pgTable(
  'seo_settings',
  {
    id: serial('id').primaryKey(),
    type: text('type').notNull(),
    title: text('title').notNull().default(''),
    sectionTitle: text('section_title').notNull().default(''),
    metaTitle: text('meta_title').notNull().default(''),
    metaDescription: text('meta_description').notNull().default(''),
  },
  (t) => [uniqueIndex('seo_settings_type_uq').on(t.type)],
);
