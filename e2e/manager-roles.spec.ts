import { readFile } from 'node:fs/promises';
import { test } from './support/test.ts';
import { expect } from './support/expect.ts';
import { submitForm } from './support/forms.ts';
import { shownLink, shownText } from './support/lists.ts';
import { DEMO, freshMobile, managerLoginByForm, managerMenu, isPhone } from './support/session.ts';

test('an admin makes a role and an employee with it; the employee sees only what the role allows', async ({
  page,
  request,
}, testInfo) => {
  // Two sign-ins and four forms on a slow phone profile: 43 s on a quiet machine, 1.8 min beside other work (load 15).
  // The bound catches a hang, not slowness (ADR 0111).
  test.setTimeout(240_000);
  const phone = isPhone(testInfo);
  const roleTitle = `نقش آزمون ${Date.now()}`;
  const renamedRole = `نقش ویرایش‌شده ${Date.now()}`;
  const employee = { name: `کارمند آزمون ${Date.now()}`, mobile: freshMobile('0937'), password: 'Azmoon-1405-pass' };

  // The admin creates a role with one permission: "users: view list".
  await managerLoginByForm(page, request, DEMO.adminByEmail);
  await (await managerMenu(page, phone)).getByRole('link', { name: 'نقش‌ها' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'نقش‌ها' })).toBeVisible();
  await page.getByRole('link', { name: 'افزودن نقش' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'افزودن نقش' })).toBeVisible();
  await page.getByLabel('عنوان نقش').fill(roleTitle);
  await expect(page.getByLabel('برای کاربران از نوع')).toHaveValue('1');
  // Select all / deselect all work on every box, then exactly one is ticked.
  await page.getByRole('button', { name: 'انتخاب همه', exact: true }).click();
  await expect(page.getByRole('checkbox', { name: 'نقش‌ها: حذف' })).toBeChecked();
  await page.getByRole('button', { name: 'لغو انتخاب همه' }).click();
  await expect(page.getByRole('checkbox', { name: 'نقش‌ها: حذف' })).not.toBeChecked();
  await page.getByRole('checkbox', { name: 'کاربران: مشاهده فهرست' }).check();
  await expect(page.getByText(/^۱ از [۰-۹]+ انتخاب شده$/)).toBeVisible();
  await page.getByRole('button', { name: 'افزودن نقش' }).click();
  await expect(page).toHaveURL(/\/manager\/roles\?notice=created$/);
  await expect(page.getByRole('status').filter({ hasText: 'با موفقیت ساخته شد.' })).toBeVisible();
  await expect(page.getByRole('link', { name: roleTitle, exact: true })).toBeVisible();

  // Renamed: after «saved» the form shows the new title and the one permission (the page is read again), so saving
  // it again unchanged keeps them instead of putting the old title back.
  await shownLink(page, roleTitle).click();
  await expect(page.getByRole('heading', { level: 1, name: 'ویرایش نقش' })).toBeVisible();
  const save = page.getByRole('button', { name: 'ذخیره نقش' });
  await page.getByLabel('عنوان نقش').fill(renamedRole);
  await submitForm(page, save);
  await expect(page).toHaveURL(/\/manager\/role\/\d+\/edit\?notice=saved$/);
  await expect(page.getByRole('status').filter({ hasText: 'تغییرات ذخیره شد.' })).toBeVisible();
  await expect(page.getByLabel('عنوان نقش')).toHaveValue(renamedRole);
  await expect(page.getByRole('checkbox', { name: 'کاربران: مشاهده فهرست' })).toBeChecked();
  await expect(page.getByText(/^۱ از [۰-۹]+ انتخاب شده$/)).toBeVisible();
  await submitForm(page, save);
  await expect(page.getByRole('status').filter({ hasText: 'تغییرات ذخیره شد.' })).toBeVisible();
  await expect(page.getByLabel('عنوان نقش')).toHaveValue(renamedRole);
  await page.getByRole('link', { name: 'انصراف' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'نقش‌ها' })).toBeVisible();
  await expect(shownLink(page, renamedRole)).toBeVisible();
  await expect(shownLink(page, roleTitle)).toHaveCount(0);

  // ... and an employee holding it.
  await (await managerMenu(page, phone)).getByRole('link', { name: 'کاربران' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'کاربران' })).toBeVisible();
  await page.getByRole('link', { name: 'افزودن کاربر' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'افزودن کاربر' })).toBeVisible();
  await page.getByLabel('نام و نام خانوادگی').fill(employee.name);
  await page.getByRole('textbox', { name: 'شماره موبایل', exact: true }).fill(employee.mobile);
  await page.getByLabel('رمز عبور', { exact: true }).fill(employee.password);
  await page.getByLabel('نوع کاربر', { exact: true }).selectOption({ label: 'کارمند' });
  await page.getByLabel('نقش', { exact: true }).selectOption({ label: renamedRole });
  await page.getByRole('button', { name: 'ساخت کاربر' }).click();
  await expect(page).toHaveURL(/\/manager\/users\?notice=created$/);
  await expect(page.getByRole('status').filter({ hasText: 'با موفقیت ساخته شد.' })).toBeVisible();

  // Searching by the number finds exactly the new employee, with the role beside the type.
  await page.getByRole('searchbox', { name: 'جستجو' }).fill(employee.mobile);
  await page.getByRole('button', { name: 'اعمال فیلتر' }).click();
  await expect(page).toHaveURL(new RegExp(`textSearch=${employee.mobile}`));
  await expect(page.getByText('۱ مورد', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: employee.name, exact: true })).toBeVisible();
  await expect(shownText(page, renamedRole)).toBeVisible();

  // The found users as a file for Excel: the list's columns as the page writes them (Persian digits, «never signed
  // in», no login code waiting), the activity split into its two facts as on the card.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'خروجی CSV' }).click(),
  ]);
  const [head, row, end] = (await readFile(await download.path(), 'utf8')).split('\r\n');
  expect(head).toBe('\uFEFFردیف,کاربر,موبایل,نوع و نقش,وضعیت,آخرین فعالیت,کد ورود,تاریخ عضویت');
  const mobile = employee.mobile.replace(/\d/g, (digit) => '۰۱۲۳۴۵۶۷۸۹'[Number(digit)]!);
  expect(row).toMatch(
    new RegExp(`^۱,${employee.name},${mobile},کارمند / ${renamedRole},فعال,هنوز وارد نشده,ندارد,[^,]+$`),
  );
  expect(end).toBe('');

  // The admin logs out.
  await page.goto('/manager/dashboard');
  await managerMenu(page, phone);
  await page.getByRole('button', { name: 'خروج از حساب کاربری' }).click();
  await expect(page).toHaveURL(/\/$/);

  // The employee signs in with that number and password: users in the menu, roles not.
  await managerLoginByForm(page, request, { username: employee.mobile, password: employee.password });
  const menu = await managerMenu(page, phone);
  await expect(menu.getByRole('link', { name: 'کاربران' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'نقش‌ها' })).toHaveCount(0);
  await expect(menu.getByRole('link', { name: 'مدارک احراز هویت' })).toHaveCount(0);
  await menu.getByRole('link', { name: 'کاربران' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'کاربران' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'افزودن کاربر' })).toHaveCount(0);
  // The list shows everyone (a table row on desktop, a card on phones), the employee among them.
  await expect(page.getByRole('row').or(page.getByRole('listitem')).filter({ hasText: employee.name })).toBeVisible();

  // A section the role does not open: the not-authorized screen, inside the back office.
  await page.goto('/manager/roles');
  await expect(page.getByRole('heading', { level: 1, name: 'شما مجوز دسترسی به این بخش را ندارید.' })).toBeVisible();
});
