import { index, integer, jsonb, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { cities } from '../geo/geo.table.ts';

/** A stop as stored: a listing by its id, or a place with its own title, picture and point (ADR 0043). */
export type StoredTourStop =
  | { kind: 'listing'; listingId: number; text: string; image?: string }
  | { kind: 'place'; title: string; text: string; image: string; latitude: number; longitude: number };

/**
 * A city tour (spec: /cityTour): the back office's ordered stops through one city. The stops are one ordered JSON
 * list, read and written whole with their tour (at most MAX_TOUR_STOPS); a listing stop is resolved on read, so a
 * listing taken down leaves the public tour by itself.
 */
export const cityTours = pgTable(
  'city_tours',
  {
    id: serial('id').primaryKey(),
    cityId: integer('city_id').references(() => cities.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    status: smallint('status').notNull().default(1),
    stops: jsonb('stops').$type<StoredTourStop[]>().notNull().default([]),
    registerDate: timestamp('register_date', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('city_tours_city_idx').on(t.cityId, t.status, t.id)],
);
