import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiKey, ApiKeyCreated } from '@shahrbazar/domain/api/api-key.schema';
import type { CheckoutResult } from '@shahrbazar/domain/api/order.schema';
import { OrderStatus } from '@shahrbazar/domain/enums/commerce';
import { UserType } from '@shahrbazar/domain/enums/people';
import { ActiveStatus } from '@shahrbazar/domain/enums/status';
import type { Db } from '../src/db/client.ts';
import type { App } from '../src/http/types.ts';
import { seedPolicies } from '../src/modules/access/access.service.ts';
import { apiKeys } from '../src/modules/api-keys/api-key.table.ts';
import { creditWallet } from '../src/modules/payments/wallet.service.ts';
import { users } from '../src/modules/users/user.table.ts';
import { shopFixtures, shopSteps } from './factories/orders.ts';
import { userWithSession } from './factories/users.ts';
import { buildTestApp, testDatabase } from './support/test-app.ts';

// Personal API keys (issue 31, ADR 0103): a booth owner makes a key in their panel, and a program calling with it acts
// as the owner on the routes of its scopes only; it is shown once and kept hashed, limited per key, revoked at once.
// Pages of the origins staff allow may call the API from the browser (CORS).

const ALLOWED_ORIGIN = 'https://accounting.example';
const RATE = 8;

