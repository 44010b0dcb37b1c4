import { type APIRequestContext } from '@playwright/test';
import { test } from './support/test.ts';
import { expect } from './support/expect.ts';
import { withFilters } from './support/lists.ts';
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

// The listing experience of issue 16 (ADR 0027), on ads: a visitor narrows the list by a price range and sorts it by
// cheapest, the address carries it to another browser, the number is not in the page until a signed-in visitor asks
// for it, the visitor reports the ad, and a manager finds the report in the back office's queue.

const PERSIAN = '۰۱۲۳۴۵۶۷۸۹';
const persianDigits = (text: string) => text.replace(/\d/g, (digit) => PERSIAN[Number(digit)]!);

/** A seller of their own (a new account signed in with a code) and three live ads of theirs, by a unique mark. */
async function sellerWithAds(playwright: PlaywrightLike, baseURL: string | undefined, mark: string) {
  const manager = await managerApi(playwright, baseURL);
  const seller: APIRequestContext = await playwright.request.newContext({ baseURL });
  const mobile = freshMobile('0931');
  expect((await seller.post('/api/v1/auth/otp', { data: { mobile } })).ok()).toBe(true);
  const login = await seller.post('/api/v1/auth/login/otp', {
    data: { mobile, code: await codeSentTo(seller, mobile), panel: 'general' },
  });
  expect(login.ok()).toBe(true);

  type Tree = Array<{ subCategories: Array<{ subSubCategories: Array<{ id: number }> }> }>;
  const tree = ((await (await seller.get('/api/v1/categories?type=ads')).json()) as { items: Tree }).items;
  const subSub = tree.flatMap((c) => c.subCategories).flatMap((s) => s.subSubCategories)[0]!;
  type States = Array<{ cities: Array<{ id: number }> }>;
  const states = ((await (await seller.get('/api/v1/states')).json()) as { items: States }).items;
  const city = states.flatMap((state) => state.cities)[0]!;
  type Packages = Array<{ id: number; planType: number; price: number }>;
  const offered = ((await (await seller.get('/api/v1/packages?type=7')).json()) as { items: Packages }).items;
  const free = offered.find((pkg) => pkg.planType === 0 || pkg.price === 0)!;

  // «ب» has a picture and «ج» is urgent: the yes/no filters tell them apart.
  const upload = await seller.post('/api/v1/files', {
    multipart: { file: { name: 'phone.png', mimeType: 'image/png', buffer: png(64, 48, [40, 120, 200]) } },
  });
  expect(upload.ok(), await upload.text()).toBe(true);
  const picture = ((await upload.json()) as { id: number }).id;
  const titles: Record<string, string> = {};
  for (const [name, price] of [
    ['الف', 300_000],
    ['ب', 100_000],
    ['ج', 250_000],
  ] as const) {
    const title = `گوشی آزمون ${mark} ${name}`;
    const made = await seller.post('/api/v1/me/ads', {
      data: {
        city_id: city.id,
        package_id: free.id,
        general_sub_sub_category_id: subSub.id,
        title,
        price,
        images: name === 'ب' ? JSON.stringify([{ id: picture }]) : '[]',
        is_urgent: name === 'ج',
      },
    });
    expect(made.ok(), await made.text()).toBe(true);
    const { id } = (await made.json()) as { id: number };
    const approved = await manager.post(`/api/v1/manager/listings/${id}/status`, { data: { status: 2 } });
    expect(approved.ok()).toBe(true);
    titles[name] = title;
  }
  return { seller, mobile, titles };
}

