import { type APIRequestContext, type Locator } from '@playwright/test';
import { test } from './support/test.ts';
import { expect } from './support/expect.ts';
import { freshMobile, signInByCode } from './support/session.ts';

// Every vertical speaks its own language (issue 29): a doctor is never «فروشنده», a lawyer's page offers no
// «کالا», a job's form does not suggest «لپ‌تاپ ایسوس». A signed-in visitor (who sees the report form and the number
// button too) opens one demo record's page and the posting form of every vertical, on the phone; each page's words
// are read whole, hidden ones included (the form's later steps, the closed report form, labels), and must hold none
// of another vertical's words. What people wrote (titles, descriptions, categories, other listings' cards) is theirs
// and is taken out first: a job for a salesperson may say «فروشنده», its page may not call the employer one.

/** An ad's words: what buying and selling goods says. */
const GOODS = [/فروشنده/, /کالا/, /لپ‌تاپ/, /خریدار/, /معامله/, /آگهی‌های مشابه/, /گزارش آگهی(?! استخدام)/];
const DOCTOR = [/پزشک/, /مطب/, /بیمار/];
const LAWYER = [/وکیل/, /وکالت/, /موکل/];
const EMPLOYER = [/کارفرما/, /رزومه/];

/** What a page of each vertical must not say (another vertical's words). */
const FOREIGN: Record<string, RegExp[]> = {
  ads: [...DOCTOR, ...LAWYER, ...EMPLOYER],
  booth: [...DOCTOR, ...LAWYER, ...EMPLOYER, /لپ‌تاپ ایسوس/],
  advertise: [...GOODS, ...DOCTOR, ...LAWYER, ...EMPLOYER],
  expert: [...GOODS, ...DOCTOR, ...LAWYER, ...EMPLOYER],
  work: [...GOODS, ...DOCTOR, ...LAWYER],
  clinic: [...GOODS, ...LAWYER, ...EMPLOYER],
  lawyer: [...GOODS, ...DOCTOR, ...EMPLOYER],
};

/** Each vertical's public detail page and its owner's new-listing form. */
const VERTICALS = [
  { key: 'ads', form: '/panel/myAds/create', page: (item: Item) => `/ads/${item.slug}/${item.slugId}` },
  { key: 'booth', form: '/panel/myBooth/create?type=shop', page: (item: Item) => `/booth/${String(item.name)}` },
  {
    key: 'advertise',
    form: '/panel/myAdvertise/create',
    page: (item: Item) => `/advertise/${item.slug}/${item.slugId}`,
  },
  { key: 'expert', form: '/panel/myExpert/create', page: (item: Item) => `/expert/${item.slug}/${item.slugId}` },
  { key: 'work', form: '/panel/myWork/create', page: (item: Item) => `/work/${item.slug}/${item.slugId}` },
  { key: 'clinic', form: '/panel/myClinic/create', page: (item: Item) => `/doctor/${item.slugId}` },
  { key: 'lawyer', form: '/panel/myLawyer/create', page: (item: Item) => `/lawyer/${item.slug}/${item.slugId}` },
] as const;

type Item = { id: number; slug: string; slugId: string; name?: unknown };

/** Every text a JSON answer holds (a listing's title, description, category titles, tags, the owner's name). */
function textsOf(value: unknown): string[] {
  if (typeof value === 'string') return value.trim().length >= 2 ? [value.trim()] : [];
  if (Array.isArray(value)) return value.flatMap(textsOf);
  if (value && typeof value === 'object') return Object.values(value).flatMap(textsOf);
  return [];
}

/** The demo records of a vertical (the API's public list), and every text people wrote in them. */
async function demoRecords(request: APIRequestContext, key: string) {
  const response = await request.get(`/api/v1/${key}?perPage=50`);
  expect(response.ok(), `GET /api/v1/${key}`).toBe(true);
  const { items } = (await response.json()) as { items: Item[] };
  expect(items.length, `demo ${key} records`).toBeGreaterThan(0);
  return { first: items[0]!, texts: textsOf(items) };
}

