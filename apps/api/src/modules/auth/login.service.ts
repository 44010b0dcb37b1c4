import type { FastifyReply, FastifyRequest } from 'fastify';
import type {
  OtpLoginSchema,
  OtpRequestSchema,
  PasswordLoginSchema,
  RegisterSchema,
  ResetPasswordSchema,
} from '@shahrbazar/domain/api/auth.schema';
import type { LoginResult } from '@shahrbazar/domain/api/user.schema';
import { normalizeMobile } from '@shahrbazar/domain/rules/mobile';
import { UserType } from '@shahrbazar/domain/enums/people';
import type { z } from 'zod';
import { AppError } from '../../http/app-error.ts';
import { SmsDeliveryError } from '../notify/notify.errors.ts';
import type { AppDeps } from '../../http/types.ts';
import {
  findUserByEmail,
  findUserByMobile,
  findUserIdByReferral,
  insertUser,
  updateUser,
} from '../users/user.repository.ts';
import type { UserRow } from '../users/user.mapper.ts';
import { verifyCaptcha } from './captcha.service.ts';
import { hashPassword, verifyPassword } from './crypto.ts';
import {
  assertMayRequest,
  captchaNeeded,
  consumeCode,
  forgetCode,
  type IpCodeLimits,
  OTP_RULES,
  proofOfWorkBits,
  proofOfWorkNeeded,
  recentActivity,
  sendCode,
  storeCode,
} from './otp.service.ts';
import { signIn } from './auth.service.ts';
import { forgetPasswordFailures, takePasswordTry } from './password-throttle.ts';
import { verifyProof } from './proof-of-work.service.ts';
import { revokeAllSessions } from './session.service.ts';

const invalidField = (field: string, key: string) => new AppError('validation', undefined, { [field]: key });
const WRONG_CREDENTIALS = {
  fa: 'شماره موبایل/ایمیل یا رمز عبور اشتباه است.',
  en: 'The mobile number/e-mail or password is wrong.',
};
// Verifying against a real hash when the account does not exist keeps the answer time the same (no account hint).
const DUMMY_HASH = hashPassword('not-a-real-password-timing-only');

/** Checks the captcha a form carries; a missing or wrong one is a field error the form shows next to the image. */
async function requireCaptcha(
  deps: AppDeps,
  body: { captchaId?: string | undefined; captchaCode?: string | undefined },
) {
  if (!body.captchaId || !body.captchaCode) throw invalidField('captchaCode', 'captchaRequired');
  if (!(await verifyCaptcha(deps.database.db, deps.config.appSecret, body.captchaId, body.captchaCode))) {
    throw invalidField('captchaCode', 'captchaWrong');
  }
}

/** A sign-in or reset code the SMS provider did not take (503). */
const CODE_NOT_SENT = {
  fa: 'ارسال پیامک کد فعلاً ممکن نیست. چند دقیقهٔ دیگر دوباره تلاش کنید.',
  en: 'The code could not be sent by SMS just now. Please try again in a few minutes.',
};

/**
 * Checks the proof of work a code request carries and uses it up; a wrong or spent one is a field error. The challenge
 * must be at least as hard as the address's codes call for now, less one bit (the address may have passed a doubling
 * while the browser worked): a challenge fetched from a quiet address does not serve a flooded one.
 */
async function requireProofOfWork(
  deps: AppDeps,
  body: { powChallenge?: string | undefined; powNonce?: string | undefined },
  activity: { ipCodes: number },
  ipLimits: IpCodeLimits,
) {
  const proof = { challenge: body.powChallenge ?? '', nonce: body.powNonce ?? '' };
  const base = deps.config.otpPowBits;
  const minBits = Math.max(base, proofOfWorkBits(activity, base, ipLimits) - 1);
  const verdict = await verifyProof(deps.services.sharedStore, deps.config.appSecret, proof, minBits);
  if (verdict !== 'ok') throw invalidField('powNonce', 'powWrong');
}

/**
 * Sends a one-time code. The answer is the same whether the number is registered or not; a reset code is only
 * really sent to a registered number. `device` is the browser's device cookie (device-cookie.ts).
 */
export async function requestOtp(
  deps: AppDeps,
  from: { ip: string; device: string; log?: { warn(details: object, message: string): void } },
  body: z.output<typeof OtpRequestSchema>,
) {
  const db = deps.database.db;
  const { ip, device } = from;
  const activity = await recentActivity(db, body.mobile, ip, device);
  const ipLimits = { perIpPerHour: deps.config.otpPerIpPerHour };
  assertMayRequest(activity, ipLimits);
  const captcha = captchaNeeded(activity, ipLimits);
  const work = proofOfWorkNeeded(activity, ipLimits);
  // What is missing is said all at once, before anything is used up: a busy address's first request asks for the
  // captcha and the work together, and the typed captcha is not spent while the browser works.
  const missing = {
    ...(captcha && !(body.captchaId && body.captchaCode) ? { captchaCode: 'captchaRequired' } : {}),
    ...(work && !(body.powChallenge && body.powNonce) ? { powNonce: 'powRequired' } : {}),
  };
  if (Object.keys(missing).length > 0) throw new AppError('validation', undefined, missing);
  if (captcha) await requireCaptcha(deps, body);
  if (work) await requireProofOfWork(deps, body, activity, ipLimits);
  // The throttle is checked again, atomically with the insert (concurrent requests for one number or device).
  const code = await storeCode(db, deps.config.appSecret, { ...body, ip, device }, ipLimits);
  const known = body.purpose === 'login' || (await findUserByMobile(db, body.mobile)) !== undefined;
  if (known) {
    try {
      await sendCode({ sms: deps.services.sms, otpTemplate: deps.config.sms.kavenegar?.otpTemplate }, body, code);
    } catch (error) {
      // The provider refused, failed or did not answer (issue 30): the person is told to try again shortly, in the
      // one error shape, and the code that never left does not count against their throttle.
      if (!(error instanceof SmsDeliveryError)) throw error;
      from.log?.warn({ err: error }, 'sign-in code not sent: the SMS provider failed');
      await forgetCode(db, deps.config.appSecret, body, code);
      throw new AppError('unavailable', CODE_NOT_SENT);
    }
  }
  return { sent: true as const, expiresIn: OTP_RULES.ttlMs / 1000, resendIn: OTP_RULES.resendAfterMs / 1000 };
}

