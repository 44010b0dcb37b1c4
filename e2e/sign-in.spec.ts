import type { APIRequestContext, Page } from '@playwright/test';
import { test } from './support/test.ts';
import { expect } from './support/expect.ts';
import { captchaAnswer, codeSentTo, freshMobile, requestCode, signInWithCode, isPhone } from './support/session.ts';
import { pageIsLive } from './support/forms.ts';

// A 1x1 PNG, enough for the API to take it as an avatar.
const AVATAR_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

test(
  'a new user signs in with an SMS code, edits the profile and avatar, and logs out',
  { tag: '@desktop' },
  async ({ page, request }, testInfo) => {
    const phone = isPhone(testInfo);
    const mobile = freshMobile('0936');

    // The profile needs a session: the guard sends the visitor to the user panel login and back.
    await page.goto('/panel/profile');
    await expect(page).toHaveURL(/\/auth\/panel\/login\?redirectTo=%2Fpanel%2Fprofile$/);
    await expect(page.getByRole('heading', { level: 1, name: 'ورود به شهربازار' })).toBeVisible();

    await requestCode(page, request, mobile);

    const code = page.getByLabel('کد تأیید ۶ رقمی');
    await expect(code).toHaveAttribute('inputmode', 'numeric');
    await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await code.fill(await codeSentTo(request, mobile));
    await page.getByRole('button', { name: 'ورود', exact: true }).click();

    // Back on the page that was asked for.
    await expect(page).toHaveURL(/\/panel\/profile$/);
    await expect(page.getByRole('heading', { level: 1, name: 'پروفایل' })).toBeVisible();

    await page.getByLabel('نام و نام خانوادگی').fill('مهسا آزمون');
    await page.getByLabel('کد ملی').fill('0499370899');
    await page.getByRole('button', { name: 'ذخیره تغییرات' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'اطلاعات شما ذخیره شد.' })).toBeVisible();
    // The form shows the profile as saved (read again): the national code in Persian digits, as stored.
    await expect(page.getByLabel('نام و نام خانوادگی')).toHaveValue('مهسا آزمون');
    await expect(page.getByLabel('کد ملی')).toHaveValue('۰۴۹۹۳۷۰۸۹۹');

    await page.reload();
    await expect(page.getByLabel('نام و نام خانوادگی')).toHaveValue('مهسا آزمون');
    // Digits show in Persian; the API stored them as typed in ASCII.
    await expect(page.getByLabel('کد ملی')).toHaveValue('۰۴۹۹۳۷۰۸۹۹');
    if (!phone) {
      await expect(page.getByRole('banner').getByRole('link', { name: 'مهسا آزمون' })).toBeVisible();
    }

    const avatar = page.getByRole('img', { name: 'تصویر پروفایل' });
    await expect(avatar).toHaveAttribute('src', '/images/avatars/default.jpg');
    const picker = page.getByLabel('انتخاب تصویر جدید');
    await pageIsLive(page);
    await expect(picker).toBeEnabled();
    await picker.setInputFiles({ name: 'avatar.png', mimeType: 'image/png', buffer: AVATAR_PNG });
    await expect(page.getByRole('status').filter({ hasText: 'تصویر پروفایل به‌روز شد.' })).toBeVisible();
    await expect(avatar).toHaveAttribute('src', /^\/images\/avatars\/(?!default)/);
    // The new picture is really served.
    const src = await avatar.getAttribute('src');
    expect((await request.get(src!)).ok()).toBe(true);

    // Log out from the panel menu (folded into a disclosure on phones).
    if (phone) await page.getByText('منوی پنل').click();
    await page.getByRole('button', { name: 'خروج از حساب کاربری' }).click();
    await expect(page).toHaveURL(/\/$/);
    const loginLink = phone
      ? page.getByRole('navigation', { name: 'پیمایش اصلی' }).getByRole('link', { name: 'ورود' })
      : page.getByRole('banner').getByRole('link', { name: 'ورود / ثبت‌نام' });
    await expect(loginLink).toBeVisible();

    // The session is gone: the panel asks for a login again.
    await page.goto('/panel/dashboard');
    await expect(page).toHaveURL(/\/auth\/panel\/login\?redirectTo=%2Fpanel%2Fdashboard$/);
  },
);

test('the code step asks for both the number and the code before sending', async ({ page, request }) => {
  const mobile = freshMobile('0936');
  // A slow network: the whole catalogue (fetched after hydration) never arrives, so the page's own words must do.
  await page.route('**/catalogue/**', () => undefined);
  await page.goto('/auth/panel/login');
  await page.getByRole('button', { name: 'دریافت کد تأیید' }).click();
  await expect(page.getByText('شماره موبایل الزامی است.')).toBeVisible();

  await requestCode(page, request, mobile);
  await page.getByRole('button', { name: 'ورود', exact: true }).click();
  await expect(page.getByText('شماره موبایل و کد الزامی است.')).toBeVisible();

  // A wrong code: the API's message under the input.
  await page.getByLabel('کد تأیید ۶ رقمی').fill('۰۰۰۰۰۰');
  await page.getByRole('button', { name: 'ورود', exact: true }).click();
  await expect(page.getByText('کد وارد شده اشتباه است یا منقضی شده است.')).toBeVisible();
});

