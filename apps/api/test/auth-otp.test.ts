import { and, eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App, AppServices } from '../src/http/types.ts';
import { oneTimeCodes } from '../src/modules/auth/auth.table.ts';
import { DEVICE_COOKIE } from '../src/modules/auth/device-cookie.ts';
import { OTP_RULES } from '../src/modules/auth/otp.service.ts';
import { createServices } from '../src/services.ts';
import { lastCode, sessionCookie, solvedCaptcha, uniqueIp, uniqueMobile } from './support/auth.ts';
import { race, tally } from './support/race.ts';
import { buildTestApp, testConfig, testDatabase } from './support/test-app.ts';

describe('sign-in with a one-time code', () => {
  let app: App;
  let services: AppServices;
  beforeAll(async () => {
    services = createServices(testConfig(), { info: () => {} });
    app = await buildTestApp({ services });
  });
  afterAll(() => app.close());

  const requestCode = (mobile: string, remoteAddress: string, extra: object = {}) =>
    app.inject({ method: 'POST', url: '/api/v1/auth/otp', payload: { mobile, ...extra }, remoteAddress });
  const login = (mobile: string, code: string, remoteAddress: string) =>
    app.inject({ method: 'POST', url: '/api/v1/auth/login/otp', payload: { mobile, code }, remoteAddress });

  it('a new number gets a 6-digit code by SMS, signs up, and receives an HttpOnly SameSite session cookie', async () => {
    const mobile = uniqueMobile();
    const ip = uniqueIp();
    const sent = await requestCode(`+98${mobile.slice(1)}`, ip);
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ sent: true, expiresIn: 120, resendIn: 60 });
    const code = lastCode(services, mobile);
    expect(code).toMatch(/^\d{6}$/);

    const res = await login(
      mobile,
      code.replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)] ?? d),
      ip,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ kind: 'general', created: true, user: { mobile, type: 2, gender: 'man' } });
    expect(res.json()).not.toHaveProperty('token');
    const cookie = res.cookies.find((c) => c.name === 'token');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.value.length).toBeGreaterThanOrEqual(32);

    const me = await app.inject({ url: '/api/v1/auth/me', headers: { cookie: sessionCookie(res) } });
    expect(me.statusCode).toBe(200);
    expect(me.json().user.mobile).toBe(mobile);
  });

  it('stores only a hash of the code', async () => {
    const mobile = uniqueMobile();
    await requestCode(mobile, uniqueIp());
    const code = lastCode(services, mobile);
    const db = (await testDatabase()).db;
    const [row] = await db.select().from(oneTimeCodes).where(eq(oneTimeCodes.mobile, mobile));
    expect(row?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.codeHash).not.toContain(code);
  });

  it('a code works once', async () => {
    const mobile = uniqueMobile();
    const ip = uniqueIp();
    await requestCode(mobile, ip);
    const code = lastCode(services, mobile);
    expect((await login(mobile, code, ip)).statusCode).toBe(200);
    const again = await login(mobile, code, ip);
    expect(again.statusCode).toBe(422);
    expect(again.json().error.fields).toEqual({ code: 'کد وارد شده اشتباه است یا منقضی شده است.' });
  });

  it('a code expires after two minutes', async () => {
    const mobile = uniqueMobile();
    const ip = uniqueIp();
    await requestCode(mobile, ip);
    const db = (await testDatabase()).db;
    await db
      .update(oneTimeCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oneTimeCodes.mobile, mobile));
    expect((await login(mobile, lastCode(services, mobile), ip)).statusCode).toBe(422);
  });

  it('brute force is stopped: after 5 wrong tries even the right code is refused', async () => {
    const mobile = uniqueMobile();
    const ip = uniqueIp();
    await requestCode(mobile, ip);
    const code = lastCode(services, mobile);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const tries = await race((await testDatabase()).db, 5, () => login(mobile, wrong, ip));
    expect(tally(tries)).toEqual({ 422: 5 });
    expect((await login(mobile, code, ip)).statusCode).toBe(422);
  });

  it('asking again within a minute is throttled, and later requests need a captcha', async () => {
    const mobile = uniqueMobile();
    const ip = uniqueIp();
    expect((await requestCode(mobile, ip)).statusCode).toBe(200);
    const soon = await requestCode(mobile, ip, {});
    expect(soon.statusCode).toBe(429);
    expect(soon.json().error.code).toBe('rate_limited');

    const db = (await testDatabase()).db;
    const backdate = () =>
      db
        .update(oneTimeCodes)
        .set({ createdAt: new Date(Date.now() - 5 * 60_000) })
        .where(eq(oneTimeCodes.mobile, mobile));
    await backdate();
    expect((await requestCode(mobile, ip)).statusCode).toBe(200);
    await backdate();
    const needsCaptcha = await requestCode(mobile, ip, { purpose: 'login' });
    expect(needsCaptcha.statusCode).toBe(422);
    expect(needsCaptcha.json().error.fields).toEqual({ captchaCode: 'کد امنیتی الزامی است.' });
    const wrong = await requestCode(mobile, ip, {
      captchaId: (await solvedCaptcha(app)).captchaId,
      captchaCode: '00000',
    });
    expect(wrong.json().error.fields).toEqual({ captchaCode: 'کد امنیتی اشتباه است یا منقضی شده است.' });
    expect((await requestCode(mobile, ip, await solvedCaptcha(app))).statusCode).toBe(200);
  });

  it('says how long to wait, in Persian digits', async () => {
    const mobile = uniqueMobile();
    const ip = uniqueIp();
    expect((await requestCode(mobile, ip)).statusCode).toBe(200);
    const soon = await requestCode(mobile, ip);
    expect(soon.statusCode).toBe(429);
    expect(soon.json().error.message).toMatch(/^لطفاً [۰-۹]+ ثانیه دیگر دوباره درخواست کنید\.$/);
    // The number's hourly limit too: after its 5 codes, how long until the oldest leaves the hour.
    const db = (await testDatabase()).db;
    await db
      .update(oneTimeCodes)
      .set({ createdAt: new Date(Date.now() - 50 * 60_000) })
      .where(eq(oneTimeCodes.mobile, mobile));
    for (let n = 0; n < 4; n++) {
      expect((await requestCode(mobile, uniqueIp(), await solvedCaptcha(app))).statusCode).toBe(200);
      await db
        .update(oneTimeCodes)
        .set({ createdAt: new Date(Date.now() - 40 * 60_000) })
        .where(and(eq(oneTimeCodes.mobile, mobile), gt(oneTimeCodes.createdAt, new Date(Date.now() - 60_000))));
    }
    const hourly = await requestCode(mobile, uniqueIp(), await solvedCaptcha(app));
    expect(hourly.statusCode).toBe(429);
    expect(hourly.json().error.message).toBe('لطفاً ۱۰ دقیقه دیگر دوباره درخواست کنید.');
  });

  it('many people behind one carrier address: past the address limit they solve a captcha, never a refusal', async () => {
    const shared = uniqueIp();
    const limit = testConfig().otpPerIpPerHour;
    const answers: number[] = [];
    for (let n = 0; n < limit + 5; n++) {
      // Each subscriber asks for their own number from a browser of their own; the form shows the captcha when asked.
      const mobile = uniqueMobile();
      let res = await requestCode(mobile, shared);
      if (res.statusCode === 422 && res.json().error.fields?.captchaCode) {
        res = await requestCode(mobile, shared, await solvedCaptcha(app));
      }
      answers.push(res.statusCode);
    }
    expect(answers.filter((status) => status !== 200)).toEqual([]);
    // The captcha was asked for from a third of the limit on, not before.
    expect((await requestCode(uniqueMobile(), shared)).json().error.fields).toEqual({
      captchaCode: 'کد امنیتی الزامی است.',
    });
  });

  it('one browser asking for many numbers is throttled by its device cookie, wherever it comes from', async () => {
    const first = await requestCode(uniqueMobile(), uniqueIp());
    const device = first.cookies.find((c) => c.name === DEVICE_COOKIE);
    expect(device).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(device?.value).toMatch(/^[A-Za-z0-9_-]{22,}$/);
    const fromDevice = (mobile: string, extra: object = {}) =>
      app.inject({
        method: 'POST',
        url: '/api/v1/auth/otp',
        payload: { mobile, ...extra },
        remoteAddress: uniqueIp(),
        cookies: { [DEVICE_COOKIE]: device!.value },
      });
    const answers: number[] = [];
    for (let n = 1; n < OTP_RULES.perDevicePerHour; n++) {
      const mobile = uniqueMobile();
      let res = await fromDevice(mobile);
      if (res.statusCode === 422) res = await fromDevice(mobile, await solvedCaptcha(app));
      answers.push(res.statusCode);
      // A known device is not given a new identifier.
      expect(res.cookies.find((c) => c.name === DEVICE_COOKIE)).toBeUndefined();
    }
    expect(answers.every((status) => status === 200)).toBe(true);
    const refused = await fromDevice(uniqueMobile(), await solvedCaptcha(app));
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toMatch(/^لطفاً [۰-۹]+ دقیقه دیگر دوباره درخواست کنید\.$/);
    // Another browser behind the same addresses is not held back by this one.
    expect((await requestCode(uniqueMobile(), uniqueIp())).statusCode).toBe(200);
  });

  it('gives no hint whether a number is registered', async () => {
    const known = uniqueMobile();
    const ip = uniqueIp();
    await requestCode(known, ip);
    await login(known, lastCode(services, known), ip);
    const db = (await testDatabase()).db;
    await db
      .update(oneTimeCodes)
      .set({ createdAt: new Date(Date.now() - 5 * 60_000) })
      .where(eq(oneTimeCodes.mobile, known));
    const unknown = uniqueMobile();
    const forgotKnown = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/password/forgot',
      payload: { mobile: known },
      remoteAddress: uniqueIp(),
    });
    const forgotUnknown = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/password/forgot',
      payload: { mobile: unknown },
      remoteAddress: uniqueIp(),
    });
    expect(forgotKnown.statusCode).toBe(200);
    expect(forgotUnknown.statusCode).toBe(200);
    expect(forgotUnknown.body).toBe(forgotKnown.body);
    expect(services.outbox?.list('sms', { to: unknown })).toEqual([]);
  });

  it('refuses malformed numbers and codes with the spec messages', async () => {
    const res = await requestCode('12345', uniqueIp());
    expect(res.statusCode).toBe(422);
    expect(res.json().error.fields).toEqual({ mobile: 'شماره موبایل معتبر نیست.' });
    const empty = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/otp',
      payload: {},
      headers: { 'accept-language': 'en' },
    });
    expect(empty.json().error.fields).toEqual({ mobile: 'Mobile number is required.' });
  });
});
