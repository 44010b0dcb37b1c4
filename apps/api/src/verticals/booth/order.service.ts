import { randomInt } from 'node:crypto';
import { and, desc, eq, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { CartLine, Checkout } from '@shahrbazar/domain/api/order.schema';
import { OrderStatus, PaymentMethod, PaymentType } from '@shahrbazar/domain/enums/commerce';
import { DeviceType } from '@shahrbazar/domain/enums/people';
import { SubscriptionType } from '@shahrbazar/domain/enums/plans';
import { ActiveStatus, ListingStatus } from '@shahrbazar/domain/enums/status';
import {
  canMoveOrder,
  deliveryCodeOf,
  ORDER_MESSAGES,
  orderItemsTotal,
  orderTotal,
  refundsOrder,
  shippingPrice,
  splitOrderPayment,
  type OrderSide,
} from '@shahrbazar/domain/rules/order';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import type { VerticalRegistry } from '../../modules/listings/listing.mapper.ts';
import { listingOwner } from '../../modules/listings/listing-rows.ts';
import { latestSitePercentage } from '../../modules/packages/package-lookup.ts';
import type { PaymentGateway } from '../../modules/payments/gateway/gateway.types.ts';
import { createUnpaidPayment, payFromWallet, startOnlinePayment } from '../../modules/payments/payment.service.ts';
import { lockHeldReserve, releaseReserve, shareOutReserve } from '../../modules/payments/reserve.service.ts';
import { spendableOf } from '../../modules/payments/wallet.service.ts';
import { addressOf, toAddresses } from '../../modules/users/address.service.ts';
import { releaseWalletPart } from './order-holds.ts';
import { liveProducts, mergeSameLines, priceOf, removeFromCart } from './cart.service.ts';
import { orderWebhook, tellOrder } from './order-notify.ts';
import { orderDetails, orderHistory, orders } from './order.table.ts';
import { findBooth } from './product.service.ts';
import { productPricings, products } from './product.table.ts';
import { tellBackInStock, type StockSnapshot } from './stock-alert.service.ts';
import { boothShippings } from './shipping.table.ts';
import { eachApart } from '../../db/each-apart.ts';
import { mayAccess } from '../../modules/access/record-access.ts';

// Checkout, stock, escrow and the order's life (docs/decisions/0026-orders-stock-and-escrow.md).

export type OrderRow = typeof orders.$inferSelect;

/** The purpose of an order's wallet reserve (ADR 0023's holds): the buyer's money until delivery or refund. */
export const ORDER_RESERVE = 'order';

const conflict = (label: { fa: string; en: string }) => new AppError('conflict', label);
const invalid = (label: { fa: string; en: string }, fields: Record<string, string>) =>
  new AppError('validation', label, fields);

/** The order, locked for the rest of the transaction. */
export async function lockOrder(db: Db, orderId: number): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId)).for('update');
  return row;
}

/** The site's percent of a booth's sales: its latest subscription's (a percentage plan's, fixed at purchase). */
async function sitePercentageOf(db: Db, boothId: number): Promise<number> {
  return latestSitePercentage(db, SubscriptionType.booth, boothId);
}

/**
 * Takes `count` of a product (its pricing option's stock when it has one) with one guarded UPDATE each: no row when
 * the stock does not cover it, so concurrent checkouts queue on the row and never take it below 0.
 */
async function takeStock(db: Db, line: CartLine): Promise<boolean> {
  if (line.pricingSelectedId !== null) {
    const [variant] = await db
      .update(productPricings)
      .set({ count: sql`${productPricings.count} - ${line.count}` })
      .where(
        and(
          eq(productPricings.id, line.pricingSelectedId),
          eq(productPricings.productId, line.id),
          sql`${productPricings.count} >= ${line.count}`,
        ),
      )
      .returning({ count: productPricings.count });
    if (!variant) return false;
    // The product's own count mirrors its selected variant's (ADR 0025).
    await db
      .update(products)
      .set({ count: variant.count })
      .where(and(eq(products.id, line.id), eq(products.pricingSelectedId, line.pricingSelectedId)));
    return true;
  }
  const [row] = await db
    .update(products)
    .set({ count: sql`${products.count} - ${line.count}` })
    .where(and(eq(products.id, line.id), sql`${products.count} >= ${line.count}`))
    .returning({ id: products.id });
  return row !== undefined;
}

