import { integer, pgTable, smallint } from 'drizzle-orm/pg-core';
import { listings } from '../../modules/listings/listing.table.ts';

/** What an expert has beyond the listing core (its specialText is the core's, set with isSpecial): experience. */
export const expertDetails = pgTable('expert_details', {
  listingId: integer('listing_id')
    .primaryKey()
    .references(() => listings.id, { onDelete: 'cascade' }),
  /** Years of experience. */
  experience: smallint('experience').notNull().default(0),
});
