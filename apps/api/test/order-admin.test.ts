import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ManagedOrderPage } from '@shahrbazar/domain/api/order-admin.schema';
import type { CheckoutResult, Order } from '@shahrbazar/domain/api/order.schema';
import { OrderStatus } from '@shahrbazar/domain/enums/commerce';
import { UserType } from '@shahrbazar/domain/enums/people';
import { policy } from '@shahrbazar/domain/rules/policy-catalogue';
import type { Db } from '../src/db/client.ts';
import type { App } from '../src/http/types.ts';
import { seedPolicies } from '../src/modules/access/access.service.ts';
import { creditWallet } from '../src/modules/payments/wallet.service.ts';
import { users } from '../src/modules/users/user.table.ts';
import { shopFixtures, shopSteps } from './factories/orders.ts';
import { roleWith, userWithSession } from './factories/users.ts';
import { buildTestApp, testDatabase } from './support/test-app.ts';

// Issue 17's back office: orders by status, booth, buyer, dates and payment status under the orders policy; agents
// see only their own users' booths' paid orders (ADR 0037).
describe('orders in the back office and the agent panel', () => {
  let app: App;
  let db: Db;
  let shop: ReturnType<typeof shopSteps>;
  let admin: string;

  beforeAll(async () => {
    db = (await testDatabase()).db;
    await seedPolicies(db);
    app = await buildTestApp();
    const fx = await shopFixtures(db, 10);
    admin = fx.admin;
    shop = shopSteps(app, db, fx);
  });
  afterAll(() => app.close());

  const get = (cookie: string, url: string) => shop.call(cookie, 'GET', url);
  async function order(boothOf: Awaited<ReturnType<typeof shop.sellingBooth>>, method: 'wallet' | 'online') {
    const product = await shop.product(boothOf.owner, boothOf.booth.id, { price: 40_000, count: 9 });
    const buyer = await userWithSession(db);
    await creditWallet(db, { userId: buyer.user.id, paymentId: null, amount: 500_000, kind: 'charge' });
    const done = await shop.checkout(buyer.cookie, {
      booth_id: boothOf.booth.id,
      shipping_id: boothOf.shipping.id,
      lines: [{ id: product.id, count: 2, pricingSelectedId: null }],
      method,
    });
    expect(done.statusCode, done.body).toBe(201);
    return { buyer, order: done.json<CheckoutResult>().order };
  }

  it('lists every order for a manager with the orders policy, filtered by booth, status, buyer, payment and day', async () => {
    const a = await shop.sellingBooth();
    const b = await shop.sellingBooth();
    const paid = await order(a, 'wallet');
    const unpaid = await order(a, 'online');
    const other = await order(b, 'wallet');
    const confirmed = await shop.call(
      a.owner.cookie,
      'POST',
      `/api/v1/me/booth/${a.booth.id}/orders/${paid.order.id}/status`,
      { status: OrderStatus.confirmed },
    );
    expect(confirmed.statusCode).toBe(200);

    const byBooth = await get(admin, `/api/v1/manager/orders?booth_id=${a.booth.id}`);
    expect(byBooth.statusCode, byBooth.body).toBe(200);
    const page = byBooth.json<ManagedOrderPage>();
    expect(page.items.map((item) => item.id)).toEqual([unpaid.order.id, paid.order.id]);
    expect(page).toMatchObject({ total: 2, currentPage: 1, lastPage: 1 });
    // The back office sees the buyer's mobile, never the code the buyer gives the courier.
    expect(page.items[1]).toMatchObject({ user: { mobile: paid.buyer.user.mobile }, deliveryCodeMain: null });

    const ids = async (query: string) =>
      (await get(admin, `/api/v1/manager/orders?${query}`)).json<ManagedOrderPage>().items.map((item) => item.id);
    expect(await ids(`booth_id=${a.booth.id}&status=${OrderStatus.confirmed}`)).toEqual([paid.order.id]);
    expect(await ids(`booth_id=${a.booth.id}&paymentStatus=unPaid`)).toEqual([unpaid.order.id]);
    expect(await ids(`user_id=${other.buyer.user.id}`)).toEqual([other.order.id]);
    const today = new Date().toLocaleDateString('en-CA', { timeZone: 'Asia/Tehran' });
    expect(await ids(`booth_id=${b.booth.id}&from=${today}&to=${today}`)).toEqual([other.order.id]);
    expect(await ids(`booth_id=${b.booth.id}&to=2020-01-01`)).toEqual([]);

    const one = await get(admin, `/api/v1/manager/orders/${paid.order.id}`);
    expect(one.statusCode).toBe(200);
    expect(one.json<Order>()).toMatchObject({ id: paid.order.id, total: 110_000, paymentStatus: 'paid', status: 1 });
    expect(one.json<Order>().details[0]).toMatchObject({ count: 2, price: 40_000 });

    // Bad filters are field errors in the one error shape, never a 500.
    const bad = await get(admin, '/api/v1/manager/orders?from=1403-13-40&status=9&paymentStatus=x');
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().error.fields ?? {})).toEqual(expect.arrayContaining(['from', 'status']));
  });

  it('refuses a staff member without the orders policy, a customer and a guest', async () => {
    const clerk = await userWithSession(db, {
      type: UserType.employee,
      kind: 'manager',
      roleId: await roleWith(db, [policy('users', 'index')]),
    });
    const customer = await userWithSession(db);
    expect((await get(clerk.cookie, '/api/v1/manager/orders')).statusCode).toBe(403);
    expect((await get(customer.cookie, '/api/v1/manager/orders')).statusCode).toBe(403);
    expect((await app.inject({ url: '/api/v1/manager/orders' })).statusCode).toBe(401);
  });

  it('shows an agent the paid orders of their own users’ booths only; another agent’s order is a 404', async () => {
    const role = await roleWith(db, [policy('agentBooths', 'index')], UserType.agent);
    const agent = await userWithSession(db, { type: UserType.agent, kind: 'agent', roleId: role });
    const stranger = await userWithSession(db, { type: UserType.agent, kind: 'agent', roleId: role });
    const a = await shop.sellingBooth();
    await db.update(users).set({ createdBy: agent.user.id }).where(eq(users.id, a.owner.user.id));
    const paid = await order(a, 'wallet');
    await order(a, 'online');
    const elsewhere = await order(await shop.sellingBooth(), 'wallet');

    const mine = await get(agent.cookie, '/api/v1/agent/orders');
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json<ManagedOrderPage>().items.map((item) => item.id)).toEqual([paid.order.id]);
    expect((await get(agent.cookie, `/api/v1/agent/orders/${paid.order.id}`)).statusCode).toBe(200);
    expect((await get(agent.cookie, `/api/v1/agent/orders/${elsewhere.order.id}`)).statusCode).toBe(404);
    expect((await get(stranger.cookie, `/api/v1/agent/orders/${paid.order.id}`)).statusCode).toBe(404);
    expect((await get(stranger.cookie, '/api/v1/agent/orders')).json<ManagedOrderPage>().total).toBe(0);
  });

  it('counts paid orders by status on the dashboard', async () => {
    const before = (await get(admin, '/api/v1/manager/dashboard')).json<Record<string, number>>();
    const a = await shop.sellingBooth();
    await order(a, 'wallet');
    await order(a, 'online');
    const after = (await get(admin, '/api/v1/manager/dashboard')).json<Record<string, number>>();
    expect(after.orderTotal).toBe(before.orderTotal! + 1);
    expect(after.orderPending).toBe(before.orderPending! + 1);
    expect(after.boothActive).toBe(before.boothActive! + 1);
    expect(after.productTotal).toBe(before.productTotal! + 2);
  });
});