/**
 * Gives stock back (an expired or refunded order): to the variant when the line had one, and its mirror. Each row's
 * count before and after is read from its guarded UPDATE, and whoever waited for what came back from 0 is told
 * (`tellBackInStock`, the same door as the booth's edit).
 */
async function returnStock(db: Db, orderId: number): Promise<void> {
  const lines = await db.select().from(orderDetails).where(eq(orderDetails.orderId, orderId));
  // Per product, what the first UPDATE of each row found before it and what the last one left.
  const changes = new Map<number, { before: StockSnapshot; after: StockSnapshot; counted: boolean }>();
  const changeOf = (productId: number) => {
    const found = changes.get(productId);
    if (found) return found;
    const made = {
      before: { count: 0, variants: new Map() },
      after: { count: 0, variants: new Map() },
      counted: false,
    };
    changes.set(productId, made);
    return made;
  };
  for (const line of lines) {
    if (line.productId === null) continue;
    if (line.pricingSelectedId !== null) {
      const [variant] = await db
        .update(productPricings)
        .set({ count: sql`${productPricings.count} + ${line.count}` })
        .where(eq(productPricings.id, line.pricingSelectedId))
        .returning({ id: productPricings.id, productId: productPricings.productId, count: productPricings.count });
      if (variant) {
        const change = changeOf(variant.productId);
        if (!change.before.variants.has(variant.id)) change.before.variants.set(variant.id, variant.count - line.count);
        change.after.variants.set(variant.id, variant.count);
        await db
          .update(products)
          .set({ count: variant.count })
          .where(and(eq(products.id, line.productId), eq(products.pricingSelectedId, line.pricingSelectedId)));
      }
    } else {
      const [product] = await db
        .update(products)
        .set({ count: sql`${products.count} + ${line.count}` })
        .where(eq(products.id, line.productId))
        .returning({ count: products.count });
      if (product) {
        const change = changeOf(line.productId);
        if (!change.counted) change.before.count = product.count - line.count;
        change.counted = true;
        change.after.count = product.count;
      }
    }
  }
  for (const [productId, { before, after }] of changes) await tellBackInStock(db, productId, before, after);
}

async function recordHistory(db: Db, orderId: number, status: number, by: OrderSide | 'system') {
  await db.insert(orderHistory).values({ orderId, status, by });
}

/**
 * Where an order goes, as the order keeps it: a saved address of the buyer's copied as it is now (province and city
 * written into the address, so a later edit or deletion changes no order), or the address typed at checkout. Another
 * person's address id is a field error, as one that does not exist.
 */
async function deliveryOf(db: Db, buyerId: number, input: Checkout) {
  if (input.addressId === undefined) {
    return {
      address: input.address,
      latitude: input.latitude,
      longitude: input.longitude,
      recipientName: input.recipientName,
      recipientMobile: input.recipientMobile ?? '',
      postalCode: input.postalCode ?? '',
    };
  }
  const row = await addressOf(db, buyerId, input.addressId).catch(() => {
    throw invalid(ORDER_MESSAGES.addressUnknown, { addressId: 'invalid' });
  });
  const [saved] = await toAddresses(db, [row], 'fa');
  const place = [saved?.state.name, saved?.city.name].filter(Boolean).join('، ');
  return {
    address: place ? `${place}، ${row.address}` : row.address,
    latitude: row.latitude ?? 0,
    longitude: row.longitude ?? 0,
    recipientName: row.recipientName,
    recipientMobile: row.mobile,
    postalCode: row.postalCode,
  };
}

export interface CheckoutDeps {
  registry: VerticalRegistry;
  gateway: PaymentGateway;
  publicUrl: string;
  /** How long stock is held for a buyer at the bank. */
  reserveMinutes: number;
}

