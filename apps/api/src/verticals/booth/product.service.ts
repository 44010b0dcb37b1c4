import { and, asc, count, desc, eq, inArray, like, notInArray, sql, type SQL } from 'drizzle-orm';
import {
  PRODUCT_KIND_FIELDS,
  type Product,
  productCursorText,
  type ProductListQuery,
  type ProductWrite,
} from '@shahrbazar/domain/api/product.schema';
import { countedPage } from '@shahrbazar/domain/api/page.schema';
import { BoothType } from '@shahrbazar/domain/enums/listing';
import { ActiveStatus, ListingStatus } from '@shahrbazar/domain/enums/status';
import { CATEGORY_TYPE_OF_BOOTH, productPath } from '@shahrbazar/domain/rules/booth';
import { FollowTargetType } from '@shahrbazar/domain/enums/notification';
import { salePrice } from '@shahrbazar/domain/rules/jewelry-price';
import { effectivePricing, priceAfterDiscount, unbuyableReasons } from '@shahrbazar/domain/rules/pricing';
import { DEFAULT_LOCALE, type Locale } from '@shahrbazar/domain/i18n/locale';
import { normalizeForSearch } from '@shahrbazar/domain/text/normalize';
import { foldSpelling } from '@shahrbazar/domain/text/search-fold';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { categoryChain, categoryIdOf, categoryIn, categoryRefsByIds } from '../../modules/catalogue/category-chain.ts';
import { resolveTags } from '../../modules/catalogue/tag-resolve.ts';
import { citiesByIds, cityIn, cityOf } from '../../modules/geo/city-lookup.ts';
import { searchWords } from '../../modules/listings/listing-browse.service.ts';
import { NO_PIC } from '../../modules/listings/listing.mapper.ts';
import { listingFieldOf, listingInStatus, listingsWithDetails } from '../../modules/listings/listing-rows.ts';
import type { ListingRow } from '../../modules/listings/listing.repository.ts';
import type { ListingImage } from '../../modules/listings/listing.table.ts';
import { notifyFollowers } from '../../modules/followers/follow.service.ts';
import { ownImages } from '../../modules/media/file-lookup.ts';
import { findUserCreator } from '../../modules/users/user.repository.ts';
import { boothDetails } from './booth.table.ts';
import { productPageQuery, type ProductPageRequest } from './product-page.repository.ts';
import { goldPrice18, goldPricingOf, sortPriceOf } from './product-sort-price.ts';
import { productFavorites, productPricings, products, productViews, type StoredFeature } from './product.table.ts';
import { stockSnapshot, tellBackInStock } from './stock-alert.service.ts';
import { productShelf, shelfAndChildren, shelfTitles } from './shelf.service.ts';
import { iranDay } from '../../modules/listings/listing-browse.service.ts';
import { isOwnRecord, requireAccess } from '../../modules/access/record-access.ts';

export type ProductRow = typeof products.$inferSelect;
type BoothRow = typeof boothDetails.$inferSelect;
export interface Booth {
  listing: ListingRow;
  detail: BoothRow;
}

/** Who manages a booth's products: its owner, the agent who onboarded its owner, or a manager (ADR 0025). */
export type BoothManager = { kind: 'owner'; userId: number } | { kind: 'agent'; userId: number } | { kind: 'manager' };

const invalid = (fields: Record<string, string>) => new AppError('validation', undefined, fields);
const notFound = () => new AppError('not_found');

/** A booth with its own fields, by its listing id or its name. */
export async function findBooth(db: Db, by: { id: number } | { name: string }): Promise<Booth | undefined> {
  const where = 'id' in by ? eq(boothDetails.listingId, by.id) : eq(boothDetails.name, by.name);
  const [row] = await listingsWithDetails(db, boothDetails, where, 1);
  return row && { listing: row.listing, detail: row.detail };
}

/**
 * The booth `manager` may manage, checked on the record: the owner's own booth, a booth of a user the agent
 * onboarded (users.created_by), any booth for a manager with the policy. Anything else does not exist for them (404).
 */
export async function manageableBooth(db: Db, manager: BoothManager, boothId: number): Promise<Booth> {
  const booth = await findBooth(db, { id: boothId });
  if (!booth) throw notFound();
  if (manager.kind === 'owner') requireAccess(manager.userId, 'listing', booth.listing, 'change');
  if (manager.kind === 'agent') {
    const owner = await findUserCreator(db, booth.listing.userId);
    requireAccess(manager.userId, 'user', owner, 'change');
  }
  return booth;
}

