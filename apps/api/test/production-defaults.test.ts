import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, loadDatabaseConfig } from '../src/config.ts';
import type { App } from '../src/http/types.ts';
import { buildTestApp } from './support/test-app.ts';

const production = { APP_ENV: 'production', APP_SECRET: 'x'.repeat(40), PAYMENT_SANDBOX_IN_PRODUCTION: 'true' };

describe('production defaults', () => {
  it('production refuses to start unless SEED_DEMO says whether the demo accounts are wanted', () => {
    expect(() => loadConfig(production)).toThrow(/SEED_DEMO: the demo accounts have published passwords/);
    expect(loadConfig({ ...production, SEED_DEMO: 'false' }).seedDemo).toBe(false);
    expect(loadConfig({ ...production, SEED_DEMO: 'true' }).seedDemo).toBe(true);
    // Development keeps its demo by default.
    expect(loadConfig({}).seedDemo).toBe(true);
  });

  it('production migrates only when MIGRATE_ON_START=true (the release runs npm run migrate); elsewhere at start', () => {
    const seeded = { ...production, SEED_DEMO: 'false' };
    expect(loadConfig(seeded).migrateOnStart).toBe(false);
    expect(loadConfig({ ...seeded, MIGRATE_ON_START: 'true' }).migrateOnStart).toBe(true);
    expect(loadConfig({}).migrateOnStart).toBe(true);
    expect(loadConfig({ APP_ENV: 'test', MIGRATE_ON_START: 'false' }).migrateOnStart).toBe(false);
    expect(() => loadConfig({ MIGRATE_ON_START: 'yes' })).toThrow(/MIGRATE_ON_START/);
    // npm run migrate needs the database, not the instances' secrets.
    expect(loadDatabaseConfig({ APP_ENV: 'production', DATABASE_URL: 'postgres://db/shop' }).databaseUrl).toBe(
      'postgres://db/shop',
    );
  });

  it('TRUST_PROXY takes a hop count or the proxies’ addresses, never "believe every hop"', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.5, 10.0.1.0/24' }).trustProxy).toBe('10.0.0.5,10.0.1.0/24');
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY must be false, the number of proxies/);
    expect(() => loadConfig({ TRUST_PROXY: 'everyone' })).toThrow(/TRUST_PROXY/);
  });
});

describe('development aids answer only this machine', () => {
  let app: App;
  let proxied: App;
  beforeAll(async () => {
    app = await buildTestApp();
    proxied = await buildTestApp({ config: { trustProxy: 1 } });
  });
  afterAll(async () => {
    await app.close();
    await proxied.close();
  });

  it('the SMS outbox and captcha answers refuse a caller from elsewhere, directly or through a proxy', async () => {
    const { captchaId } = (await app.inject({ url: '/api/v1/auth/captcha' })).json<{ captchaId: string }>();
    for (const url of ['/api/v1/dev/sms', '/api/v1/dev/mail', `/api/v1/dev/captcha/${captchaId}`]) {
      expect((await app.inject({ url })).statusCode, url).toBe(200);
      const remote = await app.inject({ url, remoteAddress: '203.0.113.7' });
      expect(remote.statusCode, url).toBe(403);
      expect(remote.json().error.code).toBe('forbidden');
      // A proxy on this machine forwarding a caller from elsewhere is not this machine.
      const forwarded = await proxied.inject({ url, headers: { 'x-forwarded-for': '203.0.113.7' } });
      expect(forwarded.statusCode, url).toBe(403);
    }
    expect((await app.inject({ url: '/api/v1/dev/sms', remoteAddress: '::1' })).statusCode).toBe(200);
  });

  it('a client behind one trusted proxy cannot choose its address with an extra X-Forwarded-For hop', async () => {
    const seen = await proxied.inject({
      url: '/api/v1/dev/sms',
      headers: { 'x-forwarded-for': '127.0.0.1, 203.0.113.9' },
    });
    // The nearest hop (what our proxy saw) is 203.0.113.9; the client-written 127.0.0.1 is not believed.
    expect(seen.statusCode).toBe(403);
  });
});