/**
 * Checks out one booth's part of the basket, in the caller's transaction: the booth sells and is open, the shipping
 * method is the booth's and active, every line is a live product of this booth with one of its own pricing options,
 * priced by the server now. Stock is taken line by line (a 409 with the inventory message when it does not cover a
 * line, and everything rolls back); the order, its lines, its history and its payment (type order, the order's total)
 * are written; then it is paid from the wallet (at once), online (the bank's address is answered) or both (ADR 0052:
 * the wallet's balance held first, the rest online; all from the wallet when it covers the total). The bought
 * lines leave the buyer's basket on the server.
 */
export async function checkout(
  db: Db,
  deps: CheckoutDeps,
  buyer: { id: number; mobile: string | null },
  input: Checkout,
  now: Date = new Date(),
): Promise<{ order: OrderRow; redirectUrl: string | null }> {
  const booth = await findBooth(db, { id: input.booth_id });
  if (!booth || booth.listing.status !== ListingStatus.active) throw new AppError('not_found');
  if (booth.detail.activeSale !== 1 || booth.detail.active !== 1) {
    throw invalid(ORDER_MESSAGES.notBuyable, { booth_id: 'notBuyable' });
  }
  const [shipping] = await db
    .select()
    .from(boothShippings)
    .where(
      and(
        eq(boothShippings.id, input.shipping_id),
        eq(boothShippings.boothId, booth.listing.id),
        eq(boothShippings.status, ActiveStatus.active),
      ),
    );
  if (!shipping) throw invalid(ORDER_MESSAGES.shippingRequired, { shipping_id: 'invalid' });

  const lines = mergeSameLines(input.lines).sort(
    (a, b) => a.id - b.id || (a.pricingSelectedId ?? 0) - (b.pricingSelectedId ?? 0),
  );
  const found = await liveProducts(
    db,
    lines.map((line) => line.id),
  );
  const details = lines.map((line) => {
    const product = found.get(line.id);
    const priced = product && product.booth.id === booth.listing.id && priceOf(product, line.pricingSelectedId);
    if (!product || !priced || priced.price <= 0) throw invalid(ORDER_MESSAGES.notBuyable, { lines: 'notBuyable' });
    // Sold out (or fewer than asked) is the inventory message, whatever else the product's state says.
    if (priced.stock < line.count) throw conflict(ORDER_MESSAGES.inventoryLess);
    if (!product.buyable) throw invalid(ORDER_MESSAGES.notBuyable, { lines: 'notBuyable' });
    return { line, product, priced };
  });
  // In a fixed order (product, option), so two checkouts of the same products never wait on each other crosswise.
  for (const { line } of details) {
    if (!(await takeStock(db, line))) throw conflict(ORDER_MESSAGES.inventoryLess);
  }

  const priced = details.map(({ line, priced }) => ({
    price: priced.price,
    count: line.count,
    discount: priced.discount,
  }));
  const itemsTotal = orderItemsTotal(priced);
  if (itemsTotal < booth.detail.minimumPurchase) throw invalid(ORDER_MESSAGES.belowMinimum, { lines: 'belowMinimum' });
  const shippingCost = shippingPrice(shipping, itemsTotal);
  const total = orderTotal({ details: priced, shipping: { price: shippingCost }, discount: 0 });
  if (total <= 0) throw invalid(ORDER_MESSAGES.notBuyable, { lines: 'notBuyable' });

  const delivery = await deliveryOf(db, buyer.id, input);
  const [order] = await db
    .insert(orders)
    .values({
      userId: buyer.id,
      boothId: booth.listing.id,
      boothName: booth.detail.name,
      boothTitle: booth.listing.title,
      shippingId: shipping.id,
      shippingTitle: shipping.title,
      shippingPrice: shippingCost,
      status: OrderStatus.pending,
      itemsTotal,
      total,
      sitePercentage: await sitePercentageOf(db, booth.listing.id),
      deliveryCodeMain: deliveryCodeOf(() => randomInt(0, 1_000_000) / 1_000_000),
      description: input.description,
      ...delivery,
      reservedUntil: new Date(now.getTime() + deps.reserveMinutes * 60_000),
    })
    .returning();
  if (!order) throw new Error('order insert returned no row');
  await db.insert(orderDetails).values(
    details.map(({ line, product, priced: price }) => ({
      orderId: order.id,
      productId: product.id,
      pricingSelectedId: line.pricingSelectedId,
      title: product.title,
      variant: price.variant,
      image: product.image,
      barcode: product.barcode,
      count: line.count,
      price: price.price,
      discount: price.discount,
    })),
  );
  await recordHistory(db, order.id, OrderStatus.pending, 'system');
  await orderWebhook(db, order, 'order.created');
  // "both": what the wallet may spend now (its balance less what pending withdrawals hold) pays first, the rest at the
  // bank; a wallet that covers it all pays it all.
  const wallet = await spendableOf(db, buyer.id);
  const { walletPart, online } = splitOrderPayment(input.method, total, wallet?.spendable ?? 0);
  const payment = await createUnpaidPayment(db, {
    userId: buyer.id,
    type: PaymentType.order,
    method: online === 0 ? PaymentMethod.wallet : PaymentMethod.online,
    itemId: order.id,
    price: total,
    walletPart: online === 0 ? 0 : walletPart,
    deviceType: DeviceType.webClient,
    description: `سفارش ${order.id} از «${booth.listing.title}»`,
  });
  await db.update(orders).set({ paymentId: payment.id }).where(eq(orders.id, order.id));
  await removeFromCart(db, buyer.id, lines);

  let redirectUrl: string | null = null;
  if (online === 0) {
    await payFromWallet(db, deps.registry, buyer.id, payment.id);
  } else {
    // A split payment's wallet part is held by the order handler's check, before the bank is asked for the rest.
    redirectUrl = (await startOnlinePayment(db, deps, buyer, payment.id)).redirectUrl;
  }
  const [saved] = await db.select().from(orders).where(eq(orders.id, order.id));
  return { order: saved ?? order, redirectUrl };
}

