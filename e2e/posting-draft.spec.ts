import { test } from './support/test.ts';
import { expect } from './support/expect.ts';
import { nextStep } from './support/forms.ts';
import { freshMobile, signInWithCode } from './support/session.ts';

// Issue 16: the posting form goes a step at a time, and keeps a draft in the browser as it is typed. A reload, or a post that never reached the
// server (the connection lost), loses nothing; once the ad is posted the draft is gone and the form opens empty.

test('the posting form keeps its draft through a reload and a lost connection, and forgets it once posted', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000);
  const mark = String(Date.now()).slice(-7);
  const title = `دوچرخه پیش‌نویس ${mark}`;
  await page.goto('/panel/myAds/create');
  await signInWithCode(page, request, freshMobile('0936'));
  await expect(page.getByRole('heading', { level: 1, name: 'ثبت آگهی' })).toBeVisible();

  // A step at a time (issue 16): the category and city first, then «بعدی» to the details.
  const select = (name: string) => page.getByRole('combobox', { name, exact: true });
  await select('دسته').selectOption({ index: 1 });
  await select('زیردسته').selectOption({ index: 1 });
  await select('نوع').selectOption({ index: 1 });
  await select('شهر').selectOption({ index: 1 });
  await nextStep(page);
  const titleBox = page.getByRole('textbox', { name: 'عنوان', exact: true });
  const price = page.getByLabel('قیمت (تومان)');
  const urgent = page.getByRole('checkbox', { name: 'فوری' });
  await titleBox.fill(title);
  await page.getByLabel('توضیحات', { exact: true }).fill('دنده‌ای، لاستیک نو.');
  await price.fill('۳۵۰۰۰۰۰');
  await urgent.check();
  // Back and on again: what was typed on both steps is still there.
  await page.getByRole('button', { name: 'قبلی' }).click();
  await expect(select('نوع')).not.toHaveValue('');
  await expect(titleBox).toBeHidden();
  await nextStep(page);
  await expect(titleBox).toHaveValue(title);

  // A reload: the form comes back as it was typed, and says so.
  await page.reload();
  await expect(page.getByText('پیش‌نویسی که پیش‌تر نوشته بودید بازگردانده شد.')).toBeVisible();
  await expect(select('نوع')).not.toHaveValue('');
  await nextStep(page);
  await expect(titleBox).toHaveValue(title);
  await expect(page.getByLabel('توضیحات', { exact: true })).toHaveValue('دنده‌ای، لاستیک نو.');
  await expect(price).toHaveValue('۳۵۰۰۰۰۰');
  await expect(urgent).toBeChecked();

  // On through the photos and the location to the review, then the connection drops as the ad is sent: nothing
  // reaches the server, nothing is lost.
  await nextStep(page);
  await nextStep(page);
  await nextStep(page);
  await page.getByRole('radio', { name: /آگهی رایگان/ }).check();
  await context.setOffline(true);
  await page.getByRole('button', { name: 'ثبت آگهی' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await context.setOffline(false);
  await page.goto('/panel/myAds/create');
  await expect(select('نوع')).not.toHaveValue('');
  await nextStep(page);
  await expect(titleBox).toHaveValue(title);
  await expect(urgent).toBeChecked();
  await page.getByRole('navigation', { name: 'گام‌های ثبت' }).getByRole('button', { name: 'بسته و بازبینی' }).click();

  // Posted: the owner's list shows it, and a new form is empty again.
  await page.getByRole('radio', { name: /آگهی رایگان/ }).check();
  const sent = await page
    .locator('form')
    .filter({ has: page.getByRole('button', { name: 'ثبت آگهی' }) })
    .evaluate((form: HTMLFormElement) => [...new FormData(form)].map(([name, value]) => [name, String(value)]));
  await page.getByRole('button', { name: 'ثبت آگهی' }).click();
  await expect(page).toHaveURL(/\/panel\/myAds\?notice=created$/);
  await expect(page.getByRole('listitem').filter({ hasText: title })).toBeVisible();
  // The same form sent again (a double tap, a resend on a slow network) posts no second ad (ADR 0109).
  const again = await page.request.post('/panel/myAds/create', { form: Object.fromEntries(sent), maxRedirects: 0 });
  expect(again.status(), await again.text()).toBe(303);
  await page.reload();
  await expect(page.getByRole('listitem').filter({ hasText: title })).toHaveCount(1);
  await page.goto('/panel/myAds/create');
  await expect(page.getByRole('heading', { level: 1, name: 'ثبت آگهی' })).toBeVisible();
  await expect(select('دسته')).toHaveValue('');
  await expect(page.getByText('پیش‌نویسی که پیش‌تر نوشته بودید بازگردانده شد.')).toBeHidden();
});
