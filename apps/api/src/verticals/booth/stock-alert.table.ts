import { index, integer, pgTable, serial, timestamp, unique } from 'drizzle-orm/pg-core';
import { users } from '../../modules/users/user.table.ts';
import { productPricings, products } from './product.table.ts';

/**
 * «موجود شد خبرم کن» (issue 35): a signed-in buyer waiting for a sold-out product, or one variant of it (null: the
 * product without variants). Once per person and variant (asking again changes nothing); consumed when the booth
 * raises the stock from 0 and the person is told. A deleted product or variant takes its waiting list with it.
 */
export const stockAlerts = pgTable(
  'stock_alerts',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    pricingId: integer('pricing_id').references(() => productPricings.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('stock_alerts_once_uq').on(t.userId, t.productId, t.pricingId).nullsNotDistinct(),
    index('stock_alerts_product_idx').on(t.productId, t.pricingId),
  ],
);