/** Uses up the code sent to a number, or fails on the `code` field. */
async function requireCode(
  deps: AppDeps,
  input: { mobile: string; purpose: 'login' | 'reset'; code: string; ip: string },
) {
  if (!(await consumeCode(deps.database.db, deps.config.appSecret, input))) throw invalidField('code', 'codeWrong');
}

/** A new customer account for a proved mobile number, crediting whoever invited them. */
async function createCustomer(
  deps: AppDeps,
  input: { mobile: string; name: string; passwordHash?: string; referralId?: string | undefined },
): Promise<UserRow> {
  const db = deps.database.db;
  const referredBy = input.referralId ? await findUserIdByReferral(db, input.referralId) : undefined;
  return insertUser(db, {
    mobile: input.mobile,
    name: input.name,
    passwordHash: input.passwordHash ?? null,
    type: UserType.client,
    referredBy: referredBy ?? null,
  });
}

/** Logs in with a code; a new number in the user panel becomes a new customer account (Divar-style). */
export async function otpLogin(
  deps: AppDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  body: z.output<typeof OtpLoginSchema>,
): Promise<LoginResult> {
  const db = deps.database.db;
  await requireCode(deps, { mobile: body.mobile, purpose: 'login', code: body.code, ip: request.ip });
  const existing = await findUserByMobile(db, body.mobile);
  if (existing) return signIn(deps, request, reply, existing, body.panel);
  if (body.panel !== 'general') throw new AppError('forbidden');
  const user = await createCustomer(deps, { mobile: body.mobile, name: body.name ?? '', referralId: body.referralId });
  return signIn(deps, request, reply, user, 'general', true);
}

/**
 * Logs in with mobile number or e-mail and password; the captcha comes first, every time, then the account's own
 * throttle (tries from any address count; the code sign-in stays open to the owner).
 */
export async function passwordLogin(
  deps: AppDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  body: z.output<typeof PasswordLoginSchema>,
): Promise<LoginResult> {
  const db = deps.database.db;
  await requireCaptcha(deps, body);
  const mobile = normalizeMobile(body.username);
  const user: UserRow | undefined = mobile
    ? await findUserByMobile(db, mobile)
    : body.username.includes('@')
      ? await findUserByEmail(db, body.username)
      : undefined;
  // One subject per account, by mobile or by e-mail alike; an unknown name is throttled as typed.
  const subject = user?.mobile ?? mobile ?? body.username.toLowerCase();
  const throttled = await takePasswordTry(db, subject, request.ip).then(
    () => undefined,
    (error: unknown) => error,
  );
  // A refused try costs a password check too (against the dummy hash): a registered number and an unknown one, a
  // throttled try and a checked one, all take the same time (issue 34).
  const matches =
    user?.passwordHash && !throttled
      ? await verifyPassword(user.passwordHash, body.password)
      : await verifyPassword(await DUMMY_HASH, body.password).then(() => false);
  if (throttled) throw throttled;
  if (!user || !matches) throw new AppError('unauthenticated', WRONG_CREDENTIALS);
  await forgetPasswordFailures(db, subject);
  return signIn(deps, request, reply, user, body.panel);
}

/** Registers (or completes an account made by code login) with name and password, the mobile proved by its code. */
export async function register(
  deps: AppDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  body: z.output<typeof RegisterSchema>,
): Promise<LoginResult> {
  const db = deps.database.db;
  await requireCode(deps, { mobile: body.mobile, purpose: 'login', code: body.code, ip: request.ip });
  const passwordHash = await hashPassword(body.password);
  const existing = await findUserByMobile(db, body.mobile);
  if (existing?.passwordHash) {
    throw new AppError('conflict', {
      fa: 'این شماره موبایل قبلاً ثبت‌نام کرده است؛ وارد شوید.',
      en: 'This mobile number is already registered; please log in.',
    });
  }
  const user = existing
    ? await updateUser(db, existing.id, { name: body.name, passwordHash })
    : await createCustomer(deps, { mobile: body.mobile, name: body.name, passwordHash, referralId: body.referralId });
  if (!user) throw new AppError('not_found');
  return signIn(deps, request, reply, user, 'general', !existing);
}

/** Sets a new password with a reset code and signs the account out everywhere. */
export async function resetPassword(deps: AppDeps, ip: string, body: z.output<typeof ResetPasswordSchema>) {
  const db = deps.database.db;
  await requireCode(deps, { mobile: body.mobile, purpose: 'reset', code: body.code, ip });
  // A code is only sent to registered numbers, so a used-up code always has its user.
  const user = await findUserByMobile(db, body.mobile);
  if (!user) throw invalidField('code', 'codeWrong');
  await updateUser(db, user.id, { passwordHash: await hashPassword(body.password) });
  await revokeAllSessions(db, user.id);
  return { done: true as const };
}
