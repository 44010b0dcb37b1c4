import { sql } from 'drizzle-orm';
import {
  bigint,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import {
  generalCategories,
  generalSubCategories,
  generalSubSubCategories,
} from '../../modules/catalogue/category.table.ts';
import type { ListingImage, ListingTag } from '../../modules/listings/listing.table.ts';
import { listings } from '../../modules/listings/listing.table.ts';
import { users } from '../../modules/users/user.table.ts';
import { boothCategories } from './shelf.table.ts';

/** A product feature as stored (spec: Feature); its id is its place in the list, from 1. */
export interface StoredFeature {
  id: number;
  key: string;
  value: string;
  icon: string;
  price: number;
  groupId: number;
  groupedTitle: string;
  checked: boolean;
  important: boolean;
}

/**
 * A booth's products (ADR 0025): each hangs off its booth's listing (booth_id, deleted with it). The category is
 * stored at all three levels of the booth type's tree, and the booth's city, so browsing by any level (and city) is
 * an index range newest first. price/count/discount are the selected variant's when it has variants (kept in step
 * by the service), and `sort_price` the price it is sold at (a gold item's from the gold rate), so lists sort by price
 * without reading variants. `attributes` holds the booth type's own fields, validated by its declaration (domain
 * PRODUCT_KIND_FIELDS).
 */
export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    boothId: integer('booth_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    boothType: text('booth_type').notNull(),
    cityId: integer('city_id'),
    generalCategoryId: integer('general_category_id')
      .notNull()
      .references(() => generalCategories.id, { onDelete: 'restrict' }),
    generalSubCategoryId: integer('general_sub_category_id')
      .notNull()
      .references(() => generalSubCategories.id, { onDelete: 'restrict' }),
    generalSubSubCategoryId: integer('general_sub_sub_category_id')
      .notNull()
      .references(() => generalSubSubCategories.id, { onDelete: 'restrict' }),
    /** The booth's own shelf it is on (spec: Product.subCategory, one of the booth's categories), if any. */
    boothCategoryId: integer('booth_category_id').references(() => boothCategories.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    barcode: text('barcode').notNull().default(''),
    price: bigint('price', { mode: 'number' }).notNull().default(0),
    /**
     * What «ارزان‌ترین» sorts by: the price its selected variant (or itself) is sold at, domain `salePrice`: a gold
     * item's weight × the rate of its karat × making charge × profit × its booth's tax, anything else its price. Kept
     * current by the product's write, its booth's edit (the tax) and a change of the gold rate (product-sort-price.ts).
     */
    sortPrice: bigint('sort_price', { mode: 'number' }).notNull().default(0),
    count: integer('count').notNull().default(0),
    discount: smallint('discount').notNull().default(0),
    pricingSelectedId: integer('pricing_selected_id'),
    views: integer('views').notNull().default(0),
    status: smallint('status').notNull().default(1),
    images: jsonb('images').$type<ListingImage[]>().notNull().default([]),
    tags: jsonb('tags').$type<ListingTag[]>().notNull().default([]),
    features: jsonb('features').$type<StoredFeature[]>().notNull().default([]),
    attributes: jsonb('attributes').$type<Record<string, unknown>>().notNull().default({}),
    searchText: text('search_text').notNull().default(''),
    registerDate: timestamp('register_date', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // A booth's page and its manager's list: newest first within the booth.
    index('products_booth_idx').on(t.boothId, t.status, t.id),
    // A booth's page on one shelf.
    index('products_booth_shelf_idx').on(t.boothId, t.status, t.boothCategoryId, t.id),
    // Browsing (spec: /products/{level}/{slug}), newest first, with or without a city.
    index('products_category_idx').on(t.status, t.generalCategoryId, t.id),
    index('products_sub_category_idx').on(t.status, t.generalSubCategoryId, t.id),
    index('products_sub_sub_category_idx').on(t.status, t.generalSubSubCategoryId, t.id),
    index('products_city_category_idx').on(t.status, t.cityId, t.generalCategoryId, t.id),
    index('products_city_sub_category_idx').on(t.status, t.cityId, t.generalSubCategoryId, t.id),
    index('products_city_sub_sub_category_idx').on(t.status, t.cityId, t.generalSubSubCategoryId, t.id),
    // "Cheapest first" in a category at any level reads the index in order (ADR 0053: 775 ms sorting a category of
    // 150 000 products at 1 000 000, without it), by the price it is sold at (ADR 0096).
    index('products_category_price_idx').on(t.status, t.generalCategoryId, t.sortPrice, t.id.desc()),
    index('products_sub_category_price_idx').on(t.status, t.generalSubCategoryId, t.sortPrice, t.id.desc()),
    index('products_sub_sub_category_price_idx').on(t.status, t.generalSubSubCategoryId, t.sortPrice, t.id.desc()),
    // "Most discounted" and "most viewed" likewise (ADR 0059): both keys down, so a cursor is one row comparison.
    index('products_category_discount_idx').on(t.status, t.generalCategoryId, t.discount.desc(), t.id.desc()),
    index('products_sub_category_discount_idx').on(t.status, t.generalSubCategoryId, t.discount.desc(), t.id.desc()),
    index('products_sub_sub_category_discount_idx').on(
      t.status,
      t.generalSubSubCategoryId,
      t.discount.desc(),
      t.id.desc(),
    ),
    index('products_category_views_idx').on(t.status, t.generalCategoryId, t.views.desc(), t.id.desc()),
    index('products_sub_category_views_idx').on(t.status, t.generalSubCategoryId, t.views.desc(), t.id.desc()),
    index('products_sub_sub_category_views_idx').on(t.status, t.generalSubSubCategoryId, t.views.desc(), t.id.desc()),
    // The same in one city: the level's index with the city as a filter read up to 41 838 pages (cheapest) and 4 935
    // (most viewed) for a city whose products sit deep in the category's order (ADR 0059, measured at 1 000 000).
    ...(['price', 'discount', 'views'] as const).flatMap((key) => {
      // A fresh column each time: drizzle's `.desc()` marks the one column object it is called on, once.
      const value = () => (key === 'price' ? t.sortPrice : t[key].desc());
      return [
        index(`products_city_category_${key}_idx`).on(t.status, t.cityId, t.generalCategoryId, value(), t.id.desc()),
        index(`products_city_sub_category_${key}_idx`).on(
          t.status,
          t.cityId,
          t.generalSubCategoryId,
          value(),
          t.id.desc(),
        ),
        index(`products_city_sub_sub_category_${key}_idx`).on(
          t.status,
          t.cityId,
          t.generalSubSubCategoryId,
          value(),
          t.id.desc(),
        ),
      ];
    }),
    index('products_search_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
  ],
);

/** A product's pricing variants (spec: Pricing variant): size and colour, each with its own price, stock, discount. */
export const productPricings = pgTable(
  'product_pricings',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull().default(0),
    sizeTitle: text('size_title').notNull().default(''),
    colorTitle: text('color_title').notNull().default(''),
    colorValue: text('color_value').notNull().default(''),
    price: bigint('price', { mode: 'number' }).notNull().default(0),
    count: integer('count').notNull().default(0),
    discount: smallint('discount').notNull().default(0),
    /** A gold-priced item's variant (a ring's size): its own weight in milligrams and karat; 0 is the item's. */
    weightMg: integer('weight_mg').notNull().default(0),
    karat: smallint('karat').notNull().default(0),
  },
  (t) => [index('product_pricings_product_idx').on(t.productId, t.position)],
);

/** A user's favorite product (the listings' favorites are of listings; products are not listings, ADR 0025). */
export const productFavorites = pgTable(
  'product_favorites',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    registerDate: timestamp('register_date', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.productId] }),
    index('product_favorites_user_idx').on(t.userId, t.registerDate),
    index('product_favorites_product_idx').on(t.productId),
  ],
);

/** Who has viewed a product on which Iranian day: a view counts once per visitor per day, as a listing's does. */
export const productViews = pgTable(
  'product_views',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** A hash of the visitor (session user, else address and browser): never the raw address. */
    visitor: text('visitor').notNull(),
    day: date('day').notNull(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.visitor, t.day] }), index('product_views_day_idx').on(t.day)],
);
