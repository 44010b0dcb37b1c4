import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client.ts';
import type { App } from '../src/http/types.ts';
import { seedPolicies } from '../src/modules/access/access.service.ts';
import { shopFixtures, shopSteps } from './factories/orders.ts';
import { userWithSession } from './factories/users.ts';
import { buildTestApp, testDatabase } from './support/test-app.ts';

// Validators on public reads (issue 31, item 6): every public GET operation of the OpenAPI document that answers
// shared data carries an ETag and a Cache-Control, and the same request with If-None-Match gets 304 without a body;
// a signed-in caller's answer stays private. Operations whose answer must not be kept say why below.

/** Public reads that must never be kept or validated, and why. */
const NOT_KEPT: Record<string, string> = {
  '/api/v1/health': 'liveness: no-store',
  '/api/v1/health/live': 'liveness: no-store',
  '/api/v1/health/ready': 'readiness: no-store',
  '/api/v1/auth/captcha': 'a new puzzle on every call: no-store',
  '/api/v1/auth/pow': 'a new challenge on every call: no-store',
  '/api/v1/payments/callback': 'the bank’s redirect: no-store',
  '/api/v1/banners': 'every answer counts the banners’ views: no-store',
};

describe('ETag and Cache-Control on public reads', () => {
  let db: Db;
  let app: App;
  const values: Record<string, string> = {};
  const query: Record<string, string> = {};

  beforeAll(async () => {
    db = (await testDatabase()).db;
    await seedPolicies(db);
    app = await buildTestApp();
    const fx = await shopFixtures(db, 10);
    const shop = shopSteps(app, db, fx);
    const { owner, booth } = await shop.sellingBooth();
    const product = await shop.product(owner, booth.id, {});
    const read = await app.inject({ url: `/api/v1/me/booth/${booth.id}`, headers: { cookie: owner.cookie } });
    const slugId = read.json<{ slugId?: string; slug?: string }>();
    Object.assign(values, {
      id: String(fx.city.id),
      productId: String(product.id),
      boothId: String(booth.id),
      name: booth.name,
      slugId: String(slugId.slugId ?? `${slugId.slug}-${booth.id}`),
      level: 'subCategory',
      slug: fx.tree.sub.slug,
      type: 'booth',
      listingId: String(booth.id),
    });
    Object.assign(query, { location: 'home', type: 'booth', item_id: String(booth.id) });
  });
  afterAll(() => app.close());

  it('walks every public GET of the document: ETag, Cache-Control and 304 on If-None-Match', async () => {
    const doc = (await app.inject({ url: '/api/v1/openapi.json' })).json<{
      paths: Record<
        string,
        { get?: { security?: object[]; parameters?: Array<{ in: string; name: string; required?: boolean }> } }
      >;
    }>();
    const walked: string[] = [];
    const skipped: string[] = [];
    for (const [path, operations] of Object.entries(doc.paths)) {
      const get = operations.get;
      if (!get?.security?.some((requirement) => Object.keys(requirement).length === 0)) continue;
      if (path in NOT_KEPT || path.startsWith('/api/v1/dev/')) continue;
      const url = path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(values[name] ?? ''));
      const params = (get.parameters ?? []).filter((param) => param.in === 'query' && param.required);
      const search = new URLSearchParams(
        params.map((param): [string, string] => [param.name, query[param.name] ?? '']),
      );
      const address = params.length ? `${url}?${search}` : url;
      const first = await app.inject({ url: address });
      if (first.statusCode !== 200) {
        skipped.push(`${path} ${first.statusCode}`);
        continue;
      }
      walked.push(path);
      const etag = first.headers.etag;
      expect(etag, path).toMatch(/^W\/"[A-Za-z0-9_-]+"$/);
      expect(first.headers['cache-control'], path).toMatch(/^public, /);
      const again = await app.inject({ url: address, headers: { 'if-none-match': String(etag) } });
      expect(again.statusCode, path).toBe(304);
      expect(again.body, path).toBe('');
      expect(again.headers.etag, path).toBe(etag);
    }
    // The reads this test could give real values to: most of the document's public GETs.
    expect(walked.length).toBeGreaterThanOrEqual(30);
    expect(walked).toEqual(
      expect.arrayContaining([
        '/api/v1/app/initial-data',
        '/api/v1/booth',
        '/api/v1/booth/{slugId}',
        '/api/v1/products/{productId}',
        '/api/v1/categories',
        '/api/v1/cities/{id}',
      ]),
    );
    console.info(`walked ${walked.length}; not walked (no record of theirs here): ${skipped.join('; ')}`);
  });

  it('a changed answer has a new ETag; a signed-in caller’s answer stays private, unkept', async () => {
    const first = await app.inject({ url: '/api/v1/booth' });
    const stale = await app.inject({ url: '/api/v1/booth', headers: { 'if-none-match': 'W/"not-this-one"' } });
    expect(stale.statusCode).toBe(200);
    expect(stale.headers.etag).toBe(first.headers.etag);
    const person = await userWithSession(db);
    const signed = await app.inject({ url: '/api/v1/booth', headers: { cookie: person.cookie } });
    expect(signed.statusCode).toBe(200);
    expect(signed.headers['cache-control']).toBe('private, no-store');
  });
});
