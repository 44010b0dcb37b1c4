import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { generalCategories, generalSubCategories, generalSubSubCategories } from '../catalogue/category.table.ts';
import { cities } from '../geo/geo.table.ts';
import { packages, subscriptions } from '../packages/package.table.ts';
import { payments } from '../payments/payment.table.ts';
import { users } from '../users/user.table.ts';

/** One image of a listing as the spec sends it: id, path, data (the renditions by size). */
export interface ListingImage {
  id: number;
  path: string;
  data?: Record<string, string>;
  /** Set for a video (verticals whose fileKinds take videos); an image has none. */
  type?: 'video';
}

/** A tag of a listing (spec Tag: id and its title). */
export interface ListingTag {
  id: number;
  title: string;
}

/**
 * The listing core (docs/decisions/0011-listing-core.md): every vertical's listings share this table; a vertical's
 * own fields live in its 1:1 detail table (verticals/<name>/<name>.table.ts). The category is stored at all three
 * levels (derived from the deepest one chosen), so a list filters on any level with an index.
 */
export const listings = pgTable(
  'listings',
  {
    id: serial('id').primaryKey(),
    vertical: text('vertical').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    cityId: integer('city_id').references(() => cities.id, { onDelete: 'restrict' }),
    generalCategoryId: integer('general_category_id').references(() => generalCategories.id, {
      onDelete: 'restrict',
    }),
    generalSubCategoryId: integer('general_sub_category_id').references(() => generalSubCategories.id, {
      onDelete: 'restrict',
    }),
    generalSubSubCategoryId: integer('general_sub_sub_category_id').references(() => generalSubSubCategories.id, {
      onDelete: 'restrict',
    }),
    packageId: integer('package_id').references(() => packages.id, { onDelete: 'restrict' }),
    subscriptionId: integer('subscription_id').references(() => subscriptions.id, { onDelete: 'set null' }),
    /** The payment that last paid for its package. */
    paymentId: integer('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    slug: text('slug').notNull(),
    slugId: text('slug_id').notNull(),
    description: text('description').notNull().default(''),
    specialText: text('special_text').notNull().default(''),
    isSpecial: boolean('is_special').notNull().default(false),
    /** «فوری»: the owner's flag, or its package's isUrgent permission (a yes/no list filter, listings_urgent_idx). */
    isUrgent: boolean('is_urgent').notNull().default(false),
    views: integer('views').notNull().default(0),
    /**
     * The amount its list is sorted and ranged by, copied from the vertical's detail (an ad's price, toman; 0 =
     * negotiable or none), so a price sort is one index range like the newest (ADR 0027).
     */
    price: bigint('price', { mode: 'number' }).notNull().default(0),
    status: smallint('status').notNull().default(0),
    images: jsonb('images').$type<ListingImage[]>().notNull().default([]),
    /**
     * Whether it has a picture, kept by the database from `images` (the "with photo" list filter on
     * listings_photo_idx): a filter on a stored column can use a partial index that a jsonb test cannot share.
     */
    hasPhoto: boolean('has_photo')
      .notNull()
      .generatedAlwaysAs(sql`jsonb_array_length(images) > 0`),
    tags: jsonb('tags').$type<ListingTag[]>().notNull().default([]),
    latitude: doublePrecision('latitude').notNull().default(0),
    longitude: doublePrecision('longitude').notNull().default(0),
    /** Title, description and tags normalised for search (domain text/normalize.ts), trigram-indexed. */
    searchText: text('search_text').notNull().default(''),
    /** The manager's message to the owner on rejection or deactivation. */
    moderationMessage: text('moderation_message').notNull().default(''),
    registerDate: timestamp('register_date', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Its place in the newest-first lists (issue 35): drawn from its own sequence when it is published, drawn again
     * when a bump is paid for («نردبان»), so a bumped listing sits above everything published before the bump. Listings
     * published before this column took their id.
     */
    sortKey: bigint('sort_key', { mode: 'number' })
      .notNull()
      .generatedByDefaultAsIdentity({ name: 'listings_sort_key_seq' }),
  },
  (t) => [
    uniqueIndex('listings_slug_id_uq').on(t.slugId),
    // The ids of a vertical in a status (the sitemap's walk, the back office's queue).
    index('listings_list_idx').on(t.vertical, t.status, t.id),
    // Each public filter has an index that ends in the sort (newest first, bumps included), so a page is an index
    // range scan.
    index('listings_newest_idx').on(t.vertical, t.status, t.sortKey),
    index('listings_city_idx').on(t.vertical, t.status, t.cityId, t.sortKey),
    index('listings_category_idx').on(t.vertical, t.status, t.generalCategoryId, t.sortKey),
    index('listings_sub_category_idx').on(t.vertical, t.status, t.generalSubCategoryId, t.sortKey),
    index('listings_sub_sub_category_idx').on(t.vertical, t.status, t.generalSubSubCategoryId, t.sortKey),
    // A city and a category together: a city with no listings in that category must not walk the category's.
    index('listings_city_category_idx').on(t.vertical, t.status, t.cityId, t.generalCategoryId, t.sortKey),
    index('listings_city_sub_category_idx').on(t.vertical, t.status, t.cityId, t.generalSubCategoryId, t.sortKey),
    index('listings_city_sub_sub_category_idx').on(
      t.vertical,
      t.status,
      t.cityId,
      t.generalSubSubCategoryId,
      t.sortKey,
    ),
    index('listings_special_idx')
      .on(t.vertical, t.status, t.sortKey)
      .where(sql`${t.isSpecial}`),
    // The yes/no filters (ADR 0036): newest first within the listings that have a picture / are urgent, any depth.
    index('listings_photo_idx')
      .on(t.vertical, t.status, t.sortKey)
      .where(sql`${t.hasPhoto}`),
    index('listings_urgent_idx')
      .on(t.vertical, t.status, t.sortKey)
      .where(sql`${t.isUrgent}`),
    // Sorts other than newest (ADR 0027): cheapest puts the negotiable (0) last, most expensive scans backward.
    index('listings_cheapest_idx').on(t.vertical, t.status, sql`(${t.price} = 0)`, t.price, t.id),
    index('listings_city_cheapest_idx').on(t.vertical, t.status, t.cityId, sql`(${t.price} = 0)`, t.price, t.id),
    index('listings_price_idx').on(t.vertical, t.status, t.price, t.id),
    index('listings_city_price_idx').on(t.vertical, t.status, t.cityId, t.price, t.id),
    index('listings_views_idx').on(t.vertical, t.status, t.views, t.id),
    index('listings_owner_idx').on(t.userId, t.vertical, t.id),
    // The back office's count and list by status over every vertical (its queue of what waits for review; ADR 0117).
    index('listings_status_idx').on(t.status, t.id),
    index('listings_search_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    // A tag's page (ADR 0043): the listings whose tags contain {"id": n}.
    index('listings_tags_idx').using('gin', sql`${t.tags} jsonb_path_ops`),
    // The city map's box query (modules/listings/map.service.ts): live listings with a location, as points.
    index('listings_map_idx')
      .using('gist', sql`point(${t.longitude}, ${t.latitude})`)
      .where(sql`${t.status} = 2 and ${t.latitude} > 0 and ${t.longitude} > 0`),
  ],
);

/** A user's favorite listing (any vertical). */
export const listingFavorites = pgTable(
  'listing_favorites',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    listingId: integer('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    registerDate: timestamp('register_date', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.listingId] }), index('listing_favorites_listing_idx').on(t.listingId)],
);

/** Who has viewed a listing on which day: a view counts once per visitor per day. */
export const listingViews = pgTable(
  'listing_views',
  {
    listingId: integer('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    /** A hash of the visitor (session user, else address and browser): never the raw address. */
    visitor: text('visitor').notNull(),
    day: date('day').notNull(),
  },
  (t) => [primaryKey({ columns: [t.listingId, t.visitor, t.day] }), index('listing_views_day_idx').on(t.day)],
);

/**
 * A listing's day in numbers for its owner (ADR 0027): one row per listing per Iranian day, raised in the statement
 * that records the event, never one row per event. A view is counted once per visitor per day (listing_views), so
 * `views` is also the day's unique visitors.
 */
export const listingStats = pgTable(
  'listing_stats',
  {
    listingId: integer('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    views: integer('views').notNull().default(0),
    /** Signed-in visitors who asked for the seller's number. */
    reveals: integer('reveals').notNull().default(0),
    favorites: integer('favorites').notNull().default(0),
    /** Conversations that turned to this listing (the chat module counts one when a message names it anew). */
    chats: integer('chats').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.listingId, t.day] })],
);

/** A visitor's report of a listing (scam, wrong category...), waiting in the back office's queue until closed. */
export const listingReports = pgTable(
  'listing_reports',
  {
    id: serial('id').primaryKey(),
    listingId: integer('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    text: text('text').notNull().default(''),
    /** 0 open, 1 closed by a manager (ListingReportStatus). */
    status: smallint('status').notNull().default(0),
    registerDate: timestamp('register_date', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One report per person per listing: many reports are many people.
    uniqueIndex('listing_reports_listing_user_uq').on(t.listingId, t.userId),
    index('listing_reports_queue_idx').on(t.status, t.id),
  ],
);
