import { type Page } from '@playwright/test';
import { test } from './support/test.ts';
import { expect } from './support/expect.ts';
import { captchaAnswer, DEMO } from './support/session.ts';

// Demo client of the seed (README), with the name the dashboard greets.
const CLIENT = { ...DEMO.customer, name: 'علی رضایی' };

async function openPasswordLogin(page: Page) {
  await page.goto('/auth/panel/login');
  await page.getByRole('link', { name: 'ورود با رمز عبور' }).click();
  await expect(page.getByRole('img', { name: 'تصویر کد امنیتی' })).toBeVisible();
}

test('the demo client signs in with password and captcha and reaches the dashboard', async ({ page, request }) => {
  await openPasswordLogin(page);
  await page.getByLabel('موبایل یا ایمیل').fill(CLIENT.username);
  await page.getByLabel('رمز عبور', { exact: true }).fill(CLIENT.password);
  await page.getByLabel('کد امنیتی').fill(await captchaAnswer(page, request));
  await page.getByRole('button', { name: 'ورود', exact: true }).click();

  await expect(page).toHaveURL(/\/panel\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'داشبورد' })).toBeVisible();
  await expect(page.getByText(`سلام ${CLIENT.name}، خوش آمدید`)).toBeVisible();

  // Signed in, the login page skips to the site root (spec section 2).
  await page.goto('/auth/panel/login');
  await expect(page).toHaveURL(/\/$/);
});

test('a wrong captcha is refused with its message and a new captcha', async ({ page }) => {
  await openPasswordLogin(page);
  const firstId = await page.locator('input[name="captchaId"]').inputValue();
  await page.getByLabel('موبایل یا ایمیل').fill(CLIENT.username);
  await page.getByLabel('رمز عبور', { exact: true }).fill(CLIENT.password);
  // Captchas use the digits 2-9 only: 11111 is always wrong.
  await page.getByLabel('کد امنیتی').fill('11111');
  await page.getByRole('button', { name: 'ورود', exact: true }).click();

  await expect(page.getByText('کد امنیتی اشتباه است یا منقضی شده است.')).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/panel\/login/);
  await expect(page.locator('input[name="captchaId"]')).not.toHaveValue(firstId);
  await expect(page.getByLabel('کد امنیتی')).toHaveValue('');
});

test('empty inputs are caught before sending, in the spec words', async ({ page }) => {
  await openPasswordLogin(page);
  await page.getByRole('button', { name: 'ورود', exact: true }).click();
  await expect(page.getByText('ایمیل و رمز عبور الزامی است.')).toBeVisible();
  await expect(page.getByText('کد امنیتی الزامی است.')).toBeVisible();
});
