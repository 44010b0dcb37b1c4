import { type Locator, type Page } from '@playwright/test';
import { test } from './support/test.ts';
import { expect } from './support/expect.ts';
import { pageIsLive } from './support/forms.ts';
import { freshMobile, signInByCode } from './support/session.ts';
import { consoleErrors } from './support/console.ts';
import { openFirstAd } from './support/lists.ts';

// A listing's page sends its end (the report, the comments, the seller's other listings and the similar ones) in a
// chunk of its own, downloaded and brought alive when the reader nears it (ADR 0129): the server's page holds the end
// whole, a phone that opens an ad does not download the end's code before it scrolls there, and once there the end
// works as before, signed in or not. After a client navigation the end comes once the new page is drawn, without a
// stylesheet linked twice.

/** The scripts the page downloads that hold the end's code (its grids' heading ids are written there only). */
function endScripts(page: Page): string[] {
  const found: string[] = [];
  page.on('response', async (response) => {
    if (!new URL(response.url()).pathname.endsWith('.js')) return;
    const body = await response.text().catch(() => '');
    if (body.includes('listing-seller-others')) found.push(response.url());
  });
  return found;
}

/** Whether React brought the element alive (it keeps its own fields on the elements it hydrated or drew). */
const alive = (element: Locator) =>
  element.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactFiber')));

/** The address of a demo ad with comments, as the ads list links it. */
async function demoAd(page: Page): Promise<string> {
  await page.goto(`/ads/list?q=${encodeURIComponent('مبل راحتی هفت نفره')}`);
  const href = await page
    .getByRole('link', { name: /مبل راحتی هفت نفره/ })
    .first()
    .getAttribute('href');
  expect(href).toMatch(/^\/ads\/[^/]+\/[^/]+$/);
  return href!;
}

test('an ad’s end comes with its code only when the reader scrolls to it, and works', async ({ page }) => {
  const errors = consoleErrors(page);
  const ad = await demoAd(page);
  const scripts = endScripts(page);

  await page.goto(ad);
  await pageIsLive(page);
  await page.waitForLoadState('networkidle');
  // The server drew the end whole: the comments with their sign-in link, the report's.
  const comments = page.getByRole('region', { name: 'نظرات' });
  await expect(comments.getByText('برای ثبت نظر باید وارد شوید.')).toBeAttached();
  await expect(page.getByRole('link', { name: 'برای گزارش این آگهی وارد شوید' })).toBeAttached();
  // Not yet its code, nor alive.
  expect(scripts).toEqual([]);
  expect(await alive(comments)).toBe(false);

  await comments.scrollIntoViewIfNeeded();
  await expect.poll(() => scripts.length).toBeGreaterThan(0);
  await expect.poll(() => alive(comments)).toBe(true);
  await expect(comments.getByText('برای ثبت نظر باید وارد شوید.')).toBeVisible();

  // Alive, the report's link takes a visitor to sign in and back.
  await page.getByRole('link', { name: 'برای گزارش این آگهی وارد شوید' }).click();
  await expect(page).toHaveURL(/\/login\?redirectTo=/);
  expect(decodeURIComponent(new URL(page.url()).searchParams.get('redirectTo') ?? '')).toBe(decodeURIComponent(ad));
  expect(errors).toEqual([]);
});

test('signed in: a favourite tapped while the end waits, then a report from the end, each shows its result', async ({
  page,
}) => {
  const errors = consoleErrors(page);
  await signInByCode(page.context().request, freshMobile('0937'));
  const ad = await demoAd(page);
  const scripts = endScripts(page);
  await page.goto(ad);
  await page.waitForLoadState('networkidle');
  expect(scripts).toEqual([]);
  // A tap above the end while it waits: the favourite is marked, the end keeps what the server drew.
  const comments = page.getByRole('region', { name: 'نظرات' });
  await page.getByRole('button', { name: 'افزودن به علاقه‌مندی‌ها' }).click();
  await expect(page.getByRole('button', { name: 'حذف از علاقه‌مندی‌ها' })).toBeVisible();
  await expect(comments.getByRole('heading', { name: 'نظرات' })).toBeAttached();

  const report = page.getByText('گزارش آگهی', { exact: true });
  await report.scrollIntoViewIfNeeded();
  await expect.poll(() => scripts.length).toBeGreaterThan(0);
  await expect.poll(() => alive(comments)).toBe(true);
  await report.click();
  await page.getByRole('combobox', { name: 'دلیل گزارش' }).selectOption({ label: 'کلاهبرداری' });
  await page.getByLabel('توضیح (اختیاری)').fill('آزمون بخش پایانی صفحه');
  await page.getByRole('button', { name: 'ارسال گزارش' }).click();
  await expect(page.getByText('گزارش شما ثبت شد؛ کارشناسان آن را بررسی می‌کنند.')).toBeVisible();
  // The comment form is there too, for the same visitor.
  await expect(page.getByRole('button', { name: 'ثبت نظر' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('from the list to an ad: its end comes once the ad is drawn, each stylesheet linked once', async ({ page }) => {
  const errors = consoleErrors(page);
  await page.goto('/ads/list');
  await pageIsLive(page);
  const scripts = endScripts(page);
  await openFirstAd(page);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect.poll(() => scripts.length).toBeGreaterThan(0);
  await expect(page.getByRole('link', { name: 'برای گزارش این آگهی وارد شوید' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const sheets = await page
    .locator('link[rel="stylesheet"]')
    .evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href.split('#')[0]));
  expect(sheets.filter((href, at) => sheets.indexOf(href) !== at)).toEqual([]);
  expect(errors).toEqual([]);
});
