import { test } from './support/test.ts';
import { expect } from './support/expect.ts';

test.describe('language switch', { tag: '@desktop' }, () => {
  test('switches to English left to right, remembers it, and switches back', async ({ page, context }) => {
    await page.goto('/');
    await page.getByRole('button', { name: /English/ }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(page.getByRole('heading', { level: 2, name: 'Shahrbazar sections' })).toBeVisible();

    const cookie = (await context.cookies()).find((c) => c.name === 'locale');
    expect(cookie?.value).toBe('en');
    expect(cookie?.sameSite).toBe('Lax');

    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { name: 'Page was not found.' })).toBeVisible();

    await page.getByRole('button', { name: /فارسی/ }).click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page).toHaveURL(/\/no-such-page$/);
    await expect(page.getByRole('heading', { name: 'صفحه مورد نظر یافت نشد.' })).toBeVisible();
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the home page renders and the language switch still works', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'شهربازار' })).toBeVisible();
    await page.getByRole('button', { name: /English/ }).click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe('English names and texts (ADR 0045)', () => {
  test('the English home page names the categories and the footer in English', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: /English/ }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    // The seeded site title and category names have English values; links still go by slug.
    await expect(page.getByRole('heading', { level: 1, name: 'Shahrbazar' })).toBeVisible();
    const adCategories = page.getByRole('region', { name: 'Ad categories' });
    await expect(adCategories.getByRole('link', { name: 'Real estate', exact: true })).toHaveAttribute(
      'href',
      /\/ads\/list\/(?:[^/]+\/)?ads-real-estate$/,
    );
    await expect(
      page.getByRole('region', { name: "Shop from the city's booths" }).getByRole('link', { name: 'Digital goods' }),
    ).toBeVisible();
    await expect(page.getByText('املاک', { exact: true })).toHaveCount(0);
    // The footer's site texts.
    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText(
      'Safe shopping from the city’s verified booths, paid online or from your wallet.',
    );
    await expect(footer).toContainText('All rights reserved for Shahrbazar.');
  });
});
