import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CheckoutResult, Order } from '@shahrbazar/domain/api/order.schema';
import { OrderStatus } from '@shahrbazar/domain/enums/commerce';
import { ORDER_MESSAGES } from '@shahrbazar/domain/rules/order';
import type { Db } from '../src/db/client.ts';
import type { App } from '../src/http/types.ts';
import { seedPolicies } from '../src/modules/access/access.service.ts';
import { notifications } from '../src/modules/notify/notification.table.ts';
import { walletEntries } from '../src/modules/payments/payment.table.ts';
import { walletReserves } from '../src/modules/payments/reserve.table.ts';
import { creditWallet } from '../src/modules/payments/wallet.service.ts';
import { users } from '../src/modules/users/user.table.ts';
import { ORDER_WALLET_PART } from '../src/verticals/booth/order-holds.ts';
import { expireUnpaidOrders } from '../src/verticals/booth/order.service.ts';
import { shopFixtures, shopSteps } from './factories/orders.ts';
import { billing } from './factories/payments.ts';
import { userWithSession } from './factories/users.ts';
import { VALID_SHABA, withdrawalSteps } from './factories/withdrawals.ts';
import { expectReservesConsistent, expectWalletsBalanced, race } from './support/race.ts';
import { buildTestApp, testDatabase } from './support/test-app.ts';

// ADR 0052: an order paid from the wallet AND online, and the booth's payment requests. PGlite is one connection, so
// the races run one after another there and at once on PostgreSQL (support/race.ts).

