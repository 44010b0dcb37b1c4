import { expect, test } from '@playwright/test';

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
