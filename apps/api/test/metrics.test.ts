import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PaymentType } from '@shahrbazar/domain/enums/commerce';
import { QueueKind } from '@shahrbazar/domain/enums/queue';
import type { Database } from '../src/db/client.ts';
import type { App, AppServices } from '../src/http/types.ts';
import { seedPolicies } from '../src/modules/access/access.service.ts';
import { notify } from '../src/modules/notify/notification.service.ts';
import { serveMetrics } from '../src/observability/metrics.ts';
import { createServices } from '../src/services.ts';
import { adsDesk } from './factories/ads.ts';
import { shopFixtures, shopSteps } from './factories/orders.ts';
import { billing } from './factories/payments.ts';
import { userWithSession } from './factories/users.ts';
import { loginWithCode, uniqueIp, uniqueMobile } from './support/auth.ts';
import { buildTestApp, testConfig, testDatabase } from './support/test-app.ts';

// What an operator reads at /metrics (ADR 0087): the figures move with what the site does, and nobody without the
// token reads them.

const TOKEN = 'metrics-token-for-tests-only';
const metricsSettings = { port: undefined, host: '127.0.0.1', token: TOKEN };

/** The sum of a metric's series whose labels include `labels` (undefined when there is none), from Prometheus' text. */
function figure(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  let sum: number | undefined;
  for (const line of text.split('\n')) {
    const match = /^([A-Za-z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const has = Object.fromEntries(
      [...(match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((m) => [m[1], m[2]]),
    );
    if (Object.entries(labels).every(([key, value]) => has[key] === value)) sum = (sum ?? 0) + Number(match[3]);
  }
  return sum;
}

describe('/metrics', () => {
  let app: App;
  let services: AppServices;
  let database: Database;

  beforeAll(async () => {
    database = await testDatabase();
    await seedPolicies(database.db);
    const config = testConfig({ metrics: metricsSettings, answerCacheSeconds: 60, validateResponses: false });
    services = createServices(config, { info: () => {} });
    app = await buildTestApp({ config, services });
  });
  afterAll(() => app.close());

  const scrape = async () => {
    const res = await app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.statusCode, res.body).toBe(200);
    return res.body;
  };

  it('refuses a caller without the token, or with another, and answers Prometheus text with it', async () => {
    const anonymous = await app.inject({ url: '/metrics' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.headers['www-authenticate']).toBe('Bearer realm="metrics"');
    expect(anonymous.body).not.toContain('shahrbazar_');
    const wrong = await app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN.slice(1)}x` } });
    expect(wrong.statusCode).toBe(401);
    const session = (await userWithSession(database.db)).cookie;
    expect((await app.inject({ url: '/metrics', headers: { cookie: session } })).statusCode).toBe(401);

    const res = await app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain; version=0.0.4');
    expect(res.headers['cache-control']).toBe('no-store');
    // The event loop's lag and the build are there from the start.
    expect(figure(res.body, 'nodejs_eventloop_lag_p99_seconds')).toBeGreaterThanOrEqual(0);
    expect(figure(res.body, 'shahrbazar_build_info', { version: '0.0.0-test', database: database.driver })).toBe(1);
  });

  it('is not there at all without a token or a port of its own', async () => {
    const closed = await buildTestApp();
    try {
      const res = await closed.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
      expect(res.statusCode).toBe(404);
    } finally {
      await closed.close();
    }
  });

  it('counts a request under its route pattern, never its address, with its time', async () => {
    const desk = await adsDesk(app, database.db);
    const owner = (await userWithSession(database.db)).cookie;
    const ad = await desk.live(owner, { title: 'کمد چوبی' });
    const route = { method: 'GET', route: '/api/v1/ads/:slugId', status: '200' };
    const before = figure(await scrape(), 'shahrbazar_http_requests_total', route) ?? 0;
    const res = await app.inject({ url: `/api/v1/ads/${ad.slugId}` });
    expect(res.statusCode, res.body).toBe(200);
    const after = await scrape();
    expect(figure(after, 'shahrbazar_http_requests_total', route)).toBe(before + 1);
    expect(after).not.toContain(ad.slugId);
    expect(figure(after, 'shahrbazar_http_request_duration_seconds_count', { route: '/api/v1/ads/:slugId' })).toBe(
      before + 1,
    );
    // A malformed address is an error of that route, by its code (the one error shape's).
    const errors = { route: '/api/v1/ads/:slugId', code: 'validation' };
    const refusedBefore = figure(after, 'shahrbazar_http_errors_total', errors) ?? 0;
    expect((await app.inject({ url: '/api/v1/ads/no such listing' })).statusCode).toBe(422);
    expect(figure(await scrape(), 'shahrbazar_http_errors_total', errors)).toBe(refusedBefore + 1);
  });

  it('counts a sign-in by its method and outcome', async () => {
    const ok = { method: 'otp', outcome: 'ok' };
    const refused = { method: 'otp', outcome: 'refused' };
    const before = await scrape();
    await loginWithCode(app, services, uniqueMobile());
    const wrong = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/login/otp',
      payload: { mobile: uniqueMobile(), code: '000000', panel: 'general' },
      remoteAddress: uniqueIp(),
    });
    expect(wrong.statusCode).toBeGreaterThanOrEqual(400);
    const after = await scrape();
    expect(figure(after, 'shahrbazar_sign_ins_total', ok)).toBe(
      (figure(before, 'shahrbazar_sign_ins_total', ok) ?? 0) + 1,
    );
    expect(figure(after, 'shahrbazar_sign_ins_total', refused)).toBe(
      (figure(before, 'shahrbazar_sign_ins_total', refused) ?? 0) + 1,
    );
  });

  it('counts a checkout the bank cannot start as a failed order, an error of the route and a refused payment', async () => {
    // Zarinpal at an address nothing listens on: the bank cannot be reached.
    const config = testConfig({
      metrics: metricsSettings,
      payment: {
        gateway: 'zarinpal',
        zarinpal: {
          merchantId: '00000000-0000-0000-0000-000000000000',
          baseUrl: 'http://127.0.0.1:1',
          currency: 'IRT',
        },
      },
    });
    const shopApp = await buildTestApp({ config });
    try {
      const shop = shopSteps(shopApp, database.db, await shopFixtures(database.db));
      const booth = await shop.sellingBooth();
      const product = await shop.product(booth.owner, booth.booth.id, { price: 100_000, count: 5 });
      const buyer = await userWithSession(database.db);
      const read = async () =>
        (await shopApp.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } })).body;
      const before = await read();
      const failed = await shop.checkout(buyer.cookie, {
        booth_id: booth.booth.id,
        shipping_id: booth.shipping.id,
        lines: [{ id: product.id, count: 1, pricingSelectedId: null }],
        method: 'online',
      });
      expect(failed.statusCode, failed.body).toBe(503);
      const after = await read();
      const moved = (name: string, labels: Record<string, string>) =>
        (figure(after, name, labels) ?? 0) - (figure(before, name, labels) ?? 0);
      expect(
        moved('shahrbazar_http_errors_total', { method: 'POST', route: '/api/v1/me/orders', code: 'network' }),
      ).toBe(1);
      expect(moved('shahrbazar_orders_total', { outcome: 'failed' })).toBe(1);
      expect(moved('shahrbazar_payments_total', { gateway: 'zarinpal', outcome: 'requestFailed' })).toBe(1);
    } finally {
      await shopApp.close();
    }
  });

  it('counts the bank callback’s outcome by gateway: paid, or cancelled at the bank', async () => {
    const bank = billing(app);
    const payer = (await userWithSession(database.db)).cookie;
    const before = await scrape();
    await bank.chargeWallet(payer, 50_000);
    await bank.payOnline(payer, { type: PaymentType.chargeWallet, amount: 60_000 }, 'cancel');
    const after = await scrape();
    for (const outcome of ['paid', 'cancelled']) {
      const labels = { gateway: 'sandbox', outcome };
      expect(figure(after, 'shahrbazar_payments_total', labels), outcome).toBe(
        (figure(before, 'shahrbazar_payments_total', labels) ?? 0) + 1,
      );
    }
  });

  it('counts the answer cache’s hits and misses for visitors without a session', async () => {
    const desk = await adsDesk(app, database.db);
    const url = `/api/v1/ads?city=${desk.city.slug}`;
    const hit = { cache: 'answer', result: 'hit' };
    const miss = { cache: 'answer', result: 'miss' };
    const before = await scrape();
    await app.inject({ url });
    await app.inject({ url });
    const after = await scrape();
    expect(figure(after, 'shahrbazar_cache_lookups_total', miss)).toBe(
      (figure(before, 'shahrbazar_cache_lookups_total', miss) ?? 0) + 1,
    );
    expect(figure(after, 'shahrbazar_cache_lookups_total', hit)).toBe(
      (figure(before, 'shahrbazar_cache_lookups_total', hit) ?? 0) + 1,
    );
  });

  it('shows the durable queue’s jobs by kind and state, and how late the most overdue one is', async () => {
    const user = await userWithSession(database.db);
    const waiting = { queue: QueueKind.notificationBell, state: 'waiting' };
    const before = figure(await scrape(), 'shahrbazar_queue_jobs', waiting) ?? 0;
    // A notification due five minutes ago (its bell's job is due then: no worker runs here), and one due in an hour.
    await notify(database.db, user.user.id, 'paymentPaid', {}, { at: new Date(Date.now() - 5 * 60_000) });
    await notify(database.db, user.user.id, 'paymentPaid', {}, { at: new Date(Date.now() + 60 * 60_000) });
    const after = await scrape();
    expect(figure(after, 'shahrbazar_queue_jobs', waiting)).toBe(before + 2);
    // Every kind shows each of its states, none given up included.
    const sms = { queue: QueueKind.notificationSms, state: 'failed' };
    expect(figure(after, 'shahrbazar_queue_jobs', sms)).toBeTypeOf('number');
    expect(figure(after, 'shahrbazar_queue_lag_seconds')).toBeGreaterThanOrEqual(300);
  });

  it('shows the PostgreSQL pool and its waits (PGlite has no pool)', async () => {
    await app.inject({ url: '/api/v1/health' });
    const text = await scrape();
    if (database.driver === 'postgres') {
      expect(figure(text, 'shahrbazar_db_pool_connections', { state: 'max' })).toBe(20);
      expect(figure(text, 'shahrbazar_db_pool_connections', { state: 'total' })).toBeGreaterThanOrEqual(1);
      expect(figure(text, 'shahrbazar_db_pool_wait_seconds_count')).toBeGreaterThanOrEqual(1);
    } else {
      expect(figure(text, 'shahrbazar_db_pool_connections')).toBeUndefined();
    }
  });

  it('serves /metrics on a port of its own (METRICS_PORT), asking for the token there too when one is set', async () => {
    const open = await serveMetrics(app.metrics, { port: 0, host: '127.0.0.1', token: undefined });
    const guarded = await serveMetrics(app.metrics, { port: 0, host: '127.0.0.1', token: TOKEN });
    try {
      const text = await (await fetch(`http://127.0.0.1:${open!.port}/metrics`)).text();
      expect(figure(text, 'shahrbazar_http_requests_total')).toBeGreaterThan(0);
      expect((await fetch(`http://127.0.0.1:${open!.port}/other`)).status).toBe(404);
      expect((await fetch(`http://127.0.0.1:${guarded!.port}/metrics`)).status).toBe(401);
      const allowed = await fetch(`http://127.0.0.1:${guarded!.port}/metrics`, {
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      expect(allowed.status).toBe(200);
    } finally {
      await open?.close();
      await guarded?.close();
    }
  });
});
