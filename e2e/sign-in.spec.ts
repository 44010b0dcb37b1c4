import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

// A 1x1 PNG, enough for the API to take it as an avatar.
const AVATAR_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** A number nobody has used in this run: a new account. */
const freshMobile = () => `0936${String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0')}`;

/** The 6-digit code of the newest SMS to a number, from the development outbox. */
async function codeSentTo(request: APIRequestContext, mobile: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const response = await request.get(`/api/v1/dev/sms?to=${mobile}`);
      const { items } = (await response.json()) as { items: Array<{ text: string }> };
      code = items[0]?.text.match(/\d{6}/)?.[0];
      return code;
    })
    .toBeTruthy();
  return code!;
}

/** Solves the captcha the form shows, through the development-only answer endpoint. */
async function solveCaptcha(page: Page, request: APIRequestContext) {
  const captchaId = await page.locator('input[name="captchaId"]').inputValue();
  const { answer } = (await (await request.get(`/api/v1/dev/captcha/${captchaId}`)).json()) as { answer: string };
  await page.getByLabel('کد امنیتی').fill(answer);
}

test('a new user signs in with an SMS code, edits the profile and avatar, and logs out', async ({
  page,
  request,
}, testInfo) => {
  const phone = testInfo.project.name === 'phone';
  const mobile = freshMobile();

  // The profile needs a session: the guard sends the visitor to the user panel login and back.
  await page.goto('/panel/profile');
  await expect(page).toHaveURL(/\/auth\/panel\/login\?redirectTo=%2Fpanel%2Fprofile$/);
  await expect(page.getByRole('heading', { level: 1, name: 'ورود به شهربازار' })).toBeVisible();

  await page.getByLabel('شماره موبایل').fill(mobile);
  await page.getByRole('button', { name: 'دریافت کد تأیید' }).click();
  // After many codes from one network the API asks for a captcha first; answer it if it does.
  const sentNotice = page.getByText(/کد تأیید به شماره .* پیامک شد/);
  const captcha = page.getByLabel('کد امنیتی');
  await expect(sentNotice.or(captcha)).toBeVisible();
  if (await captcha.isVisible()) {
    await solveCaptcha(page, request);
    await page.getByRole('button', { name: 'دریافت کد تأیید' }).click();
  }
  await expect(sentNotice).toBeVisible();

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
});

test('the code step asks for both the number and the code before sending', async ({ page, request }) => {
  const mobile = freshMobile();
  await page.goto('/auth/panel/login');
  await page.getByRole('button', { name: 'دریافت کد تأیید' }).click();
  await expect(page.getByText('شماره موبایل الزامی است.')).toBeVisible();

  await page.getByLabel('شماره موبایل').fill(mobile);
  await page.getByRole('button', { name: 'دریافت کد تأیید' }).click();
  const captcha = page.getByLabel('کد امنیتی');
  const sentNotice = page.getByText(/کد تأیید به شماره .* پیامک شد/);
  await expect(sentNotice.or(captcha)).toBeVisible();
  if (await captcha.isVisible()) {
    await solveCaptcha(page, request);
    await page.getByRole('button', { name: 'دریافت کد تأیید' }).click();
  }
  await page.getByRole('button', { name: 'ورود', exact: true }).click();
  await expect(page.getByText('شماره موبایل و کد الزامی است.')).toBeVisible();

  // A wrong code: the API's message under the input.
  await page.getByLabel('کد تأیید ۶ رقمی').fill('۰۰۰۰۰۰');
  await page.getByRole('button', { name: 'ورود', exact: true }).click();
  await expect(page.getByText('کد وارد شده اشتباه است یا منقضی شده است.')).toBeVisible();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the code login still works as plain form posts', async ({ page, request }) => {
    const mobile = freshMobile();
    await page.goto('/panel/dashboard');
    await expect(page).toHaveURL(/\/auth\/panel\/login\?redirectTo=%2Fpanel%2Fdashboard$/);
    await page.getByLabel('شماره موبایل').fill(mobile);
    await page.getByRole('button', { name: 'دریافت کد تأیید' }).click();
    const captcha = page.getByLabel('کد امنیتی');
    const sentNotice = page.getByText(/کد تأیید به شماره .* پیامک شد/);
    await expect(sentNotice.or(captcha)).toBeVisible();
    if (await captcha.isVisible()) {
      await solveCaptcha(page, request);
      await page.getByRole('button', { name: 'دریافت کد تأیید' }).click();
    }
    await page.getByLabel('کد تأیید ۶ رقمی').fill(await codeSentTo(request, mobile));
    await page.getByRole('button', { name: 'ورود', exact: true }).click();
    await expect(page).toHaveURL(/\/panel\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'داشبورد' })).toBeVisible();
  });
});
