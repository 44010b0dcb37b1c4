import { pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';

/** Tag of the spec (title, slug): listings and posts carry tags. */
export const tags = pgTable(
  'tags',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    slug: text('slug').notNull(),
  },
  (t) => [uniqueIndex('tags_slug_uq').on(t.slug)],
);
