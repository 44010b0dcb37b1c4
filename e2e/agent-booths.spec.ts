import { expect, test } from '@playwright/test';
import { submitForm } from './support/forms.ts';
import { captchaAnswer, freshMobile, isPhone } from './support/session.ts';

// Issue 12's agent panel (ADR 0037): the demo agent onboards a user, opens a shop booth for them with the owner's
// registration form, and adds a product with the owner's product form; the booth is the user's, pending review.

test('an agent opens a booth for one of their users and adds a product to it @desktop', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  const mark = String(Date.now()).slice(-7);
  const title = `لوازم‌خانگی ${mark}`;
  const userName = `کاربر نماینده ${mark}`;

  await page.goto('/auth/agent/login');
  await page.getByRole('link', { name: 'ورود با رمز عبور' }).click();
  await page.getByLabel('موبایل یا ایمیل').fill('09120000003');
  await page.getByLabel('رمز عبور', { exact: true }).fill('Shahrbazar1405');
  await page.getByLabel('کد امنیتی').fill(await captchaAnswer(page, request));
  await page.getByRole('button', { name: 'ورود', exact: true }).click();
  await expect(page).toHaveURL(/\/agent\/dashboard$/);
  // The agent onboards a user (the users' own journey covers that form).
  const onboarded = await page.request.post('/api/v1/agent/users', {
    data: { name: userName, mobile: freshMobile('0936') },
  });
  expect(onboarded.status(), await onboarded.text()).toBe(201);

  // «غرفه‌ها» in the agent's menu, then a shop booth for that user.
  if (isPhone(testInfo)) await page.getByText('منوی پنل', { exact: true }).click();
  // The panel's menu, not the site header's «غرفه‌ها» section link.
  await page.getByRole('main').getByRole('navigation').getByRole('link', { name: 'غرفه‌ها', exact: true }).click();
  await page.getByRole('link', { name: 'ثبت غرفه برای کاربر' }).click();
  await page.getByRole('link', { name: 'فروشگاه', exact: true }).click();
  const select = (label: string) => page.getByRole('combobox', { name: label, exact: true });
  await select('کاربر صاحب غرفه').selectOption({ label: userName });
  await select('دسته').selectOption({ label: 'کالای دیجیتال' });
  await select('زیردسته').selectOption({ label: 'موبایل و تبلت' });
  await select('شهر').selectOption({ label: 'اردبیل' });
  await page.getByRole('textbox', { name: 'عنوان غرفه' }).fill(title);
  await page.getByRole('textbox', { name: 'نام لاتین غرفه (آدرس)' }).fill(`agent-shop-${mark}`);
  await page.getByRole('textbox', { name: 'نام و نام خانوادگی' }).fill(userName);
  await page.getByRole('textbox', { name: 'کد ملی' }).fill('۰۴۹۹۳۷۰۸۹۹');
  await page.getByRole('radio', { name: /فروشگاه پورسانتی/ }).check();
  await page.getByRole('button', { name: 'ثبت غرفه' }).click();

  // The booth is listed as the user's, waiting for review; its details open the product form.
  await expect(page).toHaveURL(/\/agent\/booth\/index/);
  const row = page.getByRole('listitem').filter({ hasText: title });
  await expect(row.getByText('در انتظار بررسی')).toBeVisible();
  await expect(row.getByText(userName)).toBeVisible();
  await row.getByRole('link', { name: `مشاهدهٔ غرفهٔ «${title}»` }).click();
  await expect(page.getByText('این غرفه هنوز محصولی ندارد.')).toBeVisible();
  await page.getByRole('link', { name: 'افزودن محصول' }).click();
  await expect(page).toHaveURL(/\/agent\/shopProduct\/create\?booth=\d+$/);
  await select('دسته').selectOption({ label: 'کالای دیجیتال' });
  await select('زیردسته').selectOption({ label: 'موبایل و تبلت' });
  await select('نوع').selectOption({ label: 'گوشی موبایل' });
  const product = `گوشی نمایندگی ${mark}`;
  await page.getByRole('textbox', { name: 'عنوان محصول' }).fill(product);
  const variant = page.getByRole('group', { name: 'تنوع ۱' });
  await variant.getByLabel('قیمت (تومان)').fill('۸٬۵۰۰٬۰۰۰');
  await variant.getByLabel('موجودی').fill('۲');
  await submitForm(page, page.getByRole('button', { name: 'افزودن محصول' }));

  // Back on the booth's details, with the product and its price.
  await expect(page).toHaveURL(/\/agent\/booth\/\d+\/details/);
  await expect(page.getByText(product)).toBeVisible();
  await expect(page.getByText('۸٬۵۰۰٬۰۰۰ تومان')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()?.width ?? 1366,
  );
});
