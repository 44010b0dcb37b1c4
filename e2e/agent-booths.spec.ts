import { expect, test } from '@playwright/test';
import { pageIsLive, submitForm } from './support/forms.ts';
import { png } from './support/png.ts';
import { captchaAnswer, freshMobile, isPhone, managerApi } from './support/session.ts';

// Issue 12's agent panel (ADR 0037, 0047): the demo agent onboards a user, opens a shop booth for them with the
// owner's registration form, adds a product with the owner's product form and a shelf with the owner's shelf form;
// the booth is the user's, pending review. Then an identity document for the user, which a manager finds waiting.

test('an agent opens a booth for one of their users, fills it and sends their identity document @desktop', async ({
  page,
  request,
  playwright,
  baseURL,
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

  // A shelf of the booth (spec: /agent/category/create?booth=), listed on the booth's details.
  const shelf = `قفسه ${mark}`;
  await page.getByRole('link', { name: 'افزودن دسته' }).click();
  await expect(page).toHaveURL(/\/agent\/category\/create\?booth=\d+$/);
  await page.getByRole('textbox', { name: 'نام دسته' }).fill(shelf);
  await submitForm(page, page.getByRole('button', { name: 'افزودن دسته' }));
  await expect(page).toHaveURL(/\/agent\/booth\/\d+\/details\?notice=created$/);
  await expect(page.getByRole('link', { name: `ویرایش دسته «${shelf}»` })).toBeVisible();

  // An identity document for the user (spec: /agent/document/create), pending a manager's review.
  if (isPhone(testInfo)) await page.getByText('منوی پنل', { exact: true }).click();
  await page
    .getByRole('main')
    .getByRole('navigation')
    .getByRole('link', { name: 'مدارک کاربران', exact: true })
    .click();
  await page.getByRole('link', { name: 'ارسال مدرک برای کاربر' }).click();
  await pageIsLive(page);
  await select('کاربر').selectOption({ label: userName });
  const card = `کارت ملی ${mark}`;
  await page.getByRole('textbox', { name: 'عنوان مدرک' }).fill(card);
  await page
    .getByLabel('انتخاب تصویر مدرک')
    .setInputFiles({ name: 'card.png', mimeType: 'image/png', buffer: png(64, 48, [200, 190, 170]) });
  await page.getByRole('button', { name: 'ارسال مدرک' }).click();
  await expect(page).toHaveURL(/\/agent\/document\/\d+\/details$/);
  await expect(page.getByText(`مدرکِ ${userName}`)).toBeVisible();
  await expect(page.getByText('در انتظار بررسی')).toBeVisible();
  const documentId = Number(/\/document\/(\d+)\//.exec(page.url())?.[1]);

  // A manager finds it in the review queue as the user's (the back office's review has its own journey).
  const manager = await managerApi(playwright, baseURL);
  const queue = await manager.get('/api/v1/manager/documents?status=0&perPage=100');
  expect(queue.status()).toBe(200);
  const waiting = ((await queue.json()) as { items: Array<{ id: number; title: string; userName: string }> }).items;
  expect(waiting).toContainEqual(expect.objectContaining({ id: documentId, title: card, userName }));
  await manager.dispose();
});
