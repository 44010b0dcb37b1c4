import { type APIRequestContext, type Browser, type Page, type TestInfo } from '@playwright/test';
import { expect } from './expect.ts';

// Sign-ins the journeys share: the demo accounts of the seed (README: every password is Shahrbazar1405), one-time
// codes read from the development outbox, captcha answers from the development-only endpoint.

export const DEMO = {
  admin: { username: '09120000001', password: 'Shahrbazar1405' },
  /** The same admin signing in by email instead of the mobile number. */
  adminByEmail: { username: 'admin@shahrbazar.example', password: 'Shahrbazar1405' },
  customer: { username: '09120000004', password: 'Shahrbazar1405' },
} as const;

/** A number nobody has used in this run: a new account (`prefix` keeps the journeys' numbers apart). */
export const freshMobile = (prefix = '0935') =>
  `${prefix}${String(Math.floor(Math.random() * 10_000_000)).padStart(11 - prefix.length, '0')}`;

/** The 6-digit code of the newest SMS to a number, from the development outbox. */
export async function codeSentTo(request: APIRequestContext, mobile: string): Promise<string> {
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

/** The answer of the captcha a page's form shows (its id in the form's hidden input), from the development endpoint. */
export async function captchaAnswer(page: Page, request: APIRequestContext): Promise<string> {
  const captchaId = await page.locator('input[name="captchaId"]').inputValue();
  const response = await request.get(`/api/v1/dev/captcha/${captchaId}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { answer: string }).answer;
}

/**
 * Asks for a one-time code on the code login page the page is on. After many codes from one network the API asks
 * for a captcha first: answered when it does. Ends when the page says the code was sent.
 */
export async function requestCode(page: Page, request: APIRequestContext, mobile: string) {
  await page.getByLabel('شماره موبایل').fill(mobile);
  await page.getByRole('button', { name: 'دریافت کد تأیید' }).click();
  const sentNotice = page.getByText(/کد تأیید به شماره .* پیامک شد/);
  const captcha = page.getByLabel('کد امنیتی');
  await expect(sentNotice.or(captcha)).toBeVisible();
  if (await captcha.isVisible()) {
    await captcha.fill(await captchaAnswer(page, request));
    await page.getByRole('button', { name: 'دریافت کد تأیید' }).click();
  }
  await expect(sentNotice).toBeVisible();
}

/**
 * Signs a new or known mobile number in with a one-time code through the API, in the cookie jar of `api`: a page's
 * `page.request` (then the page is signed in) or a client of its own. For journeys whose subject is not the sign-in
 * (its screens are the sign-in journey's and the first steps of the journeys that sign in on the page).
 */
export async function signInByCode(api: APIRequestContext, mobile: string) {
  const sent = await api.post('/api/v1/auth/otp', { data: { mobile } });
  expect(sent.ok(), await sent.text()).toBe(true);
  const login = await api.post('/api/v1/auth/login/otp', {
    data: { mobile, code: await codeSentTo(api, mobile), panel: 'general' },
  });
  expect(login.ok(), await login.text()).toBe(true);
}

/** Signs in with a one-time code on the login page the page is on (answers a captcha if one is asked). */
export async function signInWithCode(page: Page, request: APIRequestContext, mobile: string) {
  await requestCode(page, request, mobile);
  await page.getByLabel('کد تأیید ۶ رقمی').fill(await codeSentTo(request, mobile));
  await page.getByRole('button', { name: 'ورود', exact: true }).click();
}

/** Signs an account in to a panel through the API (password and the development captcha answer). */
async function passwordSignIn(
  api: APIRequestContext,
  account: { username: string; password: string },
  panel: 'manager' | 'general' = 'manager',
) {
  const { captchaId } = (await (await api.get('/api/v1/auth/captcha')).json()) as { captchaId: string };
  const { answer } = (await (await api.get(`/api/v1/dev/captcha/${captchaId}`)).json()) as { answer: string };
  const login = await api.post('/api/v1/auth/login/password', {
    data: { ...account, captchaId, captchaCode: answer, panel },
  });
  expect(login.ok()).toBe(true);
}

/**
 * Signs in to the back office through the API (password and captcha) in the page's own cookie jar, then opens the
 * dashboard: journeys about what staff do start there. The login form itself is the subject of `managerLoginByForm`.
 */
export async function managerLogin(
  page: Page,
  _request: APIRequestContext,
  account: { username: string; password: string } = DEMO.admin,
) {
  await passwordSignIn(page.context().request, account);
  await page.goto('/manager/dashboard');
  await expect(page).toHaveURL(/\/manager\/dashboard$/);
}

/** Signs in to the back office on its login page with password and captcha; lands on the dashboard. */
export async function managerLoginByForm(
  page: Page,
  request: APIRequestContext,
  account: { username: string; password: string } = DEMO.admin,
) {
  await page.goto('/auth/manager/login');
  await expect(page.getByRole('heading', { level: 1, name: 'ورود به پنل مدیریت' })).toBeVisible();
  await page.getByLabel('موبایل یا ایمیل').fill(account.username);
  await page.getByLabel('رمز عبور', { exact: true }).fill(account.password);
  await page.getByLabel('کد امنیتی').fill(await captchaAnswer(page, request));
  await page.getByRole('button', { name: 'ورود', exact: true }).click();
  await expect(page).toHaveURL(/\/manager\/dashboard$/);
}

/** The back office's menu: beside the page on desktop, folded above it on phones (opened here). */
export async function managerMenu(page: Page, phone: boolean) {
  if (phone) await page.getByText('منوی پنل', { exact: true }).click();
  const menu = page.getByRole('navigation', { name: 'منوی پنل مدیریت' });
  await expect(menu).toBeVisible();
  return menu;
}

/** Whether the test runs on the phone profile (the phone and site-phone projects of playwright.config.ts). */
export const isPhone = (testInfo: TestInfo) => Boolean(testInfo.project.use.isMobile);

/** A second browser of the same device profile as the test's (another person: its own cookies). */
export async function secondBrowser(browser: Browser, testInfo: TestInfo, baseURL: string | undefined) {
  const { viewport, isMobile, hasTouch } = testInfo.project.use;
  return browser.newContext({
    baseURL,
    locale: 'fa-IR',
    ...(viewport ? { viewport } : {}),
    ...(isMobile === undefined ? {} : { isMobile }),
    ...(hasTouch === undefined ? {} : { hasTouch }),
  });
}

export type PlaywrightLike = {
  request: { newContext(options: { baseURL?: string | undefined }): Promise<APIRequestContext> };
};

/** An API client of its own (own cookie jar) signed in with password and captcha to a panel. */
async function passwordApi(
  playwright: PlaywrightLike,
  baseURL: string | undefined,
  account: { username: string; password: string },
  panel: 'manager' | 'general',
): Promise<APIRequestContext> {
  const api = await playwright.request.newContext({ baseURL });
  await passwordSignIn(api, account, panel);
  return api;
}

/** An API client of its own signed in as the demo admin. */
export const managerApi = (playwright: PlaywrightLike, baseURL: string | undefined) =>
  passwordApi(playwright, baseURL, DEMO.admin, 'manager');

/** An API client of its own signed in as the demo customer (the demo booths' owner). */
export const customerApi = (playwright: PlaywrightLike, baseURL: string | undefined) =>
  passwordApi(playwright, baseURL, DEMO.customer, 'general');

/** Signs in to the user panel with password and captcha (the demo customer unless told); lands on the dashboard. */
export async function panelLogin(
  page: Page,
  request: APIRequestContext,
  account: { username: string; password: string } = DEMO.customer,
) {
  await page.goto('/auth/panel/login');
  await page.getByRole('link', { name: 'ورود با رمز عبور' }).click();
  await page.getByLabel('موبایل یا ایمیل').fill(account.username);
  await page.getByLabel('رمز عبور', { exact: true }).fill(account.password);
  await page.getByLabel('کد امنیتی').fill(await captchaAnswer(page, request));
  await page.getByRole('button', { name: 'ورود', exact: true }).click();
  await expect(page).toHaveURL(/\/panel\/dashboard$/);
}
