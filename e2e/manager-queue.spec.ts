import { test } from './support/test.ts';
import { expect } from './support/expect.ts';
import { isPhone, managerLogin, managerMenu } from './support/session.ts';

// The durable queue in the back office (issue 30, ADR 0085): a manager opens «کارهای پس‌زمینه» from the menu, reads
// the given-up jobs first, switches to those waiting for their next try and narrows them to one kind. (A job's
// failure, retry and one delivery are the integration test's: apps/api/test/queue.test.ts.) Below them, each periodic
// job's period, last round and whether it is behind (a round's times: apps/api/test/periodic-rounds.test.ts).

test('a manager finds the background jobs that did not go through, by state and kind @desktop', async ({
  page,
}, testInfo) => {
  await managerLogin(page, page.request);
  const menu = await managerMenu(page, isPhone(testInfo));
  await menu.getByRole('link', { name: 'کارهای پس‌زمینه' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'کارهای پس‌زمینه' })).toBeVisible();

  const states = page.getByRole('navigation', { name: 'وضعیت کار' });
  await expect(states.getByRole('link', { name: 'ناموفق، کنار گذاشته' })).toHaveAttribute('aria-current', 'page');
  await states.getByRole('link', { name: 'در انتظار تلاش بعدی' }).click();
  await expect(page).toHaveURL(/status=retry/);

  const search = page.getByRole('search', { name: 'جست‌وجو در کارها' });
  await search.getByLabel('نوع کار').selectOption({ label: 'پیامک اعلان' });
  await search.getByRole('button', { name: 'نمایش' }).click();
  await expect(page).toHaveURL(/kind=notification-sms/);
  await expect(page).toHaveURL(/status=retry/);
  await expect(search.getByLabel('نوع کار')).toHaveValue('notification-sms');

  // Below, every periodic job with how often it runs, when its last round ended and whether it is behind: the hourly
  // sweep of old Idempotency-Keys cannot be behind within its first three hours.
  const rounds = page.locator('section').filter({ has: page.getByRole('heading', { name: 'کارهای دوره‌ای' }) });
  const sweep = rounds
    .getByRole(isPhone(testInfo) ? 'listitem' : 'row')
    .filter({ hasText: 'پاک‌کردن کلیدهای تکرار کهنه' });
  await expect(sweep).toContainText('هر ساعت');
  await expect(sweep).toContainText('به‌موقع');
  await expect(
    rounds.getByRole(isPhone(testInfo) ? 'listitem' : 'row').filter({ hasText: 'پیگیری پرداخت‌های بی‌پاسخ بانک' }),
  ).toContainText('هر دقیقه');
  await page.screenshot({ path: testInfo.outputPath('manager-queue.png'), fullPage: true });
});
