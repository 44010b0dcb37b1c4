import { test } from './support/test.ts';
import { expect } from './support/expect.ts';
import { managerApi, managerLogin, managerMenu, secondBrowser, isPhone } from './support/session.ts';
import { shownLink, shownRow } from './support/lists.ts';

// Content and discovery (issue 20): a manager writes a page and a «کتاب» post with its author, ISBN, a tag and a
// download link; a visitor reads them on the site, the tag's page lists the post and the sitemap names both. The
// footer's terms link and the city map lead to real pages.

test('a manager writes a page and a book post; a visitor reads them, finds the post by its tag; the sitemap lists them', async ({
  page,
  request,
  browser,
  playwright,
  baseURL,
}, testInfo) => {
  test.setTimeout(120_000);
  const phone = isPhone(testInfo);
  const run = `${Date.now().toString(36)}-${testInfo.project.name}`;
  const pageSlug = `e2e-page-${run}`;
  const pageTitle = `صفحه آزمون ${run}`;
  const postTitle = `کتاب آزمون ${run}`;
  const tag = { title: `رمان ${run}`, slug: `e2e-novel-${run}` };
  const api = await managerApi(playwright, baseURL);
  expect((await api.post('/api/v1/manager/tags', { data: tag })).status()).toBe(201);

  // The page, with a script that must not survive.
  await managerLogin(page, request);
  await (await managerMenu(page, phone)).getByRole('link', { name: 'صفحات' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'صفحات' })).toBeVisible();
  await page.getByRole('link', { name: 'صفحه تازه' }).click();
  await page.getByRole('textbox', { name: 'عنوان', exact: true }).fill(pageTitle);
  await page.getByRole('textbox', { name: 'نامک', exact: true }).fill(pageSlug);
  // The text in the editor, as a person writes it: a heading from the toolbar, then a paragraph. Markup typed into
  // the editor is text, and stays text on the site.
  const pageText = page.getByRole('textbox', { name: 'متن', exact: true });
  await pageText.click();
  await page
    .getByRole('toolbar', { name: 'ابزار قالب‌بندی متن' })
    .getByRole('button', { name: 'عنوان', exact: true })
    .click();
  await page.keyboard.type('بند یکم');
  await page.keyboard.press('Enter');
  await page.keyboard.type('متن صفحه آزمون <script>document.title="hacked"</script>');
  await page.getByRole('button', { name: 'صفحه تازه' }).click();
  await expect(page).toHaveURL(/\/manager\/pages\?notice=created$/);

  // The post: a book, so the form shows a book's fields.
  await page.goto('/manager/posts');
  await page.getByRole('link', { name: 'نوشته تازه' }).click();
  await page.getByRole('textbox', { name: 'عنوان', exact: true }).fill(postTitle);
  await page.getByRole('combobox', { name: 'نوع نوشته' }).selectOption({ label: 'کتاب' });
  await page.getByRole('textbox', { name: 'نویسنده' }).fill('صادق هدایت');
  await page.getByRole('textbox', { name: 'شابک' }).fill('978-964-000-000-0');
  await expect(page.getByRole('textbox', { name: 'مدرس' })).toHaveCount(0);
  await page.getByRole('textbox', { name: 'برچسب‌ها' }).fill(tag.slug);
  // Bold from the toolbar, and a link through the link box.
  await page.getByRole('textbox', { name: 'متن', exact: true }).click();
  await page.keyboard.type('داستانی ');
  await page.getByRole('button', { name: 'پررنگ' }).click();
  await page.keyboard.type('کوتاه');
  await page.getByRole('button', { name: 'پررنگ' }).click();
  await page.keyboard.press('Enter');
  await page.keyboard.type('راهنمای آزمون');
  await page.keyboard.press('Shift+Home');
  await page.getByRole('button', { name: 'پیوند', exact: true }).click();
  await page.getByRole('textbox', { name: 'نشانی پیوند', exact: true }).fill(`/page/${pageSlug}`);
  await page.keyboard.press('Enter');
  await page.getByRole('textbox', { name: 'عنوان پیوند ۱' }).fill('دانلود نسخه PDF');
  await page.getByRole('textbox', { name: 'نشانی پیوند ۱' }).fill('https://files.example/book.pdf');
  await page.getByRole('button', { name: 'نوشته تازه' }).click();
  await expect(page).toHaveURL(/\/manager\/posts\?notice=created$/);

  // A visitor (no session) reads both.
  const visitor = await secondBrowser(browser, testInfo, baseURL);
  const reader = await visitor.newPage();
  await reader.goto(`/page/${pageSlug}`);
  await expect(reader.getByRole('heading', { level: 1, name: pageTitle })).toBeVisible();
  await expect(reader.getByRole('heading', { level: 2, name: 'بند یکم' })).toBeVisible();
  await expect(reader.getByText('متن صفحه آزمون <script>document.title="hacked"</script>')).toBeVisible();
  await expect(reader).not.toHaveTitle('hacked');
  await expect(reader.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/page/${pageSlug}$`));

  await reader.goto('/blog/type/books');
  await reader.getByRole('link', { name: new RegExp(postTitle) }).click();
  await expect(reader.getByRole('heading', { level: 1, name: postTitle })).toBeVisible();
  await expect(reader.getByText('صادق هدایت')).toBeVisible();
  await expect(reader.getByText('978-964-000-000-0')).toBeVisible();
  await expect(reader.locator('strong', { hasText: 'کوتاه' })).toBeVisible();
  await expect(reader.getByRole('link', { name: 'راهنمای آزمون' })).toHaveAttribute('href', `/page/${pageSlug}`);
  await expect(reader.getByRole('link', { name: 'دانلود نسخه PDF' })).toHaveAttribute(
    'href',
    'https://files.example/book.pdf',
  );
  const jsonLd = await reader.locator('script[type="application/ld+json"]').allTextContents();
  expect(jsonLd.map((text) => JSON.parse(text) as { '@type': unknown })).toContainEqual(
    expect.objectContaining({ '@type': ['BlogPosting', 'Book'], isbn: '978-964-000-000-0' }),
  );
  await reader.getByRole('link', { name: tag.title }).click();
  await expect(reader.getByRole('heading', { level: 1, name: `برچسب «${tag.title}»` })).toBeVisible();
  await expect(reader.getByRole('link', { name: new RegExp(postTitle) })).toBeVisible();

  // The sitemap names both.
  const index = await (await request.get('/sitemap.xml')).text();
  expect(index).toContain('/sitemaps/pages-1.xml');
  expect(await (await request.get('/sitemaps/pages-1.xml')).text()).toContain(`/page/${pageSlug}</loc>`);
  const posts = await (await request.get('/sitemaps/posts-1.xml')).text();
  expect(posts).toMatch(/\/blog\/[^<]+<\/loc>/);
  expect(await (await request.get('/robots.txt')).text()).toContain('Sitemap: ');
  await visitor.close();
  await api.dispose();
});

test('a manager starts a site message on a Jalali day picked from the calendar; a day that does not exist is refused', async ({
  page,
  request,
}, testInfo) => {
  const title = `پیام آزمون ${Date.now().toString(36)}-${testInfo.project.name}`;
  await managerLogin(page, request);
  await page.goto('/manager/siteMessage/create');
  await page.getByRole('textbox', { name: 'عنوان', exact: true }).fill(title);
  await page.getByRole('textbox', { name: 'متن پیام' }).fill('متن پیام آزمون');
  const day = page.getByRole('textbox', { name: 'تاریخ شروع نمایش' });

  // Esfand 1405 has 29 days: the field says so and the form is not sent.
  await day.fill('۱۴۰۵/۱۲/۳۰');
  await day.blur();
  await expect(page.getByText('اسفند ۱۴۰۵ ۲۹ روز دارد؛ روز ۳۰ در آن نیست.')).toBeVisible();
  await page.getByRole('button', { name: 'ذخیرهٔ پیام' }).click();
  await expect(page).toHaveURL(/\/manager\/siteMessage\/create$/);

  // The calendar: the month of the day typed, from Saturday; the next month's 10th, picked with a tap.
  await day.fill('1405/09/09');
  await page.getByRole('button', { name: 'باز کردن تقویم' }).click();
  const calendar = page.getByRole('dialog', { name: 'آذر ۱۴۰۵' });
  await expect(calendar.getByRole('columnheader').first()).toHaveAttribute('abbr', 'شنبه');
  await expect(calendar.getByRole('button', { name: 'دوشنبه ۹ آذر ۱۴۰۵' })).toHaveAttribute('aria-pressed', 'true');
  await calendar.getByRole('button', { name: 'ماه بعد' }).click();
  await page.getByRole('dialog', { name: 'دی ۱۴۰۵' }).getByRole('button', { name: 'پنج‌شنبه ۱۰ دی ۱۴۰۵' }).click();
  await expect(day).toHaveValue('۱۴۰۵/۱۰/۱۰');
  await page.getByRole('button', { name: 'ذخیرهٔ پیام' }).click();
  await expect(page).toHaveURL(/\/manager\/siteMessages/);
  // The list says from when it shows as a Jalali day, in Persian digits.
  await expect(shownRow(page, title).getByText('۱۰ دی ۱۴۰۵', { exact: true })).toBeVisible();

  // Saved as its Gregorian day (31 December 2026) and shown again as the day picked.
  await shownLink(page, title).click();
  await expect(page.getByRole('textbox', { name: 'تاریخ شروع نمایش' })).toHaveValue('۱۴۰۵/۱۰/۱۰');
  const saved = (await (await page.request.get('/api/v1/manager/site-messages')).json()) as {
    items: Array<{ title: string; date: string }>;
  };
  expect(saved.items.find((item) => item.title === title)?.date).toMatch(/^2026-12-31/);
});

test("the footer's terms link and the city map lead to real pages; a listing on the map is reached from it", async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'قوانین و مقررات' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'قوانین و مقررات' })).toBeVisible();

  await page.goto('/map?city=ardabil');
  await expect(page.getByRole('heading', { level: 1, name: 'نقشه اردبیل' })).toBeVisible();
  await page.getByRole('combobox', { name: 'بخش' }).selectOption({ label: 'آگهی‌ها' });
  await page.getByRole('button', { name: 'نمایش' }).click();
  await expect(page).toHaveURL(/section=ads/);
  await expect(page.getByRole('region', { name: 'نقشه آگهی‌ها و غرفه‌ها' })).toHaveAttribute('data-ready', 'true');
  // A demo ad of the seed, found in the nearest-first list beside the map.
  const title = 'لپ‌تاپ ایسوس ویووبوک ۱۵ اینچ';
  await page.getByRole('list', { name: 'فهرست نزدیک‌ترین‌ها' }).getByRole('link', { name: title }).click();
  await expect(page).toHaveURL(/\/ads\/[^/]+\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
});

test("a tag's page lists the listings that carry it, drawn on the server, and leads to them", async ({
  page,
  request,
}) => {
  // «گوشی»: a tag of the seed's demo phones (an ad in Ardabil and one in Tehran).
  const found = (await (await request.get(`/api/v1/tags?q=${encodeURIComponent('گوشی')}`)).json()) as {
    items: Array<{ title: string; slug: string }>;
  };
  const tag = found.items.find((item) => item.title === 'گوشی');
  expect(tag).toBeTruthy();
  const path = `/tags/${encodeURIComponent(tag!.slug)}`;
  const title = 'گوشی سامسونگ گلکسی A54 در حد نو';
  // As a crawler gets it: the listings are in the server's HTML.
  expect(await (await request.get(path)).text()).toContain(title);

  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: 'برچسب «گوشی»' })).toBeVisible();
  const listings = page.getByRole('list', { name: 'آگهی‌ها و کسب‌وکارها با این برچسب' });
  await expect(listings.getByRole('link', { name: /آیفون/ })).toBeVisible();
  await listings.getByRole('link', { name: new RegExp(title) }).click();
  await expect(page).toHaveURL(/\/ads\/[^/]+\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  // The listing's tag chip leads back to the tag's page (ADR 0045).
  const chip = page.getByRole('region', { name: 'برچسب‌ها' }).getByRole('link', { name: 'گوشی', exact: true });
  // Written in UTF-8 on the page (ADR 0076): the same address the browser asks for percent-encoded.
  await expect(chip).toHaveAttribute('href', decodeURIComponent(path));
});

test('the map asks again for what is in view after it moves, without reloading the page', async ({ page, context }) => {
  // The visitor is in Tehran while the map opens on Ardabil: «نزدیک من» moves the map there.
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation({ latitude: 35.6892, longitude: 51.389 });
  await page.goto('/map?city=ardabil&section=ads');
  await expect(page.getByRole('region', { name: 'نقشه آگهی‌ها و غرفه‌ها' })).toHaveAttribute('data-ready', 'true');
  const tehranAd = 'آیفون ۱۳ معمولی ۱۲۸ گیگ';
  await expect(
    page.getByRole('list', { name: 'فهرست نزدیک‌ترین‌ها' }).getByRole('link', { name: tehranAd }),
  ).toHaveCount(0);
  await page.evaluate(() => ((window as unknown as { marker?: number }).marker = 1));

  const asked = page.waitForRequest((request) => /\/api\/v1\/map\?.*minLat=35\./.test(request.url()));
  await page.getByRole('button', { name: 'نزدیک من' }).click();
  await asked;
  // The list and the map now show Tehran's ads, on the same page.
  const near = page.getByRole('list', { name: 'نزدیک‌ترین‌ها به شما' });
  await expect(near.getByRole('link', { name: tehranAd })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
  await expect(page).toHaveURL(/\/map\?city=ardabil&section=ads$/);
  await near.getByRole('link', { name: tehranAd }).click();
  await expect(page.getByRole('heading', { level: 1, name: tehranAd })).toBeVisible();
});