/** Everything a product's write body names, checked against the booth and the database: each wrong one a field error. */
async function resolveWrite(db: Db, booth: Booth, uploaderIds: number[], input: ProductWrite, raw: unknown) {
  const type = BoothType.is(booth.detail.type) ? booth.detail.type : BoothType.shop;
  const kind = PRODUCT_KIND_FIELDS[type].safeParse(raw);
  if (!kind.success) {
    throw invalid(
      Object.fromEntries(kind.error.issues.map((issue) => [String(issue.path[0] ?? 'attributes'), issue.message])),
    );
  }
  const chain = await categoryChain(db, 'subSubCategory', input.general_sub_sub_category_id);
  if (!chain || chain.type !== CATEGORY_TYPE_OF_BOOTH[type]) throw invalid({ general_sub_sub_category_id: 'invalid' });
  if (input.pricing.length > 0 ? input.pricingSelectedIndex >= input.pricing.length : input.pricingSelectedIndex > 0) {
    throw invalid({ pricingSelectedIndex: 'invalid' });
  }

  // Images: uploads of the booth's owner (or of the agent or manager writing for them), in the order given.
  const ids = [...new Set(input.images.map((image) => image.id))];
  const found = (await Promise.all(uploaderIds.map((userId) => ownImages(db, userId, ids, [])))).flat();
  const images: ListingImage[] = [];
  for (const id of ids) {
    const file = found.find((item) => item.id === id);
    if (!file) throw invalid({ images: 'invalid' });
    images.push({ id: file.id, path: file.path, data: file.variants });
  }
  const tags = await resolveTags(db, input.tags);
  const boothCategoryId = await productShelf(db, booth.listing.id, input.booth_category_id);
  const features: StoredFeature[] = input.features.map((feature, index) => ({ ...feature, id: index + 1 }));
  const selected = input.pricing[input.pricingSelectedIndex];
  const attributes = kind.data as Record<string, unknown>;
  const price = selected?.price ?? input.price;
  // What «ارزان‌ترین» sorts it by: the price it is sold at, a gold item's from today's rate (ADR 0096).
  const gold = goldPricingOf({ boothType: type, attributes }, booth.detail.tax);
  const sortPrice = sortPriceOf(price, gold, gold ? await goldPrice18(db) : 0, selected);
  // Folded as the query is (آ, ۀ: ADR 0036), since products are searched with the listings' search words.
  const searchText = foldSpelling(
    normalizeForSearch(
      [input.title, input.description, input.barcode, ...tags.map((tag) => tag.title)]
        .concat(Object.values(attributes).filter((value): value is string => typeof value === 'string'))
        .join(' '),
    ),
  );
  return {
    columns: {
      boothType: type,
      cityId: booth.listing.cityId,
      generalCategoryId: chain.category.id,
      generalSubCategoryId: chain.subCategory?.id ?? 0,
      generalSubSubCategoryId: chain.subSubCategory?.id ?? 0,
      boothCategoryId,
      title: input.title,
      description: input.description,
      barcode: input.barcode,
      // With variants, the product's price, stock and discount are the selected one's (spec), kept here for sorting.
      price,
      sortPrice,
      count: selected?.count ?? input.count,
      discount: selected?.discount ?? input.discount,
      status: input.status,
      images,
      tags,
      features,
      attributes,
      searchText,
    },
  };
}

/** The variants of a write as rows of `productId`, in order. */
const variantRows = (productId: number, pricing: ProductWrite['pricing']) =>
  pricing.map((variant, position) => ({
    productId,
    position,
    sizeTitle: variant.sizeTitle,
    colorTitle: variant.colorTitle,
    colorValue: variant.colorValue,
    price: variant.price,
    count: variant.count,
    discount: variant.discount,
    weightMg: Math.round(variant.weight * 1000),
    karat: variant.karat,
  }));

