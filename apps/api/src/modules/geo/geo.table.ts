import { doublePrecision, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';

/** State (province) of the spec: id, name, cities. */
export const states = pgTable(
  'states',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** The English name (ADR 0045); empty: the English site shows the Persian one. */
    nameEn: text('name_en').notNull().default(''),
    slug: text('slug').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [uniqueIndex('states_slug_uq').on(t.slug)],
);

/** City of the spec: id, state, city (sent as name), slug, latitude, longitude. */
export const cities = pgTable(
  'cities',
  {
    id: serial('id').primaryKey(),
    stateId: integer('state_id')
      .notNull()
      .references(() => states.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    /** The English name (ADR 0045); empty: the English site shows the Persian one. */
    nameEn: text('name_en').notNull().default(''),
    slug: text('slug').notNull(),
    latitude: doublePrecision('latitude').notNull().default(0),
    longitude: doublePrecision('longitude').notNull().default(0),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [uniqueIndex('cities_slug_uq').on(t.slug), index('cities_state_idx').on(t.stateId, t.sortOrder)],
);
