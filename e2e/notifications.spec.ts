import { test } from './support/test.ts';
import { expect } from './support/expect.ts';
import { shownRow } from './support/lists.ts';
import { freshMobile, managerLogin, panelLogin, secondBrowser, signInWithCode } from './support/session.ts';

// The notifications journey of issue 14: a new user opens a ticket on a topic; support finds it in the queue by that
// topic and answers it in the back office; the user sees the bell say one unread notification, finds «تیکت شما پاسخ
// داده شد» on the notifications page, and reading it clears the bell's count.

test('an answered ticket shows in the bell with its count and on the notifications page; reading clears it', async ({
  page,
  browser,
  request,
  baseURL,
}, testInfo) => {
  test.setTimeout(120_000);
  const title = `پرداخت من ناموفق بود ${testInfo.project.name}`;
  await page.goto('/auth/panel/login?redirectTo=%2Fpanel%2Fticket%2Fcreate');
  await signInWithCode(page, request, freshMobile('0939'));
  await expect(page).toHaveURL(/\/panel\/ticket\/create$/);
  const bell = page.getByTestId('header-notifications');
  await expect(bell).toHaveAttribute('aria-label', 'اعلان‌ها');

  await page.getByRole('textbox', { name: 'عنوان' }).fill(title);
  await page.getByRole('combobox', { name: 'موضوع' }).selectOption({ label: 'پرداخت ناموفق' });
  await page.getByRole('textbox', { name: 'متن پیام' }).fill('مبلغ از حسابم کم شد ولی کیف پولم شارژ نشد.');
  await page.screenshot({ path: testInfo.outputPath('ticket-create.png'), fullPage: true });
  await page.getByRole('button', { name: 'ارسال تیکت' }).click();
  await expect(page).toHaveURL(/\/panel\/ticket\/\d+\?created=1$/);
  await expect(page.getByText('پرداخت ناموفق', { exact: true })).toBeVisible();
  const id = /\/panel\/ticket\/(\d+)/.exec(page.url())?.[1];

  // Support answers it in the back office.
  const managerContext = await secondBrowser(browser, testInfo, baseURL);
  const manager = await managerContext.newPage();
  await managerLogin(manager, request);
  // The queue filtered by the ticket's topic has it.
  await manager.goto('/manager/tickets?status=-1');
  await manager.getByRole('combobox', { name: 'موضوع' }).selectOption({ label: 'پرداخت ناموفق' });
  await manager.getByRole('button', { name: 'اعمال فیلتر' }).click();
  await expect(manager).toHaveURL(/topic=\d+/);
  await expect(shownRow(manager, title)).toBeVisible();
  await manager.screenshot({ path: testInfo.outputPath('manager-tickets.png'), fullPage: true });
  await manager.goto(`/manager/ticket/${id}`);
  await expect(manager.getByText(title)).toBeVisible();
  await manager.getByRole('textbox', { name: 'متن پیام' }).fill('مبلغ تا ۷۲ ساعت به حسابتان برمی‌گردد.');
  await manager.getByRole('button', { name: 'ارسال پاسخ' }).click();
  await expect(manager.getByText('پاسخ ارسال شد.')).toBeVisible();
  await managerContext.close();

  // The user's next page shows the bell with one unread notification; the notifications page has it.
  await page.goto('/panel/tickets');
  await expect(bell).toHaveAttribute('aria-label', '۱ اعلان خوانده‌نشده');
  await bell.click();
  await expect(page.getByRole('heading', { level: 1, name: 'اعلان‌های من' })).toBeVisible();
  const item = page.getByRole('list', { name: 'اعلان‌های من' }).getByRole('listitem').filter({ hasText: title });
  await expect(item).toContainText('تیکت شما پاسخ داده شد');
  await expect(item).toContainText('تازه');
  await expect(page.getByText('۱ اعلان خوانده‌نشده')).toBeVisible();

  // Reading it clears the count, on the page and in the bell.
  await item.getByRole('button', { name: 'خوانده شد' }).click();
  await expect(item).not.toContainText('تازه');
  await expect(bell).toHaveAttribute('aria-label', 'اعلان‌ها');
  await page.reload();
  await expect(bell).toHaveAttribute('aria-label', 'اعلان‌ها');
});

// Browser notifications (ADR 0044): the settings page offers them on a browser that can show them; turning them on
// installs the service worker and asks the browser's push service for a subscription. The journeys' Chromium has no
// push service to reach (no Google servers here), so it says plainly that it did not work, and nothing is kept.
test('the notification settings offer browser notifications and install the service worker', async ({
  page,
  context,
  request,
}, testInfo) => {
  await context.grantPermissions(['notifications']);
  await panelLogin(page, request);
  await page.goto('/panel/notification-settings');
  const card = page.getByRole('heading', { level: 2, name: 'اعلان مرورگر' }).locator('..');
  await expect(card).toContainText('اعلان‌ها را حتی وقتی شهربازار باز نیست');
  // A signed-in header (six actions) fits the phone: nothing runs past the screen's edge.
  const widths = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    document.documentElement.clientWidth,
  ]);
  expect(widths[0]).toBeLessThanOrEqual(widths[1]!);
  await page.screenshot({ path: testInfo.outputPath('notification-settings.png'), fullPage: true });
  await card.getByRole('button', { name: 'روشن کردن اعلان مرورگر' }).click();
  await expect(card.getByRole('alert')).toHaveText('روشن یا خاموش کردن اعلان ممکن نشد. دوباره تلاش کنید.', {
    timeout: 30_000,
  });
  const worker = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration('/sw.js');
    return registration?.active?.scriptURL ?? registration?.installing?.scriptURL ?? registration?.waiting?.scriptURL;
  });
  expect(worker).toMatch(/\/sw\.js$/);
  const state = await page.request.get('/api/v1/me/push-subscription');
  expect(await state.json()).toEqual({ browsers: 0 });
});

// Per-kind delivery (ADR 0048): a new user turns browser notifications off for answered tickets only; the choice is
// kept, the other kinds stay on, and a kind that never goes by SMS offers browser notifications all the same.
test('a person chooses per kind whether it comes as a browser notification', async ({ page, request }, testInfo) => {
  await page.goto('/panel/notification-settings');
  await signInWithCode(page, request, freshMobile('0934'));
  await expect(page.getByRole('heading', { level: 1, name: 'تنظیمات اعلان‌ها' })).toBeVisible();
  const ticketPush = page.getByRole('checkbox', { name: 'پاسخ به تیکت: اعلان مرورگر' });
  const paymentPush = page.getByRole('checkbox', { name: 'پرداخت موفق: اعلان مرورگر' });
  await expect(ticketPush).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'دنبال‌کنندهٔ تازه: پیامک' })).toBeDisabled();
  await expect(page.getByRole('checkbox', { name: 'دنبال‌کنندهٔ تازه: اعلان مرورگر' })).toBeEnabled();
  await ticketPush.uncheck();
  await page.getByRole('button', { name: 'ذخیرهٔ تنظیمات' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'تنظیمات اعلان‌ها ذخیره شد.' })).toBeVisible();
  await page.reload();
  await expect(ticketPush).not.toBeChecked();
  await expect(paymentPush).toBeChecked();
  await page.screenshot({ path: testInfo.outputPath('notification-settings-per-kind.png'), fullPage: true });
});