test(
  'a visitor narrows ads by price and sorts them, shares the list, reveals the number signed in and reports the ad',
  { tag: '@desktop' },
  async ({ page, browser, request, playwright, baseURL }, testInfo) => {
    test.setTimeout(180_000);
    const phone = isPhone(testInfo);
    const mark = String(Date.now()).slice(-7);
    const { seller, mobile, titles } = await sellerWithAds(playwright, baseURL, mark);

    // «ثبت آگهی» in the header starts posting in the section the visitor is in (the panel asks to sign in first).
    await page.goto(`/ads/list?q=${mark}`);
    await page.getByRole('link', { name: 'ثبت آگهی' }).click();
    await expect(page).toHaveURL(/redirectTo=%2Fpanel%2FmyAds%2Fcreate$/);
    await page.goto(`/ads/list?q=${mark}`);

    // A price range, then the cheapest first: the address carries both.
    await withFilters(page, phone, async (panel) => {
      await panel.getByRole('textbox', { name: 'قیمت (تومان) از' }).fill('۱۵۰۰۰۰');
      await panel.getByRole('textbox', { name: 'قیمت (تومان) تا' }).fill('۳۵۰۰۰۰');
      await panel.getByRole('combobox', { name: 'مرتب‌سازی' }).selectOption({ label: 'ارزان‌ترین' });
    });
    await expect(page).toHaveURL(/sort=cheapest/);
    await expect(page).toHaveURL(/priceMin=150000/);
    const cards = page.getByRole('link', { name: new RegExp(`گوشی آزمون ${mark}`) });
    await expect(cards).toHaveCount(2);
    await expect(cards.nth(0)).toContainText(titles['ج']!);
    await expect(cards.nth(1)).toContainText(titles['الف']!);

    // Shared: another browser opens the same address and sees the same list.
    const other = await (await secondBrowser(browser, testInfo, baseURL)).newPage();
    await other.goto(page.url());
    const otherCards = other.getByRole('link', { name: new RegExp(`گوشی آزمون ${mark}`) });
    await expect(otherCards).toHaveCount(2);
    await expect(otherCards.nth(0)).toContainText(titles['ج']!);

    // The ad's page: the seller, the safety tip, and no number in the page for an anonymous visitor.
    await cards.nth(0).click();
    await expect(page.getByRole('heading', { level: 1, name: titles['ج'] })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'فروشنده', exact: true })).toBeVisible();
    // The seller card leads to the seller's public profile (a new account without a name is «کاربر شهربازار»).
    await expect(
      page.getByRole('region', { name: 'فروشنده' }).getByRole('link', { name: 'کاربر شهربازار' }),
    ).toHaveAttribute('href', /^\/profile\/\d+$/);
    await expect(page.getByText('پیش از دیدن کالا پولی واریز نکنید.')).toBeVisible();
    const html = await page.content();
    expect(html).not.toContain(mobile);
    expect(html).not.toContain(persianDigits(mobile));

    // «نمایش شماره تماس» asks for a sign-in and comes back; the tap shows the number.
    await page.getByRole('link', { name: 'نمایش شماره تماس' }).click();
    await signInWithCode(page, request, freshMobile('0932'));
    await expect(page.getByRole('heading', { level: 1, name: titles['ج'] })).toBeVisible();
    await page.getByRole('button', { name: 'نمایش شماره تماس' }).click();
    await expect(page.getByText(persianDigits(mobile))).toBeVisible();

    // The owner's statistics count the reveal.
    const mine = (await (await seller.get('/api/v1/me/ads?perPage=5')).json()) as {
      items: Array<{ id: number; title: string }>;
    };
    const id = mine.items.find((item) => item.title === titles['ج'])!.id;
    const stats = (await (await seller.get(`/api/v1/me/listings/${id}/stats`)).json()) as {
      totals: { reveals: number; views: number };
    };
    expect(stats.totals.reveals).toBe(1);

    // «گزارش آگهی»: a reason and a word; it lands in the back office's queue.
    await page.getByText('گزارش آگهی', { exact: true }).click();
    await page.getByRole('combobox', { name: 'دلیل گزارش' }).selectOption({ label: 'کلاهبرداری' });
    await page.getByLabel('توضیح (اختیاری)').fill(`بیعانه خواست ${mark}`);
    await page.getByRole('button', { name: 'ارسال گزارش' }).click();
    await expect(page.getByText('گزارش شما ثبت شد؛ کارشناسان آن را بررسی می‌کنند.')).toBeVisible();

    await managerLogin(other, request);
    await (await managerMenu(other, phone)).getByRole('link', { name: 'گزارش‌های آگهی' }).click();
    const report = other.getByRole('article', { name: titles['ج'] });
    await expect(report).toBeVisible();
    await expect(report.getByText(`بیعانه خواست ${mark}`)).toBeVisible();
  },
);

test(
  'on a phone the filters open as a bottom sheet; a visitor keeps to ads with a photo, then urgent ones, and removes a filter by its chip',
  { tag: '@desktop' },
  async ({ page, playwright, baseURL }, testInfo) => {
    test.setTimeout(120_000);
    const phone = isPhone(testInfo);
    const mark = String(Date.now()).slice(-7);
    const { titles } = await sellerWithAds(playwright, baseURL, mark);
    const cards = page.getByRole('link', { name: new RegExp(`گوشی آزمون ${mark}`) });

    await page.goto(`/ads/list?q=${mark}`);
    await expect(cards).toHaveCount(3);
    await withFilters(page, phone, (panel) => panel.getByRole('checkbox', { name: 'فقط عکس‌دار' }).check());
    await expect(page).toHaveURL(/withPhoto=1/);
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toContainText(titles['ب']!);

    // The other flag instead: the urgent ad carries its «فوری» badge.
    await withFilters(page, phone, async (panel) => {
      await panel.getByRole('checkbox', { name: 'فقط عکس‌دار' }).uncheck();
      await panel.getByRole('checkbox', { name: 'فقط فوری' }).check();
    });
    await expect(page).toHaveURL(/urgent=1/);
    await expect(page).not.toHaveURL(/withPhoto/);
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toContainText(titles['ج']!);
    await expect(cards.first().getByText('فوری', { exact: true })).toBeVisible();

    // Applied filters are chips, counted on the phone's button; removing one brings the whole list back.
    const chips = page.getByRole('navigation', { name: 'فیلترهای اعمال‌شده' });
    if (phone) await expect(page.getByRole('button', { name: /فیلترها و مرتب‌سازی/ })).toContainText('۱');
    await chips.getByRole('link', { name: 'حذف فیلتر فقط فوری' }).click();
    await expect(page).not.toHaveURL(/urgent=/);
    await expect(cards).toHaveCount(3);
    await expect(chips).toBeHidden();
  },
);