/** Adds a product to a booth: the product, its variants and the booth's product count, in one transaction. */
export async function createProduct(
  db: Db,
  booth: Booth,
  uploaderIds: number[],
  input: ProductWrite,
  raw: unknown,
): Promise<ProductRow> {
  const { columns } = await resolveWrite(db, booth, uploaderIds, input, raw);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(products)
      .values({ ...columns, boothId: booth.listing.id })
      .returning();
    if (!row) throw new Error('insert returned no row');
    let saved = row;
    if (input.pricing.length > 0) {
      const variants = await tx
        .insert(productPricings)
        .values(variantRows(row.id, input.pricing))
        .returning({ id: productPricings.id, position: productPricings.position });
      const selected = variants.find((variant) => variant.position === input.pricingSelectedIndex);
      [saved = row] = await tx
        .update(products)
        .set({ pricingSelectedId: selected?.id ?? null })
        .where(eq(products.id, row.id))
        .returning();
    }
    await tx
      .update(boothDetails)
      .set({ productCount: sql`${boothDetails.productCount} + 1` })
      .where(eq(boothDetails.listingId, booth.listing.id));
    // The booth's followers hear of it in their notifications (spec: not by SMS).
    await notifyFollowers(tx, { type: FollowTargetType.listing, id: booth.listing.id }, 'followedNewProduct', {
      booth: booth.listing.title,
      product: saved.title,
      path: productPath(booth.detail.name, booth.detail.type as BoothType, saved.id),
    });
    return saved;
  });
}

/** A product of this booth, or 404 (a product of another booth does not exist here). */
export async function boothProduct(db: Db, booth: Booth, productId: number): Promise<ProductRow> {
  const [row] = await db
    .select()
    .from(products)
    .where(and(eq(products.id, productId), eq(products.boothId, booth.listing.id)));
  if (!row) throw notFound();
  return row;
}

/**
 * Edits a product: its columns, and its variants as sent (kept by id, new ones added, the rest removed). A variant id
 * that is not one of this product's is a field error. The product row is locked for the edit, so two edits at once
 * apply one after the other.
 */
export async function updateProduct(
  db: Db,
  booth: Booth,
  productId: number,
  uploaderIds: number[],
  input: ProductWrite,
  raw: unknown,
): Promise<ProductRow> {
  await boothProduct(db, booth, productId);
  const { columns } = await resolveWrite(db, booth, uploaderIds, input, raw);
  return db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.id, productId), eq(products.boothId, booth.listing.id)))
      .for('update');
    if (!locked) throw notFound();
    const stockBefore = await stockSnapshot(tx, productId);
    const current = await tx
      .select({ id: productPricings.id })
      .from(productPricings)
      .where(eq(productPricings.productId, productId));
    const own = new Set(current.map((variant) => variant.id));
    const kept = input.pricing.flatMap((variant) => (variant.id === undefined ? [] : [variant.id]));
    if (kept.some((id) => !own.has(id))) throw invalid({ pricing: 'variantUnknown' });
    await tx
      .delete(productPricings)
      .where(
        and(
          eq(productPricings.productId, productId),
          kept.length > 0 ? notInArray(productPricings.id, kept) : undefined,
        ),
      );
    const rows = variantRows(productId, input.pricing);
    const ids: number[] = [];
    for (const [index, variant] of input.pricing.entries()) {
      const row = rows[index];
      if (!row) continue;
      if (variant.id !== undefined) {
        await tx.update(productPricings).set(row).where(eq(productPricings.id, variant.id));
        ids.push(variant.id);
      } else {
        const [inserted] = await tx.insert(productPricings).values(row).returning({ id: productPricings.id });
        ids.push(inserted?.id ?? 0);
      }
    }
    const [row] = await tx
      .update(products)
      .set({ ...columns, pricingSelectedId: ids[input.pricingSelectedIndex] ?? null, updatedAt: new Date() })
      .where(eq(products.id, productId))
      .returning();
    if (!row) throw notFound();
    // Whoever waits for what this edit raised from 0 is told now, once (issue 35).
    await tellBackInStock(tx, productId, stockBefore, await stockSnapshot(tx, productId));
    return row;
  });
}

/** Deletes a product of the booth (its variants go with it) and lowers the booth's product count. */
export async function deleteProduct(db: Db, booth: Booth, productId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const gone = await tx
      .delete(products)
      .where(and(eq(products.id, productId), eq(products.boothId, booth.listing.id)))
      .returning({ id: products.id });
    if (gone.length === 0) throw notFound();
    await tx
      .update(boothDetails)
      .set({ productCount: sql`greatest(${boothDetails.productCount} - 1, 0)` })
      .where(eq(boothDetails.listingId, booth.listing.id));
  });
}

/**
 * Products as the API answers them, in a fixed number of queries however long the page: their booths, variants,
 * categories and cities. A jewelry item's price follows the site's gold price when it is set (weight, making charge,
 * profit and the booth's tax); price, count and discount are the selected variant's otherwise (spec).
 */
