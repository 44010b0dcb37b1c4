import type { AppLoadContext } from 'react-router';
import { describe, expect, it } from 'vitest';
import { loadInitialData } from './initial-data.server.ts';

// ADR 0098: a visitor's initial data is read again only when the API's kept copy changed (its ETag): a page rendered
// anew does not decode the same ~150 KB each time. The API's side of it (the kept copy, 304) is answer-cache.test.ts.

/**
 * An API that answers the initial data with an ETag and "not modified" to a request that names it, as ours does, and
 * a signed-in caller's own part (the user) to a request that carries a session.
 */
function api(version: { etag: string; title: string }) {
  const asked: Array<string | null> = [];
  const cookies: Array<string | null> = [];
  const apiFetch = async (path: string, init?: RequestInit) => {
    const headers = new Headers(init?.headers);
    const json = (body: unknown) =>
      new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
    if (path === '/api/v1/app/initial-data/mine') {
      const token = /token=(\w+)/.exec(headers.get('cookie') ?? '')?.[1];
      if (token === 'ended') return new Response('{}', { status: 401 });
      return json({ user: { name: `user ${token}` } });
    }
    cookies.push(headers.get('cookie'));
    const known = headers.get('if-none-match');
    asked.push(known);
    if (known === version.etag) return new Response(null, { status: 304, headers: { etag: version.etag } });
    const body = JSON.stringify({ user: null, siteTexts: { appTitle: version.title }, cities: [{ id: 1 }] });
    return new Response(body, { status: 200, headers: { 'content-type': 'application/json', etag: version.etag } });
  };
  return { context: { apiFetch } as unknown as AppLoadContext, asked, cookies };
}

const page = (cookie = '') => new Request('http://x/ads/list', { headers: cookie ? { cookie } : {} });
type Texts = { siteTexts: { appTitle: string } };

describe('loadInitialData', () => {
  it('asks again with the ETag it has, and reuses what it read while the API says it is the same', async () => {
    const version = { etag: 'W/"one"', title: 'شهربازار' };
    const { context, asked } = api(version);
    const first = await loadInitialData(page('city=7'), context);
    const second = await loadInitialData(page('city=7'), context);
    expect(asked).toEqual([null, 'W/"one"']);
    expect(second).toBe(first);
    // Shared by every render: frozen, so no loader can change what the next page reads.
    expect(Object.isFrozen((first as unknown as Texts).siteTexts)).toBe(true);

    // Changed on the API (an edit): read anew.
    version.etag = 'W/"two"';
    version.title = 'بازار شهر';
    const third = (await loadInitialData(page('city=7'), context)) as unknown as Texts;
    expect(third.siteTexts.appTitle).toBe('بازار شهر');
    // Another city is another copy: not asked for with this one's ETag.
    await loadInitialData(page('city=8'), context);
    expect(asked.at(-1)).toBeNull();
  });

  it('reads a signed-in person’s own part each time, beside the copy everyone reads (asked for without the session)', async () => {
    const { context, asked, cookies } = api({ etag: 'W/"mine"', title: 'شهربازار' });
    type Read = Texts & { user: { name: string } | null };
    const visitor = (await loadInitialData(page('city=9'), context)) as unknown as Read;
    const mine = (await loadInitialData(page('token=abc; city=9'), context)) as unknown as Read;
    expect(mine.user).toEqual({ name: 'user abc' });
    expect(mine.siteTexts).toBe(visitor.siteTexts);
    expect(visitor.user).toBeNull();
    const other = (await loadInitialData(page('token=xyz; city=9'), context)) as unknown as Read;
    expect(other.user).toEqual({ name: 'user xyz' });
    // The shared part went without the session, with the chosen city, and came back "not modified".
    expect(asked).toEqual([null, 'W/"mine"', 'W/"mine"']);
    expect(cookies).toEqual(['city=9', 'city=9', 'city=9']);
    // A session that has ended: the page is a visitor's.
    expect(((await loadInitialData(page('token=ended; city=9'), context)) as unknown as Read).user).toBeNull();
  });
});
