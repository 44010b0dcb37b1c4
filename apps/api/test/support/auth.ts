import { randomInt } from 'node:crypto';
import { solveProofOfWork } from '@shahrbazar/domain/rules/proof-of-work';
import type { Db } from '../../src/db/client.ts';
import type { App, AppServices } from '../../src/http/types.ts';
import { sessionPolicy } from '../../src/modules/auth/session-cookie.ts';
import { createSession } from '../../src/modules/auth/session.service.ts';
import { insertUser } from '../../src/modules/users/user.repository.ts';
import { testConfig } from './test-app.ts';

// The numbers of a worker run on from a random start, one after another: a worker's files share one database (ADR
// 0032), and thousands of numbers drawn at random from 10 million met twice now and then (a duplicate mobile failed
// chat.test.ts once in a whole run).
let nextMobile = randomInt(0, 10_000_000);

/** A mobile number no other test of this worker's database uses. */
export function uniqueMobile(): string {
  nextMobile = (nextMobile + 1) % 10_000_000;
  return `0935${nextMobile.toString().padStart(7, '0')}`;
}

/** A client address no other test uses (limits are counted per IP). */
export function uniqueIp(): string {
  return `10.${randomInt(0, 256)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;
}

/** The newest one-time code the console SMS driver "sent" to a number. */
export function lastCode(services: AppServices, mobile: string): string {
  const [entry] = services.outbox?.list('sms', { to: mobile }) ?? [];
  const code = entry?.text.match(/\d{6}/)?.[0];
  if (!code) throw new Error(`no code was sent to ${mobile}`);
  return code;
}

/** The session cookie a response set, as a Cookie header value. */
export function sessionCookie(res: { cookies: Array<{ name: string; value: string }> }): string {
  const cookie = res.cookies.find((c) => c.name === 'token');
  if (!cookie) throw new Error('no session cookie was set');
  return `token=${cookie.value}`;
}

/** Signs in with a one-time code through the API, as the login screen does; returns the Cookie header. */
export async function loginWithCode(
  app: App,
  services: AppServices,
  mobile: string,
  options: { panel?: 'general' | 'agent' | 'manager'; ip?: string } = {},
): Promise<string> {
  const remoteAddress = options.ip ?? uniqueIp();
  const sent = await app.inject({ method: 'POST', url: '/api/v1/auth/otp', payload: { mobile }, remoteAddress });
  if (sent.statusCode !== 200) throw new Error(`otp request failed: ${sent.body}`);
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/login/otp',
    payload: { mobile, code: lastCode(services, mobile), panel: options.panel ?? 'general' },
    remoteAddress,
  });
  if (res.statusCode !== 200) throw new Error(`otp login failed: ${res.body}`);
  return sessionCookie(res);
}

/**
 * A fresh captcha and its answer (read through the development hook, as browser tests do). Each is asked for from an
 * address of its own, so a test that needs many is not held back by the captcha's rate limit per address.
 */
export async function solvedCaptcha(app: App): Promise<{ captchaId: string; captchaCode: string }> {
  const made = await app.inject({ url: '/api/v1/auth/captcha', remoteAddress: uniqueIp() });
  const { captchaId } = made.json<{ captchaId: string }>();
  const { answer } = (await app.inject({ url: `/api/v1/dev/captcha/${captchaId}` })).json<{ answer: string }>();
  return { captchaId, captchaCode: answer };
}

/**
 * A proof-of-work challenge asked for from `remoteAddress` (its difficulty depends on the address's codes, and on the
 * device a `device` cookie names) and solved here as the sign-in page's script solves it (ADR 0091).
 */
export async function solvedProof(
  app: App,
  remoteAddress: string,
  cookies: Record<string, string> = {},
): Promise<{ powChallenge: string; powNonce: string; bits: number }> {
  const issued = await app.inject({ url: '/api/v1/auth/pow', remoteAddress, cookies });
  if (issued.statusCode !== 200) throw new Error(`no challenge: ${issued.body}`);
  const { challenge, bits } = issued.json<{ challenge: string; bits: number }>();
  const nonce = await solveProofOfWork(challenge, bits);
  if (nonce === undefined) throw new Error('the challenge was not solved');
  return { powChallenge: challenge, powNonce: nonce, bits };
}

/** A back-office (manager) session of a new user of a type, with a role or none: its cookie. */
export async function staffSession(db: Db, type: number, roleId: number | null = null): Promise<string> {
  const user = await insertUser(db, { mobile: uniqueMobile(), name: 'کارمند', type, roleId });
  const { token } = await createSession(db, sessionPolicy(testConfig()), {
    userId: user.id,
    kind: 'manager',
    deviceType: 0,
    userAgent: '',
    ip: '',
  });
  return `token=${token}`;
}
