import { test } from './support/test.ts';
import { expect } from './support/expect.ts';
import { freshMobile, signInWithCode } from './support/session.ts';

// Webhooks (issue 31, ADR 0115): an owner subscribes an HTTPS address to events in «وب‌هوک‌ها», sees its signing
// secret once, finds the address in the list as «فعال» with its events, reads its (empty) delivery log and turns it
// off; read again, the page does not show the secret.

test('an owner adds a webhook, keeps its secret shown once, reads its log and turns it off @desktop', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  const url = `https://hooks.example.com/shahrbazar/${testInfo.project.name}`;
  await page.goto('/auth/panel/login?redirectTo=%2Fpanel%2Fwebhooks');
  await signInWithCode(page, request, freshMobile('0936'));
  await expect(page).toHaveURL(/\/panel\/webhooks$/);
  await expect(page.getByRole('heading', { level: 1, name: 'وب‌هوک‌ها' })).toBeVisible();
  await expect(page.getByText('هنوز وب‌هوکی ندارید.')).toBeVisible();

  await page.getByRole('button', { name: 'افزودن وب‌هوک' }).click();
  await page.getByRole('textbox', { name: 'نشانی (HTTPS)' }).fill('http://10.0.0.7/hook');
  await page.getByRole('checkbox', { name: 'وضعیت سفارش تغییر کرد' }).check();
  await page.getByRole('button', { name: 'ذخیرهٔ وب‌هوک' }).click();
  // A private address is refused, in words.
  await expect(page.getByRole('alert')).toContainText('https://');
  await page.getByRole('textbox', { name: 'نشانی (HTTPS)' }).fill(url);
  await page.getByRole('button', { name: 'ذخیرهٔ وب‌هوک' }).click();
  const secret = page.getByRole('status').filter({ hasText: 'کلید مخفی امضا' });
  await expect(secret).toContainText(/whsec_[A-Za-z0-9+/]{32}/);
  const list = page.getByRole('list', { name: 'نشانی‌های وب‌هوک' });
  const item = list.getByRole('listitem').filter({ hasText: url });
  await expect(item).toContainText('فعال');
  await expect(item).toContainText('سفارش تازه ثبت شد، سفارش پرداخت شد، وضعیت سفارش تغییر کرد');
  await page.screenshot({ path: testInfo.outputPath('webhook-added.png'), fullPage: true });
  // The secret is copied whole for the receiver's settings.
  await secret.getByRole('button', { name: 'رونوشت کلید مخفی' }).click();
  await expect(secret.getByText('کلید مخفی رونوشت شد.')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/^whsec_[A-Za-z0-9+/]{32}/);
  await secret.getByRole('button', { name: 'نگهش داشتم' }).click();
  await expect(page.getByText(/whsec_/)).toHaveCount(0);

  await item.getByRole('button', { name: 'ارسال‌ها' }).click();
  await expect(item.getByText('هنوز چیزی به این نشانی فرستاده نشده است.')).toBeVisible();
  await item.getByRole('button', { name: 'غیرفعال کردن' }).click();
  await expect(page.getByText('وب‌هوک غیرفعال شد.')).toBeVisible();
  await expect(item.getByText('غیرفعال', { exact: true })).toBeVisible();

  await page.reload();
  await expect(list.getByRole('listitem').filter({ hasText: url })).toContainText('غیرفعال');
  await expect(page.getByText(/whsec_/)).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath('webhooks-list.png'), fullPage: true });
});
