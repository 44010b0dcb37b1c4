import { test } from './support/test.ts';
import { expect } from './support/expect.ts';
import { freshMobile, signInWithCode } from './support/session.ts';

// Personal API keys (issue 31, ADR 0103), on a phone: an owner makes a key in «کلیدهای API» with the scopes they
// choose, copies it from the one place it is shown, sees it listed by its prefix only, and a program calling with it
// reads their listings; once revoked (asked twice) the same call answers 401.

test('an owner makes an API key, copies it once, a program uses it, and revoking it cuts it off', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/auth/panel/login?redirectTo=%2Fpanel%2FapiKeys');
  await signInWithCode(page, request, freshMobile('0937'));
  await expect(page).toHaveURL(/\/panel\/apiKeys$/);
  await expect(page.getByRole('heading', { level: 1, name: 'کلیدهای API' })).toBeVisible();
  await expect(page.getByText('هنوز کلیدی نساخته‌اید.')).toBeVisible();

  await page.getByRole('button', { name: 'ساخت کلید' }).click();
  // Without a name it is refused, in words.
  await page.getByRole('textbox', { name: 'نام کلید' }).fill(' ');
  await page.getByRole('button', { name: 'ساخت کلید' }).click();
  await expect(page.getByText('یک نام برای کلید بنویسید.')).toBeVisible();
  await page.getByRole('textbox', { name: 'نام کلید' }).fill('حسابداری');
  await page.getByRole('checkbox', { name: 'خواندن آگهی‌ها و آمار آن‌ها' }).check();
  await page.getByRole('button', { name: 'ساخت کلید' }).click();

  const shown = page.getByRole('status').filter({ hasText: 'کلید تازه' });
  await expect(shown).toContainText(/sbk_[A-Za-z0-9_-]{43}/);
  const key = /sbk_[A-Za-z0-9_-]{43}/.exec((await shown.textContent()) ?? '')![0];
  await shown.getByRole('button', { name: 'رونوشت کلید' }).click();
  await expect(shown.getByText('کلید رونوشت شد.')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key);

  const list = page.getByRole('list', { name: 'کلیدهای شما' });
  const item = list.getByRole('listitem').filter({ hasText: 'حسابداری' });
  await expect(item).toContainText(`${key.slice(0, 12)}…`);
  await expect(item).toContainText('خواندن آگهی‌ها و آمار آن‌ها، خواندن سفارش‌های غرفه');
  await expect(item).toContainText('هنوز به کار نرفته');
  await page.screenshot({ path: testInfo.outputPath('api-key-made.png'), fullPage: true });
  await shown.getByRole('button', { name: 'نگهش داشتم' }).click();
  await expect(page.getByText(/sbk_[A-Za-z0-9_-]{43}/)).toHaveCount(0);

  // A program calls with it.
  const call = () => request.get('/api/v1/me/booth', { headers: { authorization: `Bearer ${key}` } });
  expect((await call()).status()).toBe(200);
  await page.reload();
  await expect(item).toContainText('آخرین استفاده');
  await expect(page.getByText(key)).toHaveCount(0);

  await item.getByRole('button', { name: 'باطل کردن' }).click();
  await expect(item).toContainText('باطل شود؟');
  await page.screenshot({ path: testInfo.outputPath('api-key-revoking.png'), fullPage: true });
  await item.getByRole('button', { name: 'بله، باطل شود' }).click();
  await expect(page.getByText('کلید باطل شد.')).toBeVisible();
  await expect(page.getByText('هنوز کلیدی نساخته‌اید.')).toBeVisible();
  expect((await call()).status()).toBe(401);
});
