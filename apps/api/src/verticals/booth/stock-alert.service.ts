import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { BoothType } from '@shahrbazar/domain/enums/listing';
import { ActiveStatus, ListingStatus } from '@shahrbazar/domain/enums/status';
import { productPath } from '@shahrbazar/domain/rules/booth';
import type { Db } from '../../db/client.ts';
import { qualified } from '../../db/qualified.ts';
import { AppError } from '../../http/app-error.ts';
import { listingFieldOf, listingInStatus } from '../../modules/listings/listing-rows.ts';
import { notifyEach } from '../../modules/notify/notification.service.ts';
import { boothDetails } from './booth.table.ts';
import { productPricings, products } from './product.table.ts';
import { stockAlerts } from './stock-alert.table.ts';

// «موجود شد خبرم کن» (issue 35). A signed-in buyer waits for a sold-out product or variant; when its stock goes from 0
// to more (the booth's edit, or an order giving its stock back), everyone waiting is told once (a notification, and an
// SMS by the kind's rule and their settings, through the delivery job as every notification) and their wait is
// consumed, in the transaction of the change (`tellBackInStock`).

const IN_STOCK = {
  fa: 'این کالا اکنون موجود است؛ می‌توانید آن را بخرید.',
  en: 'This item is in stock now; you can buy it.',
};

/** The stock now of a live product (or one of its variants); 404 when the product is not for sale to the public. */
async function stockOf(db: Db, productId: number, pricingId: number | undefined): Promise<number> {
  const [product] = await db
    .select({
      count: products.count,
      variants: sql<number>`(select count(*)::int from ${productPricings} where ${qualified(productPricings.productId)} = ${qualified(products.id)})`,
    })
    .from(products)
    .where(
      and(
        eq(products.id, productId),
        eq(products.status, ActiveStatus.active),
        listingInStatus(products.boothId, ListingStatus.active),
      ),
    );
  if (!product) throw new AppError('not_found');
  if (pricingId === undefined) {
    // A product with variants is waited for variant by variant.
    if (product.variants > 0) throw new AppError('validation', undefined, { pricingId: 'required' });
    return product.count;
  }
  const [variant] = await db
    .select({ count: productPricings.count })
    .from(productPricings)
    .where(and(eq(productPricings.id, pricingId), eq(productPricings.productId, productId)));
  if (!variant) throw new AppError('validation', undefined, { pricingId: 'invalid' });
  return variant.count;
}

/**
 * Waits for a sold-out product or variant: once per person (asking again changes nothing). Something in stock now
 * is a 409: there is nothing to wait for.
 */
export async function watchStock(db: Db, userId: number, productId: number, pricingId?: number): Promise<void> {
  if ((await stockOf(db, productId, pricingId)) > 0) throw new AppError('conflict', IN_STOCK);
  await db
    .insert(stockAlerts)
    .values({ userId, productId, pricingId: pricingId ?? null })
    .onConflictDoNothing();
}

/** Stops waiting (nothing to stop is no error). */
export async function unwatchStock(db: Db, userId: number, productId: number, pricingId?: number): Promise<void> {
  await db
    .delete(stockAlerts)
    .where(
      and(
        eq(stockAlerts.userId, userId),
        eq(stockAlerts.productId, productId),
        pricingId === undefined ? isNull(stockAlerts.pricingId) : eq(stockAlerts.pricingId, pricingId),
      ),
    );
}

/** The caller's waits for a product. */
export async function stockWatchesOf(db: Db, userId: number, productId: number) {
  return db
    .select({ productId: stockAlerts.productId, pricingId: stockAlerts.pricingId })
    .from(stockAlerts)
    .where(and(eq(stockAlerts.userId, userId), eq(stockAlerts.productId, productId)));
}

/** A product's stock as a change sees it: its own count and each variant's (those the change touched, at least). */
export interface StockSnapshot {
  count: number;
  variants: Map<number, number>;
}

/** The stock of a product now (call it with the product locked, before and after an edit). */
export async function stockSnapshot(db: Db, productId: number): Promise<StockSnapshot> {
  const [[product], variants] = await Promise.all([
    db.select({ count: products.count }).from(products).where(eq(products.id, productId)),
    db
      .select({ id: productPricings.id, count: productPricings.count })
      .from(productPricings)
      .where(eq(productPricings.productId, productId)),
  ]);
  return { count: product?.count ?? 0, variants: new Map(variants.map((variant) => [variant.id, variant.count])) };
}

/**
 * The one door of «موجود شد» (issue 35): whatever raised a product's stock (the booth's edit, an unpaid order that
 * expired, a rejected or cancelled order giving its stock back) calls this with the stock before and after, in its
 * own transaction. Everyone waiting for what went from 0 to more (the product without variants, or a variant) is told
 * once: their waits are deleted as they are told, so a second raise, or two raises at once, tell nobody again, and a
 * change that rolls back tells nobody at all.
 */
export async function tellBackInStock(
  db: Db,
  productId: number,
  before: StockSnapshot,
  after: StockSnapshot,
): Promise<number> {
  const raised = [...after.variants].filter(([id, count]) => count > 0 && (before.variants.get(id) ?? 0) <= 0);
  const whole = after.variants.size === 0 && before.variants.size === 0 && before.count <= 0 && after.count > 0;
  if (raised.length === 0 && !whole) return 0;
  const gone = await db
    .delete(stockAlerts)
    .where(
      and(
        eq(stockAlerts.productId, productId),
        or(
          raised.length > 0
            ? inArray(
                stockAlerts.pricingId,
                raised.map(([id]) => id),
              )
            : undefined,
          whole ? isNull(stockAlerts.pricingId) : undefined,
        ),
      ),
    )
    .returning({ userId: stockAlerts.userId, pricingId: stockAlerts.pricingId });
  if (gone.length === 0) return 0;
  const [product] = await db
    .select({
      title: products.title,
      booth: listingFieldOf('title', products.boothId),
      name: boothDetails.name,
      type: boothDetails.type,
    })
    .from(products)
    .innerJoin(boothDetails, eq(boothDetails.listingId, products.boothId))
    .where(eq(products.id, productId));
  if (!product) return 0;
  const labels = new Map(
    (
      await db
        .select({ id: productPricings.id, size: productPricings.sizeTitle, color: productPricings.colorTitle })
        .from(productPricings)
        .where(eq(productPricings.productId, productId))
    ).map((variant) => [variant.id, [variant.size, variant.color].filter(Boolean).join(' · ')]),
  );
  const path = productPath(product.name, product.type as BoothType, productId);
  let told = 0;
  // One statement per variant: everyone waiting for it, told in one insert.
  const byVariant = new Map<number | null, number[]>();
  for (const row of gone) byVariant.set(row.pricingId, [...(byVariant.get(row.pricingId) ?? []), row.userId]);
  for (const [pricingId, ids] of byVariant) {
    const receivers = sql`select unnest(array[${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )}]::int[])`;
    told += await notifyEach(db, receivers, 'productBackInStock', {
      product: product.title,
      variant: pricingId === null ? '' : (labels.get(pricingId) ?? ''),
      booth: product.booth,
      path: pricingId === null ? path : `${path}?variant=${pricingId}`,
    });
  }
  return told;
}
