import { index, integer, jsonb, numeric, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../users/user.table.ts';

/**
 * Package of the spec: plan type (free, subscription, percentage), package type 0..13, category title, title,
 * description, price (whole toman), percentage (of sales, percentage plans), days, access permissions, location,
 * status (inactive, active, hide).
 */
export const packages = pgTable(
  'packages',
  {
    id: serial('id').primaryKey(),
    planType: smallint('plan_type').notNull(),
    type: smallint('type').notNull(),
    categoryTitle: text('category_title').notNull().default(''),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    /** English values (ADR 0045); empty: the English site shows the Persian ones. */
    categoryTitleEn: text('category_title_en').notNull().default(''),
    titleEn: text('title_en').notNull().default(''),
    descriptionEn: text('description_en').notNull().default(''),
    price: integer('price').notNull().default(0),
    percentage: numeric('percentage', { precision: 5, scale: 2, mode: 'number' }).notNull().default(0),
    days: integer('days').notNull().default(0),
    accessPermissions: jsonb('access_permissions').$type<string[]>().notNull().default([]),
    location: text('location').notNull().default(''),
    status: smallint('status').notNull().default(1),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('packages_type_idx').on(t.type, t.status, t.sortOrder)],
);

/**
 * Subscription of the spec: what it is for (type 0..9 and the item's id), the package bought, status, start date and
 * the days granted; remainingTime is computed from startDate + days (domain rules/subscription.ts).
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: serial('id').primaryKey(),
    type: smallint('type').notNull(),
    itemId: integer('item_id').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    packageId: integer('package_id')
      .notNull()
      .references(() => packages.id, { onDelete: 'restrict' }),
    status: smallint('status').notNull().default(1),
    startDate: timestamp('start_date', { withTimezone: true }).notNull().defaultNow(),
    days: integer('days').notNull().default(0),
    /**
     * A percentage plan's share of each sale, as it was when the package was bought: order commissions take it from
     * here, so a later change to the package does not change what was agreed. 0 for other plans.
     */
    percentage: numeric('percentage', { precision: 5, scale: 2, mode: 'number' }).notNull().default(0),
    registerDate: timestamp('register_date', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('subscriptions_item_idx').on(t.type, t.itemId, t.id), index('subscriptions_user_idx').on(t.userId)],
);
