import { type APIRequestContext } from '@playwright/test';
import { test } from './support/test.ts';
import { expect } from './support/expect.ts';

// A visitor who follows every link never meets a dead end: starting from the home page and each section's landing,
// the pages are fetched as a crawler would (no browser: the server's HTML), in Persian and in English, and every
// address a page links to must answer without an error. Bounded so the run stays short; the newest pages come first
// because the landings link them. Each page a search engine may list says what it is about (a meta description);
// the others (panels, sign-in, results of a query) say noindex.
const STARTS = [
  '/',
  '/booth',
  '/ads',
  '/advertise',
  '/expert',
  '/work',
  '/doctor',
  '/product/categories',
  '/map',
  '/search',
  '/auth/panel/login',
];
const MAX_PAGES = 140;
/** Addresses that are not pages: the API, files, the catalogue's words, feeds for machines. */
const NOT_PAGES = /^\/(api|images|assets|catalogue|sitemap|robots\.txt|favicon|locale)\b/;

function linksOf(html: string): string[] {
  const found = new Set<string>();
  for (const [, href] of html.matchAll(/<a\b[^>]*?\shref="([^"]+)"/g)) {
    if (!href?.startsWith('/') || href.startsWith('//')) continue;
    const path = href.replace(/&amp;/g, '&').split('#')[0]!;
    if (path && !NOT_PAGES.test(path)) found.add(path);
  }
  return [...found];
}

/** Whether a page has a meta description with text, or tells search engines not to list it. */
function describedOrNoindex(html: string): boolean {
  const metas = html.match(/<meta\b[^>]*>/g) ?? [];
  const described = metas.some((meta) => meta.includes('name="description"') && /\bcontent="[^"]*\S[^"]*"/.test(meta));
  const noindex = metas.some((meta) => meta.includes('name="robots"') && meta.includes('noindex'));
  return described || noindex;
}

async function crawl(request: APIRequestContext, locale: 'fa' | 'en') {
  const headers = { cookie: `locale=${locale}` };
  const queue = [...STARTS];
  const seen = new Set(queue);
  const broken: string[] = [];
  const undescribed: string[] = [];
  let fetched = 0;
  while (queue.length > 0 && fetched < MAX_PAGES) {
    const path = queue.shift()!;
    const response = await request.get(path, { headers, maxRedirects: 5 });
    fetched += 1;
    if (response.status() >= 400) {
      broken.push(`${response.status()} ${path}`);
      continue;
    }
    if (!(response.headers()['content-type'] ?? '').includes('text/html')) continue;
    const html = await response.text();
    expect(html, `${path} in ${locale}`).toContain(`lang="${locale}"`);
    if (!describedOrNoindex(html)) undescribed.push(path);
    for (const link of linksOf(html)) {
      if (seen.has(link)) continue;
      seen.add(link);
      queue.push(link);
    }
  }
  return { broken, undescribed, fetched, found: seen.size };
}

for (const locale of ['fa', 'en'] as const) {
  test(`every link a visitor can follow leads to a page, in ${locale}`, async ({ request }) => {
    test.setTimeout(120_000);
    const { broken, undescribed, fetched } = await crawl(request, locale);
    expect(fetched).toBeGreaterThan(STARTS.length);
    expect(broken).toEqual([]);
    expect(undescribed).toEqual([]);
  });
}
