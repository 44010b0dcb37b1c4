import { type Page } from '@playwright/test';
import { test } from './support/test.ts';
import { expect } from './support/expect.ts';
import { submitForm } from './support/forms.ts';
import { shownRow } from './support/lists.ts';
import { managerLogin, managerMenu, isPhone } from './support/session.ts';

/** The public card of a package on /packages/ads. */
const publicCard = (page: Page, title: string) => page.getByRole('article').filter({ hasText: title });

test('a manager offers a paid ads package, it shows on the ads packages page in toman, renamed it shows its new title, and hiding it takes it off', async ({
  page,
  request,
}, testInfo) => {
  // One sign-in, four forms and two public pages on a slow phone profile: more than the default 30 s.
  test.setTimeout(120_000);
  const phone = isPhone(testInfo);
  const title = `نردبان آزمون ${Date.now()}`;
  const renamed = `نردبان ویژه ${Date.now()}`;

  await managerLogin(page, request);
  await (await managerMenu(page, phone)).getByRole('link', { name: 'بسته‌ها' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'بسته‌ها' })).toBeVisible();
  await page.getByRole('link', { name: 'افزودن بسته' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'افزودن بسته' })).toBeVisible();

  // The plan type decides the fields: a percentage plan asks for the share only, a subscription for price and days.
  await page.getByLabel('نوع طرح').selectOption({ label: 'درصدی' });
  await expect(page.getByLabel('درصد کارمزد از هر فروش')).toBeVisible();
  await expect(page.getByLabel('قیمت (تومان)')).toBeHidden();
  await expect(page.getByLabel('مدت (روز)')).toBeHidden();
  await page.getByLabel('نوع طرح').selectOption({ label: 'اشتراکی' });
  await expect(page.getByLabel('درصد کارمزد از هر فروش')).toBeHidden();
  await expect(page.getByLabel('قیمت (تومان)')).toBeVisible();

  await expect(page.getByLabel('بخش', { exact: true })).toHaveValue('7');
  await page.getByRole('textbox', { name: 'عنوان بسته', exact: true }).fill(title);
  await page.getByRole('textbox', { name: 'عنوان دسته', exact: true }).fill('نردبان');
  await page
    .getByRole('textbox', { name: 'توضیح', exact: true })
    .fill('آگهی شما دو هفته هر روز به بالای فهرست می‌رود.');
  // A price of 0 is refused for a subscription plan, in the form's own words, before anything is sent.
  await page.getByLabel('قیمت (تومان)').fill('0');
  await page.getByLabel('مدت (روز)').fill('۱۴');
  await page.getByRole('button', { name: 'افزودن بسته' }).click();
  await expect(page.getByText('بسته اشتراکی باید قیمتی بیشتر از ۰ داشته باشد', { exact: false })).toBeVisible();
  // Persian digits and a thousands separator are what a manager types.
  await page.getByLabel('قیمت (تومان)').fill('۷۵٬۰۰۰');
  await page.getByRole('button', { name: 'افزودن بسته' }).click();
  await expect(page).toHaveURL(/\/manager\/packages\?notice=created$/);
  await expect(page.getByRole('status').filter({ hasText: 'با موفقیت ساخته شد.' })).toBeVisible();

  // Visitors see it among the ads packages, its price in toman with Persian digits and its days.
  await page.goto('/packages/ads');
  await expect(page.getByRole('heading', { level: 1, name: 'بسته‌های آگهی' })).toBeVisible();
  await expect(page).toHaveTitle(/^بسته‌های آگهی \| /);
  const card = publicCard(page, title);
  await expect(card).toBeVisible();
  await expect(card.getByText('۷۵٬۰۰۰ تومان', { exact: true })).toBeVisible();
  await expect(card.getByText('۱۴ روز', { exact: true })).toBeVisible();
  await expect(card.getByText('نردبان', { exact: true })).toBeVisible();

  // The manager edits it.
  await page.goto('/manager/packages');
  await page.getByRole('searchbox', { name: 'جستجو' }).fill(title);
  await page.getByRole('button', { name: 'اعمال فیلتر' }).click();
  await expect(page.getByText('۱ مورد', { exact: true })).toBeVisible();
  await expect(shownRow(page, title).getByText('۷۵٬۰۰۰ تومان')).toBeVisible();
  await shownRow(page, title)
    .getByRole('link', { name: `ویرایش «${title}»` })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'ویرایش بسته' })).toBeVisible();
  await expect(page.getByLabel('قیمت (تومان)')).toHaveValue('۷۵٬۰۰۰');

  // Renamed: after «saved» the form shows the new title (the page is read again), so saving it again unchanged keeps
  // the new title instead of putting the old one back.
  const save = page.getByRole('button', { name: 'ذخیره تغییرات' });
  await page.getByRole('textbox', { name: 'عنوان بسته', exact: true }).fill(renamed);
  await submitForm(page, save);
  await expect(page).toHaveURL(/\/manager\/package\/\d+\/edit\?notice=saved$/);
  await expect(page.getByRole('status').filter({ hasText: 'تغییرات ذخیره شد.' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'عنوان بسته', exact: true })).toHaveValue(renamed);
  await expect(page.getByLabel('قیمت (تومان)')).toHaveValue('۷۵٬۰۰۰');
  await submitForm(page, save);
  await expect(page.getByRole('status').filter({ hasText: 'تغییرات ذخیره شد.' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'عنوان بسته', exact: true })).toHaveValue(renamed);
  const editPage = page.url();

  await page.goto('/packages/ads');
  await expect(page.getByRole('heading', { level: 1, name: 'بسته‌های آگهی' })).toBeVisible();
  await expect(publicCard(page, renamed).getByText('۷۵٬۰۰۰ تومان', { exact: true })).toBeVisible();
  await expect(publicCard(page, title)).toHaveCount(0);

  // Hidden: kept for those who hold it, no longer offered.
  await page.goto(editPage.replace(/\?.*$/, ''));
  await expect(page.getByRole('textbox', { name: 'عنوان بسته', exact: true })).toHaveValue(renamed);
  await page.getByLabel('وضعیت').selectOption({ label: 'پنهان' });
  await submitForm(page, save);
  await expect(page.getByRole('status').filter({ hasText: 'تغییرات ذخیره شد.' })).toBeVisible();
  await expect(page.getByLabel('وضعیت')).toHaveValue('2');

  await page.goto('/packages/ads');
  await expect(page.getByRole('heading', { level: 1, name: 'بسته‌های آگهی' })).toBeVisible();
  await expect(publicCard(page, renamed)).toHaveCount(0);

  // Nobody holds it, so it can be deleted, after a confirmation.
  await page.goto(`/manager/packages?textSearch=${encodeURIComponent(renamed)}`);
  await expect(shownRow(page, renamed).getByText('پنهان', { exact: true })).toBeVisible();
  await shownRow(page, renamed)
    .getByRole('link', { name: `حذف «${renamed}»` })
    .click();
  await expect(page.getByText(`بسته «${renamed}» حذف شود؟`, { exact: false })).toBeVisible();
  await page.getByRole('button', { name: 'بله، حذف شود' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'با موفقیت حذف شد.' })).toBeVisible();
  await expect(page.getByText('موردی یافت نشد.', { exact: true })).toBeVisible();
});
