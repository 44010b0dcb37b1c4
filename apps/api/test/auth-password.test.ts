import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UserType } from '@shahrbazar/domain/enums/people';
import type { App, AppServices } from '../src/http/types.ts';
import { hashPassword } from '../src/modules/auth/crypto.ts';
import { insertUser } from '../src/modules/users/user.repository.ts';
import { createServices } from '../src/services.ts';
import { lastCode, loginWithCode, sessionCookie, solvedCaptcha, uniqueIp, uniqueMobile } from './support/auth.ts';
import { buildTestApp, testConfig, testDatabase } from './support/test-app.ts';

describe('password sign-in, sessions, registration and reset', () => {
  let app: App;
  let services: AppServices;
  const password = 'Sahand-Ardabil-1405';
  let managerMobile: string;

  beforeAll(async () => {
    services = createServices(testConfig(), { info: () => {} });
    app = await buildTestApp({ services });
    managerMobile = uniqueMobile();
    await insertUser((await testDatabase()).db, {
      mobile: managerMobile,
      email: `m${managerMobile}@shahrbazar.example`,
      name: 'مدیر',
      type: UserType.employee,
      passwordHash: await hashPassword(password),
    });
  });
  afterAll(() => app.close());

  const passwordLogin = async (body: object, headers: Record<string, string> = {}) =>
    app.inject({
      method: 'POST',
      url: '/api/v1/auth/login/password',
      payload: { ...(await solvedCaptcha(app)), ...body },
      headers,
      remoteAddress: uniqueIp(),
    });

  it('a manager signs in with e-mail, password and captcha into a manager session', async () => {
    const res = await passwordLogin({ username: `M${managerMobile}@Shahrbazar.example`, password, panel: 'manager' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ kind: 'manager', user: { mobile: managerMobile, hasPassword: true } });
    expect(res.json().user).not.toHaveProperty('passwordHash');
    const me = await app.inject({ url: '/api/v1/auth/me', headers: { cookie: sessionCookie(res) } });
    expect(me.json().kind).toBe('manager');
  });

  it('the captcha is required, must be right, and works only once', async () => {
    const none = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/login/password',
      payload: { username: managerMobile, password },
    });
    expect(none.statusCode).toBe(422);
    expect(none.json().error.fields).toEqual({ captchaCode: 'کد امنیتی الزامی است.' });
    const captcha = await solvedCaptcha(app);
    const wrong = await passwordLogin({
      username: managerMobile,
      password,
      captchaId: captcha.captchaId,
      captchaCode: '99999',
    });
    expect(wrong.json().error.fields).toEqual({ captchaCode: 'کد امنیتی اشتباه است یا منقضی شده است.' });
    const first = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/login/password',
      payload: { ...(await solvedCaptcha(app)), username: managerMobile, password },
    });
    expect(first.statusCode).toBe(200);
    const reused = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/login/password',
      payload: { ...captcha, username: managerMobile, password },
    });
    expect(reused.statusCode).toBe(422);
  });

  it('the captcha is a PNG image', async () => {
    const { image } = (await app.inject({ url: '/api/v1/auth/captcha' })).json();
    const png = Buffer.from(image.replace('data:image/png;base64,', ''), 'base64');
    expect(png.subarray(1, 4).toString()).toBe('PNG');
  });

  it('a wrong password and an unknown account get the same answer', async () => {
    const wrong = await passwordLogin({ username: managerMobile, password: 'nope-nope' }, { 'accept-language': 'en' });
    const unknown = await passwordLogin(
      { username: uniqueMobile(), password: 'nope-nope' },
      { 'accept-language': 'en' },
    );
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toEqual(wrong.json());
    expect(wrong.json().error.message).toBe('The mobile number/e-mail or password is wrong.');
  });

  it('after many wrong passwords a registered and an unknown number get the same answers, in about the same time', async () => {
    const known = uniqueMobile();
    await insertUser((await testDatabase()).db, {
      mobile: known,
      name: 'دارنده',
      type: UserType.client,
      passwordHash: await hashPassword(password),
    });
    const unknown = uniqueMobile();
    const tries = async (username: string) => {
      const answers: Array<{ status: number; body: unknown; ms: number }> = [];
      for (let n = 0; n < 9; n++) {
        const captcha = await solvedCaptcha(app);
        // The CPU this test's process spends on the answer (argon2 runs on its thread pool, counted here), not the
        // wall clock, which a busy machine stretches at random.
        const started = process.cpuUsage();
        const res = await app.inject({
          method: 'POST',
          url: '/api/v1/auth/login/password',
          payload: { ...captcha, username, password: 'wrong-wrong' },
          remoteAddress: uniqueIp(),
        });
        const spent = process.cpuUsage(started);
        answers.push({ status: res.statusCode, body: res.json(), ms: (spent.user + spent.system) / 1000 });
      }
      return answers;
    };
    const forKnown = await tries(known);
    const forUnknown = await tries(unknown);
    // The wait in the message counts down in seconds: compare the answers with the digits taken out.
    const shape = (answers: typeof forKnown) =>
      answers.map(({ status, body }) => ({ status, body: JSON.stringify(body).replace(/[0-9۰-۹]+/g, '#') }));
    expect(shape(forUnknown)).toEqual(shape(forKnown));
    expect(forKnown.map((a) => a.status)).toEqual([401, 401, 401, 401, 401, 429, 429, 429, 429]);
    // The wait in Persian digits, and no word of an account.
    expect((forUnknown[5]!.body as { error: { message: string } }).error.message).toMatch(
      /^برای این نام کاربری چند بار رمز عبور اشتباه وارد شده است\. [۰-۹]+ ثانیه دیگر/,
    );
    // A throttled try costs a password check too (against a dummy hash), so a refusal does not answer faster than a
    // checked try, whoever asks: the middle CPU times of the two kinds are close (before, a refusal took a third).
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    const checkedMs = median([...forKnown, ...forUnknown].filter((a) => a.status === 401).map((a) => a.ms));
    const refusedMs = median([...forKnown, ...forUnknown].filter((a) => a.status === 429).map((a) => a.ms));
    expect(refusedMs).toBeGreaterThan(checkedMs * 0.6);
  });

  it('an account may open only its own panels', async () => {
    const client = uniqueMobile();
    await loginWithCode(app, services, client);
    const ip = uniqueIp();
    await app.inject({
      method: 'POST',
      url: '/api/v1/auth/otp',
      payload: { mobile: managerMobile },
      remoteAddress: ip,
    });
    const asAgent = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/login/otp',
      payload: { mobile: managerMobile, code: lastCode(services, managerMobile), panel: 'agent' },
      remoteAddress: ip,
    });
    expect(asAgent.statusCode).toBe(403);
  });

  it('apps get a bearer token instead of a cookie, and a new token at every login', async () => {
    const first = await passwordLogin({ username: managerMobile, password }, { 'x-device-type': '1' });
    const second = await passwordLogin({ username: managerMobile, password }, { 'x-device-type': '1' });
    expect(first.cookies.find((c) => c.name === 'token')).toBeUndefined();
    expect(first.json().token).toEqual(expect.any(String));
    expect(second.json().token).not.toBe(first.json().token);
    const me = await app.inject({ url: '/api/v1/auth/me', headers: { authorization: `Bearer ${first.json().token}` } });
    expect(me.statusCode).toBe(200);
  });

  it("a user sees and revokes their own sessions, never someone else's", async () => {
    const mobile = uniqueMobile();
    const phone = await loginWithCode(app, services, mobile);
    const other = await loginWithCode(app, services, uniqueMobile());
    const list = await app.inject({ url: '/api/v1/me/sessions', headers: { cookie: phone } });
    expect(list.json().items).toHaveLength(1);
    expect(list.json().items[0].current).toBe(true);
    const mine = list.json().items[0].id;
    const theirs = (await app.inject({ url: '/api/v1/me/sessions', headers: { cookie: other } })).json().items[0].id;
    expect(
      (await app.inject({ method: 'DELETE', url: `/api/v1/me/sessions/${theirs}`, headers: { cookie: phone } }))
        .statusCode,
    ).toBe(404);
    expect((await app.inject({ url: '/api/v1/auth/me', headers: { cookie: other } })).statusCode).toBe(200);
    expect(
      (await app.inject({ method: 'DELETE', url: `/api/v1/me/sessions/${mine}`, headers: { cookie: phone } }))
        .statusCode,
    ).toBe(204);
    expect((await app.inject({ url: '/api/v1/auth/me', headers: { cookie: phone } })).statusCode).toBe(401);
  });

  it('logout revokes the session and clears the cookie', async () => {
    const cookie = await loginWithCode(app, services, uniqueMobile());
    const out = await app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: { cookie } });
    expect(out.statusCode).toBe(204);
    expect(out.cookies.find((c) => c.name === 'token')?.value).toBe('');
    expect((await app.inject({ url: '/api/v1/auth/me', headers: { cookie } })).statusCode).toBe(401);
  });

  it('refuses a cookie-authenticated change sent from another site', async () => {
    const cookie = await loginWithCode(app, services, uniqueMobile());
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/logout',
      headers: { cookie, origin: 'https://evil.example' },
    });
    expect(res.statusCode).toBe(403);
    expect((await app.inject({ url: '/api/v1/auth/me', headers: { cookie } })).statusCode).toBe(200);
  });

  it('registration checks that the passwords match, then signs the new user in', async () => {
    const mobile = uniqueMobile();
    const ip = uniqueIp();
    await app.inject({ method: 'POST', url: '/api/v1/auth/otp', payload: { mobile }, remoteAddress: ip });
    const body = { name: 'مریم کریمی', mobile, code: lastCode(services, mobile), password: 'long-enough-1' };
    const mismatch = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      payload: { ...body, passwordConfirmation: 'other' },
      remoteAddress: ip,
    });
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json().error.fields).toEqual({ passwordConfirmation: 'رمزهای عبور یکسان نیستند.' });
    const ok = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      payload: { ...body, passwordConfirmation: body.password },
      remoteAddress: ip,
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ created: true, user: { name: 'مریم کریمی', hasPassword: true } });
  });

  it('a password reset sets the new password and signs out every session', async () => {
    const mobile = uniqueMobile();
    const cookie = await loginWithCode(app, services, mobile);
    const db = (await testDatabase()).db;
    const { oneTimeCodes } = await import('../src/modules/auth/auth.table.ts');
    const { eq } = await import('drizzle-orm');
    await db
      .update(oneTimeCodes)
      .set({ createdAt: new Date(Date.now() - 5 * 60_000) })
      .where(eq(oneTimeCodes.mobile, mobile));
    const ip = uniqueIp();
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/api/v1/auth/password/forgot',
          payload: { mobile },
          remoteAddress: ip,
        })
      ).statusCode,
    ).toBe(200);
    const reset = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/password/reset',
      payload: {
        mobile,
        code: lastCode(services, mobile),
        password: 'brand-new-pass',
        passwordConfirmation: 'brand-new-pass',
      },
      remoteAddress: ip,
    });
    expect(reset.statusCode).toBe(200);
    expect((await app.inject({ url: '/api/v1/auth/me', headers: { cookie } })).statusCode).toBe(401);
    expect((await passwordLogin({ username: mobile, password: 'brand-new-pass' })).statusCode).toBe(200);
  });

  it('throttles signing in per address and account: the 11th try in a minute is 429, another account still tries', async () => {
    const ip = uniqueIp();
    const attempt = (username: string) =>
      app.inject({
        method: 'POST',
        url: '/api/v1/auth/login/password',
        // A wrong captcha: each try is refused, and each counts.
        payload: { username, password: 'wrong-password', captchaId: 'none', captchaCode: '00000' },
        remoteAddress: ip,
      });
    const account = `P${uniqueMobile()}@Shahrbazar.example`;
    for (let n = 0; n < 10; n++) expect((await attempt(account)).statusCode).not.toBe(429);
    const eleventh = await attempt(account);
    expect(eleventh.statusCode).toBe(429);
    expect(eleventh.json().error.code).toBe('rate_limited');
    // It says how long to wait, in Persian digits.
    expect(eleventh.json().error.message).toMatch(/^لطفاً [۰-۹]+ ثانیه دیگر دوباره درخواست کنید\.$/);
    expect(Number(eleventh.headers['retry-after'])).toBeGreaterThan(0);
    // The same account written another way is the same account.
    expect((await attempt(` ${account.toLowerCase()} `)).statusCode).toBe(429);
    // Someone else behind the same address (a carrier's NAT) can still sign in.
    const other = await attempt(uniqueMobile());
    expect(other.statusCode).not.toBe(429);
    expect(other.statusCode).toBeLessThan(500);
  });
});
