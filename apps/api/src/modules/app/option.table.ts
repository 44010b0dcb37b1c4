import { integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';

/** Setting entry / Option of the spec (site texts are options in group `siteText`). */
export const options = pgTable(
  'options',
  {
    id: serial('id').primaryKey(),
    group: text('group').notNull(),
    title: text('title').notNull().default(''),
    name: text('name').notNull(),
    content: text('content').notNull().default(''),
    /** The English content (ADR 0045); empty: the English site shows the Persian one. */
    contentEn: text('content_en').notNull().default(''),
    location: text('location').notNull().default(''),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [uniqueIndex('options_group_name_uq').on(t.group, t.name)],
);
