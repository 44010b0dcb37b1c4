import { and, count, desc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import type { SmsSender } from '../notify/notify.types.ts';
import { authFailures, oneTimeCodes } from './auth.table.ts';
import { newOneTimeCode, sameHash, secretHash } from './crypto.ts';

export type OtpPurpose = 'login' | 'reset';

/** The limits of one-time codes (issue 3): 2 minutes, single use, 5 tries, throttled per number and per IP. */
export const OTP_RULES = {
  ttlMs: 120_000,
  resendAfterMs: 60_000,
  maxTries: 5,
  perMobilePerHour: 5,
  // Many mobile users share one carrier IP (CGNAT): limits per IP are looser than per number.
  perIpPerHour: 30,
  /** After this many codes for a number, codes from an IP, or failed sign-ins in the last hour, a captcha is due. */
  captchaAfter: { mobileCodes: 2, ipCodes: 10, failures: 3 },
} as const;

const HOUR_MS = 3_600_000;
const purposeKey = (purpose: OtpPurpose, mobile: string) => `otp:${purpose}:${mobile}`;

/** How many codes this number and this IP asked for, and failed sign-ins, in the last hour. */
export async function recentActivity(db: Db, mobile: string, ip: string) {
  const since = new Date(Date.now() - HOUR_MS);
  const [codes] = await db
    .select({
      mobile: count(sql`case when ${oneTimeCodes.mobile} = ${mobile} then 1 end`),
      ip: count(sql`case when ${oneTimeCodes.ip} = ${ip} then 1 end`),
      last: sql<string | null>`max(case when ${oneTimeCodes.mobile} = ${mobile} then ${oneTimeCodes.createdAt} end)`,
    })
    .from(oneTimeCodes)
    .where(and(gt(oneTimeCodes.createdAt, since), or(eq(oneTimeCodes.mobile, mobile), eq(oneTimeCodes.ip, ip))));
  const [failures] = await db
    .select({ n: count() })
    .from(authFailures)
    .where(and(gt(authFailures.createdAt, since), or(eq(authFailures.subject, mobile), eq(authFailures.ip, ip))));
  return {
    mobileCodes: codes?.mobile ?? 0,
    ipCodes: codes?.ip ?? 0,
    lastCodeAt: codes?.last ? new Date(codes.last) : undefined,
    failures: failures?.n ?? 0,
  };
}

/** The codes one address may ask for in an hour, and after how many of them a captcha is due (a third). */
export interface IpCodeLimits {
  perIpPerHour: number;
}
const DEFAULT_IP_LIMITS: IpCodeLimits = { perIpPerHour: OTP_RULES.perIpPerHour };
const captchaAfterIpCodes = (limits: IpCodeLimits) =>
  Math.ceil((limits.perIpPerHour * OTP_RULES.captchaAfter.ipCodes) / OTP_RULES.perIpPerHour);

/** Whether the next code request of this number or IP must carry a solved captcha. */
export function captchaNeeded(
  activity: { mobileCodes: number; ipCodes: number; failures: number },
  ipLimits: IpCodeLimits = DEFAULT_IP_LIMITS,
): boolean {
  const limits = OTP_RULES.captchaAfter;
  return (
    activity.mobileCodes >= limits.mobileCodes ||
    activity.ipCodes >= captchaAfterIpCodes(ipLimits) ||
    activity.failures >= limits.failures
  );
}

/** Throttles a code request: too soon after the last one, or too many this hour, is refused with 429. */
export function assertMayRequest(
  activity: Awaited<ReturnType<typeof recentActivity>>,
  ipLimits: IpCodeLimits = DEFAULT_IP_LIMITS,
): void {
  if (activity.lastCodeAt && Date.now() - activity.lastCodeAt.getTime() < OTP_RULES.resendAfterMs) {
    const seconds = Math.ceil((OTP_RULES.resendAfterMs - (Date.now() - activity.lastCodeAt.getTime())) / 1000);
    throw new AppError('rate_limited', {
      fa: `لطفاً ${seconds} ثانیه دیگر دوباره درخواست کنید.`,
      en: `Please ask again in ${seconds} seconds.`,
    });
  }
  if (activity.mobileCodes >= OTP_RULES.perMobilePerHour || activity.ipCodes >= ipLimits.perIpPerHour) {
    throw new AppError('rate_limited');
  }
}

/** One code request for a number and an address at a time: the throttle's check and the code's insert are one step. */
async function lockCodeRequests(tx: Db, mobile: string, ip: string): Promise<void> {
  // Always the number first, then the address: two requests never wait on each other in a circle.
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('otp-mobile'), hashtext(${mobile}))`);
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('otp-ip'), hashtext(${ip}))`);
}

