import { type APIRequestContext } from '@playwright/test';
import { test } from './support/test.ts';
import { expect } from './support/expect.ts';

// A visitor browses without signing in: the category tree of every section (/product/categories) and the ads
// landing (/ads), both in Persian from the seeded demo data. What the pages should show is read from the public API,
// so a manager's edits in another journey do not break this one.

type Category = { id: number; title: string; slug: string; subCategories: Array<{ title: string; slug: string }> };
type Ad = { title: string; slug: string; slugId: string; isSpecial: boolean; specialText: string };

/** A text as a regular expression that finds it anywhere (titles may hold brackets or dots). */
const containing = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

const json = async <T>(request: APIRequestContext, path: string): Promise<T> => {
  const response = await request.get(path);
  expect(response.ok(), path).toBe(true);
  return (await response.json()) as T;
};

/** The page's own title: the SEO setting's section title or title, as the back office left it. */
const seoHeading = async (request: APIRequestContext, type: string, key: 'sectionTitle' | 'title') => {
  const seo = await json<{ title: string; sectionTitle: string }>(request, `/api/v1/seo/${type}`);
  return seo[key] || seo.title;
};

test(
  'a visitor browses the category tree of every section and opens an ads category',
  { tag: '@desktop' },
  async ({ page, request }) => {
    const { items } = await json<{ items: Category[] }>(request, '/api/v1/categories?type=ads');
    const category = items.find((item) => item.subCategories.length > 0);
    expect(category).toBeDefined();

    await page.goto('/product/categories');
    await expect(
      page.getByRole('heading', { level: 1, name: await seoHeading(request, 'productCategories', 'sectionTitle') }),
    ).toBeVisible();
    await expect(page.getByText('کالاها، آگهی‌ها و خدمات شهر را از دسته‌بندی‌ها پیدا کنید')).toBeVisible();
    // One section per category type, each reachable from the jump links; the ads section lists its categories.
    await page
      .getByRole('navigation', { name: 'بخش‌های دسته‌بندی' })
      .getByRole('link', { name: 'آگهی', exact: true })
      .click();
    await expect(page).toHaveURL(/#type-ads$/);
    const ads = page.getByRole('region', { name: 'آگهی', exact: true });
    await expect(ads.getByRole('link', { name: category!.subCategories[0]!.title }).first()).toBeVisible();

    await ads.getByRole('link', { name: category!.title, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/products/category/${category!.slug}$`));
    await expect(page.getByRole('heading', { level: 1 })).toContainText(category!.title);
  },
);

test(
  'the ads landing shows its title, the categories, the special and the latest ads, and a way to post one',
  { tag: '@desktop' },
  async ({ page, request }) => {
    const { items: tree } = await json<{ items: Category[] }>(request, '/api/v1/categories?type=ads');
    const [newest] = (await json<{ items: Ad[] }>(request, '/api/v1/ads?perPage=1')).items;
    const [special] = (await json<{ items: Ad[] }>(request, '/api/v1/ads?special=true&perPage=1')).items;
    // The demo data has both: live ads, and some of them special.
    expect(newest).toBeDefined();
    expect(special).toBeDefined();

    await page.goto('/ads');
    await expect(
      page.getByRole('heading', { level: 1, name: await seoHeading(request, 'ads', 'title') }),
    ).toBeVisible();
    await expect(page.getByRole('searchbox', { name: 'جستجو' })).toHaveAttribute(
      'placeholder',
      'جستجو در آگهی‌ها، مثلاً «کتاب» یا «پژو ۲۰۶»',
    );

    const categories = page.getByRole('region', { name: 'دسته‌بندی‌ها' });
    await expect(categories.getByRole('link', { name: tree[0]!.title })).toBeVisible();

    const specials = page.getByRole('region', { name: 'آگهی‌های ویژه' });
    await expect(specials.getByRole('link', { name: containing(special!.title) })).toBeVisible();
    await expect(specials.getByText(special!.specialText).first()).toBeVisible();

    const latest = page.getByRole('region', { name: 'تازه‌ترین آگهی‌ها' });
    await expect(latest.getByRole('link', { name: containing(newest!.title) }).first()).toBeVisible();
    await expect(latest.getByRole('link', { name: 'همه آگهی‌ها' })).toHaveAttribute('href', '/ads/list');
    await expect(page.getByText('چیزی برای فروش دارید؟ آگهی‌اش را رایگان ثبت کنید.')).toBeVisible();
    // The page's own invitation (the header has its «ثبت آگهی» too).
    await expect(page.getByRole('main').getByRole('link', { name: 'ثبت آگهی', exact: true })).toHaveAttribute(
      'href',
      '/panel/myAds/create',
    );

    // A category shortcut opens its list.
    await categories.getByRole('link', { name: tree[0]!.title }).click();
    await expect(page).toHaveURL(new RegExp(`/ads/list/all/${tree[0]!.slug}$`));
    await expect(page.getByRole('heading', { level: 1 })).toContainText(tree[0]!.title);
  },
);
