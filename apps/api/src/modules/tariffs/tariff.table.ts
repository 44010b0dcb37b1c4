import { bigint, index, integer, pgTable, serial, smallint, text } from 'drizzle-orm/pg-core';
import { listings } from '../listings/listing.table.ts';

/**
 * A listing's tariffs (spec: clinicTariff, lawyerTariff): owned by this module, keyed by the listing, so every
 * vertical that offers priced services (clinics, lawyers) shares one table and one set of rules.
 */
export const listingTariffs = pgTable(
  'listing_tariffs',
  {
    id: serial('id').primaryKey(),
    listingId: integer('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    /** Toman; 0 is «توافقی». */
    price: bigint('price', { mode: 'number' }).notNull().default(0),
    /** Toman off the price, never more than the price. */
    discount: bigint('discount', { mode: 'number' }).notNull().default(0),
    description: text('description').notNull().default(''),
    /** The owner's order. */
    sortOrder: smallint('sort_order').notNull().default(0),
  },
  (t) => [index('listing_tariffs_listing_idx').on(t.listingId, t.sortOrder)],
);