/** Codes for `count` new numbers from this browser, each from the sign-in page (a captcha answered when asked). */
async function codesForNewNumbers(page: Page, request: APIRequestContext, count: number) {
  for (let n = 0; n < count; n++) {
    await page.goto('/auth/panel/login');
    await requestCode(page, request, freshMobile('0936'));
  }
}

/** A code for `mobile` from a browser past its sixth: the page asks for the work too, and says why (ADR 0091). */
async function askPastTheWork(page: Page, mobile: string) {
  await page.goto('/auth/panel/login');
  await page.getByLabel('شماره موبایل').fill(mobile);
  await page.getByRole('button', { name: 'دریافت کد تأیید' }).click();
  await expect(page.getByText(/کدهای زیادی خواسته شده است؛ پیش از فرستادن کد، یک بررسی امنیتی/)).toBeVisible();
}

test('one browser asking for codes for several numbers meets the captcha, and a number asked again is told how long to wait', async ({
  page,
  request,
}) => {
  // Three codes from this browser (the API knows it by its device cookie, passed on by the sign-in page)...
  await codesForNewNumbers(page, request, 3);
  // ... and the fourth asks for the captcha first: its picture, its input and the field's words.
  const mobile = freshMobile('0936');
  await page.goto('/auth/panel/login');
  await page.getByLabel('شماره موبایل').fill(mobile);
  await page.getByRole('button', { name: 'دریافت کد تأیید' }).click();
  await expect(page.getByRole('img', { name: 'تصویر کد امنیتی' })).toBeVisible();
  const captcha = page.getByLabel('کد امنیتی');
  await expect(captcha).toBeVisible();
  await captcha.fill(await captchaAnswer(page, request));
  await page.getByRole('button', { name: 'دریافت کد تأیید' }).click();
  await expect(page.getByText(/کد تأیید به شماره .* پیامک شد/)).toBeVisible();

  // The same number again at once: refused, saying how many seconds to wait, in Persian digits.
  await page.goto('/auth/panel/login');
  await page.getByLabel('شماره موبایل').fill(mobile);
  await page.getByRole('button', { name: 'دریافت کد تأیید' }).click();
  await expect(page.getByRole('alert')).toHaveText(/^لطفاً [۰-۹]+ ثانیه دیگر دوباره درخواست کنید\.$/);

  // Two more numbers with the captcha; from its seventh code the browser also does a few seconds of work (ADR 0091):
  // the page says why and that it is working, and sends the code once the work is done.
  await codesForNewNumbers(page, request, 2);
  await askPastTheWork(page, freshMobile('0936'));
  await expect(page.getByRole('status').filter({ hasText: /بررسی امنیتی/ })).toBeVisible();
  await page.getByLabel('کد امنیتی').fill(await captchaAnswer(page, request));
  await page.getByRole('button', { name: 'دریافت کد تأیید' }).click();
  await expect(page.getByText(/کد تأیید به شماره .* پیامک شد/)).toBeVisible();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the code login still works as plain form posts', async ({ page, request }) => {
    const mobile = freshMobile('0936');
    await page.goto('/panel/dashboard');
    await expect(page).toHaveURL(/\/auth\/panel\/login\?redirectTo=%2Fpanel%2Fdashboard$/);
    await signInWithCode(page, request, mobile);
    await expect(page).toHaveURL(/\/panel\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'داشبورد' })).toBeVisible();
  });

  test('a browser asking for many numbers waits at the security check instead of working (ADR 0091)', async ({
    page,
    request,
  }) => {
    // Six codes from this browser: the captcha from the fourth, answered in the plain form.
    await codesForNewNumbers(page, request, 6);
    // The seventh asks for the work too: without a script the page says the answer will take a few seconds...
    const mobile = freshMobile('0936');
    await askPastTheWork(page, mobile);
    await expect(page.getByText('پس از زدن دکمه، چند ثانیه صبر کنید تا کد فرستاده شود.')).toBeVisible();
    // ... and the server waits for it: the code is sent and signs the number in.
    await page.getByLabel('کد امنیتی').fill(await captchaAnswer(page, request));
    await page.getByRole('button', { name: 'دریافت کد تأیید' }).click();
    await expect(page.getByText(/کد تأیید به شماره .* پیامک شد/)).toBeVisible();
    await page.getByLabel('کد تأیید ۶ رقمی').fill(await codeSentTo(request, mobile));
    await page.getByRole('button', { name: 'ورود', exact: true }).click();
    await expect(page).toHaveURL(/\/panel\/dashboard$/);
  });
});