/** Who is moving an order: its buyer, or the booth's owner (checked on the record). */
export type OrderActor = { side: 'client'; userId: number } | { side: 'booth'; userId: number; boothId: number };

/**
 * Moves an order, in one transaction with its row locked: only a paid, unexpired order of the caller's (the buyer's
 * own, or one of the owner's booth: 404 otherwise) moves, only as the domain's table lets its side (409 otherwise);
 * the booth delivers with the buyer's code (422 when it is wrong). Delivered pays the booth's owner the total less the
 * site's share out of the order's reserve; rejected or problem releases the reserve to the buyer and returns the
 * stock. The status UPDATE is guarded on the status it moved from, and the reserve on being held: however many
 * requests arrive at once, the money moves once.
 */
export async function moveOrder(
  db: Db,
  actor: OrderActor,
  orderId: number,
  to: number,
  deliveryCode?: string,
): Promise<OrderRow> {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    const mine =
      order &&
      (actor.side === 'client'
        ? mayAccess(actor.userId, 'order', order, 'change')
        : order.boothId === actor.boothId && order.paidAt !== null);
    if (!order || !mine) throw new AppError('not_found');
    if (!order.paidAt || order.cancelledAt || !canMoveOrder(actor.side, order.status, to)) {
      throw conflict(ORDER_MESSAGES.statusNotAllowed);
    }
    if (actor.side === 'booth' && to === OrderStatus.delivered && deliveryCode !== order.deliveryCodeMain) {
      throw invalid(ORDER_MESSAGES.deliveryCodeWrong, { deliveryCode: 'invalid' });
    }
    const now = new Date();
    const changes: Partial<OrderRow> = { status: to };
    let paidOut: number | undefined;
    if (to === OrderStatus.delivered) {
      if (order.boothId === null) throw conflict(ORDER_MESSAGES.statusNotAllowed);
      const ownerId = await listingOwner(tx, order.boothId);
      const reserve = await lockHeldReserve(tx, ORDER_RESERVE, order.id);
      if (ownerId === undefined || !reserve) throw conflict(ORDER_MESSAGES.statusNotAllowed);
      const shared = await shareOutReserve(
        tx,
        reserve,
        { payeeId: ownerId, sitePercentage: order.sitePercentage },
        now,
      );
      if (!shared) throw conflict(ORDER_MESSAGES.statusNotAllowed);
      paidOut = shared.paid;
      Object.assign(changes, {
        settledAt: now,
        siteShare: shared.share,
        deliveryCode: actor.side === 'booth' ? deliveryCode : null,
      });
    }
    if (refundsOrder(to)) {
      const reserve = await lockHeldReserve(tx, ORDER_RESERVE, order.id);
      const released = reserve && (await releaseReserve(tx, reserve.id, now));
      if (released) {
        changes.refundedAt = now;
        // What went back: the total and any paid payment requests (ADR 0052).
        paidOut = released.released ?? 0;
      }
      await returnStock(tx, order.id);
    }
    const [moved] = await tx
      .update(orders)
      .set(changes)
      .where(and(eq(orders.id, order.id), eq(orders.status, order.status)))
      .returning();
    if (!moved) throw conflict(ORDER_MESSAGES.statusNotAllowed);
    await recordHistory(tx, order.id, to, actor.side);
    await tellOrder(tx, moved, { kind: 'moved', to, by: actor.side, ...(paidOut === undefined ? {} : { paidOut }) });
    return moved;
  });
}

