import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationPage } from '@shahrbazar/domain/api/notification.schema';
import type { CheckoutResult } from '@shahrbazar/domain/api/order.schema';
import { OrderStatus } from '@shahrbazar/domain/enums/commerce';
import type { Db } from '../src/db/client.ts';
import type { App, AppServices } from '../src/http/types.ts';
import { seedPolicies } from '../src/modules/access/access.service.ts';
import { creditWallet } from '../src/modules/payments/wallet.service.ts';
import { expireUnpaidOrders } from '../src/verticals/booth/order.service.ts';
import { createServices } from '../src/services.ts';
import { shopFixtures, shopSteps } from './factories/orders.ts';
import { userWithSession } from './factories/users.ts';
import { deliverQueued } from './support/queue.ts';
import { buildTestApp, testConfig, testDatabase } from './support/test-app.ts';

// Issue 17: the buyer and the booth's owner are told of each step of an order, in the panel and by SMS where the
// kind and their settings say (ADR 0037).
describe('order notifications', () => {
  let app: App;
  let db: Db;
  let services: AppServices;
  let shop: ReturnType<typeof shopSteps>;

  beforeAll(async () => {
    db = (await testDatabase()).db;
    await seedPolicies(db);
    services = createServices(testConfig(), { info: () => {} });
    app = await buildTestApp({ services });
    shop = shopSteps(app, db, await shopFixtures(db, 10));
  });
  afterAll(() => app.close());

  const inbox = async (cookie: string) => {
    const res = await shop.call(cookie, 'GET', '/api/v1/me/notifications');
    expect(res.statusCode, res.body).toBe(200);
    return res.json<NotificationPage>().items;
  };
  const kinds = async (cookie: string) => (await inbox(cookie)).map((item) => item.kind).sort();
  // Every due notification, a batch at a time (other files of this worker's database may leave some due).
  const deliver = async () => {
    await deliverQueued(await testDatabase(), services);
  };
  const smsTo = (mobile: string | null) =>
    services.outbox?.list('sms', { to: mobile ?? '' }).map((entry) => entry.text) ?? [];

  async function paidOrder() {
    const a = await shop.sellingBooth();
    const shirt = await shop.product(a.owner, a.booth.id, { price: 100_000, count: 5 });
    const buyer = await userWithSession(db);
    await creditWallet(db, { userId: buyer.user.id, paymentId: null, amount: 500_000, kind: 'charge' });
    const done = await shop.checkout(buyer.cookie, {
      booth_id: a.booth.id,
      shipping_id: a.shipping.id,
      lines: [{ id: shirt.id, count: 1, pricingSelectedId: null }],
      method: 'wallet',
    });
    expect(done.statusCode, done.body).toBe(201);
    const order = done.json<CheckoutResult>().order;
    const move = (status: number, deliveryCode?: string) =>
      shop.call(a.owner.cookie, 'POST', `/api/v1/me/booth/${a.booth.id}/orders/${order.id}/status`, {
        status,
        ...(deliveryCode ? { deliveryCode } : {}),
      });
    return { ...a, buyer, order, move };
  }

  it('tells the booth of a paid order by SMS, and the buyer of each step, with the delivery code when it is sent', async () => {
    const { owner, buyer, order, move, booth } = await paidOrder();
    const news = (await inbox(owner.cookie)).find((item) => item.kind === 'orderNew');
    expect(news).toMatchObject({
      title: `سفارش تازه در «غرفه ${booth.name}»`,
      link: `/panel/myBooth/${booth.id}/order/${order.id}`,
    });
    expect(news?.text).toContain('۱۳۰٬۰۰۰ تومان');
    expect(await kinds(buyer.cookie)).toEqual(['orderPaid', 'paymentPaid']);

    for (const status of [OrderStatus.confirmed, OrderStatus.preparing, OrderStatus.sent]) {
      expect((await move(status)).statusCode).toBe(200);
    }
    const buyerNews = await inbox(buyer.cookie);
    expect(buyerNews.map((item) => item.kind)).toEqual(
      expect.arrayContaining(['orderConfirmed', 'orderPreparing', 'orderSent']),
    );
    const code = order.deliveryCodeMain!;
    const persianCode = code.replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)]!);
    expect(buyerNews.find((item) => item.kind === 'orderSent')?.text).toContain(persianCode);

    expect((await move(OrderStatus.delivered, code)).statusCode).toBe(200);
    // 130 000 less the site's 10 %.
    const settled = (await inbox(owner.cookie)).find((item) => item.kind === 'orderSettled');
    expect(settled?.text).toContain('۱۱۷٬۰۰۰ تومان');
    expect(await kinds(buyer.cookie)).toContain('orderDelivered');

    await deliver();
    // SMS: the new order to the booth; confirmed and sent (with the code) to the buyer; not the preparing step.
    expect(smsTo(owner.user.mobile).some((text) => text.startsWith('سفارش تازه'))).toBe(true);
    const buyerSms = smsTo(buyer.user.mobile);
    expect(buyerSms.some((text) => text.startsWith('سفارش شما تأیید شد'))).toBe(true);
    expect(buyerSms.some((text) => text.startsWith('سفارش شما ارسال شد') && text.includes(persianCode))).toBe(true);
    expect(buyerSms.some((text) => text.includes('آماده‌سازی'))).toBe(false);
  });

  it('tells the buyer of a rejection (money back) and keeps the SMS off for a person who turned it off', async () => {
    const { buyer, move } = await paidOrder();
    const off = await shop.call(buyer.cookie, 'PUT', '/api/v1/me/notification-settings', {
      items: [{ kind: 'orderRejected', sms: false, mail: false }],
    });
    expect(off.statusCode, off.body).toBe(200);
    expect((await move(OrderStatus.rejected)).statusCode).toBe(200);
    const rejected = (await inbox(buyer.cookie)).find((item) => item.kind === 'orderRejected');
    expect(rejected?.text).toContain('به کیف پول شما بازگشت');
    await deliver();
    expect(smsTo(buyer.user.mobile).some((text) => text.startsWith('سفارش شما لغو شد'))).toBe(false);
  });

  it('tells the booth of a problem the buyer reports, and the buyer of an order that expired unpaid', async () => {
    const { owner, buyer, order, move } = await paidOrder();
    expect((await move(OrderStatus.confirmed)).statusCode).toBe(200);
    const problem = await shop.call(buyer.cookie, 'POST', `/api/v1/me/orders/${order.id}/status`, {
      status: OrderStatus.problem,
    });
    expect(problem.statusCode, problem.body).toBe(200);
    expect(await kinds(owner.cookie)).toContain('orderProblem');

    const b = await shop.sellingBooth();
    const mug = await shop.product(b.owner, b.booth.id, { price: 50_000, count: 1 });
    const late = await userWithSession(db);
    const online = await shop.checkout(late.cookie, {
      booth_id: b.booth.id,
      shipping_id: b.shipping.id,
      lines: [{ id: mug.id, count: 1, pricingSelectedId: null }],
      method: 'online',
    });
    expect(online.statusCode, online.body).toBe(201);
    await expireUnpaidOrders(db, new Date(Date.now() + 24 * 3_600_000));
    expect(await kinds(late.cookie)).toEqual(['orderExpired']);
    // The booth hears nothing of an order that was never paid.
    expect(await kinds(b.owner.cookie)).not.toContain('orderNew');
  });
});
