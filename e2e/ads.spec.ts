import { readFile } from 'node:fs/promises';
import { type APIRequestContext } from '@playwright/test';
import { test } from './support/test.ts';
import { expect } from './support/expect.ts';
import { nextStep, submitForm } from './support/forms.ts';
import { png } from './support/png.ts';
import {
  codeSentTo,
  freshMobile,
  managerApi,
  managerLogin,
  managerMenu,
  secondBrowser,
  signInWithCode,
  type PlaywrightLike,
  isPhone,
} from './support/session.ts';

// The classified-ads journey of issue 5: a user posts an ad with three photos and a free package, the demo manager
// approves it, it appears in its city and category and in a search typed with Arabic letters, its page shows the
// Persian price and the gallery, and the user keeps it among the favorites.

const CITY_SLUG = 'ardabil';

interface Chain {
  category: { title: string; slug: string };
  sub: { title: string };
  subSub: { id: number; title: string };
}

/** An API client of its own signed in as a new user with a one-time code. */
async function userApi(playwright: PlaywrightLike, baseURL: string | undefined): Promise<APIRequestContext> {
  const api = await playwright.request.newContext({ baseURL });
  const mobile = freshMobile('0938');
  expect((await api.post('/api/v1/auth/otp', { data: { mobile } })).ok()).toBe(true);
  const login = await api.post('/api/v1/auth/login/otp', {
    data: { mobile, code: await codeSentTo(api, mobile), panel: 'general' },
  });
  expect(login.ok()).toBe(true);
  return api;
}

/**
 * What the journeys need from the catalogue: a chain of the ads tree down to a sub-sub category, the city and an
 * active free ads package. Seeded with the demo data; whatever is missing is made through the back-office API.
 */
async function catalogue(
  manager: APIRequestContext,
): Promise<{ chain: Chain; cityId: number; freePackage: { id: number; title: string } }> {
  const mark = Date.now();
  type Tree = Array<{
    id: number;
    title: string;
    slug: string;
    subCategories: Array<{ id: number; title: string; subSubCategories: Array<{ id: number; title: string }> }>;
  }>;
  const tree = async () => ((await (await manager.get('/api/v1/categories?type=ads')).json()) as { items: Tree }).items;
  const findChain = (items: Tree): Chain | undefined => {
    for (const category of items) {
      for (const sub of category.subCategories) {
        const subSub = sub.subSubCategories[0];
        if (subSub) return { category, sub, subSub };
      }
    }
    return undefined;
  };
  let chain = findChain(await tree());
  if (!chain) {
    const post = async (path: string, data: object) =>
      (await (await manager.post(path, { data })).json()) as { id: number };
    const category = await post('/api/v1/manager/categories', {
      type: 'ads',
      title: 'کتاب و مجله',
      slug: `e2e-books-${mark}`,
    });
    const sub = await post('/api/v1/manager/sub-categories', {
      general_category_id: category.id,
      title: 'کتاب',
      slug: `e2e-book-${mark}`,
    });
    await post('/api/v1/manager/sub-sub-categories', {
      general_sub_category_id: sub.id,
      title: 'کتاب درسی',
      slug: `e2e-textbook-${mark}`,
    });
    chain = findChain(await tree());
  }

  type States = Array<{ id: number; cities: Array<{ id: number; slug: string }> }>;
  const states = ((await (await manager.get('/api/v1/states')).json()) as { items: States }).items;
  let cityId = states.flatMap((state) => state.cities).find((city) => city.slug === CITY_SLUG)?.id;
  if (cityId === undefined) {
    const state = (await (
      await manager.post('/api/v1/manager/states', { data: { name: 'اردبیل', slug: `e2e-ardabil-${mark}` } })
    ).json()) as { id: number };
    const city = await manager.post('/api/v1/manager/cities', {
      data: { state_id: state.id, name: 'اردبیل', slug: CITY_SLUG, latitude: 38.25, longitude: 48.29 },
    });
    cityId = ((await city.json()) as { id: number }).id;
  }

  type Packages = Array<{ id: number; title: string; planType: number; price: number }>;
  const offered = async () =>
    ((await (await manager.get('/api/v1/packages?type=7')).json()) as { items: Packages }).items;
  let free = (await offered()).find((pkg) => pkg.planType === 0 || pkg.price === 0);
  if (!free) {
    const created = await manager.post('/api/v1/manager/packages', {
      data: { planType: 0, type: 7, title: `آگهی رایگان ${mark}`, price: 0, days: 30 },
    });
    expect(created.ok()).toBe(true);
    free = (await offered()).find((pkg) => pkg.planType === 0 || pkg.price === 0);
  }
  expect(chain).toBeDefined();
  expect(free).toBeDefined();
  return { chain: chain!, cityId, freePackage: { id: free!.id, title: free!.title } };
}