/**
 * The job: unpaid orders whose window has passed are expired, their stock returned and a held wallet part released, each in its own transaction
 * with the order locked (a payment arriving at the same moment waits, then finds it expired and is refunded to the
 * wallet by billing). Answers how many expired.
 */
export async function expireUnpaidOrders(db: Db, now: Date = new Date()): Promise<number> {
  const due = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(isNull(orders.paidAt), isNull(orders.cancelledAt), lt(orders.reservedUntil, now)))
    .limit(200);
  return eachApart(db, due, async (tx, { id }) => {
    const order = await lockOrder(tx, id);
    if (!order || order.paidAt || order.cancelledAt || !order.reservedUntil || order.reservedUntil >= now) {
      return false;
    }
    await tx.update(orders).set({ cancelledAt: now, reservedUntil: null }).where(eq(orders.id, id));
    await returnStock(tx, id);
    // A split payment's wallet part goes back with the stock (a late bank payment is then refunded by billing).
    await releaseWalletPart(tx, order.paymentId, now);
    await recordHistory(tx, id, order.status, 'system');
    await tellOrder(tx, order, { kind: 'expired' });
    return true;
  });
}

/** Orders by id, for views. */
export async function ordersByIds(db: Db, ids: number[]): Promise<OrderRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(orders).where(inArray(orders.id, ids));
}

type OrderPageQuery = { status?: number | undefined; cursor?: number | undefined; perPage: number };

/**
 * The two statements of a buyer's or a booth's page: the page (keyset on id, one more row to know there is more) and
 * the count of paid orders waiting for the booth. Served by the (user|booth, status, id) indexes of `orders` (ADR
 * 0051; order-indexes.test.ts EXPLAINs these very statements).
 */
export function orderPageQueries(db: Db, by: { userId: number } | { boothId: number }, query: OrderPageQuery) {
  const owner =
    'userId' in by ? eq(orders.userId, by.userId) : and(eq(orders.boothId, by.boothId), isNotNull(orders.paidAt));
  const page = db
    .select()
    .from(orders)
    .where(
      and(
        owner,
        query.status === undefined ? undefined : eq(orders.status, query.status),
        query.cursor === undefined ? undefined : lt(orders.id, query.cursor),
      ),
    )
    .orderBy(desc(orders.id))
    .limit(query.perPage + 1);
  const waiting = db
    .select({ n: sql<number>`count(*)::int` })
    .from(orders)
    .where(and(owner, eq(orders.status, OrderStatus.pending), isNotNull(orders.paidAt)));
  return { page, waiting };
}

/** A page of orders newest first (keyset on id) and how many paid orders wait for the booth. */
export async function orderPage(db: Db, by: { userId: number } | { boothId: number }, query: OrderPageQuery) {
  const statements = orderPageQueries(db, by, query);
  const rows = await statements.page;
  const more = rows.length > query.perPage;
  const page = rows.slice(0, query.perPage);
  const [waiting] = await statements.waiting;
  return { rows: page, nextCursor: more ? (page.at(-1)?.id ?? null) : null, pending: waiting?.n ?? 0 };
}
