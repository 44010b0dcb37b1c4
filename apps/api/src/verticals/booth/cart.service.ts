import { and, eq, inArray, sql } from 'drizzle-orm';
import type { BasketQuote, CartLine, QuotedBooth, QuotedLine } from '@shahrbazar/domain/api/order.schema';
import type { Product } from '@shahrbazar/domain/api/product.schema';
import { ActiveStatus, ListingStatus } from '@shahrbazar/domain/enums/status';
import { productPath } from '@shahrbazar/domain/rules/booth';
import { basketMerge } from '@shahrbazar/domain/rules/basket';
import { orderLineTotal, shippingPrice } from '@shahrbazar/domain/rules/order';
import type { Db } from '../../db/client.ts';
import { listingInStatus } from '../../modules/listings/listing-rows.ts';
import { boothDetails } from './booth.table.ts';
import { cartLines } from './order.table.ts';
import { products } from './product.table.ts';
import { toProducts } from './product.service.ts';
import { shippingsOf, toShipping } from './shipping.service.ts';

// The basket on the server (ADR 0026): prices and stock are only ever read here, never taken from a browser.

/** Lines of the same product and pricing option as one line, their counts added. */
export function mergeSameLines(lines: readonly CartLine[]): CartLine[] {
  const merged = new Map<string, CartLine>();
  for (const line of lines) {
    const key = `${line.id}:${line.pricingSelectedId ?? 0}`;
    const same = merged.get(key);
    merged.set(key, same ? { ...same, count: same.count + line.count } : { ...line });
  }
  return [...merged.values()];
}

/** A product's price, discount and stock for a pricing option; undefined when the option is not one of its own. */
export function priceOf(product: Product, pricingSelectedId: number | null) {
  if (product.pricing.length > 0) {
    const variant = product.pricing.find((item) => item.id === pricingSelectedId);
    if (!variant) return undefined;
    return {
      price: variant.price,
      discount: variant.discount,
      stock: variant.count,
      variant: [variant.sizeTitle, variant.colorTitle].filter(Boolean).join(' · '),
    };
  }
  if (pricingSelectedId !== null && pricingSelectedId !== product.pricingSelectedId) return undefined;
  return { price: product.price, discount: product.discount, stock: product.count, variant: '' };
}

/** The products of `ids` that the public may buy from: active, of a live booth (answered as the API answers them). */
export async function liveProducts(db: Db, ids: number[]): Promise<Map<number, Product>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ product: products })
    .from(products)
    .where(
      and(
        inArray(products.id, ids),
        eq(products.status, ActiveStatus.active),
        listingInStatus(products.boothId, ListingStatus.active),
      ),
    );
  const answered = await toProducts(
    db,
    rows.map((row) => row.product),
  );
  return new Map(answered.map((product) => [product.id, product]));
}

/** A line priced now: its total, the stock, and what stops it being bought as it is. */
function quoteLine(product: Product, line: CartLine): QuotedLine | undefined {
  const priced = priceOf(product, line.pricingSelectedId);
  if (!priced) return undefined;
  const problem = !product.buyable ? 'notBuyable' : priced.stock < line.count ? 'inventoryLess' : null;
  return {
    id: product.id,
    pricingSelectedId: line.pricingSelectedId,
    count: line.count,
    title: product.title,
    variant: priced.variant,
    image: product.image,
    href: productPath(product.booth.name, product.booth.type, product.id),
    price: priced.price,
    discount: priced.discount,
    total: orderLineTotal({ price: priced.price, count: line.count, discount: priced.discount }),
    stock: priced.stock,
    problem: priced.price > 0 ? problem : 'notBuyable',
  };
}

/**
 * A basket priced now (spec /basket: grouped by booth with each booth's subtotal, its shipping methods and what each
 * costs for that subtotal, minimum purchase and tax). Lines of products that are gone are listed apart.
 */
