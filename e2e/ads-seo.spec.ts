import { test } from './support/test.ts';
import { expect } from './support/expect.ts';
import { managerApi } from './support/session.ts';

// The ads section's SEO setting drawn on the server. It changes a site-wide setting, so it runs in the site-wide
// projects before the other journeys (e2e/playwright.config.ts), never beside a journey that reads it.

/** The text of the first tag of a server-rendered page that matches, e.g. <title>, or a meta tag's content. */
function headText(html: string, tag: 'title' | { name: string } | { property: string }): string | undefined {
  const decode = (text: string) =>
    text
      .replace(/&quot;/g, '"')
      .replace(/&#x27;|&#39;/g, "'")
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&');
  if (tag === 'title') return decode(html.match(/<title>([^<]*)<\/title>/)?.[1] ?? '') || undefined;
  const [attribute, value] = 'name' in tag ? ['name', tag.name] : ['property', tag.property];
  for (const meta of html.match(/<meta\b[^>]*>/g) ?? []) {
    if (meta.includes(`${attribute}="${value}"`)) return decode(meta.match(/\bcontent="([^"]*)"/)?.[1] ?? '');
  }
  return undefined;
}

/** The breadcrumbs of a server-rendered page: the link texts of its «مسیر صفحه» navigation. */
function crumbLinks(html: string): string[] {
  const nav = html.match(/<nav aria-label="مسیر صفحه"[^>]*>([\s\S]*?)<\/nav>/)?.[1] ?? '';
  return [...nav.matchAll(/<a\b[^>]*>([^<]*)<\/a>/g)].map((match) => match[1] ?? '');
}

test('the ads pages take their title, description and shared title from the SEO setting, drawn on the server', async ({
  request,
  playwright,
  baseURL,
}) => {
  const manager = await managerApi(playwright, baseURL);
  const before = (await (await manager.get('/api/v1/manager/seo/ads')).json()) as Record<string, string>;
  const stamp = Date.now().toString().slice(-6);
  const edited = {
    title: `نیازمندی‌های شهر ${stamp}`,
    sectionTitle: `بازارچه آگهی ${stamp}`,
    metaTitle: `خرید و فروش بی‌واسطه ${stamp}`,
    metaDescription: `هر چه می‌خواهید بفروشید یا بخرید، مستقیم از همشهری‌ها؛ نسخه ${stamp}`,
  };
  const save = async (values: Record<string, string>) =>
    expect((await manager.put('/api/v1/manager/seo/ads', { data: values })).ok()).toBe(true);
  const html = async (path: string) => {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    return response.text();
  };
  try {
    await save(edited);
    // The landing, as a crawler or a link preview gets it: no JavaScript runs.
    const landing = await html('/ads');
    expect(headText(landing, 'title')).toBe(`${edited.title} | شهربازار`);
    expect(headText(landing, { name: 'description' })).toBe(edited.metaDescription);
    expect(headText(landing, { property: 'og:title' })).toBe(edited.metaTitle);
    expect(headText(landing, { property: 'og:description' })).toBe(edited.metaDescription);
    expect(landing).toContain(`>${edited.title}</h1>`);
    // The list: the section's crumb is the SEO section title, and its description speaks of the section's.
    const list = await html('/ads/list');
    expect(crumbLinks(list)).toEqual(['خانه', edited.sectionTitle]);
    expect(headText(list, { name: 'description' })).toContain(edited.metaDescription);

    // Texts left empty fall back: the shared title is the page's title, the crumb and description the catalogue's.
    await save({ title: edited.title, sectionTitle: '', metaTitle: '', metaDescription: '' });
    const plain = await html('/ads');
    expect(headText(plain, { property: 'og:title' })).toBe(`${edited.title} | شهربازار`);
    expect(headText(plain, { name: 'description' })).toBe('خرید و فروش با آگهی‌های دسته‌بندی‌شده در شهر شما');
    expect(crumbLinks(await html('/ads/list'))).toEqual(['خانه', 'آگهی‌ها']);
  } finally {
    const { title, sectionTitle, metaTitle, metaDescription } = before;
    await manager.put('/api/v1/manager/seo/ads', { data: { title, sectionTitle, metaTitle, metaDescription } });
  }
});

test("every section's landing and list, the search page and the packages take their SEO setting", async ({
  request,
  playwright,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const manager = await managerApi(playwright, baseURL);
  const html = async (path: string) => {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    return response.text();
  };
  const stamp = Date.now().toString().slice(-6);
  const pages: Array<{ type: string; landing: string; list?: string }> = [
    { type: 'booth', landing: '/booth', list: '/booth/list' },
    { type: 'advertise', landing: '/advertise', list: '/advertise/list' },
    { type: 'expert', landing: '/expert', list: '/expert/list' },
    { type: 'work', landing: '/work', list: '/work/list' },
    { type: 'doctor', landing: '/doctor', list: '/doctor/list' },
    { type: 'search', landing: '/search' },
    { type: 'packages', landing: '/packages/ads' },
  ];
  const before = new Map<string, Record<string, string>>();
  try {
    for (const { type, landing, list } of pages) {
      before.set(type, (await (await manager.get(`/api/v1/manager/seo/${type}`)).json()) as Record<string, string>);
      const edited = {
        title: `عنوان ${type} ${stamp}`,
        sectionTitle: `بخش ${type} ${stamp}`,
        metaTitle: '',
        metaDescription: `توضیح صفحه ${type} برای موتورهای جستجو ${stamp}`,
      };
      expect((await manager.put(`/api/v1/manager/seo/${type}`, { data: edited })).ok(), type).toBe(true);
      const page = await html(landing);
      expect(headText(page, { name: 'description' }), landing).toBe(edited.metaDescription);
      if (type !== 'packages') expect(headText(page, 'title'), landing).toBe(`${edited.title} | شهربازار`);
      if (list) {
        const listPage = await html(list);
        expect(crumbLinks(listPage), list).toEqual(['خانه', edited.sectionTitle]);
        expect(headText(listPage, { name: 'description' }), list).toContain(edited.metaDescription);
      }
    }
  } finally {
    for (const [type, values] of before) {
      const { title, sectionTitle, metaTitle, metaDescription } = values;
      await manager.put(`/api/v1/manager/seo/${type}`, { data: { title, sectionTitle, metaTitle, metaDescription } });
    }
  }
});