/**
 * The words of a part of the page, hidden ones included: its text (without scripts, and without the category tree's
 * titles: a select's options and the form's category tiles, where a lawyer's specialty «پزشکی» is the lawyers' own) and
 * the placeholders, labels and titles of its elements.
 */
async function wordsOf(scope: Locator): Promise<string> {
  return scope.evaluate((root) => {
    const parts: string[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node.parentElement?.closest('script, style, template, option, ul[aria-label="دسته"]')) continue;
      parts.push(node.textContent ?? '');
    }
    for (const element of root.querySelectorAll('[placeholder], [aria-label], [title]')) {
      for (const name of ['placeholder', 'aria-label', 'title']) parts.push(element.getAttribute(name) ?? '');
    }
    return parts.join(' ').replace(/\s+/g, ' ');
  });
}

/** What the page says in its own words: the people's texts taken out, longest first. */
function ownWords(text: string, written: readonly string[]): string {
  let left = text;
  for (const piece of [...new Set(written)].sort((a, b) => b.length - a.length)) left = left.split(piece).join(' ');
  return left;
}

function foreignIn(text: string, key: string): string[] {
  return (FOREIGN[key] ?? []).flatMap((word) => {
    const found = text.match(word);
    if (!found) return [];
    const at = found.index ?? 0;
    return [`«${found[0]}» in «…${text.slice(Math.max(0, at - 30), at + 30)}…»`];
  });
}

async function expectOwnWords(scope: Locator, key: string, written: readonly string[], where: string) {
  await expect(scope.first()).toBeVisible();
  const said = ownWords(await wordsOf(scope.first()), written);
  expect(foreignIn(said, key), `another vertical's words on ${where}`).toEqual([]);
  return said;
}

test("every vertical's page and form speak its own words, not an ad's", async ({ page }) => {
  test.setTimeout(240_000);
  await signInByCode(page.context().request, freshMobile('0937'));

  for (const vertical of VERTICALS) {
    const { first, texts } = await demoRecords(page.request, vertical.key);
    const detail = await page.request.get(`/api/v1/${vertical.key}/${first.slugId}`);
    const written = [...texts, ...(detail.ok() ? textsOf(await detail.json()) : [])];

    const address = vertical.page(first);
    const response = await page.goto(address);
    expect(response?.status(), address).toBe(200);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expectOwnWords(page.locator('main'), vertical.key, written, address);

    await page.goto(vertical.form);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    // The form and its heading (the panel's menu beside it names every vertical's pages, as a menu should).
    const form = page.locator('form[method="post"]').filter({ has: page.locator('[name="title"]') });
    await expectOwnWords(form, vertical.key, [], vertical.form);
  }
});

test('a doctor, a lawyer, an employer and an expert are named so on their pages, with their own tips', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInByCode(page.context().request, freshMobile('0937'));
  const expected: Record<string, { person: string; contact: string }> = {
    clinic: { person: 'پزشک', contact: 'گفتگو با پزشک' },
    lawyer: { person: 'وکیل', contact: 'گفتگو با وکیل' },
    work: { person: 'کارفرما', contact: 'گفتگو با کارفرما' },
    expert: { person: 'متخصص', contact: 'گفتگو با متخصص' },
    ads: { person: 'فروشنده', contact: 'گفتگو با فروشنده' },
  };
  for (const vertical of VERTICALS.filter((one) => one.key in expected)) {
    const words = expected[vertical.key]!;
    const { first } = await demoRecords(page.request, vertical.key);
    await page.goto(vertical.page(first));
    const main = page.locator('main');
    await expect(main.getByRole('heading', { level: 2, name: words.person, exact: true })).toBeVisible();
    await expect(main.getByRole('link', { name: words.contact })).toBeVisible();
  }
});

