import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/http/types.ts';
import { matchesEtag } from '../src/http/public-validators.ts';
import { userWithSession } from './factories/users.ts';
import { buildTestApp, testDatabase } from './support/test-app.ts';

// Every public GET answers an anonymous caller with a validator (issue 31 item 6): an ETag and a Cache-Control, and a
// bodiless 304 to If-None-Match when nothing changed; a signed-in caller's answer stays private and unvalidated.

describe('validators on public answers', () => {
  let app: App;
  let cookie: string;
  beforeAll(async () => {
    app = await buildTestApp();
    cookie = (await userWithSession((await testDatabase()).db)).cookie;
  });
  afterAll(() => app.close());

  it('gives every public GET without parameters an ETag and Cache-Control, and 304 when it still matches', async () => {
    const routes = app.routeAccess.filter(
      (route) =>
        route.method === 'GET' &&
        route.access === 'public' &&
        route.url.startsWith('/api/v1/') &&
        !route.url.includes(':') &&
        !route.url.includes('*'),
    );
    expect(routes.length).toBeGreaterThan(25);
    const validated: string[] = [];
    for (const route of routes) {
      const first = await app.inject({ url: route.url });
      if (first.statusCode !== 200 || !String(first.headers['content-type']).includes('json')) continue;
      // Health, a captcha and a proof-of-work challenge are never kept: they say so, and carry no validator.
      if (first.headers['cache-control'] === 'no-store') {
        expect(first.headers.etag, route.url).toBeUndefined();
        continue;
      }
      validated.push(route.url);
      const etag = String(first.headers.etag);
      expect(etag, route.url).toMatch(/^W\/"[\w-]{22}"$/);
      expect(first.headers['cache-control'], route.url).toMatch(
        /^public, max-age=(0(, s-maxage=\d+)?, must-revalidate|\d+)$/,
      );
      const again = await app.inject({ url: route.url, headers: { 'if-none-match': etag } });
      expect([again.statusCode, again.body], route.url).toEqual([304, '']);
      const stale = await app.inject({ url: route.url, headers: { 'if-none-match': 'W/"somethingelse"' } });
      expect(stale.statusCode, route.url).toBe(200);
    }
    expect(validated.length).toBeGreaterThan(20);
  });

  it('keeps a signed-in reader’s answer of a public route private, without a validator', async () => {
    const url = '/api/v1/states';
    const anonymous = await app.inject({ url });
    expect(anonymous.headers.etag).toBeTruthy();
    const signed = await app.inject({ url, headers: { cookie } });
    expect(signed.statusCode).toBe(200);
    expect(signed.headers['cache-control']).toBe('private, no-store');
    expect(signed.headers.etag).toBeUndefined();
  });

  it('matches If-None-Match lists, weak and strong forms and the wildcard', () => {
    const etag = 'W/"abc"';
    expect(matchesEtag('W/"abc"', etag)).toBe(true);
    expect(matchesEtag('"abc"', etag)).toBe(true);
    expect(matchesEtag('W/"x", W/"abc"', etag)).toBe(true);
    expect(matchesEtag('*', etag)).toBe(true);
    expect(matchesEtag('W/"abd"', etag)).toBe(false);
    expect(matchesEtag(undefined, etag)).toBe(false);
  });
});