test(
  'a user posts an ad with three photos, a manager approves it, and people find, open and keep it',
  { tag: '@desktop' },
  async ({ page, browser, request, playwright, baseURL }, testInfo) => {
    // Two sign-ins, three uploads and a review on a slow phone profile: more than the default 30 s.
    test.setTimeout(180_000);
    const phone = isPhone(testInfo);
    const { chain, cityId, freePackage } = await catalogue(await managerApi(playwright, baseURL));
    const mark = String(Date.now()).slice(-7);
    const title = `کتاب درسی کنکور ${mark}`;

    // The user opens "post an ad": the panel asks for a sign-in and comes back to the form.
    await page.goto('/panel/myAds/create');
    await expect(page).toHaveURL(/\/auth\/panel\/login\?redirectTo=%2Fpanel%2FmyAds%2Fcreate$/);
    await signInWithCode(page, request, freshMobile('0938'));
    await expect(page).toHaveURL(/\/panel\/myAds\/create$/);
    await expect(page.getByRole('heading', { level: 1, name: 'ثبت آگهی' })).toBeVisible();

    // A step at a time: «بعدی» on the empty first step says what is missing there, and stays on it.
    const stepCount = page.getByText(/^گام [۰-۹]+ از ۵/);
    await expect(stepCount).toHaveText('گام ۱ از ۵: دسته و شهر');
    await page.getByRole('button', { name: 'بعدی', exact: true }).click();
    await expect(page.getByText('دسته را تا آخرین سطح انتخاب کنید.')).toBeVisible();
    await expect(stepCount).toHaveText('گام ۱ از ۵: دسته و شهر');

    // Required fields carry a «*» in their label: found by their accessible name.
    const select = (name: string) => page.getByRole('combobox', { name, exact: true });
    await select('دسته').selectOption({ label: chain.category.title });
    await select('زیردسته').selectOption({ label: chain.sub.title });
    await select('نوع').selectOption({ label: chain.subSub.title });
    await select('شهر').selectOption(String(cityId));
    // Jumping to the last step and sending with no title: refused, the page goes to the title's step and its field.
    await page.getByRole('navigation', { name: 'گام‌های ثبت' }).getByRole('button', { name: 'بسته و بازبینی' }).click();
    await page.getByRole('radio', { name: new RegExp(freePackage.title) }).check();
    await page.getByRole('button', { name: 'ثبت آگهی' }).click();
    await expect(stepCount).toHaveText('گام ۲ از ۵: مشخصات');
    await expect(page.getByText('عنوان دست‌کم باید ۳ نویسه باشد.')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'عنوان', exact: true })).toBeFocused();
    await page.getByRole('textbox', { name: 'عنوان', exact: true }).fill(title);
    await page.getByLabel('توضیحات', { exact: true }).fill('چاپ جدید، بدون خط‌خوردگی.\nتحویل حضوری در مرکز شهر.');
    // Persian digits are welcome; the line under the input reads the price back.
    await page.getByLabel('قیمت (تومان)').fill('۱۲۵۰۰۰');
    await expect(page.getByText('۱۲۵٬۰۰۰ تومان')).toBeVisible();
    const tag = page.getByLabel('برچسب‌ها', { exact: true });
    await tag.fill('کنکور');
    await tag.press('Enter');
    await expect(page.getByRole('button', { name: 'حذف برچسب «کنکور»' })).toBeVisible();
    await nextStep(page);

    // Three photos, each uploaded on its own; the first is the main one.
    await page.getByLabel('افزودن تصویر').setInputFiles([
      { name: 'front.png', mimeType: 'image/png', buffer: png(64, 48, [200, 60, 60]) },
      { name: 'back.png', mimeType: 'image/png', buffer: png(64, 48, [60, 160, 90]) },
      { name: 'inside.png', mimeType: 'image/png', buffer: png(48, 64, [60, 90, 200]) },
    ]);
    const photos = page.getByRole('list', { name: 'تصاویر انتخاب‌شده' }).getByRole('listitem');
    await expect(photos).toHaveCount(3);
    await expect(page.getByRole('button', { name: 'تصویر ۳ تصویر اصلی شود' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'تصویر ۲ تصویر اصلی شود' })).toBeVisible();
    await expect(photos.first().getByText('تصویر اصلی')).toBeVisible();
    await expect(page.getByRole('button', { name: 'حذف تصویر ۳' })).toBeEnabled();
    await nextStep(page);

    // The point, map first: the map opens on the default point (39.01, 48.08) and a click on it fills the inputs the
    // form sends, folded under «ورود دستی مختصات» (the test browser is offline: no tiles, yet Leaflet takes the click).
    const latitude = page.getByRole('textbox', { name: 'عرض جغرافیایی' });
    await expect(latitude).toBeHidden();
    await expect(page.getByRole('button', { name: 'موقعیت من' })).toBeVisible();
    const picker = page.getByRole('region', { name: 'نقشه: برای انتخاب موقعیت روی نقشه بزنید' });
    await expect(picker).toHaveAttribute('data-ready', 'true');
    await picker.click();
    await expect(picker.locator('.leaflet-marker-icon')).toHaveCount(1);
    await page.getByText('ورود دستی مختصات').click();
    await expect(latitude).toHaveValue(/^39\.0\d{5}$/);
    await expect(page.getByRole('textbox', { name: 'طول جغرافیایی' })).toHaveValue(/^48\.0\d{5}$/);
    await nextStep(page);

    // The review reads back every step; the package chosen before is still chosen.
    const review = page.getByRole('definition');
    await expect(review.filter({ hasText: title })).toBeVisible();
    await expect(review.filter({ hasText: '۳ تصویر' })).toBeVisible();
    await expect(review.filter({ hasText: 'روی نقشه مشخص شد' })).toBeVisible();
    await expect(page.getByRole('radio', { name: new RegExp(freePackage.title) })).toBeChecked();
    await page.getByRole('button', { name: 'ثبت آگهی' }).click();
    await expect(page).toHaveURL(/\/panel\/myAds\?notice=created$/);
    const mine = page.getByRole('listitem').filter({ hasText: title });
    await expect(mine.getByText('در انتظار بررسی')).toBeVisible();

    // Not public before review.
    await page.goto(`/ads/list/${CITY_SLUG}/${chain.category.slug}?q=${encodeURIComponent(mark)}`);
    await expect(page.getByText('نتیجه‌ای برای')).toBeVisible();

    // The demo manager approves it in the moderation queue.
    const back = await secondBrowser(browser, testInfo, baseURL);
    const manager = await back.newPage();
    await managerLogin(manager, request);
    await (await managerMenu(manager, phone)).getByRole('link', { name: 'بررسی آگهی‌ها' }).click();
    await expect(manager.getByRole('heading', { level: 1, name: 'بررسی آگهی‌ها' })).toBeVisible();
    // The queue opens on what waits for a person: under review or paid and waiting for confirmation (issue 35).
    await expect(manager.getByLabel('وضعیت')).toHaveValue('waiting');
    await expect(manager.getByLabel('وضعیت').locator('option:checked')).toHaveText('در انتظار بررسی یا تأیید پرداخت');
    await manager.getByRole('searchbox', { name: 'جستجو' }).fill(mark);
    await manager.getByRole('button', { name: 'اعمال فیلتر' }).click();
    await expect(manager).toHaveURL(new RegExp(`[?&]q=${mark}`));
    // The found queue as a file for Excel: the columns the page shows, as it shows them.
    const [download] = await Promise.all([
      manager.waitForEvent('download'),
      manager.getByRole('link', { name: 'خروجی CSV' }).click(),
    ]);
    const [head, row, end] = (await readFile(await download.path(), 'utf8')).split('\r\n');
    expect(head).toBe('\uFEFFردیف,عنوان,ثبت‌کننده,شهر,دسته,وضعیت,تاریخ ثبت');
    expect(row?.split(',').map((cell, index) => (index === 0 || index === 1 || index === 5 ? cell : '…'))).toEqual([
      '۱',
      title,
      '…',
      '…',
      '…',
      'در انتظار بررسی',
      '…',
    ]);
    expect(end).toBe('');
    await manager.getByRole('link', { name: title }).filter({ visible: true }).click();
    await expect(manager.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await manager.getByRole('button', { name: 'تأیید و انتشار' }).click();
    await expect(manager.getByRole('status').filter({ hasText: 'وضعیت آگهی تغییر کرد.' })).toBeVisible();
    await expect(manager.getByText('فعال', { exact: true })).toBeVisible();
    await back.close();

    // It is in its city and category...
    await page.goto(`/ads/list/${CITY_SLUG}/${chain.category.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(chain.category.title);
    await expect(page.getByRole('link', { name: new RegExp(title) })).toBeVisible();

    // ... and found by a search typed with Arabic letters (ك for ک).
    await page.goto('/ads/list');
    await page.getByRole('searchbox', { name: 'جستجو' }).fill(`كتاب ${mark}`);
    await page.getByRole('button', { name: 'جستجو', exact: true }).click();
    await expect(page).toHaveURL(/\/ads\/list\?q=/);
    const card = page.getByRole('link', { name: new RegExp(title) });
    await expect(card).toBeVisible();
    await expect(card).toContainText('۱۲۵٬۰۰۰ تومان');

    // Its page: the Persian price, the three photos, the category chain in the breadcrumbs.
    await card.click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByText('۱۲۵٬۰۰۰ تومان').first()).toBeVisible();
    await expect(page.getByRole('list', { name: 'تصاویر', exact: true }).getByRole('listitem')).toHaveCount(3);
    await expect(page.getByRole('link', { name: 'نمایش تصویر ۳' })).toBeVisible();
    await page.getByRole('link', { name: 'نمایش تصویر ۲' }).click();
    await expect(page.getByRole('link', { name: 'نمایش تصویر ۲' })).toHaveAttribute('aria-current', 'true');
    // The section's crumb is its SEO setting's section title (the seeded one, or whatever the back office made it).
    const { sectionTitle } = (await (await request.get('/api/v1/seo/ads')).json()) as { sectionTitle: string };
    const crumbs = page.getByRole('navigation', { name: 'مسیر صفحه' });
    await expect(crumbs.getByRole('link', { name: sectionTitle || 'آگهی‌ها', exact: true })).toBeVisible();
    await expect(crumbs.getByRole('link', { name: chain.category.title })).toBeVisible();
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', title);
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
    await expect(page.getByRole('link', { name: 'کنکور', exact: true })).toBeVisible();
    // Its point: a small map with the marker, loaded once scrolled to, above the link to OpenStreetMap.
    await page.getByRole('link', { name: 'نمایش روی نقشه' }).scrollIntoViewIfNeeded();
    const pointMap = page.getByRole('region', { name: 'نقشهٔ موقعیت' });
    await pointMap.scrollIntoViewIfNeeded();
    await expect(pointMap).toHaveAttribute('data-ready', 'true');
    await expect(pointMap.locator('.leaflet-marker-icon')).toHaveCount(1);
    await expect(page.getByRole('link', { name: 'نمایش روی نقشه' })).toHaveAttribute(
      'href',
      /^https:\/\/www\.openstreetmap\.org\/\?mlat=39\.0\d{4}&mlon=48\.0\d{4}#map=16\//,
    );

    // The user keeps it among the favorites. The button turns at once; the save is waited for before leaving the
    // page (leaving earlier cancels it, as it would for a person who left that fast).
    await submitForm(page, page.getByRole('button', { name: 'افزودن به علاقه‌مندی‌ها' }));
    await expect(page.getByRole('button', { name: 'حذف از علاقه‌مندی‌ها' })).toBeVisible();
    await page.goto('/panel/favorites');
    await expect(page.getByRole('heading', { level: 1, name: 'علاقه‌مندی‌ها' })).toBeVisible();
    await page.getByRole('link', { name: title }).click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const address = page.url();

    // The owner takes it down for good, after a confirmation: cancelling keeps it, confirming deletes it.
    await page.goto('/panel/myAds');
    const remove = page.getByRole('link', { name: `حذف «${title}»` });
    await remove.click();
    const dialog = page.getByRole('dialog', { name: 'تأیید حذف' });
    await expect(dialog).toContainText(`«${title}» برای همیشه حذف شود؟`);
    await dialog.getByRole('button', { name: 'انصراف' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('listitem').filter({ hasText: title })).toBeVisible();
    await remove.click();
    await dialog.getByRole('button', { name: 'بله، حذف شود' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'با موفقیت حذف شد.' })).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: title })).toHaveCount(0);
    // Its page is gone too.
    expect((await request.get(address)).status()).toBe(404);
  },
);

test('a list shows 15 at a time: «بیشتر» adds the next ones, and is a plain link without JavaScript', async ({
  page,
  browser,
  playwright,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const manager = await managerApi(playwright, baseURL);
  const { chain, cityId, freePackage } = await catalogue(manager);
  const owner = await userApi(playwright, baseURL);
  const mark = `صفحه${String(Date.now()).slice(-7)}`;
  for (let n = 1; n <= 16; n++) {
    const posted = await owner.post('/api/v1/me/ads', {
      data: {
        city_id: cityId,
        package_id: freePackage.id,
        general_sub_sub_category_id: chain.subSub.id,
        title: `${mark} شماره ${n}`,
        price: n * 1000,
      },
    });
    expect(posted.ok()).toBe(true);
    const { id } = (await posted.json()) as { id: number };
    expect((await manager.post(`/api/v1/manager/listings/${id}/status`, { data: { status: 2 } })).ok()).toBe(true);
  }

  await page.goto(`/ads/list?q=${encodeURIComponent(mark)}`);
  const cards = page.getByRole('list', { name: 'همه آگهی‌ها' }).getByRole('listitem');
  await expect(cards).toHaveCount(15);
  // Newest first; titles show as they were typed.
  await expect(cards.first().getByRole('heading', { name: `${mark} شماره 16`, exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'بیشتر' }).click();
  await expect(cards).toHaveCount(16);
  await expect(cards.last().getByRole('heading', { name: `${mark} شماره 1`, exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'بیشتر' })).toHaveCount(0);

  const plain = await browser.newContext({ baseURL, javaScriptEnabled: false, locale: 'fa-IR' });
  const noScript = await plain.newPage();
  await noScript.goto(`/ads/list?q=${encodeURIComponent(mark)}`);
  await noScript.getByRole('link', { name: 'بیشتر' }).click();
  await expect(noScript).toHaveURL(/cursor=\d+/);
  await expect(noScript.getByRole('list', { name: 'همه آگهی‌ها' }).getByRole('listitem')).toHaveCount(1);
  await expect(noScript.getByRole('link', { name: 'بازگشت به ابتدای فهرست' })).toBeVisible();
  await plain.close();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the list takes the filter as query parameters, and a guest is asked to sign in to favorite', async ({
    page,
    request,
  }) => {
    // The spec's query form of a filter lands on the path form.
    await page.goto(`/ads/list?city=${CITY_SLUG}&category=&q=`);
    await expect(page).toHaveURL(new RegExp(`/ads/list/${CITY_SLUG}$`));
    await expect(page.getByRole('heading', { level: 1 })).toContainText('اردبیل');
    // A campaign's marks go along, nothing else the form sent: the visit still counts for the campaign.
    await page.goto(`/ads/list?utm_source=sms&city=${CITY_SLUG}&category=&utm_campaign=nowruz`);
    await expect(page).toHaveURL(new RegExp(`/ads/list/${CITY_SLUG}\\?utm_source=sms&utm_campaign=nowruz$`));
    await page.goto('/doctor/list?city=&category=&utm_source=sms');
    await expect(page).toHaveURL(/\/doctor\/list\?utm_source=sms$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const { items } = (await (await request.get('/api/v1/ads?perPage=1')).json()) as {
      items: Array<{ slug: string; slugId: string; title: string }>;
    };
    // The journey above published one at least.
    const ad = items[0];
    expect(ad).toBeDefined();
    // Another slug for the right id moves permanently to the listing's own address.
    await page.goto(`/ads/another-name/${ad!.slugId}`);
    await expect(page).toHaveURL(new RegExp(`/ads/[^/]+/${ad!.slugId}$`));
    await expect(page.getByRole('heading', { level: 1, name: ad!.title })).toBeVisible();
    await page.getByRole('link', { name: 'افزودن به علاقه‌مندی‌ها' }).click();
    await expect(page).toHaveURL(/\/auth\/panel\/login\?redirectTo=%2Fads%2F/);
  });
});
