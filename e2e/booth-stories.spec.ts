import { test } from './support/test.ts';
import { expect } from './support/expect.ts';
import { png } from './support/png.ts';
import { freshMobile, managerApi, secondBrowser, signInByCode } from './support/session.ts';

// Issue 12's rest and issue 13's home blocks, as a visitor sees them: an owner's live booth with a shelf, a product
// on it and a story; the visitor opens the story from the ring on the booth's page, favorites the product and finds
// it in the panel's favorites; the home page has each section's newest block.

test('a booth’s story opens from its ring, a product becomes a favorite, the home page has each section’s block', async ({
  page: owner,
  browser,
  playwright,
  baseURL,
}, testInfo) => {
  test.setTimeout(180_000);
  const mark = String(Date.now()).slice(-7);
  const name = `e2e-story-${mark}`;
  const caption = `حراج پاییزه ${mark}`;

  // The owner: a shop booth on the per-sale package, approved by the back office (set up through the API).
  await signInByCode(owner.request, freshMobile('0938'));
  const api = owner.request;
  type Category = {
    id: number;
    type: number;
    title: string;
    subCategories: Array<{ id: number; title: string; subSubCategories: Array<{ id: number }> }>;
  };
  const initial = (await (await api.get('/api/v1/app/initial-data')).json()) as {
    generalCategory: Category[];
    cities: Array<{ id: number; slug: string }>;
  };
  const digital = initial.generalCategory.find((category) => category.title === 'کالای دیجیتال');
  const phones = digital?.subCategories.find((sub) => sub.title === 'موبایل و تبلت');
  // Package type 0: shop (spec section 9).
  const packages = (await (await api.get('/api/v1/packages?type=0')).json()) as {
    items: Array<{ id: number; planType: number }>;
  };
  const booth = await api.post('/api/v1/me/booth', {
    data: {
      type: 'shop',
      city_id: initial.cities.find((city) => city.slug === 'ardabil')?.id,
      package_id: (packages.items.find((pkg) => pkg.planType === 2) ?? packages.items[0])?.id,
      general_sub_category_id: phones?.id,
      name,
      title: `موبایل‌سرای ${mark}`,
      userName: 'نرگس احمدی',
      nationalCode: '0499370899',
    },
  });
  expect(booth.status(), await booth.text()).toBe(201);
  const boothId = ((await booth.json()) as { id: number }).id;
  const manager = await managerApi(playwright, baseURL);
  expect((await manager.post(`/api/v1/manager/listings/${boothId}/status`, { data: { status: 2 } })).ok()).toBe(true);
  const shelf = (await (
    await api.post(`/api/v1/me/booth/${boothId}/categories`, { data: { title: 'گوشی' } })
  ).json()) as { id: number };
  const product = await api.post(`/api/v1/me/booth/${boothId}/products`, {
    data: {
      general_sub_sub_category_id: phones?.subSubCategories[0]?.id,
      title: `گوشی تاشو ${mark}`,
      price: 12_000_000,
      count: 2,
      booth_category_id: shelf.id,
    },
  });
  expect(product.status(), await product.text()).toBe(201);
  const upload = await api.post('/api/v1/files', {
    multipart: { file: { name: 'story.png', mimeType: 'image/png', buffer: png(320, 480, [30, 140, 120]) } },
  });
  expect(upload.ok(), await upload.text()).toBe(true);
  const file = (await upload.json()) as { id: number };
  expect(
    (await api.post(`/api/v1/me/booth/${boothId}/stories`, { data: { file_id: file.id, caption } })).status(),
  ).toBe(201);

  // A visitor (signed in) opens the booth: the story ring, the story itself, the shelf.
  const visitor = await secondBrowser(browser, testInfo, baseURL);
  const page = await visitor.newPage();
  await signInByCode(page.request, freshMobile('0937'));
  await page.goto(`/booth/${name}`);
  // The page fits the phone: nothing pushes it wider than the screen (a cover that did made the shelf link miss).
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()?.width ?? 1366,
  );
  const stories = page.getByRole('region', { name: 'استوری‌ها' });
  await stories.getByRole('link', { name: new RegExp(caption) }).click();
  const story = page.getByRole('dialog', { name: /استوری ۱ از ۱/ });
  await expect(story.getByText(caption)).toBeVisible();
  await story.getByRole('link', { name: 'بستن' }).click();
  await expect(story).toBeHidden();
  await page.getByRole('navigation', { name: 'قفسه‌های غرفه' }).getByRole('link', { name: 'گوشی' }).click();
  await page.getByRole('link', { name: new RegExp(`گوشی تاشو ${mark}`) }).click();
  // The product's own page (the booth's page has a favorite button of its own).
  await expect(page).toHaveURL(/\/product\/\d+/);
  await expect(page.getByRole('heading', { level: 1, name: `گوشی تاشو ${mark}` })).toBeVisible();

  // The product becomes a favorite and is in the panel's favorites.
  await page.getByRole('button', { name: 'افزودن به علاقه‌مندی‌ها' }).click();
  await expect(page.getByRole('button', { name: 'حذف از علاقه‌مندی‌ها' })).toBeVisible();
  // The button turns at once; the page drawn again by the server says the favorite was saved.
  await expect(async () => {
    await page.reload();
    await expect(page.getByRole('button', { name: 'حذف از علاقه‌مندی‌ها' })).toBeVisible({ timeout: 2_000 });
  }).toPass();
  await page.goto('/panel/favorites');
  await expect(page.getByRole('link', { name: `گوشی تاشو ${mark}` })).toBeVisible();

  // The home page: each section's newest block, by the registry.
  await page.goto('/');
  for (const heading of ['تازه‌ترین غرفه‌ها', 'تازه‌ترین آگهی‌ها', 'تازه‌ترین آگهی‌های استخدام']) {
    // Exactly: «تازه‌ترین آگهی‌ها» is also the start of the jobs' heading.
    await expect(page.getByRole('heading', { level: 2, name: heading, exact: true })).toBeVisible();
  }
});
