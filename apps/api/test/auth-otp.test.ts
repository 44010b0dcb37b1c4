import { createHash } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { leadingZeroBits } from '@shahrbazar/domain/rules/proof-of-work';
import type { App, AppServices } from '../src/http/types.ts';
import { oneTimeCodes } from '../src/modules/auth/auth.table.ts';
import { DEVICE_COOKIE } from '../src/modules/auth/device-cookie.ts';
import { OTP_RULES } from '../src/modules/auth/otp.service.ts';
import { createServices } from '../src/services.ts';
import { lastCode, sessionCookie, solvedCaptcha, solvedProof, uniqueIp, uniqueMobile } from './support/auth.ts';
import { race, tally } from './support/race.ts';
import { buildTestApp, testConfig, testDatabase } from './support/test-app.ts';

describe('sign-in with a one-time code', () => {
  let app: App;
  let services: AppServices;
  // A proof of work of 12 bits (a few thousand hashes) keeps these tests quick; production asks 16 (OTP_POW_BITS).
  const config = { otpPowBits: 12 };
  beforeAll(async () => {
    services = createServices(testConfig(config), { info: () => {} });
    app = await buildTestApp({ services, config });
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

  /** What a request must carry besides the number: the fields a 422 names (none when the code was sent). */
  const askedFor = (res: { statusCode: number; json: () => { error?: { fields?: object } } }) =>
    res.statusCode === 422 ? Object.keys(res.json().error?.fields ?? {}).sort() : [];

  it('many people behind one carrier address: a captcha from a third of its limit, proof of work past it, never a refusal', async () => {
    const shared = uniqueIp();
    const limit = testConfig().otpPerIpPerHour;
    const answers: number[] = [];
    const asked: string[][] = [];
    for (let n = 0; n < limit + 5; n++) {
      // Each subscriber asks for their own number from a browser of their own; the form shows what the API asks for.
      const mobile = uniqueMobile();
      let res = await requestCode(mobile, shared);
      asked.push(askedFor(res));
      if (res.statusCode === 422) {
        const fields = askedFor(res);
        res = await requestCode(mobile, shared, {
          ...(fields.includes('captchaCode') ? await solvedCaptcha(app) : {}),
          ...(fields.includes('powNonce') ? await solvedProof(app, shared) : {}),
        });
      }
      answers.push(res.statusCode);
    }
    expect(answers.filter((status) => status !== 200)).toEqual([]);
    // Nothing for the first third, a captcha up to the limit, then the captcha and the work, asked for together.
    const third = limit / 3;
    expect(asked.slice(0, third)).toEqual(Array.from({ length: third }, () => []));
    expect(asked.slice(third, limit)).toEqual(Array.from({ length: limit - third }, () => ['captchaCode']));
    expect(asked.slice(limit)).toEqual(Array.from({ length: 5 }, () => ['captchaCode', 'powNonce']));
    expect((await requestCode(uniqueMobile(), shared)).json().error.fields).toEqual({
      captchaCode: 'کد امنیتی الزامی است.',
      powNonce:
        'از این شبکه یا مرورگر کدهای زیادی خواسته شده است؛ پیش از فرستادن کد، یک بررسی امنیتی چندثانیه‌ای لازم است.',
    });
  });

  /** `count` codes asked for from `ip` in the last hour (for other numbers), as a busy carrier address has. */
  async function busyAddress(ip: string, count: number) {
    const db = (await testDatabase()).db;
    await db.insert(oneTimeCodes).values(
      Array.from({ length: count }, () => ({
        mobile: uniqueMobile(),
        purpose: 'login',
        ip,
        device: '',
        codeHash: 'f'.repeat(64),
        expiresAt: new Date(Date.now() - 60_000),
        createdAt: new Date(Date.now() - 10 * 60_000),
      })),
    );
  }

  it('past the address limit the work is checked: solved it sends the code, and a challenge is good once', async () => {
    const ip = uniqueIp();
    await busyAddress(ip, testConfig().otpPerIpPerHour);
    const proof = await solvedProof(app, ip);
    expect(proof.bits).toBe(12);
    const answer = { powChallenge: proof.powChallenge, powNonce: proof.powNonce };
    const first = uniqueMobile();
    expect((await requestCode(first, ip, { ...(await solvedCaptcha(app)), ...answer })).statusCode).toBe(200);
    expect(lastCode(services, first)).toMatch(/^\d{6}$/);
    // Spent: the same work does not send another number's code.
    const again = await requestCode(uniqueMobile(), ip, { ...(await solvedCaptcha(app)), ...answer });
    expect(again.statusCode).toBe(422);
    expect(again.json().error.fields).toEqual({
      powNonce: 'بررسی امنیتی پذیرفته نشد یا منقضی شده است؛ دوباره دکمه را بزنید.',
    });
    // A nonce that does not do the work, and a challenge made easier than it was issued, are refused alike.
    const { powChallenge } = await solvedProof(app, ip);
    const works = (nonce: string) =>
      leadingZeroBits(
        createHash('sha256')
          .update(powChallenge + nonce)
          .digest(),
      ) >= 12;
    const lazy = { powChallenge, powNonce: ['0', '1', '2'].find((nonce) => !works(nonce))! };
    const [id, , expires, mac] = powChallenge.split('.');
    const easier = { powChallenge: [id, 1, expires, mac].join('.'), powNonce: '0' };
    for (const forged of [lazy, easier]) {
      const refused = await requestCode(uniqueMobile(), ip, { ...(await solvedCaptcha(app)), ...forged });
      expect(askedFor(refused)).toEqual(['powNonce']);
    }
  });

  it('a flood pays more: a bit more of work for each doubling of the address past its limit', async () => {
    const limit = testConfig().otpPerIpPerHour;
    const bitsAt = async (count: number) => {
      const ip = uniqueIp();
      await busyAddress(ip, count);
      return (await app.inject({ url: '/api/v1/auth/pow', remoteAddress: ip })).json<{ bits: number }>().bits;
    };
    expect([await bitsAt(limit), await bitsAt(2 * limit), await bitsAt(4 * limit), await bitsAt(9 * limit)]).toEqual([
      12, 13, 14, 15,
    ]);
  });

  it('a flooded address is not served by work done for a quiet one: the challenge must be as hard as it asks now', async () => {
    const flooded = uniqueIp();
    await busyAddress(flooded, 4 * testConfig().otpPerIpPerHour);
    // A challenge fetched from a quiet address (12 bits) and solved, then used at the flooded one (14 bits).
    const cheap = await solvedProof(app, uniqueIp());
    expect(cheap.bits).toBe(12);
    const refused = await requestCode(uniqueMobile(), flooded, {
      ...(await solvedCaptcha(app)),
      powChallenge: cheap.powChallenge,
      powNonce: cheap.powNonce,
    });
    expect(askedFor(refused)).toEqual(['powNonce']);
    // Its own challenge, solved, sends the code.
    const own = await solvedProof(app, flooded);
    expect(own.bits).toBe(14);
    const sent = await requestCode(uniqueMobile(), flooded, {
      ...(await solvedCaptcha(app)),
      powChallenge: own.powChallenge,
      powNonce: own.powNonce,
    });
    expect(sent.statusCode, sent.body).toBe(200);
  });

  it('a browser without a script waits instead of working: one wait at a time per address, good once its time has passed', async () => {
    const ip = uniqueIp();
    await busyAddress(ip, testConfig().otpPerIpPerHour);
    const wait = (challenge: string) =>
      app.inject({ method: 'POST', url: '/api/v1/auth/pow/wait', payload: { challenge }, remoteAddress: ip });
    // The clock stands still until the test moves it (timers still run).
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    try {
      const issued = (await app.inject({ url: '/api/v1/auth/pow', remoteAddress: ip })).json<{ challenge: string }>();
      const granted = await wait(issued.challenge);
      expect(granted.statusCode, granted.body).toBe(200);
      // 12 bits stand for half a second of a phone's work (16 bits: 8 seconds).
      expect(granted.json()).toMatchObject({ waitSeconds: 1 });
      const answer = { powChallenge: issued.challenge, powNonce: granted.json<{ nonce: string }>().nonce };
      // Used at once: not yet, saying how long, in Persian digits.
      const early = await requestCode(uniqueMobile(), ip, { ...(await solvedCaptcha(app)), ...answer });
      expect(early.statusCode).toBe(429);
      expect(early.json().error.message).toBe('لطفاً ۱ ثانیه دیگر دوباره درخواست کنید.');
      // Another browser of the address waits its turn.
      const other = (await app.inject({ url: '/api/v1/auth/pow', remoteAddress: ip })).json<{ challenge: string }>();
      const queued = await wait(other.challenge);
      expect(queued.statusCode).toBe(429);
      expect(queued.json().error.message).toBe('لطفاً ۱ ثانیه دیگر دوباره درخواست کنید.');
      // Its time has passed: the code is sent, once.
      vi.setSystemTime(Date.now() + 1_000);
      const mobile = uniqueMobile();
      expect((await requestCode(mobile, ip, { ...(await solvedCaptcha(app)), ...answer })).statusCode).toBe(200);
      expect(lastCode(services, mobile)).toMatch(/^\d{6}$/);
      expect(askedFor(await requestCode(uniqueMobile(), ip, { ...(await solvedCaptcha(app)), ...answer }))).toEqual([
        'powNonce',
      ]);
      // A waited nonce names its challenge: it does not serve another one.
      expect((await wait(other.challenge)).statusCode).toBe(200);
      const borrowed = { powChallenge: other.challenge, powNonce: answer.powNonce };
      expect(askedFor(await requestCode(uniqueMobile(), ip, { ...(await solvedCaptcha(app)), ...borrowed }))).toEqual([
        'powNonce',
      ]);
    } finally {
      vi.useRealTimers();
    }
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
    const asked: string[][] = [[]];
    for (let n = 1; n < OTP_RULES.perDevicePerHour; n++) {
      const mobile = uniqueMobile();
      let res = await fromDevice(mobile);
      asked.push(askedFor(res));
      if (res.statusCode === 422) {
        const fields = askedFor(res);
        res = await fromDevice(mobile, {
          ...(fields.includes('captchaCode') ? await solvedCaptcha(app) : {}),
          ...(fields.includes('powNonce')
            ? await solvedProof(app, uniqueIp(), { [DEVICE_COOKIE]: device!.value })
            : {}),
        });
      }
      answers.push(res.statusCode);
      // A known device is not given a new identifier.
      expect(res.cookies.find((c) => c.name === DEVICE_COOKIE)).toBeUndefined();
    }
    expect(answers.every((status) => status === 200)).toBe(true);
    // A captcha from its fourth code, and the work as well from its seventh, wherever it asks from.
    expect(asked).toEqual([
      [],
      [],
      [],
      ['captchaCode'],
      ['captchaCode'],
      ['captchaCode'],
      ['captchaCode', 'powNonce'],
      ['captchaCode', 'powNonce'],
      ['captchaCode', 'powNonce'],
      ['captchaCode', 'powNonce'],
    ]);
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
