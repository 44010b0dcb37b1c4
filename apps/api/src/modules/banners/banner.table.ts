import { index, integer, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Banner of the spec: image, url, item (id and name), service type, location (which page), section (where on it),
 * status, views and an optional title.
 */
export const banners = pgTable(
  'banners',
  {
    id: serial('id').primaryKey(),
    image: text('image').notNull(),
    imageLastModified: timestamp('image_last_modified', { withTimezone: true }),
    url: text('url').notNull().default(''),
    itemId: integer('item_id'),
    itemName: text('item_name').notNull().default(''),
    serviceType: text('service_type').notNull().default(''),
    location: text('location').notNull(),
    section: text('section').notNull().default(''),
    status: smallint('status').notNull().default(1),
    views: integer('views').notNull().default(0),
    title: text('title').notNull().default(''),
    sortOrder: integer('sort_order').notNull().default(0),
    registerDate: timestamp('register_date', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('banners_place_idx').on(t.location, t.section, t.status, t.sortOrder)],
);
