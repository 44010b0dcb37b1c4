import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { listings } from '../../modules/listings/listing.table.ts';
import { payments } from '../../modules/payments/payment.table.ts';
import { users } from '../../modules/users/user.table.ts';
import { boothShippings } from './shipping.table.ts';
import { productPricings, products } from './product.table.ts';

/**
 * Orders of booths (spec: Order; docs/decisions/0026-orders-stock-and-escrow.md): one booth's part of a basket,
 * priced by the server at checkout and kept as it was (titles, prices, shipping). Stock is taken at checkout and held
 * until `reserved_until` while the buyer pays; an unpaid order past it is expired (`cancelled_at`) and its stock
 * returned. A paid order's money is held in a wallet reserve until delivery (paid out to the booth less the site's
 * share, `settled_at`) or a refund (`refunded_at`). A booth's deletion leaves its orders (booth_id set null).
 */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    boothId: integer('booth_id').references(() => listings.id, { onDelete: 'set null' }),
    boothName: text('booth_name').notNull(),
    boothTitle: text('booth_title').notNull(),
    shippingId: integer('shipping_id').references(() => boothShippings.id, { onDelete: 'set null' }),
    shippingTitle: text('shipping_title').notNull(),
    shippingPrice: bigint('shipping_price', { mode: 'number' }).notNull(),
    /** OrderStatus: pending 0 .. problem 6. */
    status: smallint('status').notNull().default(0),
    /** Percent off the items (spec: discount). */
    discount: smallint('discount').notNull().default(0),
    itemsTotal: bigint('items_total', { mode: 'number' }).notNull(),
    total: bigint('total', { mode: 'number' }).notNull(),
    /** The site's percent of this sale (the booth's percentage plan, from its subscription) and what it came to. */
    sitePercentage: doublePrecision('site_percentage').notNull().default(0),
    siteShare: bigint('site_share', { mode: 'number' }).notNull().default(0),
    /** The code the buyer gives the courier (deliveryCodeMain) and the one the booth entered (deliveryCode). */
    deliveryCodeMain: text('delivery_code_main').notNull(),
    deliveryCode: text('delivery_code'),
    description: text('description').notNull().default(''),
    address: text('address').notNull().default(''),
    latitude: doublePrecision('latitude').notNull().default(0),
    longitude: doublePrecision('longitude').notNull().default(0),
    /** The recipient, their mobile and the postal code, copied from a saved address (or typed) at checkout. */
    recipientName: text('recipient_name').notNull().default(''),
    recipientMobile: text('recipient_mobile').notNull().default(''),
    postalCode: text('postal_code').notNull().default(''),
    paymentId: integer('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    reservedUntil: timestamp('reserved_until', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    registerDate: timestamp('register_date', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('orders_user_idx').on(t.userId, t.id),
    index('orders_booth_idx').on(t.boothId, t.id),
    index('orders_booth_status_idx').on(t.boothId, t.status, t.id),
    index('orders_user_status_idx').on(t.userId, t.status, t.id),
    // The back office's filters (ADR 0051): status alone, payment status alone (newest first, no sort), and a range
    // of days; booth and buyer use the indexes above, alone or with a status.
    index('orders_status_idx').on(t.status, t.id),
    index('orders_paid_idx')
      .on(t.id)
      .where(sql`${t.paidAt} is not null`),
    index('orders_unpaid_idx')
      .on(t.id)
      .where(sql`${t.paidAt} is null`),
    index('orders_register_date_idx').on(t.registerDate),
    index('orders_awaiting_idx')
      .on(t.reservedUntil)
      .where(sql`${t.paidAt} is null and ${t.cancelledAt} is null`),
    check('orders_status_known', sql`${t.status} between 0 and 6`),
    check('orders_totals_non_negative', sql`${t.itemsTotal} >= 0 and ${t.total} > 0 and ${t.siteShare} >= 0`),
    check('orders_settled_or_refunded', sql`${t.settledAt} is null or ${t.refundedAt} is null`),
  ],
);

/** An order's lines (spec: Order detail: product, count, price, discount, pricingSelectedId), as bought. */
export const orderDetails = pgTable(
  'order_details',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    pricingSelectedId: integer('pricing_selected_id').references(() => productPricings.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    variant: text('variant').notNull().default(''),
    image: text('image').notNull().default(''),
    barcode: text('barcode').notNull().default(''),
    count: integer('count').notNull(),
    price: bigint('price', { mode: 'number' }).notNull(),
    discount: smallint('discount').notNull().default(0),
  },
  (t) => [index('order_details_order_idx').on(t.orderId, t.id), check('order_details_count', sql`${t.count} > 0`)],
);

/** Every status an order went through, who moved it and when (the buyer's status history). */
export const orderHistory = pgTable(
  'order_history',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: smallint('status').notNull(),
    by: text('by').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_history_order_idx').on(t.orderId, t.id)],
);

/**
 * A signed-in buyer's basket on the server (spec: Cart line: product, count, pricingSelectedId; 0 for none), merged
 * with the browser's on sign-in.
 */
export const cartLines = pgTable(
  'cart_lines',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    pricingId: integer('pricing_id').notNull().default(0),
    count: integer('count').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.productId, t.pricingId] }),
    check('cart_lines_count', sql`${t.count} > 0`),
  ],
);
