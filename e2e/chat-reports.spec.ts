import { test } from './support/test.ts';
import { expect } from './support/expect.ts';
import { shownRow } from './support/lists.ts';
import { registerLawyer } from './support/lawyers.ts';
import {
  freshMobile,
  managerApi,
  managerLogin,
  secondBrowser,
  signInByCode,
  signInWithCode,
  type PlaywrightLike,
} from './support/session.ts';

// Chat reports (issue 14, ADR 0035): a user writes to another and reports them with a reason; a manager finds
// the report in the back office's list, reads the conversation up to it and dismisses it. @desktop: the list is a
// table on desktop and cards on phones.

test('a reported chat partner reaches the back office with the conversation, and a manager dismisses it @desktop', async ({
  page,
  browser,
  request,
  baseURL,
  playwright,
}, testInfo) => {
  test.setTimeout(120_000);
  const message = `سلام، کتاب‌ها هنوز هست؟ ${testInfo.project.name}`;
  const reason = `پاسخ‌های توهین‌آمیز فرستاد ${testInfo.project.name} ${Date.now()}`;

  // The reported user is a new one of their own (the demo customer's unread count belongs to the chat journey), with
  // a live lawyer's profile a chat can be opened about.
  const otherContext = await secondBrowser(browser, testInfo, baseURL);
  const other = await otherContext.newPage();
  await signInByCode(other.request, freshMobile('0934'));
  const profile = await other.request.get('/api/v1/me/profile');
  expect(profile.status()).toBe(200);
  const otherId = ((await profile.json()) as { id: number }).id;
  const office = await managerApi(playwright as PlaywrightLike, baseURL);
  const lawyerId = await registerLawyer(other.request, `وکیل گزارش‌شده ${Date.now()}`, office);
  await otherContext.close();

  // A room with someone they share nothing with is not opened: the server says where a chat starts (issue 29).
  await page.goto(`/auth/panel/login?redirectTo=${encodeURIComponent(`/panel/chatRoom/${otherId}`)}`);
  await signInWithCode(page, request, freshMobile('0936'));
  await expect(page).toHaveURL(new RegExp(`/panel/chatRoom/${otherId}$`));
  await expect(page.getByRole('alert')).toContainText('گفتگو با این کاربر فقط از صفحهٔ آگهی فعال او');
  await expect(page.getByRole('textbox', { name: 'متن پیام' })).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath('chat-refused.png'), fullPage: true });
  // About the lawyer's live profile it is.
  await page.goto(`/panel/chatRoom/${otherId}?listing=${lawyerId}`);
  await page.getByRole('textbox', { name: 'متن پیام' }).fill(message);
  await page.getByRole('button', { name: 'ارسال', exact: true }).click();
  await expect(page.getByTestId('chat-message').filter({ hasText: message })).toContainText('ارسال شد');

  await page.getByRole('button', { name: 'گزارش این کاربر' }).click();
  const dialog = page.getByRole('dialog', { name: 'گزارش کاربر' });
  await dialog.getByRole('textbox', { name: 'دلیل گزارش' }).fill(reason);
  await dialog.getByRole('button', { name: 'ارسال گزارش' }).click();
  await expect(page.getByText('گزارش شما ثبت شد و پشتیبانی آن را بررسی می‌کند.')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('chat-room.png'), fullPage: true });

  const managerContext = await secondBrowser(browser, testInfo, baseURL);
  const manager = await managerContext.newPage();
  await managerLogin(manager, request);
  await manager.goto('/manager/chat-reports');
  await expect(manager.getByRole('heading', { level: 1, name: 'گزارش‌های گفتگو' })).toBeVisible();
  const row = shownRow(manager, reason);
  await expect(row).toContainText('بررسی‌نشده');
  await manager.screenshot({ path: testInfo.outputPath('chat-reports.png'), fullPage: true });
  await row.getByRole('button', { name: /^بررسی گزارش / }).click();
  const review = manager.getByRole('dialog', { name: /^گزارش درباره / });
  await expect(review.getByRole('list', { name: 'پیام‌های گفتگو تا زمان گزارش' })).toContainText(message);
  await manager.screenshot({ path: testInfo.outputPath('chat-report-dialog.png') });
  await review.getByRole('button', { name: 'رد گزارش' }).click();
  await expect(manager.getByText('گزارش رد شد.')).toBeVisible();
  await expect(shownRow(manager, reason)).toHaveCount(0);
  await manager.goto('/manager/chat-reports?status=2');
  await expect(shownRow(manager, reason)).toContainText('ردشده');
  await managerContext.close();
});
