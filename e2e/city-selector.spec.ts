import { type Page } from '@playwright/test';
import { test } from './support/test.ts';
import { expect } from './support/expect.ts';
import { pageIsLive } from './support/forms.ts';
import { isPhone } from './support/session.ts';

// The visitor's city, chosen in the header: remembered in the `city` cookie across navigation and reloads.

/**
 * The header's city control; its accessible name says the chosen city («شهر: اردبیل»). The header draws two, the bar's
 * and the phone's row under it, one hidden by the stylesheet at each width: the first shown is the one a person sees
 * (CI once caught both shown for a moment as the choice landed on a busy machine, and strict mode threw).
 */
const cityControl = (page: Page) =>
  page
    .getByRole('banner')
    .getByRole('link', { name: /^شهر: / })
    .first();

const cityCookie = async (page: Page) => (await page.context().cookies()).find((c) => c.name === 'city')?.value;

test.describe('with JavaScript', { tag: '@desktop' }, () => {
  test('a visitor chooses اردبیل in the header; it stays through navigation and reloads; all cities clears it', async ({
    page,
  }) => {
    // Two dialogs, two navigations and two reloads on a slow phone profile: more than the default 30 s.
    test.setTimeout(90_000);
    await page.context().clearCookies();
    await page.goto('/');
    await expect(cityControl(page)).toHaveAccessibleName('شهر: همه شهرها');

    await cityControl(page).click();
    const dialog = page.getByRole('dialog', { name: 'انتخاب شهر' });
    await expect(dialog).toBeVisible();
    // Typed with an Arabic ي, as many keyboards do: the list still finds اردبیل.
    await dialog.getByRole('searchbox', { name: 'جستجوی شهر یا استان' }).fill('اردبيل');
    await expect(dialog.getByRole('heading', { name: /^اردبیل/ })).toBeVisible();
    await expect(dialog.getByRole('heading', { name: /^تهران/ })).toHaveCount(0);
    await dialog.getByRole('button', { name: 'اردبیل', exact: true }).click();

    await expect(dialog).toBeHidden();
    await expect(cityControl(page)).toHaveAccessibleName('شهر: اردبیل');
    await expect(page).toHaveURL(/\/$/);
    expect(Number(await cityCookie(page))).toBeGreaterThan(0);

    // Another page, then a reload: still Ardabil.
    await page.goto('/auth/panel/login');
    await expect(cityControl(page)).toHaveAccessibleName('شهر: اردبیل');
    await page.reload();
    await expect(cityControl(page)).toHaveAccessibleName('شهر: اردبیل');

    // Opening again marks the chosen city; "all cities" clears it, and that survives a reload too.
    await cityControl(page).click();
    await expect(dialog.getByRole('button', { name: 'اردبیل انتخاب‌شده' })).toBeVisible();
    await dialog.getByRole('button', { name: /^همه شهرها/ }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/auth\/panel\/login$/);
    await expect(cityControl(page)).toHaveAccessibleName('شهر: همه شهرها');
    expect(await cityCookie(page)).toBe('-1');
    await page.reload();
    await expect(cityControl(page)).toHaveAccessibleName('شهر: همه شهرها');
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the header link opens the city page, which searches and remembers a choice', async ({ page }) => {
    test.setTimeout(60_000);
    await page.context().clearCookies();
    await page.goto('/');
    await cityControl(page).click();
    await expect(page).toHaveURL(/\/city\?redirectTo=%2F$/);
    await expect(page.getByRole('heading', { level: 1, name: 'انتخاب شهر' })).toBeVisible();

    await page.getByRole('searchbox', { name: 'جستجوی شهر یا استان' }).fill('تبريز');
    await page.getByRole('button', { name: 'جستجو', exact: true }).click();
    await expect(page.getByRole('heading', { level: 2, name: /^آذربایجان شرقی/ })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: /^اردبیل/ })).toHaveCount(0);
    await page.getByRole('button', { name: 'تبریز', exact: true }).click();

    await expect(page).toHaveURL(/\/$/);
    await expect(cityControl(page)).toHaveAccessibleName('شهر: تبریز');
  });
});

test.describe('a list page’s city filter', { tag: '@desktop' }, () => {
  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the page lists its city’s state; the chooser reaches another city and comes back to the list there', async ({
      page,
    }, testInfo) => {
      test.setTimeout(60_000);
      await page.goto('/ads/list/ardabil');
      // On a phone the panel is behind its link (the #listing-filters target).
      if (isPhone(testInfo)) await page.getByRole('link', { name: /فیلترها و مرتب‌سازی/ }).click();
      const city = page.getByRole('combobox', { name: 'شهر', exact: true });
      await expect(city).toHaveValue('ardabil');
      // Not every city of the country in the page (ADR 0058): the chosen city's state.
      await expect(city.locator('option', { hasText: 'مشگین‌شهر' })).toHaveCount(1);
      await expect(city.locator('option', { hasText: 'تبریز' })).toHaveCount(0);
      await page.getByRole('link', { name: 'انتخاب شهر دیگر' }).click();
      await expect(page).toHaveURL(/\/city\?redirectTo=%2Fads%2Flist%2Fardabil$/);
      await page.getByRole('searchbox', { name: 'جستجوی شهر یا استان' }).fill('تبریز');
      await page.getByRole('button', { name: 'جستجو', exact: true }).click();
      await page.getByRole('button', { name: 'تبریز', exact: true }).click();
      await expect(page).toHaveURL(/\/ads\/list\/tabriz$/);
      await expect(page.locator('select[name="city"]')).toHaveValue('tabriz');
      await expect(cityControl(page)).toHaveAccessibleName('شهر: تبریز');
    });
  });

  test('with JavaScript every city is offered once the page runs, and choosing one opens its list', async ({
    page,
  }, testInfo) => {
    await page.goto('/ads/list');
    await pageIsLive(page);
    const phone = isPhone(testInfo);
    // On a phone the filters are a bottom sheet; a city chosen there waits for «نمایش نتایج».
    if (phone) await page.getByRole('button', { name: /فیلترها و مرتب‌سازی/ }).click();
    const scope = phone ? page.getByRole('dialog', { name: 'فیلترها و مرتب‌سازی' }) : page.locator('main');
    const city = scope.getByRole('combobox', { name: 'شهر', exact: true });
    await expect(city.locator('option', { hasText: 'تبریز' })).toHaveCount(1);
    expect(await city.locator('option').count()).toBeGreaterThan(300);
    await city.selectOption({ label: 'تبریز' });
    if (phone) await scope.getByRole('button', { name: 'نمایش نتایج' }).click();
    await expect(page).toHaveURL(/\/ads\/list\/tabriz$/);
  });
});
