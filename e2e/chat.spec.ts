import { test } from './support/test.ts';
import { expect } from './support/expect.ts';
import { png } from './support/png.ts';
import { freshMobile, panelLogin, secondBrowser, signInWithCode } from './support/session.ts';

// The chat journey of issue 14, with two browsers at once: a buyer opens a chat from a demo ad (the demo customer's),
// the owner sees the unread count rise in the header without reloading and opens the conversation (the count goes
// back to none); the buyer sees their own message «خوانده شد»; the owner sees the buyer «هم‌اکنون» (online) and typing, answers with a
// picture the buyer sees arrive and opens large, and the buyer reports the owner; when the buyer leaves, the owner's
// room says they left without a reload.

test('a buyer and an ad owner chat about the ad in real time, with unread counts and read receipts @desktop', async ({
  page,
  browser,
  request,
  baseURL,
}, testInfo) => {
  test.setTimeout(120_000);
  const question = `سلام، این آگهی هنوز موجود است؟ ${testInfo.project.name}`;
  const answer = `بله، موجود است. ${testInfo.project.name}`;

  // The owner (the demo customer) waits on their chats page.
  await panelLogin(page, request);
  await page.goto('/panel/chats');
  await expect(page.getByRole('heading', { level: 1, name: 'گفتگوها' })).toBeVisible();
  const ownerChats = page.getByTestId('header-chats');
  await expect(ownerChats).toHaveAttribute('aria-label', 'گفتگوها');

  // A buyer, in a browser of their own, opens a demo ad and starts a chat (signing in on the way).
  const buyerContext = await secondBrowser(browser, testInfo, baseURL);
  const buyer = await buyerContext.newPage();
  // A demo ad of the demo customer's, found by its title (other journeys publish newer ads before this one runs).
  await buyer.goto(`/ads/list?q=${encodeURIComponent('گوشی سامسونگ گلکسی A54')}`);
  await buyer
    .getByRole('link', { name: /گوشی سامسونگ گلکسی A54 در حد نو/ })
    .first()
    .click();
  await expect(buyer.getByRole('link', { name: 'گفتگو با فروشنده' })).toBeVisible();
  const adTitle = (await buyer.getByRole('heading', { level: 1 }).textContent())?.trim() ?? '';
  await buyer.getByRole('link', { name: 'گفتگو با فروشنده' }).click();
  await expect(buyer).toHaveURL(/\/auth\/panel\/login\?redirectTo=/);
  await signInWithCode(buyer, request, freshMobile('0937'));
  await expect(buyer).toHaveURL(/\/panel\/chatRoom\/\d+\?listing=\d+$/);
  await expect(buyer.getByTestId('chat-subject')).toContainText(adTitle);
  await buyer.getByRole('textbox', { name: 'متن پیام' }).fill(question);
  await buyer.getByRole('button', { name: 'ارسال', exact: true }).click();
  const mine = buyer.getByTestId('chat-message').filter({ hasText: question });
  await expect(mine).toContainText('ارسال شد');

  // The owner's header says one unread message, without a reload; the list shows the conversation and its ad.
  await expect(ownerChats).toHaveAttribute('aria-label', 'گفتگوها، ۱ پیام خوانده‌نشده');
  const conversation = page.getByRole('link').filter({ hasText: question });
  await expect(conversation).toContainText(`درباره: ${adTitle}`);
  await conversation.click();
  await expect(page.getByTestId('chat-message').filter({ hasText: question })).toBeVisible();
  await expect(ownerChats).toHaveAttribute('aria-label', 'گفتگوها');

  // The buyer sees it read; the owner sees the buyer online and, while the buyer writes, that they are typing (the
  // owner's room may still be connecting its stream: the buyer goes on writing until it shows).
  await expect(mine).toContainText('خوانده شد');
  await expect(page.getByText('هم‌اکنون', { exact: true })).toBeVisible();
  const draft = buyer.getByRole('textbox', { name: 'متن پیام' });
  await expect(async () => {
    await draft.fill(`قیمت نهایی چند است؟ ${Date.now()}`);
    await expect(page.getByText(/در حال نوشتن/)).toBeVisible({ timeout: 4000 });
  }).toPass({ timeout: 30_000 });
  await draft.fill('');

  // The owner answers with a picture; it arrives live as a thumbnail that opens large.
  await page.getByLabel('پیوست تصویر').setInputFiles({
    name: 'phone.png',
    mimeType: 'image/png',
    buffer: png(80, 60, [40, 90, 160]),
  });
  await expect(page.getByText('تصویر انتخاب‌شده: phone.png')).toBeVisible();
  await page.getByRole('textbox', { name: 'متن پیام' }).fill(answer);
  await page.getByRole('button', { name: 'ارسال', exact: true }).click();
  const answered = buyer.getByTestId('chat-message').filter({ hasText: answer });
  await expect(answered).toBeVisible();
  await expect(page.getByTestId('chat-message').filter({ hasText: answer })).toContainText('خوانده شد');
  await answered.getByRole('button', { name: 'تصویر پیام' }).click();
  await expect(
    buyer.getByRole('dialog', { name: 'تصویر پیام' }).getByRole('img', { name: 'تصویر پیام' }),
  ).toBeVisible();
  await buyer.keyboard.press('Escape');
  await buyer.screenshot({ path: testInfo.outputPath('buyer-room.png'), fullPage: true });

  // The buyer reports the owner with a reason and is told it was received.
  await buyer.getByRole('button', { name: 'گزارش این کاربر' }).click();
  await buyer.getByRole('textbox', { name: 'دلیل گزارش' }).fill('قیمت را در گفتگو دو برابر اعلام کرد.');
  await buyer.getByRole('button', { name: 'ارسال گزارش' }).click();
  await expect(buyer.getByText('گزارش شما ثبت شد و پشتیبانی آن را بررسی می‌کند.')).toBeVisible();
  // The buyer leaves the site: the owner's open room says so without a reload (ADR 0048).
  await buyerContext.close();
  await expect(page.getByText('آخرین بازدید: لحظاتی پیش')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('owner-room-buyer-left.png') });
  await page.goto('/panel/chats');
  await expect(page.getByRole('link').filter({ hasText: answer })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('owner-chats.png'), fullPage: true });
});
