import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { listingsTag, pageTagsOf } from '@shahrbazar/domain/api/kept-page';
import { createCacheInvalidation } from '../http/cache-invalidation.ts';
import { createPageCache } from './page-cache.ts';

// ADR 0100, 0107: a write to a vertical's listings (an owner's edit, a bump) drops the copies tagged listings:{key}
// and the untagged ones; a kept page's tags come from its address: a section's own pages carry its vertical's tag,
// every other page (home, search, profiles, the blog…) none. Another section's pages stay kept.
describe('kept pages and a drop naming a vertical’s listings', () => {
  const request = (url: string) => ({ method: 'GET', url, cookies: {}, headers: {} }) as unknown as FastifyRequest;
  const page = () =>
    new Response('<html>kept</html>', { status: 200, headers: { 'cache-control': 'public, max-age=0, s-maxage=60' } });

  it('drops the ads’ pages and the pages of no section, keeps the other sections’; everything takes them all', async () => {
    const invalidation = createCacheInvalidation(undefined);
    const cache = createPageCache({ seconds: 60, invalidation });
    const addresses = [
      '/',
      '/_root.data',
      '/ads',
      '/ads/list/ardabil',
      '/ads/list.data?page=2',
      '/ads/dochrkhe/AbCd1234',
      '/search?q=%D9%85%DB%8C%D8%B2',
      '/profile/12',
      '/blog',
      '/doctor/list?city=ardabil',
      '/doctor/AbCd1234',
      '/work/list.data',
      '/lawyer',
    ];
    for (const url of addresses) await cache.keepable(request(url), page())!('n');
    const kept = () => addresses.filter((url) => cache.lookup(request(url), 'n') !== undefined);
    expect(kept()).toEqual(addresses);

    invalidation.drop([listingsTag('ads')]);
    expect(kept()).toEqual(['/doctor/list?city=ardabil', '/doctor/AbCd1234', '/work/list.data', '/lawyer']);

    // The doctors' pages are the clinics' vertical's.
    invalidation.drop([listingsTag('clinic')]);
    expect(kept()).toEqual(['/work/list.data', '/lawyer']);

    invalidation.drop();
    expect(kept()).toEqual([]);
  });

  it('tags a section’s pages by their whole first segment', () => {
    expect(pageTagsOf('/ads')).toEqual([listingsTag('ads')]);
    expect(pageTagsOf('/ads.data')).toEqual([listingsTag('ads')]);
    expect(pageTagsOf('/advertise/list')).toEqual([listingsTag('advertise')]);
    expect(pageTagsOf('/doctor/specialties')).toEqual([listingsTag('clinic')]);
    expect(pageTagsOf('/adsx')).toBeUndefined();
    expect(pageTagsOf('/panel/myAds')).toBeUndefined();
    expect(pageTagsOf('/_root.data')).toBeUndefined();
    expect(pageTagsOf('/')).toBeUndefined();
  });

  it('answers a page as rendered, and later visitors the same Persian text with their own nonce', async () => {
    const cache = createPageCache({ seconds: 60, invalidation: createCacheInvalidation(undefined) });
    const html = (nonce: string) =>
      `<html lang="fa"><script nonce="${nonce}">x</script><h1>شهربازار\u200cها ۱۲۳</h1><style nonce="${nonce}"></style>`;
    const rendered = new Response(html('first'), { status: 200, headers: { 'cache-control': 'public, s-maxage=60' } });
    const first = await cache.keepable(request('/'), rendered)!('first');
    expect(first.body.toString('utf8')).toBe(html('first'));
    const text = (nonce: string) => cache.lookup(request('/'), nonce)?.body.toString('utf8');
    expect(text('other')).toBe(html('other'));
    expect(text('again')).toBe(html('again'));
    // A nonce of another length, or of other than ASCII (none is: they are base64 of one length), all the same.
    expect(text('longer-one')).toBe(html('longer-one'));
    expect(text('عددها')).toBe(html('عددها'));
    expect(text('first')).toBe(html('first'));
  });
});
