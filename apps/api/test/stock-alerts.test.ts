import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationPage } from '@shahrbazar/domain/api/notification.schema';
import type { Db } from '../src/db/client.ts';
import type { App, AppServices } from '../src/http/types.ts';
import { seedPolicies } from '../src/modules/access/access.service.ts';
import { creditWallet } from '../src/modules/payments/wallet.service.ts';
import { createServices } from '../src/services.ts';
import { expireUnpaidOrders } from '../src/verticals/booth/order.service.ts';
import { shopFixtures, shopSteps, type ShopFixtures } from './factories/orders.ts';
import { userWithSession } from './factories/users.ts';
import { OrderStatus } from '@shahrbazar/domain/enums/commerce';
import { deliverQueued } from './support/queue.ts';
import { buildTestApp, testConfig, testDatabase } from './support/test-app.ts';

// Issue 35: «موجود شد خبرم کن». A signed-in buyer waits for a sold-out variant; the booth raising its stock from 0
// tells each one waiting once (a notification, and an SMS through the delivery job), and the wait is consumed.

describe('back in stock', () => {
  let app: App;
  let db: Db;
  let services: AppServices;
  let fx: ShopFixtures;
  let shop: ReturnType<typeof shopSteps>;

  beforeAll(async () => {
    db = (await testDatabase()).db;
    await seedPolicies(db);
    services = createServices(testConfig(), { info: () => {} });
    app = await buildTestApp({ services });
    fx = await shopFixtures(db, 10);
    shop = shopSteps(app, db, fx);
  });
  afterAll(() => app.close());

  const alerts = (productId: number, pricingId?: number) =>
    `/api/v1/me/stock-alerts/${productId}${pricingId === undefined ? '' : `?pricingId=${pricingId}`}`;
  const told = async (cookie: string) => {
    const res = await shop.call(cookie, 'GET', '/api/v1/me/notifications');
    expect(res.statusCode, res.body).toBe(200);
    return res.json<NotificationPage>().items.filter((item) => item.kind === 'productBackInStock');
  };
  const deliver = async () => {
    await deliverQueued(await testDatabase(), services);
  };
  const smsTo = (mobile: string | null) =>
    services.outbox?.list('sms', { to: mobile ?? '' }).map((entry) => entry.text) ?? [];

  /** A booth's shirt in black (sold out) and white (3 in stock), and the edit that sets their stock. */
  async function shirt() {
    const a = await shop.sellingBooth();
    const body = {
      general_sub_sub_category_id: fx.tree.subSub.id,
      title: 'پیراهن کتان',
      status: 1,
      pricingSelectedIndex: 1,
    };
    const created = await shop.call(a.owner.cookie, 'POST', `/api/v1/me/booth/${a.booth.id}/products`, {
      ...body,
      pricing: [
        { colorTitle: 'مشکی', price: 100_000, count: 0 },
        { colorTitle: 'سفید', price: 120_000, count: 3 },
      ],
    });
    expect(created.statusCode, created.body).toBe(201);
    const product = created.json<{ id: number; pricing: Array<{ id: number }> }>();
    const [black, white] = product.pricing.map((variant) => variant.id) as [number, number];
    const stock = async (blackCount: number, whiteCount = 3) => {
      const res = await shop.call(a.owner.cookie, 'PUT', `/api/v1/me/booth/${a.booth.id}/products/${product.id}`, {
        ...body,
        pricing: [
          { id: black, colorTitle: 'مشکی', price: 100_000, count: blackCount },
          { id: white, colorTitle: 'سفید', price: 120_000, count: whiteCount },
        ],
      });
      expect(res.statusCode, res.body).toBe(200);
    };
    return { ...a, product, black, white, stock };
  }

  it('tells each buyer waiting for a sold-out variant once when the booth raises it from 0, by SMS too', async () => {
    const { product, black, stock, booth } = await shirt();
    const ali = await userWithSession(db);
    const sara = await userWithSession(db);
    const gone = await userWithSession(db);
    // Asking twice is one wait.
    for (const who of [ali, ali, sara, gone]) {
      const res = await shop.call(who.cookie, 'PUT', alerts(product.id, black));
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ productId: product.id, pricingId: black });
    }
    expect((await shop.call(ali.cookie, 'GET', alerts(product.id))).json()).toEqual({
      items: [{ productId: product.id, pricingId: black }],
    });
    // One changes their mind.
    expect((await shop.call(gone.cookie, 'DELETE', alerts(product.id, black))).statusCode).toBe(204);
    expect((await shop.call(gone.cookie, 'GET', alerts(product.id))).json()).toEqual({ items: [] });

    // Another edit that leaves black at 0 tells nobody.
    await stock(0, 5);
    expect(await told(ali.cookie)).toEqual([]);

    await stock(4);
    for (const who of [ali, sara]) {
      const news = await told(who.cookie);
      expect(news).toHaveLength(1);
      expect(news[0]).toMatchObject({
        title: '«پیراهن کتان» موجود شد',
        text: `«پیراهن کتان» (مشکی) در «غرفه ${booth.name}» دوباره موجود است.`,
        link: `/booth/${booth.name}/product/${product.id}?variant=${black}`,
      });
    }
    expect(await told(gone.cookie)).toEqual([]);
    await deliver();
    expect(smsTo(ali.user.mobile)).toEqual([expect.stringContaining('«پیراهن کتان» (مشکی) در')]);
    expect(smsTo(sara.user.mobile)).toHaveLength(1);
    expect(smsTo(gone.user.mobile)).toEqual([]);
    // The wait is consumed.
    expect((await shop.call(ali.cookie, 'GET', alerts(product.id))).json()).toEqual({ items: [] });

    // Raising it again, or selling out and restocking, tells nobody again.
    await stock(9);
    await stock(0);
    await stock(2);
    await deliver();
    expect(await told(ali.cookie)).toHaveLength(1);
    expect(await told(sara.cookie)).toHaveLength(1);
    expect(smsTo(ali.user.mobile)).toHaveLength(1);
  });

  it('waits for a product without variants, and refuses what is in stock, a variant missing or of another product', async () => {
    const a = await shop.sellingBooth();
    const lamp = await shop.product(a.owner, a.booth.id, { price: 50_000, count: 0 });
    const other = await shirt();
    const me = await userWithSession(db);

    expect((await shop.call(me.cookie, 'PUT', alerts(lamp.id))).statusCode).toBe(200);
    const inStock = await shop.call(me.cookie, 'PUT', alerts(other.product.id, other.white));
    expect(inStock.statusCode).toBe(409);
    expect(inStock.json().error.message).toBe('این کالا اکنون موجود است؛ می‌توانید آن را بخرید.');
    const noVariant = await shop.call(me.cookie, 'PUT', alerts(other.product.id));
    expect(noVariant.statusCode).toBe(422);
    expect(noVariant.json().error.fields).toEqual({ pricingId: 'این فیلد الزامی است.' });
    const wrongVariant = await shop.call(me.cookie, 'PUT', alerts(lamp.id, other.black));
    expect(wrongVariant.statusCode).toBe(422);
    expect((await shop.call(me.cookie, 'PUT', alerts(2_000_000_000))).statusCode).toBe(404);
    expect((await app.inject({ method: 'PUT', url: alerts(lamp.id) })).statusCode).toBe(401);

    const edit = await shop.call(a.owner.cookie, 'PUT', `/api/v1/me/booth/${a.booth.id}/products/${lamp.id}`, {
      general_sub_sub_category_id: fx.tree.subSub.id,
      title: 'چراغ مطالعه',
      price: 50_000,
      count: 2,
      status: 1,
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect((await told(me.cookie)).map((item) => item.title)).toEqual(['«چراغ مطالعه» موجود شد']);
  });

  it('tells those waiting when stock comes back from an expired unpaid order or a rejected one, once', async () => {
    const { product, white, booth, shipping, owner, stock } = await shirt();
    const made = await shop.call(owner.cookie, 'POST', `/api/v1/me/booth/${booth.id}/products`, {
      general_sub_sub_category_id: fx.tree.subSub.id,
      title: 'چراغ مطالعه',
      price: 50_000,
      count: 2,
      status: 1,
    });
    expect(made.statusCode, made.body).toBe(201);
    const lamp = made.json<{ id: number }>();
    const lines = (id: number, count: number, pricingSelectedId: number | null) => [{ id, count, pricingSelectedId }];
    // A buyer takes every white shirt and leaves the bank without paying; another pays the lamps from the wallet.
    const away = await userWithSession(db);
    const started = await shop.checkout(away.cookie, {
      booth_id: booth.id,
      shipping_id: shipping.id,
      lines: lines(product.id, 3, white),
      method: 'online',
    });
    expect(started.statusCode, started.body).toBe(201);
    const payer = await userWithSession(db);
    await creditWallet(db, { userId: payer.user.id, paymentId: null, amount: 1_000_000, kind: 'charge' });
    const paid = await shop.checkout(payer.cookie, {
      booth_id: booth.id,
      shipping_id: shipping.id,
      lines: lines(lamp.id, 2, null),
      method: 'wallet',
    });
    expect(paid.statusCode, paid.body).toBe(201);
    const waiter = await userWithSession(db);
    expect((await shop.call(waiter.cookie, 'PUT', alerts(product.id, white))).statusCode).toBe(200);
    expect((await shop.call(waiter.cookie, 'PUT', alerts(lamp.id))).statusCode).toBe(200);

    // The unpaid order's window passes: the white shirts are back, and whoever waited for them is told.
    expect(await expireUnpaidOrders(db, new Date(Date.now() + 3 * 60 * 60_000))).toBeGreaterThanOrEqual(1);
    expect((await told(waiter.cookie)).map((item) => item.text)).toEqual([
      `«پیراهن کتان» (سفید) در «غرفه ${booth.name}» دوباره موجود است.`,
    ]);
    // The booth rejects the paid order: the lamps are back too.
    const orderId = paid.json<{ order: { id: number } }>().order.id;
    const rejected = await shop.call(owner.cookie, 'POST', `/api/v1/me/booth/${booth.id}/orders/${orderId}/status`, {
      status: OrderStatus.rejected,
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    const news = await told(waiter.cookie);
    expect(news.map((item) => item.title).sort()).toEqual(['«پیراهن کتان» موجود شد', '«چراغ مطالعه» موجود شد'].sort());
    expect(news.find((item) => item.title.includes('چراغ'))?.link).toBe(`/booth/${booth.name}/product/${lamp.id}`);

    // Once: the job again, and the booth restocking after a sell-out, tell nobody again.
    await expireUnpaidOrders(db, new Date(Date.now() + 6 * 60 * 60_000));
    await stock(0, 0);
    await stock(0, 4);
    await deliver();
    expect(await told(waiter.cookie)).toHaveLength(2);
    expect(smsTo(waiter.user.mobile)).toHaveLength(2);
  });
});