/**
 * Makes a code and stores only its HMAC, after checking the throttle again under a lock per number and per address:
 * concurrent requests for one number are counted one after another, so at most the limit is ever sent.
 */
export async function storeCode(
  db: Db,
  secret: string,
  input: { mobile: string; purpose: OtpPurpose; ip: string },
  ipLimits: IpCodeLimits = DEFAULT_IP_LIMITS,
): Promise<string> {
  return db.transaction(async (tx) => {
    await lockCodeRequests(tx, input.mobile, input.ip);
    assertMayRequest(await recentActivity(tx, input.mobile, input.ip), ipLimits);
    const code = newOneTimeCode();
    await tx.insert(oneTimeCodes).values({
      mobile: input.mobile,
      purpose: input.purpose,
      ip: input.ip,
      codeHash: secretHash(secret, purposeKey(input.purpose, input.mobile), code),
      expiresAt: new Date(Date.now() + OTP_RULES.ttlMs),
    });
    return code;
  });
}

/** Sends a stored code by SMS (after its transaction: the number's lock is not held over the SMS call). */
export async function sendCode(
  deps: { sms: SmsSender; otpTemplate?: string | undefined },
  input: { mobile: string; purpose: OtpPurpose },
  code: string,
): Promise<void> {
  const text =
    input.purpose === 'login'
      ? `شهربازار\nکد ورود شما: ${code}\nاین کد تا ۲ دقیقه معتبر است.`
      : `شهربازار\nکد بازیابی رمز عبور: ${code}\nاین کد تا ۲ دقیقه معتبر است.`;
  await deps.sms.send({
    to: input.mobile,
    text,
    ...(deps.otpTemplate ? { template: { name: deps.otpTemplate, tokens: [code] } } : {}),
  });
}

/** Records a failed sign-in against an account and an IP (feeds the captcha rule). */
export async function recordFailure(db: Db, subject: string, ip: string): Promise<void> {
  await db.insert(authFailures).values({ subject, ip });
}

/**
 * Checks a code against the newest live code of that number and purpose. Right: it is used up (once, even under
 * concurrent tries). Wrong: its tries go up, and at the fifth it is dead. Either failure is recorded.
 */
export async function consumeCode(
  db: Db,
  secret: string,
  input: { mobile: string; purpose: OtpPurpose; code: string; ip: string },
): Promise<boolean> {
  const now = new Date();
  const [live] = await db
    .select()
    .from(oneTimeCodes)
    .where(
      and(
        eq(oneTimeCodes.mobile, input.mobile),
        eq(oneTimeCodes.purpose, input.purpose),
        isNull(oneTimeCodes.consumedAt),
        gt(oneTimeCodes.expiresAt, now),
      ),
    )
    .orderBy(desc(oneTimeCodes.createdAt))
    .limit(1);
  if (live && sameHash(live.codeHash, secretHash(secret, purposeKey(input.purpose, input.mobile), input.code))) {
    const used = await db
      .update(oneTimeCodes)
      .set({ consumedAt: now })
      .where(and(eq(oneTimeCodes.id, live.id), isNull(oneTimeCodes.consumedAt)))
      .returning({ id: oneTimeCodes.id });
    if (used.length > 0) return true;
  } else if (live) {
    await db
      .update(oneTimeCodes)
      .set({
        attempts: sql`${oneTimeCodes.attempts} + 1`,
        // coalesce: a right try that used the code up at the same moment must stay used up.
        consumedAt: sql`coalesce(${oneTimeCodes.consumedAt}, case when ${oneTimeCodes.attempts} + 1 >= ${OTP_RULES.maxTries} then now() end)`,
      })
      .where(eq(oneTimeCodes.id, live.id));
  }
  await recordFailure(db, input.mobile, input.ip);
  return false;
}
