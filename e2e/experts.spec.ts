import { test } from './support/test.ts';
import { expect } from './support/expect.ts';
import { nextStep } from './support/forms.ts';
import { freshMobile, managerApi, signInWithCode } from './support/session.ts';

// The experts journey of issue 13: someone introduces themself as an expert with their years of experience, a
// manager approves it, and people find them by the site search and open their page.

test('an expert publishes, is approved, and is found by search with their experience', async ({
  page,
  request,
  playwright,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const mark = String(Date.now()).slice(-7);
  const title = `نقاش ساختمان استاد رحیمی ${mark}`;

  await page.goto('/panel/myExpert/create');
  await signInWithCode(page, request, freshMobile('0939'));
  await expect(page.getByRole('heading', { level: 1, name: 'معرفی خودم به‌عنوان متخصص' })).toBeVisible();
  const select = (name: string) => page.getByRole('combobox', { name, exact: true });
  await select('دسته').selectOption({ label: 'تعمیرات ساختمان' });
  await select('زیردسته').selectOption({ label: 'نقاشی و کاغذدیواری' });
  await select('شهر').selectOption({ label: 'اردبیل' });
  await nextStep(page);
  await page.getByRole('textbox', { name: 'عنوان', exact: true }).fill(title);
  await page.getByLabel('توضیحات', { exact: true }).fill('نقاشی داخلی و نمای ساختمان با رنگ‌های مرغوب.');
  await page.getByLabel('سابقه کار (سال)').fill('۷');
  await page.getByRole('navigation', { name: 'گام‌های ثبت' }).getByRole('button', { name: 'بسته و بازبینی' }).click();
  await page.getByRole('radio', { name: /معرفی رایگان متخصص/ }).check();
  await page.getByRole('button', { name: 'معرفی خودم به‌عنوان متخصص', exact: true }).click();
  await expect(page).toHaveURL(/\/panel\/myExpert\?notice=created$/);

  // A manager approves it (the moderation screen is walked through in the ads and jobs journeys).
  const manager = await managerApi(playwright, baseURL);
  const { items } = (await (await manager.get(`/api/v1/manager/listings?vertical=expert&q=${mark}`)).json()) as {
    items: Array<{ id: number }>;
  };
  expect(items).toHaveLength(1);
  expect((await manager.post(`/api/v1/manager/listings/${items[0]!.id}/status`, { data: { status: 2 } })).ok()).toBe(
    true,
  );

  // The site search finds them among the experts, with their experience.
  await page.goto('/');
  await page.goto(`/search?q=${encodeURIComponent(`نقاش ${mark}`)}`);
  const card = page.getByRole('link', { name: new RegExp(title) });
  await expect(card).toBeVisible();
  await expect(card).toContainText('۷ سال سابقه');
  await card.click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText('۷ سال سابقه').first()).toBeVisible();
  // The section opens from the home page, no longer «به‌زودی», and its landing leads to its list.
  await page.goto('/');
  await page
    .getByRole('region', { name: 'بخش‌های شهربازار' })
    .getByRole('link', { name: /^متخصصان( |$)/ })
    .click();
  await expect(page).toHaveURL(/\/expert$/);
  expect((await request.get('/expert/list/ardabil')).status()).toBe(200);
});