export async function quoteBasket(db: Db, input: readonly CartLine[]): Promise<BasketQuote> {
  const lines = mergeSameLines(input);
  const found = await liveProducts(db, [...new Set(lines.map((line) => line.id))]);
  const groups = new Map<number, { product: Product; lines: QuotedLine[] }>();
  const gone: BasketQuote['gone'] = [];
  for (const line of lines) {
    const product = found.get(line.id);
    const quoted = product && quoteLine(product, line);
    if (!product || !quoted) {
      gone.push({ id: line.id, pricingSelectedId: line.pricingSelectedId });
      continue;
    }
    const group = groups.get(product.booth.id) ?? { product, lines: [] };
    group.lines.push(quoted);
    groups.set(product.booth.id, group);
  }
  const boothIds = [...groups.keys()];
  const [shippings, details] = await Promise.all([
    shippingsOf(db, boothIds, true),
    boothIds.length === 0
      ? Promise.resolve([])
      : db
          .select({
            listingId: boothDetails.listingId,
            minimumPurchase: boothDetails.minimumPurchase,
            tax: boothDetails.tax,
          })
          .from(boothDetails)
          .where(inArray(boothDetails.listingId, boothIds)),
  ]);
  const booths: QuotedBooth[] = [...groups].map(([boothId, group]) => {
    const itemsTotal = group.lines.reduce((sum, line) => sum + line.total, 0);
    const detail = details.find((row) => row.listingId === boothId);
    return {
      booth: {
        id: boothId,
        name: group.product.booth.name,
        title: group.product.booth.title,
        logo: group.product.booth.logo,
      },
      lines: group.lines,
      itemsTotal,
      minimumPurchase: detail?.minimumPurchase ?? 0,
      tax: detail?.tax ?? 0,
      shipping: shippings
        .filter((row) => row.boothId === boothId)
        .map((row) => ({ ...toShipping(row), cost: shippingPrice(row, itemsTotal) })),
    };
  });
  return { booths, gone };
}

/** The signed-in buyer's basket on the server, oldest line first. */
export async function cartOf(db: Db, userId: number): Promise<CartLine[]> {
  const rows = await db
    .select()
    .from(cartLines)
    .where(eq(cartLines.userId, userId))
    .orderBy(cartLines.updatedAt, cartLines.productId);
  return rows.map((row) => ({ id: row.productId, count: row.count, pricingSelectedId: row.pricingId || null }));
}

/**
 * Replaces (or, with `merge`, merges the browser's basket into) the buyer's basket on the server, in one transaction;
 * lines of products that do not exist are dropped. Answers the basket as it now is.
 */
export async function saveCart(db: Db, userId: number, lines: readonly CartLine[], merge: boolean) {
  return db.transaction(async (tx) => {
    // One basket write at a time per buyer (two tabs signing in at once merge one after the other).
    await tx.execute(sql`select pg_advisory_xact_lock(${2_026_017}, ${userId})`);
    const current = merge ? await cartOf(tx, userId) : [];
    const wanted = basketMerge(
      current.map((line) => ({ productId: line.id, count: line.count, pricingSelectedId: line.pricingSelectedId })),
      mergeSameLines(lines).map((line) => ({
        productId: line.id,
        count: line.count,
        pricingSelectedId: line.pricingSelectedId,
      })),
    );
    const existing = wanted.length
      ? await tx
          .select({ id: products.id })
          .from(products)
          .where(
            inArray(
              products.id,
              wanted.map((line) => line.productId),
            ),
          )
      : [];
    const known = new Set(existing.map((row) => row.id));
    await tx.delete(cartLines).where(eq(cartLines.userId, userId));
    const rows = wanted
      .filter((line) => known.has(line.productId))
      .map((line) => ({
        userId,
        productId: line.productId,
        pricingId: line.pricingSelectedId ?? 0,
        count: line.count,
      }));
    if (rows.length > 0) await tx.insert(cartLines).values(rows);
    return cartOf(tx, userId);
  });
}

/** Takes bought lines out of the buyer's basket on the server (after a checkout). */
export async function removeFromCart(db: Db, userId: number, lines: readonly CartLine[]): Promise<void> {
  for (const line of lines) {
    await db
      .delete(cartLines)
      .where(
        and(
          eq(cartLines.userId, userId),
          eq(cartLines.productId, line.id),
          eq(cartLines.pricingId, line.pricingSelectedId ?? 0),
        ),
      );
  }
}
