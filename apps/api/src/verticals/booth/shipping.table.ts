import { bigint, index, integer, pgTable, serial, smallint, text } from 'drizzle-orm/pg-core';
import { listings } from '../../modules/listings/listing.table.ts';

/**
 * A booth's shipping methods (spec: Shipping method: title, price, priceConditionFree, description, status default
 * active). Free when the booth's part of the basket reaches priceConditionFree (0: never free). Deleted with the booth.
 */
export const boothShippings = pgTable(
  'booth_shippings',
  {
    id: serial('id').primaryKey(),
    boothId: integer('booth_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    price: bigint('price', { mode: 'number' }).notNull().default(0),
    priceConditionFree: bigint('price_condition_free', { mode: 'number' }).notNull().default(0),
    description: text('description').notNull().default(''),
    status: smallint('status').notNull().default(1),
  },
  (t) => [index('booth_shippings_booth_idx').on(t.boothId, t.status, t.id)],
);