// The booth page and the product page are the booth's own templates, not the generic listing page: a booth speaks of
// what it sells by its kind (a real estate agency lists properties by an estate agent, a showroom cars, not «محصول»
// sold by a «فروشنده» «۱ عدد»), and a year is no quantity («۱۳۹۸», not «۱٬۳۹۸»).
const BOOTH_KIND: Record<string, { items: string; foreign: RegExp[] }> = {
  shop: { items: 'محصولات', foreign: [/ملک‌ها/, /خودروها/, /مشاور املاک/] },
  jewelry: { items: 'محصولات', foreign: [/ملک‌ها/, /خودروها/, /مشاور املاک/] },
  realEstate: { items: 'ملک‌ها', foreign: [/محصول/, /عدد موجود/, /فروشنده/, /خودرو/] },
  autoExpo: { items: 'خودروها', foreign: [/محصول/, /عدد موجود/, /فروشنده/, /ملک/] },
};

test('a booth and its product pages speak of what it sells by its kind', async ({ page }) => {
  test.setTimeout(120_000);
  const { items } = (await (await page.request.get('/api/v1/booth?perPage=50')).json()) as {
    items: Array<{ name: string; type: string; title: string; description: string; productCount: number }>;
  };
  for (const [type, kind] of Object.entries(BOOTH_KIND)) {
    const booth = items.find((one) => one.type === type && one.productCount > 0);
    expect(booth, `a demo ${type} booth with items`).toBeDefined();
    const written = [booth!.title, booth!.name, ...textsOf(booth)];
    await page.goto(`/booth/${booth!.name}`);
    const main = page.locator('main');
    await expect(main.getByRole('heading', { level: 2, name: kind.items, exact: true })).toBeVisible();
    const cards = main.locator('section[aria-labelledby="booth-products"] a');
    const productHref = await cards.first().getAttribute('href');
    const cardTexts = await cards.allInnerTexts();
    const said = ownWords(await wordsOf(main), [...written, ...cardTexts]);
    const found = kind.foreign.filter((word) => word.test(said)).map(String);
    expect(found, `another kind's words on /booth/${booth!.name}`).toEqual([]);

    // Its product's page, the product's own texts taken out.
    const product = (await (await page.request.get(`/api/v1/products/${productHref!.split('/').pop()}`)).json()) as
      Record<string, unknown> | undefined;
    await page.goto(productHref!);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    const productSaid = ownWords(await wordsOf(page.locator('main')), [...written, ...textsOf(product ?? {})]);
    const productFound = kind.foreign.filter((word) => word.test(productSaid)).map(String);
    expect(productFound, `another kind's words on ${productHref}`).toEqual([]);
    // A year is written as a year.
    for (const year of ['سال ساخت', 'سال ساخت (شمسی)']) {
      const shown = page.locator(`dt:text-is("${year}") + dd`);
      if ((await shown.count()) > 0) await expect(shown).not.toContainText('٬');
    }
  }
});

test('the favourites name each section in its own words, never a doctor or a lawyer an «آگهی»', async ({ page }) => {
  test.setTimeout(120_000);
  await signInByCode(page.context().request, freshMobile('0937'));
  const sections = { clinic: 'پزشکان و کلینیک‌ها', lawyer: 'وکلا', work: 'کار و استخدام', ads: 'آگهی‌ها' } as const;
  const titles: Record<string, string> = {};
  for (const key of Object.keys(sections)) {
    const { first } = await demoRecords(page.request, key);
    const detail = (await (await page.request.get(`/api/v1/${key}/${first.slugId}`)).json()) as { title: string };
    titles[key] = detail.title;
    expect((await page.request.put(`/api/v1/me/favorites/${first.id}`)).ok()).toBe(true);
  }
  await page.goto('/panel/favorites');
  await expect(page.getByRole('heading', { level: 1, name: 'علاقه‌مندی‌ها' })).toBeVisible();
  await expect(page.getByText('غرفه‌ها و آگهی‌ها')).toHaveCount(0);
  for (const [key, section] of Object.entries(sections)) {
    // Each one is under its section's own heading.
    const card = page
      .locator('section')
      .filter({ has: page.getByRole('heading', { level: 2, name: section, exact: true }) });
    await expect(card.getByRole('heading', { level: 3, name: titles[key] })).toBeVisible();
  }
  await page.screenshot({ path: test.info().outputPath('favorites.png'), fullPage: true });
});
