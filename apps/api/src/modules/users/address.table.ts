import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { cities, states } from '../geo/geo.table.ts';
import { users } from './user.table.ts';

/**
 * A buyer's saved delivery addresses (issue 35): chosen at checkout and copied into the order, so editing or deleting
 * one changes no order. At most one default per person (a partial unique index); the province and city are the geo
 * module's, kept while an address names them.
 */
export const userAddresses = pgTable(
  'user_addresses',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    recipientName: text('recipient_name').notNull(),
    /** 09xxxxxxxxx */
    mobile: text('mobile').notNull(),
    stateId: integer('state_id')
      .notNull()
      .references(() => states.id, { onDelete: 'restrict' }),
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id, { onDelete: 'restrict' }),
    address: text('address').notNull(),
    /** Ten Latin digits. */
    postalCode: text('postal_code').notNull(),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('user_addresses_user_idx').on(t.userId, t.id),
    uniqueIndex('user_addresses_one_default_uq')
      .on(t.userId)
      .where(sql`${t.isDefault}`),
  ],
);
