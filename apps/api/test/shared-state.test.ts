import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App, AppServices } from '../src/http/types.ts';
import { createServices } from '../src/services.ts';
import { uniqueIp } from './support/auth.ts';
import { dropPrefix, redisReachable, TEST_REDIS_URL, testPrefix } from './support/redis.ts';
import { buildTestApp, testConfig } from './support/test-app.ts';

const withRedis = await redisReachable();

/**
 * Two API instances on one database and one Redis (REDIS_URL): what one instance counts or keeps, the other sees
 * (ADR 0019). Without Redis each instance would let through its own full rate limit.
 */
describe.runIf(withRedis)('two instances sharing Redis', () => {
  const prefix = testPrefix();
  const redis = { url: TEST_REDIS_URL, prefix };
  let a: App;
  let b: App;
  let servicesA: AppServices;
  let servicesB: AppServices;

  beforeAll(async () => {
    servicesA = createServices(testConfig({ redis }), { info: () => {} });
    servicesB = createServices(testConfig({ redis }), { info: () => {} });
    a = await buildTestApp({ config: { redis }, services: servicesA });
    b = await buildTestApp({ config: { redis }, services: servicesB });
  });
  afterAll(async () => {
    await Promise.all([a.close(), b.close()]);
    await Promise.all([servicesA.sharedStore.close(), servicesB.sharedStore.close()]);
    await dropPrefix(prefix);
  });

  it('keeps the rate limit of one client over both: 30 captchas a minute in all, then 429 on either', async () => {
    const remoteAddress = uniqueIp();
    const statuses: number[] = [];
    for (let i = 0; i < 32; i++) {
      const instance = i % 2 === 0 ? a : b;
      statuses.push((await instance.inject({ url: '/api/v1/auth/captcha', remoteAddress })).statusCode);
    }
    expect(statuses.slice(0, 30).every((status) => status === 200)).toBe(true);
    expect(statuses.slice(30)).toEqual([429, 429]);
    // Another client is not affected.
    expect((await a.inject({ url: '/api/v1/auth/captcha', remoteAddress: uniqueIp() })).statusCode).toBe(200);
  });

  it('answers on B the development captcha drawn on A', async () => {
    const drawn = await a.inject({ url: '/api/v1/auth/captcha', remoteAddress: uniqueIp() });
    const { captchaId } = drawn.json<{ captchaId: string }>();
    const answer = await b.inject({ url: `/api/v1/dev/captcha/${captchaId}` });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().answer).toMatch(/^\d+$/);
  });

  it('shows on B the sandbox bank payment requested on A, and a choice made on B is the one A verifies', async () => {
    const { authority } = await servicesA.paymentGateway.request({
      amount: 50_000,
      description: 'شارژ کیف پول',
      callbackUrl: '/payments/callback',
    });
    const page = await b.inject({ url: `/api/v1/sandbox-bank/${authority}` });
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({ amount: 50_000, state: 'pending' });
    const chosen = await b.inject({
      method: 'POST',
      url: `/api/v1/sandbox-bank/${authority}`,
      payload: { outcome: 'pay' },
    });
    expect(chosen.json().redirect).toBe(`/payments/callback?Authority=${authority}&Status=OK`);
    expect(await servicesA.paymentGateway.verify({ authority, amount: 50_000 })).toMatchObject({
      status: 'paid',
      alreadyVerified: false,
    });
    expect(await servicesB.paymentGateway.verify({ authority, amount: 50_000 })).toMatchObject({
      status: 'paid',
      alreadyVerified: true,
    });
  });

  it('reports the Redis store in readiness', async () => {
    expect((await b.inject({ url: '/api/v1/health/ready' })).json()).toMatchObject({
      status: 'ready',
      sharedStore: { driver: 'redis', status: 'up' },
    });
  });
});
