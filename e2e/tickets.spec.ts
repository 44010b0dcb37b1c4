import { test } from './support/test.ts';
import { expect } from './support/expect.ts';
import { png } from './support/png.ts';
import { managerLogin, panelLogin, secondBrowser } from './support/session.ts';

// The tickets journey of issue 14: the demo customer opens a ticket with a picture, a manager reads it in the back
// office (it is read, then answered), and the customer sees support's answer and the status «پاسخ داده شده».

test('a user opens a ticket with a picture, a manager answers it, and the user sees the answer', async ({
  page,
  browser,
  request,
  baseURL,
}, testInfo) => {
  test.setTimeout(120_000);
  const title = `آگهی من تأیید نشد ${testInfo.project.name}`;
  await panelLogin(page, request);

  await page.goto('/panel/tickets');
  await expect(page.getByRole('heading', { level: 1, name: 'تیکت‌های من' })).toBeVisible();
  await page.getByRole('link', { name: 'تیکت جدید' }).click();
  await expect(page).toHaveURL(/\/panel\/ticket\/create$/);
  // Empty: refused in the API's words under the fields.
  await page.getByRole('button', { name: 'ارسال تیکت' }).click();
  await expect(page.getByText('عنوان الزامی است.')).toBeVisible();
  await page.getByRole('textbox', { name: 'عنوان' }).fill(title);
  await page.getByRole('textbox', { name: 'متن پیام' }).fill('چرا آگهی دوچرخه‌ام هنوز منتشر نشده است؟');
  await page.locator('input[type="file"]').setInputFiles({
    name: 'screen.png',
    mimeType: 'image/png',
    buffer: png(60, 40, [30, 120, 200]),
  });
  await page.getByRole('button', { name: 'ارسال تیکت' }).click();
  await expect(page).toHaveURL(/\/panel\/ticket\/\d+\?created=1$/);
  const id = /\/panel\/ticket\/(\d+)/.exec(page.url())?.[1];
  await expect(page.getByText('تیکت شما ثبت شد.')).toBeVisible();
  await expect(page.getByText('خوانده‌نشده', { exact: true })).toBeVisible();
  await expect(page.getByRole('img', { name: 'تصویر پیوست' })).toBeVisible();

  // A manager, in a browser of their own, opens the unread ticket and answers it.
  const managerContext = await secondBrowser(browser, testInfo, baseURL);
  const manager = await managerContext.newPage();
  await managerLogin(manager, request);
  await manager.goto('/manager/tickets');
  await expect(manager.getByRole('heading', { level: 1, name: 'تیکت‌ها' })).toBeVisible();
  await manager
    .getByRole('link', { name: /^مشاهده تیکت / })
    .filter({ visible: true })
    .first()
    .waitFor();
  await manager.goto(`/manager/ticket/${id}`);
  await expect(manager.getByText(title)).toBeVisible();
  await expect(manager.getByText('خوانده‌شده', { exact: true })).toBeVisible();
  await manager.getByRole('textbox', { name: 'متن پیام' }).fill('آگهی شما بررسی و منتشر شد.');
  await manager.getByRole('button', { name: 'ارسال پاسخ' }).click();
  await expect(manager.getByText('پاسخ ارسال شد.')).toBeVisible();
  await expect(manager.getByText('پاسخ داده شده', { exact: true })).toBeVisible();
  await managerContext.close();

  // The customer sees it answered in the list, and support's answer on the ticket.
  await page.goto('/panel/tickets');
  const row = page.getByRole('listitem').filter({ hasText: title });
  await expect(row.getByText('پاسخ داده شده', { exact: true })).toBeVisible();
  await row.getByRole('link', { name: title }).click();
  const messages = page.getByTestId('ticket-message');
  await expect(messages).toHaveCount(2);
  await expect(messages.nth(1)).toContainText('پشتیبانی');
  await expect(messages.nth(1)).toContainText('آگهی شما بررسی و منتشر شد.');
});