/** Who reads products: their favorites are marked, and category and city names are in their locale (ADR 0045). */
export interface ProductViewer {
  userId?: number;
  locale?: Locale;
}

/** Of these products, the ones the user has favorited. */
export async function favoriteProductsAmong(db: Db, userId: number, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ productId: productFavorites.productId })
    .from(productFavorites)
    .where(and(eq(productFavorites.userId, userId), inArray(productFavorites.productId, [...ids])));
  return new Set(rows.map((row) => row.productId));
}

export async function toProducts(db: Db, rows: ProductRow[], viewer: ProductViewer = {}): Promise<Product[]> {
  if (rows.length === 0) return [];
  const locale = viewer.locale ?? DEFAULT_LOCALE;
  const boothIds = [...new Set(rows.map((row) => row.boothId))];
  const ids = rows.map((row) => row.id);
  const [booths, variants, categories, gold18, shelves, favorite] = await Promise.all([
    listingsWithDetails(db, boothDetails, inArray(boothDetails.listingId, boothIds)),
    db
      .select()
      .from(productPricings)
      .where(
        inArray(
          productPricings.productId,
          rows.map((row) => row.id),
        ),
      )
      .orderBy(asc(productPricings.position)),
    categoryRefsByIds(db, {
      category: rows.map((row) => row.generalCategoryId),
      subCategory: rows.map((row) => row.generalSubCategoryId),
      subSubCategory: rows.map((row) => row.generalSubSubCategoryId),
    }),
    rows.some((row) => row.boothType === BoothType.jewelry) ? goldPrice18(db) : Promise.resolve(0),
    shelfTitles(
      db,
      rows.flatMap((row) => (row.boothCategoryId === null ? [] : [row.boothCategoryId])),
    ),
    viewer.userId === undefined ? new Set<number>() : favoriteProductsAmong(db, viewer.userId, ids),
  ]);
  const cityMap = await citiesByIds(
    db,
    booths.flatMap((booth) => (booth.listing.cityId === null ? [] : [booth.listing.cityId])),
  );
  const boothMap = new Map(booths.map((booth) => [booth.listing.id, booth]));
  return rows.flatMap((row) => {
    const booth = boothMap.get(row.boothId);
    if (!booth) return [];
    const attributes = row.attributes;
    // A jewelry item is priced from the gold price (its variants each from their own weight and karat): the same
    // price on its card, its page, the basket's quote and the order, which all read it from here (domain salePrice).
    const gold = goldPricingOf(row, booth.detail.tax);
    const pricing = variants
      .filter((variant) => variant.productId === row.id)
      .map((variant) => {
        const weight = variant.weightMg / 1000;
        const price = salePrice(Number(variant.price), gold, gold18, { weight, karat: variant.karat });
        return {
          id: variant.id,
          sizeTitle: variant.sizeTitle,
          colorTitle: variant.colorTitle,
          colorValue: variant.colorValue,
          price,
          count: variant.count,
          discount: variant.discount,
          finalPrice: priceAfterDiscount(price, variant.discount),
          weight,
          karat: variant.karat,
        };
      });
    // The product's own price, stock and discount are its shown variant's when it has variants (domain pricing).
    const priced = {
      price: salePrice(Number(row.price), gold, gold18),
      count: row.count,
      discount: row.discount,
      pricingSelectedId: row.pricingSelectedId,
      pricing,
    };
    const effective = effectivePricing(priced);
    // Why it cannot be bought online now, as its owner's form and its page say it (issue 35 #7); none: buyable.
    const unbuyable = unbuyableReasons(
      { ...priced, status: row.status },
      {
        activeSale: booth.detail.activeSale,
        active: booth.detail.active,
        shippingMethods: booth.detail.shippingCount,
      },
    );
    const city = booth.listing.cityId === null ? null : cityIn(locale, cityMap.get(booth.listing.cityId));
    return [
      {
        id: row.id,
        booth: {
          id: booth.listing.id,
          name: booth.detail.name,
          title: booth.listing.title,
          type: (BoothType.is(booth.detail.type) ? booth.detail.type : BoothType.shop) as BoothType,
          logo: booth.detail.logo,
          // The owner's verified identity, as the booth's own answer says it (issue 29, ADR 0081).
          authLevel: booth.ownerAuthLevel,
          activeSale: booth.detail.activeSale,
          active: booth.detail.active,
          city,
        },
        generalCategory: categoryIn(locale, categories.category.get(row.generalCategoryId)),
        generalSubCategory: categoryIn(locale, categories.subCategory.get(row.generalSubCategoryId)),
        generalSubSubCategory: categoryIn(locale, categories.subSubCategory.get(row.generalSubSubCategoryId)),
        boothCategory:
          row.boothCategoryId !== null && shelves.has(row.boothCategoryId)
            ? { id: row.boothCategoryId, title: shelves.get(row.boothCategoryId) ?? '' }
            : null,
        title: row.title,
        image: row.images[0]?.path ?? NO_PIC,
        images: row.images,
        price: effective.price,
        count: effective.count,
        discount: effective.discount,
        finalPrice: priceAfterDiscount(effective.price, effective.discount),
        pricingSelectedId: row.pricingSelectedId,
        views: row.views,
        barcode: row.barcode,
        description: row.description,
        isFavorite: favorite.has(row.id),
        status: row.status as ActiveStatus,
        buyable: unbuyable.length === 0,
        unbuyableReasons: unbuyable,
        availability: effective.count > 0 ? 'available' : 'unavailable',
        tags: row.tags,
        features: row.features,
        pricing,
        attributes,
        registerDate: row.registerDate.toISOString(),
      },
    ];
  });
}

