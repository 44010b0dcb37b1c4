import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD_THROTTLE } from '@shahrbazar/domain/rules/sign-in-throttle';
import type { App, AppServices } from '../src/http/types.ts';
import { hashPassword } from '../src/modules/auth/crypto.ts';
import { insertUser } from '../src/modules/users/user.repository.ts';
import { createServices } from '../src/services.ts';
import { lastCode, solvedCaptcha, uniqueIp, uniqueMobile } from './support/auth.ts';
import { onPostgres, race, tally } from './support/race.ts';
import { buildTestApp, testConfig, testDatabase } from './support/test-app.ts';

// On PostgreSQL the requests really race; PGlite (one connection) takes them in turn, and the limits hold the same.
const database = onPostgres ? 'PostgreSQL' : 'PGlite';

/** The audit sent 30 codes to one number with concurrent requests, and tried 25 passwords from 25 addresses. */
describe(`throttles hold under concurrent requests (${database})`, () => {
  let app: App;
  let services: AppServices;

  beforeAll(async () => {
    services = createServices(testConfig(), { info: () => {} });
    app = await buildTestApp({ services });
  });
  afterAll(() => app.close());

  it('30 concurrent code requests for one number send one code; the rest are 429', async () => {
    const mobile = uniqueMobile();
    const answers = await race((await testDatabase()).db, 30, () =>
      app.inject({ method: 'POST', url: '/api/v1/auth/otp', payload: { mobile }, remoteAddress: uniqueIp() }),
    );
    expect(tally(answers)).toEqual({ 200: 1, 429: 29 });
    expect(services.outbox?.list('sms', { to: mobile })).toHaveLength(1);
  });

  it('25 wrong passwords from 25 addresses: only the free tries are checked, then the account waits', async () => {
    const mobile = uniqueMobile();
    const password = 'Right-Password-1405';
    await insertUser((await testDatabase()).db, {
      mobile,
      name: 'صاحب حساب',
      passwordHash: await hashPassword(password),
    });
    const attempt = async (tryPassword: string) =>
      app.inject({
        method: 'POST',
        url: '/api/v1/auth/login/password',
        payload: { ...(await solvedCaptcha(app)), username: mobile, password: tryPassword, panel: 'general' },
        remoteAddress: uniqueIp(),
      });
    const answers = await race((await testDatabase()).db, 25, (n) => attempt(`wrong-password-${n}`));
    expect(tally(answers)).toEqual({ 401: PASSWORD_THROTTLE.freeTries, 429: 25 - PASSWORD_THROTTLE.freeTries });
    const waiting = answers.find((res) => res.statusCode === 429)!;
    expect(waiting.json().error.message).toMatch(/[۰-۹]+ ثانیه دیگر.*کد پیامکی/);

    // Even the right password waits now (no guess is checked early)...
    expect((await attempt(password)).statusCode).toBe(429);
    // ...but the owner is not locked out: a code by SMS (with a captcha, after these failures) signs them in.
    const ip = uniqueIp();
    const sent = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/otp',
      payload: { mobile, ...(await solvedCaptcha(app)) },
      remoteAddress: ip,
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const signedIn = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/login/otp',
      payload: { mobile, code: lastCode(services, mobile), panel: 'general' },
      remoteAddress: ip,
    });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(signedIn.json().user.mobile).toBe(mobile);
  });

  it('the e-mail and the mobile of one account share its throttle', async () => {
    const mobile = uniqueMobile();
    const email = `t${mobile}@shahrbazar.example`;
    await insertUser((await testDatabase()).db, {
      mobile,
      email,
      name: 'دو نام',
      passwordHash: await hashPassword('Right-Password-1405'),
    });
    const attempt = async (username: string) =>
      app.inject({
        method: 'POST',
        url: '/api/v1/auth/login/password',
        payload: { ...(await solvedCaptcha(app)), username, password: 'wrong-password', panel: 'general' },
        remoteAddress: uniqueIp(),
      });
    for (let n = 0; n < PASSWORD_THROTTLE.freeTries; n++) {
      const res = await attempt(n % 2 ? mobile : email);
      expect(res.statusCode, res.body).toBe(401);
    }
    expect((await attempt(email)).statusCode).toBe(429);
    expect((await attempt(mobile)).statusCode).toBe(429);
  });
});