describe('split payments and payment requests of orders', () => {
  let app: App;
  let db: Db;
  let shop: ReturnType<typeof shopSteps>;
  let admin: string;
  let bank: ReturnType<typeof billing>;

  beforeAll(async () => {
    db = (await testDatabase()).db;
    await seedPolicies(db);
    app = await buildTestApp();
    const fixtures = await shopFixtures(db, 10);
    admin = fixtures.admin;
    shop = shopSteps(app, db, fixtures);
    bank = billing(app);
  });
  afterAll(() => app.close());

  const balanceOf = async (userId: number) =>
    (await db.select({ balance: users.walletBalance }).from(users).where(eq(users.id, userId)))[0]?.balance;
  const heldFor = async (userId: number) =>
    (
      await db.select().from(walletReserves).where(eq(walletReserves.userId, userId)).orderBy(asc(walletReserves.id))
    ).filter((reserve) => reserve.status === 'held');
  // In the order they were written: PostgreSQL answers a select without an order in any order.
  const entriesOf = (userId: number) =>
    db.select().from(walletEntries).where(eq(walletEntries.userId, userId)).orderBy(asc(walletEntries.id));
  async function buyer(amount: number) {
    const who = await userWithSession(db);
    if (amount > 0) await creditWallet(db, { userId: who.user.id, paymentId: null, amount, kind: 'charge' });
    return who;
  }
  const orderOf = async (cookie: string, id: number) =>
    (await shop.call(cookie, 'GET', `/api/v1/me/orders/${id}`)).json<Order>();

  /** A booth with a product of 100 000 (shipping 30 000: the order's total is 130 000) and a buyer checking out both. */
  async function splitCheckout(walletBalance: number) {
    const a = await shop.sellingBooth();
    const shirt = await shop.product(a.owner, a.booth.id, { price: 100_000, count: 5 });
    const me = await buyer(walletBalance);
    const res = await shop.checkout(me.cookie, {
      booth_id: a.booth.id,
      shipping_id: a.shipping.id,
      lines: [{ id: shirt.id, count: 1, pricingSelectedId: null }],
      method: 'both',
    });
    expect(res.statusCode, res.body).toBe(201);
    return { a, me, ...res.json<CheckoutResult>() };
  }

  it('holds the wallet part, asks the bank for the rest, and on payment captures both into the order at once', async () => {
    const { me, order, redirectUrl } = await splitCheckout(50_000);
    expect(order).toMatchObject({ total: 130_000, paymentStatus: 'unPaid', paid: 0 });
    expect(order.payments).toEqual([expect.objectContaining({ price: 130_000, walletPart: 50_000, request: false })]);
    // The wallet part is held (out of the balance), and the bank is asked for only the rest.
    expect(await balanceOf(me.user.id)).toBe(0);
    expect((await heldFor(me.user.id)).map((r) => [r.purpose, r.amount])).toEqual([[ORDER_WALLET_PART, 50_000]]);
    const page = await app.inject({ url: `/api/v1/sandbox-bank/${bank.authorityOf(redirectUrl!)}` });
    expect(page.json<{ amount: number }>().amount).toBe(80_000);

    const callback = await bank.bank(redirectUrl!, 'pay');
    await bank.callback(callback);
    // A replayed callback changes nothing.
    await bank.callback(callback);
    const paid = await orderOf(me.cookie, order.id);
    expect(paid).toMatchObject({ paymentStatus: 'paid', paid: 130_000, due: 130_000 });
    expect(await balanceOf(me.user.id)).toBe(0);
    expect((await heldFor(me.user.id)).map((r) => [r.purpose, r.amount])).toEqual([['order', 130_000]]);
    const kinds = (await entriesOf(me.user.id)).map((entry) => [entry.kind, entry.amount]);
    expect(kinds).toEqual([
      ['charge', 50_000],
      ['reserve', -50_000],
      ['charge', 80_000],
      ['release', 50_000],
      ['reserve', -130_000],
    ]);
  });

  it('pays from the wallet alone when it covers the total, and online alone when it is empty', async () => {
    const rich = await splitCheckout(500_000);
    expect(rich.redirectUrl).toBeNull();
    expect(rich.order).toMatchObject({ paymentStatus: 'paid', payments: [expect.objectContaining({ walletPart: 0 })] });
    expect(await balanceOf(rich.me.user.id)).toBe(370_000);
    const empty = await splitCheckout(0);
    expect(empty.redirectUrl).toMatch(/^\/sandbox-bank\//);
    expect(empty.order.payments[0]!.walletPart).toBe(0);
    expect(await heldFor(empty.me.user.id)).toEqual([]);
  });

  it('takes the wallet part from the spendable balance: a pending withdrawal’s money stays held', async () => {
    const a = await shop.sellingBooth();
    const shirt = await shop.product(a.owner, a.booth.id, { price: 100_000, count: 5 });
    const me = await buyer(100_000);
    const asked = await withdrawalSteps(app).request(me.cookie, { amount: 60_000, shabaNumber: VALID_SHABA });
    expect(asked.statusCode, asked.body).toBe(201);
    const res = await shop.checkout(me.cookie, {
      booth_id: a.booth.id,
      shipping_id: a.shipping.id,
      lines: [{ id: shirt.id, count: 1, pricingSelectedId: null }],
      method: 'both',
    });
    expect(res.statusCode, res.body).toBe(201);
    const { order, redirectUrl } = res.json<CheckoutResult>();
    // 100 000 less the 60 000 asked for: 40 000 from the wallet, 90 000 at the bank; the request's money untouched.
    expect(order.payments).toEqual([expect.objectContaining({ price: 130_000, walletPart: 40_000 })]);
    expect((await heldFor(me.user.id)).map((r) => [r.purpose, r.amount])).toEqual([[ORDER_WALLET_PART, 40_000]]);
    const page = await app.inject({ url: `/api/v1/sandbox-bank/${bank.authorityOf(redirectUrl!)}` });
    expect(page.json<{ amount: number }>().amount).toBe(90_000);
    await bank.callback(await bank.bank(redirectUrl!, 'pay'));
    expect(await orderOf(me.cookie, order.id)).toMatchObject({ paymentStatus: 'paid', paid: 130_000 });
    expect(await balanceOf(me.user.id)).toBe(60_000);
  });

  it('releases the wallet hold when the buyer cancels at the bank, holds it again on a retry, and at expiry', async () => {
    const { me, order, redirectUrl } = await splitCheckout(50_000);
    await bank.callback(await bank.bank(redirectUrl!, 'cancel'));
    expect(await balanceOf(me.user.id)).toBe(50_000);
    expect(await heldFor(me.user.id)).toEqual([]);
    expect((await orderOf(me.cookie, order.id)).paymentStatus).toBe('unPaid');

    // A new attempt from the payments page holds the wallet part again; the order's window passing releases it.
    const retry = await bank.pay(me.cookie, order.paymentId!, 'online');
    expect(retry.statusCode, retry.body).toBe(200);
    expect(await balanceOf(me.user.id)).toBe(0);
    expect(await expireUnpaidOrders(db, new Date(Date.now() + 3 * 60 * 60_000))).toBeGreaterThanOrEqual(1);
    expect(await balanceOf(me.user.id)).toBe(50_000);
    expect(await heldFor(me.user.id)).toEqual([]);
    // The bank paying after the expiry is refunded: only what the bank took comes back, on top of the released part.
    await bank.callback(await bank.bank(retry.json<{ redirectUrl: string }>().redirectUrl, 'pay'));
    expect(await balanceOf(me.user.id)).toBe(130_000);
    expect((await orderOf(me.cookie, order.id)).expired).toBe(true);
  });

  it('asks the bank for the whole total when the wallet part was spent after a cancelled attempt', async () => {
    const { a, me, order, redirectUrl } = await splitCheckout(50_000);
    await bank.callback(await bank.bank(redirectUrl!, 'cancel'));
    // The released 50 000 buys something else: 20 000 and the 30 000 courier, from the wallet.
    const pen = await shop.product(a.owner, a.booth.id, { price: 20_000, count: 1 });
    const spent = await shop.checkout(me.cookie, {
      booth_id: a.booth.id,
      shipping_id: a.shipping.id,
      lines: [{ id: pen.id, count: 1, pricingSelectedId: null }],
      method: 'wallet',
    });
    expect(spent.statusCode, spent.body).toBe(201);
    const retry = await bank.pay(me.cookie, order.paymentId!, 'online');
    expect(retry.statusCode, retry.body).toBe(200);
    const authority = bank.authorityOf(retry.json<{ redirectUrl: string }>().redirectUrl);
    expect((await app.inject({ url: `/api/v1/sandbox-bank/${authority}` })).json<{ amount: number }>().amount).toBe(
      130_000,
    );
    await bank.callback(await bank.bank(retry.json<{ redirectUrl: string }>().redirectUrl, 'pay'));
    expect(await orderOf(me.cookie, order.id)).toMatchObject({ paymentStatus: 'paid', paid: 130_000 });
    expect(await balanceOf(me.user.id)).toBe(0);
    expect(await heldFor(me.user.id)).toHaveLength(2);
  });

  it('captures once when 20 callbacks of one bank payment arrive at once', async () => {
    const { me, order, redirectUrl } = await splitCheckout(30_000);
    const callback = await bank.bank(redirectUrl!, 'pay');
    const answers = await race(db, 20, () => bank.callback(callback));
    expect(answers.every((res) => res.statusCode === 303)).toBe(true);
    expect(await orderOf(me.cookie, order.id)).toMatchObject({ paymentStatus: 'paid', paid: 130_000 });
    const entries = await entriesOf(me.user.id);
    expect(entries.filter((entry) => entry.kind === 'charge').map((entry) => entry.amount)).toEqual([30_000, 100_000]);
    expect((await heldFor(me.user.id)).map((r) => r.amount)).toEqual([130_000]);
    expect(await balanceOf(me.user.id)).toBe(0);
    await expectWalletsBalanced(db, [me.user.id]);
    await expectReservesConsistent(db, [me.user.id]);
  });

  it('refunds a rejected split order whole to the wallet, once, with the paid payment requests', async () => {
    const { a, me, order, redirectUrl } = await splitCheckout(60_000);
    await bank.callback(await bank.bank(redirectUrl!, 'pay'));
    const ask = await shop.call(a.owner.cookie, 'POST', `/api/v1/me/booth/${a.booth.id}/orders/${order.id}/requests`, {
      amount: 20_000,
      reason: 'تفاوت هزینهٔ ارسال',
    });
    expect(ask.statusCode, ask.body).toBe(201);
    expect(ask.json<Order>()).toMatchObject({ due: 150_000, paid: 130_000, paymentStatus: 'partPaid' });
    const request = ask.json<Order>().payments.find((payment) => payment.request)!;
    const started = await bank.pay(me.cookie, request.id, 'online');
    await bank.callback(await bank.bank(started.json<{ redirectUrl: string }>().redirectUrl, 'pay'));
    expect(await orderOf(me.cookie, order.id)).toMatchObject({ paid: 150_000, paymentStatus: 'paid' });
    expect((await heldFor(me.user.id)).map((r) => r.amount)).toEqual([150_000]);

    const url = `/api/v1/me/booth/${a.booth.id}/orders/${order.id}/status`;
    const rejects = await race(db, 10, () => shop.call(a.owner.cookie, 'POST', url, { status: OrderStatus.rejected }));
    expect(rejects.filter((res) => res.statusCode === 200)).toHaveLength(1);
    expect(await balanceOf(me.user.id)).toBe(150_000);
    expect(await heldFor(me.user.id)).toEqual([]);
    await expectWalletsBalanced(db, [me.user.id]);
    await expectReservesConsistent(db, [me.user.id]);
    // The buyer is told of the whole amount that went back.
    const told = await db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, me.user.id), eq(notifications.kind, 'orderRejected')));
    expect(told.map((row) => row.params.amount)).toEqual([150_000]);
    // The booth can ask nothing more of a rejected order.
    const late = await shop.call(a.owner.cookie, 'POST', `/api/v1/me/booth/${a.booth.id}/orders/${order.id}/requests`, {
      amount: 5_000,
      reason: 'هزینهٔ بسته‌بندی',
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().error.message).toBe(ORDER_MESSAGES.requestNotAllowed.fa);
  });

  it('pays a payment request from the wallet once under concurrency, and the delivery pays the booth for it', async () => {
    const a = await shop.sellingBooth();
    const shirt = await shop.product(a.owner, a.booth.id, { price: 100_000, count: 5 });
    const me = await buyer(300_000);
    const { order } = (
      await shop.checkout(me.cookie, {
        booth_id: a.booth.id,
        shipping_id: a.shipping.id,
        lines: [{ id: shirt.id, count: 1, pricingSelectedId: null }],
        method: 'wallet',
      })
    ).json<CheckoutResult>();
    const asked = (
      await shop.call(a.owner.cookie, 'POST', `/api/v1/me/booth/${a.booth.id}/orders/${order.id}/requests`, {
        amount: '۴۰٬۰۰۰',
        reason: 'ارسال با پست پیشتاز',
      })
    ).json<Order>();
    const request = asked.payments.find((payment) => payment.request)!;
    expect(request).toMatchObject({ price: 40_000, description: 'ارسال با پست پیشتاز', status: 0 });
    expect((await orderOf(me.cookie, order.id)).paymentStatus).toBe('partPaid');
    // The back office finds it by the same payment status, and not among the fully paid.
    const managed = async (paymentStatus: string) =>
      (await shop.call(admin, 'GET', `/api/v1/manager/orders?user_id=${me.user.id}&paymentStatus=${paymentStatus}`))
        .json<{ items: Array<{ id: number; paymentStatus: string }> }>()
        .items.map((item) => `${item.id} ${item.paymentStatus}`);
    expect(await managed('partPaid')).toEqual([`${order.id} partPaid`]);
    expect(await managed('paid')).toEqual([]);

    const answers = await race(db, 20, () => bank.pay(me.cookie, request.id, 'wallet'));
    expect(answers.filter((res) => res.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((res) => res.statusCode === 409)).toHaveLength(19);
    expect(await balanceOf(me.user.id)).toBe(300_000 - 130_000 - 40_000);
    await expectWalletsBalanced(db, [me.user.id]);
    await expectReservesConsistent(db, [me.user.id]);
    expect(await orderOf(me.cookie, order.id)).toMatchObject({ paid: 170_000, due: 170_000, paymentStatus: 'paid' });
    expect(await managed('paid')).toEqual([`${order.id} paid`]);
    expect(await managed('partPaid')).toEqual([]);

    const url = `/api/v1/me/booth/${a.booth.id}/orders/${order.id}/status`;
    for (const status of [OrderStatus.confirmed, OrderStatus.sent]) {
      expect((await shop.call(a.owner.cookie, 'POST', url, { status })).statusCode).toBe(200);
    }
    const done = await shop.call(me.cookie, 'POST', `/api/v1/me/orders/${order.id}/status`, {
      status: OrderStatus.delivered,
    });
    expect(done.statusCode, done.body).toBe(200);
    // 170 000 less the plan's 10 %.
    expect(await balanceOf(a.owner.user.id)).toBe(153_000);
  });

  it('refuses a payment request on another booth’s order, a bad amount, and another user paying it', async () => {
    const { a, me, order } = await splitCheckout(500_000);
    const b = await shop.sellingBooth();
    const path = (boothId: number) => `/api/v1/me/booth/${boothId}/orders/${order.id}/requests`;
    const body = { amount: 10_000, reason: 'هزینهٔ اضافه' };
    expect((await shop.call(b.owner.cookie, 'POST', path(b.booth.id), body)).statusCode).toBe(404);
    expect((await shop.call(b.owner.cookie, 'POST', path(a.booth.id), body)).statusCode).toBe(404);
    expect((await shop.call(me.cookie, 'POST', path(a.booth.id), body)).statusCode).toBe(404);
    const bad = await shop.call(a.owner.cookie, 'POST', path(a.booth.id), { amount: -5, reason: '' });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().error.fields ?? {}).sort()).toEqual(['amount', 'reason']);

    const asked = (await shop.call(a.owner.cookie, 'POST', path(a.booth.id), body)).json<Order>();
    const request = asked.payments.find((payment) => payment.request)!;
    const stranger = await buyer(100_000);
    expect((await bank.pay(stranger.cookie, request.id, 'wallet')).statusCode).toBe(404);
    expect((await shop.call(stranger.cookie, 'GET', `/api/v1/me/orders/${order.id}`)).statusCode).toBe(404);
    expect(await balanceOf(stranger.user.id)).toBe(100_000);
    const reserves = await db
      .select()
      .from(walletReserves)
      .where(and(eq(walletReserves.userId, me.user.id), eq(walletReserves.status, 'held')));
    expect(reserves.map((r) => r.amount)).toEqual([130_000]);
  });
});