/** A page of public products in its sort, and the cursor of the next: a cursor page, never counted (ADR 0117). */
async function cursorPageOf(db: Db, where: SQL | undefined, request: ProductPageRequest, viewer: ProductViewer = {}) {
  const rows = await productPageQuery(db, where, request);
  const more = rows.length > request.perPage;
  const page = rows.slice(0, request.perPage).map((row) => row.product);
  const last = page.at(-1);
  return {
    items: await toProducts(db, page, viewer),
    perPage: request.perPage,
    // The cheapest list's cursor is the price it sorts by (ADR 0096), not the typed one.
    nextCursor: more && last ? productCursorText(request.sort ?? 'newest', { ...last, price: last.sortPrice }) : null,
  };
}

/** The words of a search, each a LIKE over the trigram-indexed search text. */
const searchOf = (q: string | undefined) =>
  searchWords(q).map((word) => like(products.searchText, `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`));

/** Live products of live booths: what the public sees. */
const publicWhere = () =>
  and(eq(products.status, ActiveStatus.active), listingInStatus(products.boothId, ListingStatus.active));

/**
 * What public product browsing shows (spec: /products/category|subCategory|subSubCategory/{slug}): live products of
 * live booths, across booths, by category level and city, booth and shelf, and a search text; undefined when a filter
 * names nothing (an empty page). Each level, with or without a city, is served by an index of
 * `(status, [city,] level, id)` and, for the other sorts, `(status, level, key, id desc)` (ADR 0053, 0059).
 */
export async function browseFilter(db: Db, query: ProductListQuery): Promise<SQL | undefined> {
  const filters: Array<SQL | undefined> = [publicWhere(), ...searchOf(query.q)];
  if (query.city) {
    const city = await cityOf(db, query.city);
    if (!city) return undefined;
    filters.push(eq(products.cityId, city.id));
  }
  const levels = [
    ['category', products.generalCategoryId],
    ['subCategory', products.generalSubCategoryId],
    ['subSubCategory', products.generalSubSubCategoryId],
  ] as const;
  for (const [level, column] of levels) {
    const value = query[level];
    if (!value) continue;
    const id = await categoryIdOf(db, level, value);
    if (id === undefined) return undefined;
    filters.push(eq(column, id));
  }
  if (query.booth) {
    // Only its id: a booth's whole row (the listing's ~50 columns and its own) was read for it on every page of its
    // products (issue 32).
    const [booth] = await db
      .select({ id: boothDetails.listingId })
      .from(boothDetails)
      .where(eq(boothDetails.name, query.booth))
      .limit(1);
    if (!booth) return undefined;
    filters.push(eq(products.boothId, booth.id));
    if (query.shelf !== undefined) {
      const shelves = await shelfAndChildren(db, booth.id, query.shelf);
      if (shelves.length === 0) return undefined;
      filters.push(inArray(products.boothCategoryId, shelves));
    }
  }
  return and(...filters);
}

/** Public product browsing: a page of what `browseFilter` shows, in the query's sort, by page number or cursor. */
export async function browseProducts(db: Db, query: ProductListQuery, viewer: ProductViewer = {}) {
  const where = await browseFilter(db, query);
  if (!where) return { items: [], perPage: query.perPage, nextCursor: null };
  return cursorPageOf(db, where, query, viewer);
}

