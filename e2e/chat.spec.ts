import { expect, test } from '@playwright/test';
import { freshMobile, panelLogin, secondBrowser, signInWithCode } from './support/session.ts';

// The chat journey of issue 14, with two browsers at once: a buyer opens a chat from a demo ad (the demo customer's),
// the owner sees the unread count rise in the header without reloading, opens the conversation and answers; the
// buyer sees the answer arrive and their own message «خوانده شد», and the owner's unread count goes back to none.

test('a buyer and an ad owner chat about the ad in real time, with unread counts and read receipts', async ({
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

  // The buyer sees it read, then the owner's answer arrives live.
  await expect(mine).toContainText('خوانده شد');
  await page.getByRole('textbox', { name: 'متن پیام' }).fill(answer);
  await page.getByRole('button', { name: 'ارسال', exact: true }).click();
  await expect(buyer.getByTestId('chat-message').filter({ hasText: answer })).toBeVisible();
  await expect(page.getByTestId('chat-message').filter({ hasText: answer })).toContainText('خوانده شد');
  await buyerContext.close();
});
