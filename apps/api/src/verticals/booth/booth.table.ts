import { bigint, doublePrecision, integer, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { listings } from '../../modules/listings/listing.table.ts';

/**
 * What a booth has beyond the listing core (spec: Booth). Its name is its address (/booth/{name}), unique across
 * booths. score, authLevel and authMessage are the manager's; productCount is kept by the product service, shippingCount by the shipping
 * service.
 */
export const boothDetails = pgTable(
  'booth_details',
  {
    listingId: integer('listing_id')
      .primaryKey()
      .references(() => listings.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    name: text('name').notNull(),
    /** The registrant's name and national code as given at registration (spec: userName, nationalCode). */
    userName: text('user_name').notNull().default(''),
    nationalCode: text('national_code').notNull().default(''),
    subTitle: text('sub_title').notNull().default(''),
    logo: text('logo').notNull().default(''),
    headerImage: text('header_image').notNull().default(''),
    region: text('region').notNull().default(''),
    address: text('address').notNull().default(''),
    phone: text('phone').notNull().default(''),
    activityTime: text('activity_time').notNull().default(''),
    paymentMethod: text('payment_method').notNull().default(''),
    senderTime: text('sender_time').notNull().default(''),
    message: text('message').notNull().default(''),
    activeSale: smallint('active_sale').notNull().default(0),
    activeChat: smallint('active_chat').notNull().default(1),
    active: smallint('active').notNull().default(1),
    tax: smallint('tax').notNull().default(0),
    extraProfit: smallint('extra_profit').notNull().default(0),
    minimumPurchase: bigint('minimum_purchase', { mode: 'number' }).notNull().default(0),
    score: doublePrecision('score').notNull().default(0),
    authLevel: smallint('auth_level').notNull().default(0),
    authMessage: text('auth_message').notNull().default(''),
    instagram: text('instagram').notNull().default(''),
    telegram: text('telegram').notNull().default(''),
    website: text('website').notNull().default(''),
    whatsapp: text('whatsapp').notNull().default(''),
    productCount: integer('product_count').notNull().default(0),
    /** Its active shipping methods, kept by the shipping service: without one nothing of it sells online. */
    shippingCount: smallint('shipping_count').notNull().default(0),
  },
  (t) => [uniqueIndex('booth_details_name_uq').on(t.name)],
);