/**
 * A booth's own list of its products in any status (its owner's, its agent's and the back office's), newest first,
 * with a search text: counted (ADR 0117), products_booth_idx (booth, status, id) serves the filter.
 */
export async function boothProductsForManager(
  db: Db,
  booth: Booth,
  query: { page: number; perPage: number; q?: string | undefined; status?: number | undefined },
) {
  const where = and(
    eq(products.boothId, booth.listing.id),
    query.status === undefined ? undefined : eq(products.status, query.status),
    ...searchOf(query.q),
  );
  const [counted] = await db.select({ n: count() }).from(products).where(where);
  const rows = await productPageQuery(db, where, { ...query, sort: 'newest' });
  const shown = rows.slice(0, query.perPage).map((row) => row.product);
  return countedPage(await toProducts(db, shown), counted?.n ?? 0, query);
}

/**
 * A product's public page: live, of a live booth; its booth's owner (and managers) see it in any status. A view is
 * counted once per visitor per Iranian day (as a listing's), never the owner's.
 */
export async function productDetail(
  db: Db,
  productId: number,
  viewer: ProductViewer & { visitor?: string; manager: boolean },
) {
  const [found] = await db
    .select({
      product: products,
      boothStatus: listingFieldOf('status', products.boothId),
      ownerId: listingFieldOf('userId', products.boothId),
    })
    .from(products)
    .where(eq(products.id, productId));
  if (!found) throw notFound();
  const own = isOwnRecord(viewer.userId, 'listing', { userId: found.ownerId });
  const visible = found.product.status === ActiveStatus.active && found.boothStatus === ListingStatus.active;
  if (!visible && !own && !viewer.manager) throw notFound();
  let row = found.product;
  if (visible && !own && viewer.visitor !== undefined) {
    const day = iranDay(new Date());
    // One statement: the view row is new for this visitor today, and only then the count goes up.
    const counted = await db.execute(sql`
      with seen as (
        insert into ${productViews} (product_id, visitor, day) values (${productId}, ${viewer.visitor}, ${day})
        on conflict do nothing returning product_id
      )
      update ${products} set views = views + 1 where id in (select product_id from seen) returning views`);
    const views = (counted as unknown as { rows: Array<{ views: number }> }).rows[0]?.views;
    if (views !== undefined) row = { ...row, views: Number(views) };
  }
  const [product] = await toProducts(db, [row], {
    ...(viewer.userId === undefined ? {} : { userId: viewer.userId }),
    ...(viewer.locale === undefined ? {} : { locale: viewer.locale }),
  });
  if (!product) throw notFound();
  return product;
}

/** Adds a product the public can see (or one of the caller's own) to their favorites; twice is once. */
export async function favoriteProduct(db: Db, userId: number, productId: number): Promise<void> {
  const [found] = await db
    .select({
      status: products.status,
      boothStatus: listingFieldOf('status', products.boothId),
      ownerId: listingFieldOf('userId', products.boothId),
    })
    .from(products)
    .where(eq(products.id, productId));
  requireAccess(userId, 'product', found, 'read');
  await db.insert(productFavorites).values({ userId, productId }).onConflictDoNothing();
}

/** Removes a product from the user's favorites (not there: nothing to do). */
export async function unfavoriteProduct(db: Db, userId: number, productId: number): Promise<void> {
  await db
    .delete(productFavorites)
    .where(and(eq(productFavorites.userId, userId), eq(productFavorites.productId, productId)));
}

/** A user's favorite products, most recently added first, a counted page. */
export async function favoriteProducts(
  db: Db,
  userId: number,
  query: { page: number; perPage: number },
  locale: Locale = DEFAULT_LOCALE,
) {
  const rows = await db
    .select({ product: products })
    .from(productFavorites)
    .innerJoin(products, eq(products.id, productFavorites.productId))
    .where(eq(productFavorites.userId, userId))
    .orderBy(desc(productFavorites.registerDate), desc(products.id))
    .limit(query.perPage)
    .offset((query.page - 1) * query.perPage);
  // Counted on the primary key (user_id, product_id): a person's favourites (ADR 0117).
  const [counted] = await db
    .select({ n: count() })
    .from(productFavorites)
    .innerJoin(products, eq(products.id, productFavorites.productId))
    .where(eq(productFavorites.userId, userId));
  const items = await toProducts(
    db,
    rows.map((row) => row.product),
    { userId, locale },
  );
  return countedPage(items, counted?.n ?? 0, query);
}
