import { type APIRequestContext, type Page } from '@playwright/test';
import { test } from './support/test.ts';
import { expect } from './support/expect.ts';
import { shownRow } from './support/lists.ts';
import { captchaAnswer, DEMO, managerLogin, secondBrowser } from './support/session.ts';

// The withdrawal journey of issue 6: the demo customer, whose wallet holds money, asks for part of it to be paid to
// a SHABA account; a manager transfers it, enters the bank's tracking number and approves (after a confirmation);
// the customer sees the request approved with that tracking number, and the wallet balance lowered by the amount.

/** A SHABA whose mod-97 check holds. */
const SHABA = 'IR820540102680020817909002';
const AMOUNT = 50_000;

/** Toman as the pages print them («۲۰۰٬۰۰۰ تومان»): Persian digits, the Persian thousands separator. */
const toman = (value: number) => `${new Intl.NumberFormat('fa-IR-u-nu-arabext').format(value)} تومان`;
const persian = (text: string | number) => String(text).replace(/\d/g, (d) => String.fromCharCode(0x06f0 + Number(d)));

/** The demo customer signs in on the panel's login page with password and captcha. */
async function customerLogin(page: Page, request: APIRequestContext) {
  await page.goto('/auth/panel/login');
  await page.getByRole('link', { name: 'ورود با رمز عبور' }).click();
  await page.getByLabel('موبایل یا ایمیل').fill(DEMO.customer.username);
  await page.getByLabel('رمز عبور', { exact: true }).fill(DEMO.customer.password);
  await page.getByLabel('کد امنیتی').fill(await captchaAnswer(page, request));
  await page.getByRole('button', { name: 'ورود', exact: true }).click();
  await expect(page).toHaveURL(/\/panel\/dashboard$/);
}

/** Charges the signed-in user's wallet through the API and the sandbox bank, as the wallet page does. */
async function chargeWallet(api: APIRequestContext, amount: number) {
  const created = await api.post('/api/v1/me/payments', { data: { type: 2, amount } });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  const started = await api.post(`/api/v1/me/payments/${id}/pay`, { data: { method: 'online' } });
  const { redirectUrl } = (await started.json()) as { redirectUrl: string };
  const bank = await api.post(`/api/v1/sandbox-bank/${redirectUrl.split('/').pop()}`, { data: { outcome: 'pay' } });
  const { redirect } = (await bank.json()) as { redirect: string };
  const callback = new URL(redirect);
  expect((await api.get(`${callback.pathname}${callback.search}`, { maxRedirects: 0 })).status()).toBe(303);
}

test('the demo customer asks for a withdrawal, a manager approves it, and the customer sees it paid and the balance lowered', async ({
  page,
  browser,
  request,
  baseURL,
}, testInfo) => {
  test.setTimeout(120_000);
  await customerLogin(page, request);
  await chargeWallet(page.request, 200_000);
  const { balance } = (await (await page.request.get('/api/v1/me/withdrawals/allowance')).json()) as {
    balance: number;
  };

  // The customer's request: from the list to the form, the amount typed in Persian digits.
  await page.goto('/panel/withdraws');
  await expect(page.getByRole('heading', { level: 1, name: 'درخواست‌های برداشت' })).toBeVisible();
  await page.getByRole('link', { name: 'درخواست برداشت', exact: true }).click();
  await expect(page).toHaveURL(/\/panel\/withdraw\/create$/);
  await page.getByRole('textbox', { name: 'مبلغ برداشت (تومان)' }).fill('۵۰۰۰');
  await page.getByRole('textbox', { name: 'شماره شبا' }).fill(SHABA);
  await page.getByRole('button', { name: 'ثبت درخواست برداشت' }).click();
  // Below the minimum: refused in the form, in the API's words.
  await expect(page.getByText('کمترین مبلغ برداشت ۱۰٬۰۰۰ تومان است.')).toBeVisible();
  await page.getByRole('textbox', { name: 'مبلغ برداشت (تومان)' }).fill('۵۰٬۰۰۰');
  await page.getByRole('button', { name: 'ثبت درخواست برداشت' }).click();
  await expect(page).toHaveURL(/\/panel\/withdraw\/\d+\?created=1$/);
  const id = Number(/\/panel\/withdraw\/(\d+)/.exec(page.url())?.[1]);
  await expect(page.getByText('درخواست برداشت شما ثبت شد و در انتظار بررسی است.')).toBeVisible();
  await expect(page.getByText('در انتظار بررسی', { exact: true })).toBeVisible();
  await expect(page.getByText(toman(AMOUNT), { exact: true })).toBeVisible();

  // A manager, in a browser of their own, transfers the money and approves with the bank's tracking number.
  const managerContext = await secondBrowser(browser, testInfo, baseURL);
  const manager = await managerContext.newPage();
  await managerLogin(manager, request);
  await manager.goto('/manager/withdrawals');
  await expect(manager.getByRole('heading', { level: 1, name: 'درخواست‌های برداشت کاربران' })).toBeVisible();
  await manager
    .getByRole('link', { name: `بررسی درخواست برداشت ${persian(id)}` })
    .filter({ visible: true })
    .first()
    .click();
  await expect(manager).toHaveURL(new RegExp(`/manager/withdrawal/${id}$`));
  await manager.getByRole('textbox', { name: 'شماره پیگیری انتقال بانکی' }).fill('۱۴۰۳۰۹۱۲۳۴۵۶');
  await manager.getByRole('button', { name: 'تأیید واریز' }).click();
  await expect(
    manager.getByText(`با تأیید، ${toman(AMOUNT)} از کیف پول علی رضایی کم می‌شود`, { exact: false }),
  ).toBeVisible();
  await manager.getByRole('button', { name: 'بله، تأیید می‌کنم' }).click();
  await expect(manager.getByText('درخواست تأیید شد و مبلغ از کیف پول کاربر کم شد.')).toBeVisible();
  await expect(manager.getByText('تأیید و واریز شد', { exact: true })).toBeVisible();
  await managerContext.close();

  // The customer sees it approved with the tracking number, and the wallet lowered by exactly the amount.
  await page.goto(`/panel/withdraw/${id}`);
  await expect(page.getByText('تأیید و واریز شد', { exact: true })).toBeVisible();
  await expect(page.getByText('۱۴۰۳۰۹۱۲۳۴۵۶')).toBeVisible();
  await expect(page.getByRole('button', { name: 'لغو درخواست' })).toHaveCount(0);
  await page.getByRole('link', { name: 'بازگشت به درخواست‌های برداشت' }).click();
  await expect(page.getByText(toman(balance - AMOUNT), { exact: true }).first()).toBeVisible();
  await page.goto('/panel/wallet/charge');
  await expect(page.getByTestId('wallet-balance')).toHaveText(toman(balance - AMOUNT));
  await expect(shownRow(page, 'برداشت').first()).toContainText(`−${toman(AMOUNT)}`);
});