describe('personal API keys', () => {
  let db: Db;
  let app: App;
  let shop: ReturnType<typeof shopSteps>;

  beforeAll(async () => {
    db = (await testDatabase()).db;
    await seedPolicies(db);
    app = await buildTestApp({ config: { apiKeyRatePerMinute: RATE, corsOrigins: [ALLOWED_ORIGIN] } });
    shop = shopSteps(app, db, await shopFixtures(db, 10));
  });
  afterAll(() => app.close());

  const makeKey = async (cookie: string, scopes: string[], name = 'حسابداری') => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/me/api-keys',
      headers: { cookie },
      payload: { name, scopes },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<ApiKeyCreated>();
  };
  const withKey = (key: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    app.inject({ method, url, headers: { authorization: `Bearer ${key}` }, ...(payload ? { payload } : {}) });

  /** A selling booth with one paid order. */
  async function boothWithOrder() {
    const { owner, booth, shipping } = await shop.sellingBooth();
    const shirt = await shop.product(owner, booth.id, { price: 100_000, count: 5 });
    const buyer = await userWithSession(db);
    await creditWallet(db, { userId: buyer.user.id, paymentId: null, amount: 500_000, kind: 'charge' });
    const done = await shop.checkout(buyer.cookie, {
      booth_id: booth.id,
      shipping_id: shipping.id,
      lines: [{ id: shirt.id, count: 1, pricingSelectedId: null }],
      method: 'wallet',
    });
    expect(done.statusCode, done.body).toBe(201);
    return { owner, booth, shirt, order: done.json<CheckoutResult>().order };
  }

  it('a key made in the panel reads and moves the owner’s orders; it is shown once and kept only as a hash', async () => {
    const { owner, booth, order } = await boothWithOrder();
    const made = await makeKey(owner.cookie, ['orders:read', 'orders:write']);
    expect(made.key).toMatch(/^sbk_[A-Za-z0-9_-]{43}$/);
    expect(made.prefix).toBe(made.key.slice(0, 12));
    expect(made).toMatchObject({ name: 'حسابداری', scopes: ['orders:read', 'orders:write'], lastUsedAt: null });

    // The list shows the prefix and scopes, never the key; the table holds its hash, not the key.
    const list = await app.inject({ url: '/api/v1/me/api-keys', headers: { cookie: owner.cookie } });
    expect(list.json<{ items: ApiKey[] }>().items).toEqual([
      expect.objectContaining({ id: made.id, prefix: made.prefix }),
    ]);
    expect(list.body).not.toContain(made.key);
    const [stored] = await db.select().from(apiKeys).where(eq(apiKeys.id, made.id));
    expect(Object.values(stored!).map(String)).not.toContain(made.key);
    expect(JSON.stringify(stored)).not.toContain(made.key.slice(12));

    const orders = await withKey(made.key, 'GET', `/api/v1/me/booth/${booth.id}/orders`);
    expect(orders.statusCode, orders.body).toBe(200);
    expect(orders.json<{ items: Array<{ id: number }> }>().items.map((item) => item.id)).toEqual([order.id]);
    // Every answer to a key says its limit.
    expect(orders.headers['x-ratelimit-limit']).toBe(String(RATE));
    expect(Number(orders.headers['x-ratelimit-remaining'])).toBe(RATE - 1);
    expect(Number(orders.headers['x-ratelimit-reset'])).toBeGreaterThan(0);
    expect(orders.headers['cache-control']).toBe('private, no-store');

    const moved = await withKey(made.key, 'POST', `/api/v1/me/booth/${booth.id}/orders/${order.id}/status`, {
      status: OrderStatus.confirmed,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json<{ status: number }>().status).toBe(OrderStatus.confirmed);

    // Its last use is on the owner's list.
    const after = await app.inject({ url: '/api/v1/me/api-keys', headers: { cookie: owner.cookie } });
    expect(after.json<{ items: ApiKey[] }>().items[0]!.lastUsedAt).not.toBeNull();
  });

  it('refuses, in the one error shape, what the key’s scopes do not cover and every back-office or session route', async () => {
    const { owner, booth, order } = await boothWithOrder();
    const reader = (await makeKey(owner.cookie, ['orders:read'])).key;
    const refusals = [
      // a write with a read-only key
      withKey(reader, 'POST', `/api/v1/me/booth/${booth.id}/orders/${order.id}/status`, {
        status: OrderStatus.confirmed,
      }),
      // another scope's route
      withKey(reader, 'GET', `/api/v1/me/booth/${booth.id}/products`),
      // routes that name no scope: money, keys themselves, the sessions
      withKey(reader, 'GET', '/api/v1/me/wallet'),
      withKey(reader, 'POST', '/api/v1/me/api-keys', { name: 'x', scopes: ['orders:read'] }),
      withKey(reader, 'GET', '/api/v1/me/sessions'),
      // the back office
      withKey(reader, 'GET', '/api/v1/manager/orders'),
    ];
    for (const res of await Promise.all(refusals)) {
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json()).toEqual({ error: { code: 'forbidden', message: expect.any(String) } });
    }
    // Nothing changed.
    const still = await withKey(reader, 'GET', `/api/v1/me/booth/${booth.id}/orders/${order.id}`);
    expect(still.json<{ status: number }>().status).toBe(OrderStatus.pending);

    // A key of an admin is still refused in the back office.
    const admin = await userWithSession(db, { type: UserType.admin, name: 'مدیر' });
    const adminKey = (await makeKey(admin.cookie, ['orders:read'])).key;
    expect((await withKey(adminKey, 'GET', '/api/v1/manager/orders')).statusCode).toBe(403);
  });

  it('acts only as its owner: another person’s booth and orders are refused', async () => {
    const first = await boothWithOrder();
    const second = await boothWithOrder();
    const key = (await makeKey(first.owner.cookie, ['orders:read', 'orders:write', 'products:read'])).key;
    const foreign = await Promise.all([
      withKey(key, 'GET', `/api/v1/me/booth/${second.booth.id}/orders`),
      withKey(key, 'GET', `/api/v1/me/booth/${second.booth.id}/orders/${second.order.id}`),
      withKey(key, 'GET', `/api/v1/me/booth/${first.booth.id}/orders/${second.order.id}`),
      withKey(key, 'POST', `/api/v1/me/booth/${second.booth.id}/orders/${second.order.id}/status`, {
        status: OrderStatus.confirmed,
      }),
      withKey(key, 'GET', `/api/v1/me/booth/${second.booth.id}/products/${second.shirt.id}`),
    ]);
    for (const res of foreign) {
      expect([403, 404], res.body).toContain(res.statusCode);
      expect(res.json().error.code).toMatch(/^(forbidden|not_found)$/);
    }
    const mine = await withKey(key, 'GET', `/api/v1/me/booth/${first.booth.id}/products/${first.shirt.id}`);
    expect(mine.statusCode, mine.body).toBe(200);
  });

  it('a revoked key answers 401 at once; another person cannot revoke it', async () => {
    const owner = await userWithSession(db);
    const made = await makeKey(owner.cookie, ['listings:read']);
    expect((await withKey(made.key, 'GET', '/api/v1/me/booth')).statusCode).toBe(200);

    const stranger = await userWithSession(db);
    const notTheirs = await app.inject({
      method: 'DELETE',
      url: `/api/v1/me/api-keys/${made.id}`,
      headers: { cookie: stranger.cookie },
    });
    expect(notTheirs.statusCode).toBe(404);
    expect((await withKey(made.key, 'GET', '/api/v1/me/booth')).statusCode).toBe(200);

    const revoked = await app.inject({
      method: 'DELETE',
      url: `/api/v1/me/api-keys/${made.id}`,
      headers: { cookie: owner.cookie },
    });
    expect(revoked.statusCode).toBe(204);
    for (const url of ['/api/v1/me/booth', '/api/v1/health']) {
      const res = await withKey(made.key, 'GET', url);
      expect(res.statusCode, url).toBe(401);
      expect(res.json().error.code).toBe('unauthenticated');
    }
    const list = await app.inject({ url: '/api/v1/me/api-keys', headers: { cookie: owner.cookie } });
    expect(list.json<{ items: ApiKey[] }>().items).toEqual([]);
    // A made-up key is no better.
    expect((await withKey(`sbk_${'a'.repeat(43)}`, 'GET', '/api/v1/me/booth')).statusCode).toBe(401);
  });

  it('an owner no longer active is refused by key and by session alike (401), and let in again once active', async () => {
    const owner = await userWithSession(db);
    const made = await makeKey(owner.cookie, ['listings:read']);
    const answers = async () => [
      (await withKey(made.key, 'GET', '/api/v1/me/booth')).statusCode,
      (await app.inject({ url: '/api/v1/me/api-keys', headers: { cookie: owner.cookie } })).statusCode,
    ];
    const setStatus = (status: number) => db.update(users).set({ status }).where(eq(users.id, owner.user.id));
    expect(await answers()).toEqual([200, 200]);
    await setStatus(ActiveStatus.inactive);
    expect(await answers()).toEqual([401, 401]);
    await setStatus(ActiveStatus.active);
    expect(await answers()).toEqual([200, 200]);
  });

  it('limits each key on its own: past the limit it answers 429 with Retry-After, another key goes on', async () => {
    const owner = await userWithSession(db);
    const first = (await makeKey(owner.cookie, ['listings:read'])).key;
    const second = (await makeKey(owner.cookie, ['listings:read'])).key;
    const remaining: number[] = [];
    for (let n = 0; n < RATE; n++) {
      const res = await withKey(first, 'GET', '/api/v1/me/booth');
      expect(res.statusCode).toBe(200);
      remaining.push(Number(res.headers['x-ratelimit-remaining']));
    }
    expect(remaining).toEqual(Array.from({ length: RATE }, (_, n) => RATE - 1 - n));
    const refused = await withKey(first, 'GET', '/api/v1/me/booth');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('rate_limited');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.headers['x-ratelimit-remaining']).toBe('0');
    const other = await withKey(second, 'GET', '/api/v1/me/booth');
    expect(other.statusCode).toBe(200);
    // The owner's own session is not held back by their program's key.
    expect((await app.inject({ url: '/api/v1/me/booth', headers: { cookie: owner.cookie } })).statusCode).toBe(200);
  });

  it('answers CORS to the origins staff allow only, without credentials', async () => {
    const preflight = (origin: string) =>
      app.inject({
        method: 'OPTIONS',
        url: '/api/v1/me/booth',
        headers: { origin, 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization' },
      });
    const allowed = await preflight(ALLOWED_ORIGIN);
    expect(allowed.statusCode).toBe(204);
    expect(allowed.headers['access-control-allow-origin']).toBe(ALLOWED_ORIGIN);
    expect(String(allowed.headers['access-control-allow-headers'])).toContain('authorization');
    expect(allowed.headers['access-control-allow-credentials']).toBeUndefined();
    const refused = await preflight('https://evil.example');
    expect(refused.headers['access-control-allow-origin']).toBeUndefined();

    const owner = await userWithSession(db);
    const key = (await makeKey(owner.cookie, ['listings:read'])).key;
    const read = (origin: string) =>
      app.inject({ url: '/api/v1/me/booth', headers: { origin, authorization: `Bearer ${key}` } });
    const fromAllowed = await read(ALLOWED_ORIGIN);
    expect(fromAllowed.statusCode).toBe(200);
    expect(fromAllowed.headers['access-control-allow-origin']).toBe(ALLOWED_ORIGIN);
    expect(String(fromAllowed.headers['access-control-expose-headers'])).toContain('x-ratelimit-remaining');
    expect(String(fromAllowed.headers.vary)).toContain('Origin');
    const fromOther = await read('https://evil.example');
    expect(fromOther.headers['access-control-allow-origin']).toBeUndefined();
  });
});
