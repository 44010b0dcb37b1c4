import { test } from './support/test.ts';
import { expect } from './support/expect.ts';

test('an unknown address is a Persian page-not-found screen with status 404', async ({ page }) => {
  const response = await page.goto('/booth/no-such-booth/product/nothing');
  expect(response?.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { name: 'صفحه مورد نظر یافت نشد.' })).toBeVisible();
  await page.getByRole('link', { name: 'بازگشت به صفحه اصلی' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'شهربازار' })).toBeVisible();
});

test('an unknown API address answers the JSON error shape, not a page', async ({ request }) => {
  const response = await request.get('/api/v1/no-such-endpoint');
  expect(response.status()).toBe(404);
  expect(await response.json()).toEqual({ error: { code: 'not_found', message: 'صفحه مورد نظر یافت نشد.' } });
});
