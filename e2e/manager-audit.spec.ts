import { test } from './support/test.ts';
import { expect } from './support/expect.ts';
import { freshMobile, isPhone, managerLogin, managerMenu, signInByCode } from './support/session.ts';
import { payAtBank } from './support/wallet.ts';

// The operator's trail (issue 34, ADR 0078): a manager approves a withdrawal, opens «گزارش عملیات کارکنان» from the
// menu, finds the request by its record and reads their own approval there: who, what, and the status before and after.

const persian = (text: string | number) => String(text).replace(/\d/g, (d) => String.fromCharCode(0x06f0 + Number(d)));

test('a manager sees the withdrawal they just approved in the audit log @desktop', async ({
  page,
  playwright,
  baseURL,
}, testInfo) => {
  test.setTimeout(90_000);
  // A new customer, through the API: a charged wallet and a withdrawal request (the withdrawal journey shows those screens).
  const customer = await playwright.request.newContext({ baseURL });
  await signInByCode(customer, freshMobile('0936'));
  const charge = await customer.post('/api/v1/me/payments', { data: { type: 2, amount: 100_000 } });
  expect(charge.ok(), await charge.text()).toBe(true);
  await payAtBank(customer, ((await charge.json()) as { id: number }).id);
  const asked = await customer.post('/api/v1/me/withdrawals', {
    data: { amount: 30_000, shabaNumber: 'IR820540102680020817909002' },
  });
  expect(asked.status(), await asked.text()).toBe(201);
  const { id } = (await asked.json()) as { id: number };
  await customer.dispose();

  // The manager approves it on its page.
  await managerLogin(page, page.request);
  await page.goto(`/manager/withdrawal/${id}`);
  await page.getByRole('textbox', { name: 'شماره پیگیری انتقال بانکی' }).fill('۱۴۰۳۰۹۱۲۳۴۵۶');
  await page.getByRole('button', { name: 'تأیید واریز' }).click();
  await page.getByRole('button', { name: 'بله، تأیید می‌کنم' }).click();
  await expect(page.getByText('درخواست تأیید شد و مبلغ از کیف پول کاربر کم شد.')).toBeVisible();

  // The audit log, from the menu, narrowed to this request.
  const menu = await managerMenu(page, isPhone(testInfo));
  await menu.getByRole('link', { name: 'گزارش عملیات کارکنان' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'گزارش عملیات کارکنان' })).toBeVisible();
  const search = page.getByRole('search', { name: 'جست‌وجو در گزارش' });
  await search.getByLabel('نوع مورد').selectOption({ label: 'درخواست برداشت' });
  await search.getByLabel('شناسه مورد').fill(persian(id));
  await search.getByRole('button', { name: 'نمایش' }).click();
  await expect(page).toHaveURL(/subjectType=withdrawal/);

  // One entry: the manager's approval, its record linked, the status before and after in words, the tracking number.
  const entry = page.getByRole('link', { name: `درخواست برداشت ${persian(id)}` }).filter({ visible: true });
  await expect(entry).toHaveCount(1);
  await expect(entry).toHaveAttribute('href', `/manager/withdrawal/${id}`);
  const shown = page.getByText('تأیید و واریز برداشت', { exact: true }).filter({ visible: true });
  await expect(shown).toHaveCount(1);
  await expect(
    page.getByRole('link', { name: 'مدیر شهربازار: فقط کارهای این شخص' }).filter({ visible: true }),
  ).toHaveCount(1);
  await expect(page.getByText('در انتظار بررسی', { exact: true }).filter({ visible: true })).toHaveCount(1);
  await expect(page.getByText('تأیید و واریز شد', { exact: true }).filter({ visible: true })).toHaveCount(1);
  await expect(page.getByText('140309123456', { exact: true }).filter({ visible: true })).toHaveCount(1);

  // The days are picked in the Jalali calendar: up to the first of last month, the approval (today) is not there;
  // up to today, it is. The address carries the ISO day the API takes.
  const calendars = search.getByRole('button', { name: 'باز کردن تقویم' });
  await calendars.nth(1).click();
  const month = page.getByRole('dialog');
  await month.getByRole('button', { name: 'ماه پیش' }).click();
  await month.getByRole('button', { name: /^\S+ ۱ \S+ ۱۴[۰-۹]{2}$/ }).click();
  await expect(search.getByRole('textbox', { name: 'تا تاریخ' })).toHaveValue(/^۱۴[۰-۹]{2}\/[۰-۹]{2}\/۰۱$/);
  await search.getByRole('button', { name: 'نمایش' }).click();
  await expect(page).toHaveURL(/to=\d{4}-\d{2}-\d{2}/);
  await expect(page.getByText('موردی با این جست‌وجو ثبت نشده است.')).toBeVisible();
  await expect(entry).toHaveCount(0);

  await calendars.nth(1).click();
  await page.getByRole('dialog').getByRole('button', { name: 'امروز', exact: true }).click();
  await search.getByRole('button', { name: 'نمایش' }).click();
  await expect(entry).toHaveCount(1);
});
