import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BasketQuote, CheckoutResult, Order, OrderPage } from '@shahrbazar/domain/api/order.schema';
import { OrderStatus } from '@shahrbazar/domain/enums/commerce';
import { ORDER_MESSAGES } from '@shahrbazar/domain/rules/order';
import type { Db } from '../src/db/client.ts';
import type { App } from '../src/http/types.ts';
import { seedPolicies } from '../src/modules/access/access.service.ts';
import { walletEntries } from '../src/modules/payments/payment.table.ts';
import { creditWallet } from '../src/modules/payments/wallet.service.ts';
import { users } from '../src/modules/users/user.table.ts';
import { products } from '../src/verticals/booth/product.table.ts';
import { expireUnpaidOrders } from '../src/verticals/booth/order.service.ts';
import { shopFixtures, shopSteps, type ShopFixtures } from './factories/orders.ts';
import { billing } from './factories/payments.ts';
import { userWithSession } from './factories/users.ts';
import {
  expectReservesConsistent,
  expectStockMatchesOrders,
  expectWalletsBalanced,
  race,
  tally,
} from './support/race.ts';
import { buildTestApp, testDatabase } from './support/test-app.ts';

describe('basket, checkout and orders', () => {
  let app: App;
  let db: Db;
  let fx: ShopFixtures;
  let shop: ReturnType<typeof shopSteps>;
  let bank: ReturnType<typeof billing>;

  beforeAll(async () => {
    db = (await testDatabase()).db;
    await seedPolicies(db);
    app = await buildTestApp();
    fx = await shopFixtures(db, 10);
    shop = shopSteps(app, db, fx);
    bank = billing(app);
  });
  afterAll(() => app.close());

  const balanceOf = async (userId: number) =>
    (await db.select({ balance: users.walletBalance }).from(users).where(eq(users.id, userId)))[0]?.balance;
  const stockOf = async (productId: number) =>
    (await db.select({ count: products.count }).from(products).where(eq(products.id, productId)))[0]?.count;
  /** A buyer with `amount` toman in the wallet. */
  async function buyer(amount = 1_000_000) {
    const who = await userWithSession(db);
    if (amount > 0) await creditWallet(db, { userId: who.user.id, paymentId: null, amount, kind: 'charge' });
    return who;
  }
  const move = (cookie: string, url: string, status: number, deliveryCode?: string) =>
    app.inject({ method: 'POST', url, headers: { cookie }, payload: { status, deliveryCode } });

  it('prices a basket by booth: subtotals, shipping free above its condition, stock problems and gone lines', async () => {
    const a = await shop.sellingBooth({ title: 'پیک', price: 30_000, priceConditionFree: 250_000 });
    const b = await shop.sellingBooth();
    const shirt = await shop.product(a.owner, a.booth.id, { price: 100_000, count: 2, discount: 10 });
    const mug = await shop.product(b.owner, b.booth.id, { variants: [{ price: 50_000, count: 1 }] });
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/basket/quote',
      payload: {
        lines: [
          { id: shirt.id, count: 3, pricingSelectedId: null },
          { id: mug.id, count: 1, pricingSelectedId: mug.pricing[0]!.id },
          { id: 2_000_000_000, count: 1, pricingSelectedId: null },
        ],
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const quote = res.json<BasketQuote>();
    const first = quote.booths.find((group) => group.booth.id === a.booth.id)!;
    expect(first.lines[0]).toMatchObject({ total: 270_000, stock: 2, problem: 'inventoryLess' });
    // 270 000 is above the free-shipping condition.
    expect(first.shipping[0]).toMatchObject({ price: 30_000, cost: 0 });
    expect(quote.booths.find((group) => group.booth.id === b.booth.id)!.itemsTotal).toBe(50_000);
    expect(quote.gone).toEqual([{ id: 2_000_000_000, pricingSelectedId: null }]);
  });

  it('checks out from the wallet, and the booth confirms, sends and delivers with the buyer’s code; the owner is paid less the site’s share once', async () => {
    const a = await shop.sellingBooth();
    const shirt = await shop.product(a.owner, a.booth.id, { price: 100_000, count: 5 });
    const me = await buyer(500_000);
    const done = await shop.checkout(me.cookie, {
      booth_id: a.booth.id,
      shipping_id: a.shipping.id,
      lines: [{ id: shirt.id, count: 2, pricingSelectedId: null }],
      method: 'wallet',
    });
    expect(done.statusCode, done.body).toBe(201);
    const { order, redirectUrl } = done.json<CheckoutResult>();
    expect(redirectUrl).toBeNull();
    expect(order).toMatchObject({ total: 230_000, itemsTotal: 200_000, paymentStatus: 'paid', status: 0 });
    expect(order.deliveryCodeMain).toMatch(/^\d{6}$/);
    expect(await stockOf(shirt.id)).toBe(3);
    expect(await balanceOf(me.user.id)).toBe(270_000);

    // Another customer does not see it; the booth sees it without the code, with a new-order badge.
    const other = await buyer(0);
    expect((await shop.call(other.cookie, 'GET', `/api/v1/me/orders/${order.id}`)).statusCode).toBe(404);
    expect((await shop.call(other.cookie, 'GET', `/api/v1/me/booth/${a.booth.id}/orders`)).statusCode).toBe(404);
    const list = (await shop.call(a.owner.cookie, 'GET', `/api/v1/me/booth/${a.booth.id}/orders`)).json<OrderPage>();
    expect(list.pending).toBe(1);
    expect(list.items[0]).toMatchObject({ id: order.id, deliveryCodeMain: null, user: { mobile: me.user.mobile } });

    const base = `/api/v1/me/booth/${a.booth.id}/orders/${order.id}/status`;
    // The buyer may not confirm for the booth, nor the booth deliver before sending.
    expect((await move(me.cookie, `/api/v1/me/orders/${order.id}/status`, OrderStatus.confirmed)).statusCode).toBe(409);
    expect((await move(a.owner.cookie, base, OrderStatus.delivered, order.deliveryCodeMain!)).statusCode).toBe(409);
    for (const status of [OrderStatus.confirmed, OrderStatus.preparing, OrderStatus.sent]) {
      const res = await move(a.owner.cookie, base, status);
      expect(res.statusCode, res.body).toBe(200);
    }
    const wrong = await move(
      a.owner.cookie,
      base,
      OrderStatus.delivered,
      order.deliveryCodeMain === '000000' ? '111111' : '000000',
    );
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().error.message).toBe(ORDER_MESSAGES.deliveryCodeWrong.fa);
    const delivered = await move(a.owner.cookie, base, OrderStatus.delivered, order.deliveryCodeMain!);
    expect(delivered.statusCode, delivered.body).toBe(200);
    expect(delivered.json<Order>()).toMatchObject({ status: OrderStatus.delivered, siteShare: 23_000 });
    // 230 000 less the plan's 10 %.
    expect(await balanceOf(a.owner.user.id)).toBe(207_000);
    expect((await move(me.cookie, `/api/v1/me/orders/${order.id}/status`, OrderStatus.problem)).statusCode).toBe(409);
    const mine = (await shop.call(me.cookie, 'GET', `/api/v1/me/orders/${order.id}`)).json<Order>();
    expect(mine.history.map((entry) => entry.status)).toEqual([0, 1, 3, 4, 5]);
  });

  it('refunds a rejected order to the buyer’s wallet once and returns the stock', async () => {
    const a = await shop.sellingBooth();
    const ring = await shop.product(a.owner, a.booth.id, {
      variants: [
        { price: 40_000, count: 4 },
        { price: 60_000, count: 1 },
      ],
    });
    const me = await buyer(200_000);
    const done = await shop.checkout(me.cookie, {
      booth_id: a.booth.id,
      shipping_id: a.shipping.id,
      lines: [{ id: ring.id, count: 3, pricingSelectedId: ring.pricing[0]!.id }],
      method: 'wallet',
    });
    expect(done.statusCode, done.body).toBe(201);
    const { order } = done.json<CheckoutResult>();
    expect(await balanceOf(me.user.id)).toBe(200_000 - 150_000);
    expect(await stockOf(ring.id)).toBe(1);
    const url = `/api/v1/me/booth/${a.booth.id}/orders/${order.id}/status`;
    expect((await move(a.owner.cookie, url, OrderStatus.rejected)).statusCode).toBe(200);
    expect((await move(a.owner.cookie, url, OrderStatus.rejected)).statusCode).toBe(409);
    expect(await balanceOf(me.user.id)).toBe(200_000);
    expect(await stockOf(ring.id)).toBe(4);
    const entries = await db.select().from(walletEntries).where(eq(walletEntries.userId, me.user.id));
    expect(entries.filter((entry) => entry.kind === 'release')).toHaveLength(1);
  });

  it('pays online at the sandbox bank; an unpaid order expires, gives its stock back, and a late payment is refunded', async () => {
    const a = await shop.sellingBooth();
    const shirt = await shop.product(a.owner, a.booth.id, { price: 70_000, count: 2 });
    const me = await buyer(0);
    const lines = [{ id: shirt.id, count: 1, pricingSelectedId: null }];
    const first = await shop.checkout(me.cookie, {
      booth_id: a.booth.id,
      shipping_id: a.shipping.id,
      lines,
      method: 'online',
    });
    expect(first.statusCode, first.body).toBe(201);
    const started = first.json<CheckoutResult>();
    expect(started.redirectUrl).toMatch(/^\/sandbox-bank\//);
    expect(started.order.paymentStatus).toBe('unPaid');
    await bank.callback(await bank.bank(started.redirectUrl!, 'pay'));
    const paid = (await shop.call(me.cookie, 'GET', `/api/v1/me/orders/${started.order.id}`)).json<Order>();
    expect(paid).toMatchObject({ paymentStatus: 'paid', paid: 100_000 });
    expect(await balanceOf(me.user.id)).toBe(0);

    const second = await shop.checkout(me.cookie, {
      booth_id: a.booth.id,
      shipping_id: a.shipping.id,
      lines,
      method: 'online',
    });
    const late = second.json<CheckoutResult>();
    expect(await stockOf(shirt.id)).toBe(0);
    expect(await expireUnpaidOrders(db, new Date(Date.now() + 3 * 60 * 60_000))).toBeGreaterThanOrEqual(1);
    expect(await stockOf(shirt.id)).toBe(1);
    await bank.callback(await bank.bank(late.redirectUrl!, 'pay'));
    const expired = (await shop.call(me.cookie, 'GET', `/api/v1/me/orders/${late.order.id}`)).json<Order>();
    expect(expired.expired).toBe(true);
    expect(await balanceOf(me.user.id)).toBe(100_000);
  });

  it('refuses bad baskets with clear errors: counts, another product’s variant, a booth that does not sell, no shipping', async () => {
    const a = await shop.sellingBooth();
    const shirt = await shop.product(a.owner, a.booth.id, { price: 10_000, count: 5 });
    const ring = await shop.product(a.owner, a.booth.id, { variants: [{ price: 40_000, count: 4 }] });
    const me = await buyer();
    const order = (lines: unknown, extra: Record<string, unknown> = {}) =>
      shop.checkout(me.cookie, { booth_id: a.booth.id, shipping_id: a.shipping.id, lines, method: 'wallet', ...extra });
    expect((await order([{ id: shirt.id, count: -1, pricingSelectedId: null }])).statusCode).toBe(422);
    expect((await order([{ id: shirt.id, count: 1.5, pricingSelectedId: null }])).statusCode).toBe(422);
    expect((await order([{ id: shirt.id, count: 1, pricingSelectedId: ring.pricing[0]!.id }])).statusCode).toBe(422);
    expect((await order([{ id: shirt.id, count: 6, pricingSelectedId: null }])).json().error.message).toBe(
      ORDER_MESSAGES.inventoryLess.fa,
    );
    const other = await shop.sellingBooth();
    expect(
      (await order([{ id: shirt.id, count: 1, pricingSelectedId: null }], { shipping_id: other.shipping.id }))
        .statusCode,
    ).toBe(422);
    expect(await stockOf(shirt.id)).toBe(5);
  });

  it('sells the last 3 units to exactly 3 of 20 concurrent buyers (racing on PostgreSQL)', async () => {
    const a = await shop.sellingBooth();
    const last = await shop.product(a.owner, a.booth.id, { price: 10_000, count: 3 });
    const buyers = await Promise.all(Array.from({ length: 20 }, () => buyer(100_000)));
    const attempt = (who: { cookie: string }) =>
      shop.checkout(who.cookie, {
        booth_id: a.booth.id,
        shipping_id: a.shipping.id,
        lines: [{ id: last.id, count: 1, pricingSelectedId: null }],
        method: 'wallet',
      });
    const answers = await race(db, buyers.length, (i) => attempt(buyers[i]!));
    expect(tally(answers)).toEqual({ 201: 3, 409: 17 });
    expect(await stockOf(last.id)).toBe(0);
    await expectStockMatchesOrders(db, new Map([[last.id, 3]]));
    await expectWalletsBalanced(
      db,
      buyers.map((who) => who.user.id),
    );
  });

  it('credits the booth once when 20 “delivered” confirmations arrive at once', async () => {
    const a = await shop.sellingBooth();
    const shirt = await shop.product(a.owner, a.booth.id, { price: 100_000, count: 1 });
    const me = await buyer(200_000);
    const { order } = (
      await shop.checkout(me.cookie, {
        booth_id: a.booth.id,
        shipping_id: a.shipping.id,
        lines: [{ id: shirt.id, count: 1, pricingSelectedId: null }],
        method: 'wallet',
      })
    ).json<CheckoutResult>();
    const url = `/api/v1/me/booth/${a.booth.id}/orders/${order.id}/status`;
    for (const status of [OrderStatus.confirmed, OrderStatus.sent]) await move(a.owner.cookie, url, status);
    const confirm = () => move(me.cookie, `/api/v1/me/orders/${order.id}/status`, OrderStatus.delivered);
    const answers = await race(db, 20, confirm);
    expect(tally(answers)).toEqual({ 200: 1, 409: 19 });
    expect(await balanceOf(a.owner.user.id)).toBe(117_000);
    const payouts = await db.select().from(walletEntries).where(eq(walletEntries.userId, a.owner.user.id));
    expect(payouts).toHaveLength(1);
    await expectWalletsBalanced(db, [me.user.id, a.owner.user.id]);
    await expectReservesConsistent(db, [me.user.id]);
  });

  it('keeps a signed-in buyer’s basket on the server and merges the browser’s into it', async () => {
    const a = await shop.sellingBooth();
    const shirt = await shop.product(a.owner, a.booth.id, { price: 10_000, count: 5 });
    const mug = await shop.product(a.owner, a.booth.id, { price: 20_000, count: 5 });
    const me = await buyer(0);
    await shop.call(me.cookie, 'PUT', '/api/v1/me/cart', {
      lines: [{ id: shirt.id, count: 2, pricingSelectedId: null }],
    });
    const merged = await shop.call(me.cookie, 'POST', '/api/v1/me/cart/merge', {
      lines: [
        { id: shirt.id, count: 1, pricingSelectedId: null },
        { id: mug.id, count: 3, pricingSelectedId: null },
      ],
    });
    expect(merged.json().lines).toEqual([
      { id: shirt.id, count: 2, pricingSelectedId: null },
      { id: mug.id, count: 3, pricingSelectedId: null },
    ]);
    const other = await buyer(0);
    expect((await shop.call(other.cookie, 'GET', '/api/v1/me/cart')).json().lines).toEqual([]);
  });
});
