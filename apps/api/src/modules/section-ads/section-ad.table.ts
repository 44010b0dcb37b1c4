import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { cities } from '../geo/geo.table.ts';
import { listings } from '../listings/listing.table.ts';
import { packages, subscriptions } from '../packages/package.table.ts';
import { payments } from '../payments/payment.table.ts';
import { users } from '../users/user.table.ts';

/**
 * A section ad (spec: Section ad: id, type, item, package, subscription, payment, user, location, status,
 * registerDate; ADR 0042): a featured place for one listing in its section (clinic, lawyer). Awaiting payment (3)
 * until its payment is paid, then paid and awaiting confirmation (4) until a manager approves it (active 2, shown from
 * `starts_at` to `ends_at`, the package's days) or rejects it (inactive 1, its money back to the owner's wallet).
 */
export const sectionAds = pgTable(
  'section_ads',
  {
    id: serial('id').primaryKey(),
    /** The section (domain SectionAdType): the vertical that declared it. */
    type: text('type').notNull(),
    listingId: integer('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    packageId: integer('package_id')
      .notNull()
      .references(() => packages.id, { onDelete: 'restrict' }),
    subscriptionId: integer('subscription_id').references(() => subscriptions.id, { onDelete: 'set null' }),
    paymentId: integer('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    /** The listing's city when bought (spec: location): a city's list shows its own city's ads. */
    cityId: integer('city_id').references(() => cities.id, { onDelete: 'set null' }),
    /** The package's days and price as bought. */
    days: integer('days').notNull(),
    price: integer('price').notNull(),
    status: smallint('status').notNull().default(3),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    registerDate: timestamp('register_date', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // What a section shows: its approved ads whose days have not run out, by end date.
    index('section_ads_shown_idx')
      .on(t.type, t.endsAt)
      .where(sql`${t.status} = 2`),
    index('section_ads_listing_idx').on(t.listingId, t.id),
    index('section_ads_queue_idx').on(t.status, t.id),
    // One ad awaiting payment per listing at a time: buying again replaces the unpaid one.
    uniqueIndex('section_ads_unpaid_uq')
      .on(t.listingId)
      .where(sql`${t.status} = 3`),
  ],
);
