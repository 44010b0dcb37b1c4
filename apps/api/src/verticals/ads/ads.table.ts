import { bigint, integer, pgTable } from 'drizzle-orm/pg-core';
import { listings } from '../../modules/listings/listing.table.ts';

/** What a classified ad has beyond the listing core: its price in toman (0 = negotiable). */
export const adDetails = pgTable('ad_details', {
  listingId: integer('listing_id')
    .primaryKey()
    .references(() => listings.id, { onDelete: 'cascade' }),
  price: bigint('price', { mode: 'number' }).notNull().default(0),
});
