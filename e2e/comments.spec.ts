import { test } from './support/test.ts';
import { expect } from './support/expect.ts';
import { shownRow } from './support/lists.ts';
import { freshMobile, managerLogin, secondBrowser, signInWithCode } from './support/session.ts';

// The comments journey of issue 14: a visitor is asked to sign in to comment on a demo ad, scores it 5 with a comment,
// is told it shows after approval; a manager approves it in the back office; the ad then shows the comment with its
// score and the average (only this journey scores this ad, always 5: the average is 5 whatever ran before).

test('a user scores and comments an ad, a manager approves it, and the ad shows it with its rating', async ({
  page,
  browser,
  request,
  baseURL,
}, testInfo) => {
  test.setTimeout(120_000);
  const opinion = `مبل تمیز و خوش‌رنگی بود، فروشنده خوش‌قول. ${testInfo.project.name} ${Date.now()}`;

  await page.goto(`/ads/list?q=${encodeURIComponent('مبل راحتی هفت نفره')}`);
  await page
    .getByRole('link', { name: /مبل راحتی هفت نفره/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: /مبل راحتی هفت نفره/ })).toBeVisible();
  const adUrl = page.url();
  const comments = page.getByRole('region', { name: 'نظرات' });
  await expect(comments.getByText('برای ثبت نظر باید وارد شوید.')).toBeVisible();
  await comments.getByRole('link', { name: 'ورود' }).click();
  await signInWithCode(page, request, freshMobile('0938'));
  await expect(page).toHaveURL(adUrl);

  await comments.getByRole('radio', { name: 'امتیاز ۵ از ۵' }).check();
  await comments.getByRole('textbox', { name: /متن نظر/ }).fill(opinion);
  await comments.getByRole('button', { name: 'ثبت نظر' }).click();
  await expect(comments.getByText('نظر شما ثبت شد و پس از تأیید نمایش داده می‌شود.')).toBeVisible();
  // The form closes once it is sent (issue 29), and stays closed while the comment waits.
  await expect(comments.getByRole('textbox', { name: /متن نظر/ })).toHaveCount(0);
  // Not shown before a manager approves it.
  await page.reload();
  await expect(comments.getByText(opinion)).toHaveCount(0);
  await expect(comments.getByText('نظر شما دربارهٔ این مورد ثبت شده و پس از تأیید نمایش داده می‌شود.')).toBeVisible();
  await expect(comments.getByRole('button', { name: 'ثبت نظر' })).toHaveCount(0);

  // A manager, in a browser of their own, approves it in the queue of comments awaiting approval.
  const managerContext = await secondBrowser(browser, testInfo, baseURL);
  const manager = await managerContext.newPage();
  await managerLogin(manager, request);
  await manager.goto('/manager/comments');
  await expect(manager.getByRole('heading', { level: 1, name: 'نظرات' })).toBeVisible();
  await shownRow(manager, opinion)
    .getByRole('button', { name: /^تأیید نظر / })
    .click();
  await expect(manager.getByText('نظر تأیید شد.')).toBeVisible();
  await managerContext.close();

  // The ad shows the comment, its score and the average.
  await page.reload();
  const shown = comments.getByRole('listitem').filter({ hasText: opinion });
  await expect(shown).toContainText('امتیاز ۵ از ۵');
  await expect(comments.getByLabel('میانگین امتیاز ۵ از ۵')).toBeVisible();
  await expect(comments.getByTestId('average-rate')).toHaveText('۵');
});
