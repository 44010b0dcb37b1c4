import { and, count, desc, eq, gt, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { POW_MAX_EXTRA_BITS } from '@shahrbazar/domain/rules/proof-of-work';
import type { Db } from '../../db/client.ts';
import { tooSoon } from '../../http/retry-after.ts';
import type { SmsSender } from '../notify/notify.types.ts';
import { authFailures, oneTimeCodes } from './auth.table.ts';
import { newOneTimeCode, sameHash, secretHash } from './crypto.ts';

export type OtpPurpose = 'login' | 'reset';

/**
 * The limits of one-time codes (issues 3 and 34): 2 minutes, single use, 5 tries. A number and a device (device-cookie.ts)
 * are refused past their limits, with how long to wait; an address never is below a high ceiling: many subscribers
 * share one carrier address (CGNAT), so past a third of its limit an address only asks for a captcha, and past its
 * limit for a proof of work as well (ADR 0091).
 */
export const OTP_RULES = {
  ttlMs: 120_000,
  resendAfterMs: 60_000,
  maxTries: 5,
  perMobilePerHour: 5,
  perDevicePerHour: 10,
  /** Codes an address may ask for in an hour, as a multiple of OTP_PER_IP_PER_HOUR, before it is refused (a floodgate). */
  ipCeilingFactor: 10,
  /** After this many codes for a number or a device, codes from an IP, or failed sign-ins in the last hour, a captcha is due. */
  captchaAfter: { mobileCodes: 2, deviceCodes: 3, ipCodes: 10, failures: 3 },
  /**
   * After this many codes for a device, or OTP_PER_IP_PER_HOUR codes from an address, the request also carries a solved
   * proof of work (ADR 0091).
   */
  powAfter: { deviceCodes: 6 },
} as const;

/** The default of OTP_PER_IP_PER_HOUR, of which a third is asked for without a captcha. */
const DEFAULT_PER_IP_PER_HOUR = 30;
const HOUR_MS = 3_600_000;
const purposeKey = (purpose: OtpPurpose, mobile: string) => `otp:${purpose}:${mobile}`;

/** How many codes this number, device and IP asked for in the last hour (and when the oldest), and failed sign-ins. */
export async function recentActivity(db: Db, mobile: string, ip: string, device = '') {
  const since = new Date(Date.now() - HOUR_MS);
  const forMobile = eq(oneTimeCodes.mobile, mobile);
  const forIp = eq(oneTimeCodes.ip, ip);
  const forDevice = and(eq(oneTimeCodes.device, device), sql`${device} <> ''`);
  const first = (condition: SQL | undefined) =>
    sql<string | null>`min(case when ${condition} then ${oneTimeCodes.createdAt} end)`;
  const [codes] = await db
    .select({
      mobile: count(sql`case when ${forMobile} then 1 end`),
      ip: count(sql`case when ${forIp} then 1 end`),
      device: count(sql`case when ${forDevice} then 1 end`),
      last: sql<string | null>`max(case when ${forMobile} then ${oneTimeCodes.createdAt} end)`,
      firstMobile: first(forMobile),
      firstIp: first(forIp),
      firstDevice: first(forDevice),
    })
    .from(oneTimeCodes)
    .where(and(gt(oneTimeCodes.createdAt, since), or(forMobile, forIp, device ? forDevice : undefined)));
  const [failures] = await db
    .select({ n: count() })
    .from(authFailures)
    .where(and(gt(authFailures.createdAt, since), or(eq(authFailures.subject, mobile), eq(authFailures.ip, ip))));
  const at = (value: string | null | undefined) => (value ? new Date(value) : undefined);
  return {
    mobileCodes: codes?.mobile ?? 0,
    ipCodes: codes?.ip ?? 0,
    deviceCodes: codes?.device ?? 0,
    lastCodeAt: at(codes?.last),
    firstMobileCodeAt: at(codes?.firstMobile),
    firstIpCodeAt: at(codes?.firstIp),
    firstDeviceCodeAt: at(codes?.firstDevice),
    failures: failures?.n ?? 0,
  };
}

/** The codes one address may ask for in an hour (OTP_PER_IP_PER_HOUR), a third of them without a captcha. */
export interface IpCodeLimits {
  perIpPerHour: number;
}
const DEFAULT_IP_LIMITS: IpCodeLimits = { perIpPerHour: DEFAULT_PER_IP_PER_HOUR };
const captchaAfterIpCodes = (limits: IpCodeLimits) =>
  Math.ceil((limits.perIpPerHour * OTP_RULES.captchaAfter.ipCodes) / DEFAULT_PER_IP_PER_HOUR);

/** Whether the next code request of this number, device or IP must carry a solved captcha. */
export function captchaNeeded(
  activity: { mobileCodes: number; ipCodes: number; deviceCodes?: number; failures: number },
  ipLimits: IpCodeLimits = DEFAULT_IP_LIMITS,
): boolean {
  const limits = OTP_RULES.captchaAfter;
  return (
    activity.mobileCodes >= limits.mobileCodes ||
    (activity.deviceCodes ?? 0) >= limits.deviceCodes ||
    activity.ipCodes >= captchaAfterIpCodes(ipLimits) ||
    activity.failures >= limits.failures
  );
}

/**
 * Whether the next code request of this device or address must also carry a solved proof of work (ADR 0091): a
 * browser that asked for many numbers' codes, or an address past its hourly limit (below its ceiling, where it is
 * refused), does a few seconds' work for each further code.
 */
export function proofOfWorkNeeded(
  activity: { ipCodes: number; deviceCodes?: number },
  ipLimits: IpCodeLimits = DEFAULT_IP_LIMITS,
): boolean {
  return (activity.deviceCodes ?? 0) >= OTP_RULES.powAfter.deviceCodes || activity.ipCodes >= ipLimits.perIpPerHour;
}

/**
 * The difficulty asked of the next challenge: the base (OTP_POW_BITS), one bit more for each doubling of an address's
 * codes past its limit, at most POW_MAX_EXTRA_BITS more: a flood pays more than a busy carrier address.
 */
export function proofOfWorkBits(activity: { ipCodes: number }, baseBits: number, ipLimits: IpCodeLimits): number {
  const past = activity.ipCodes / ipLimits.perIpPerHour;
  const extra = past >= 1 ? Math.floor(Math.log2(past)) : 0;
  return baseBits + Math.min(POW_MAX_EXTRA_BITS, extra);
}

/** When the oldest of the hour's codes leaves the hour, freeing a place. */
const untilFreed = (firstAt: Date | undefined) => (firstAt ? firstAt.getTime() + HOUR_MS - Date.now() : HOUR_MS);

/**
 * Throttles a code request, always saying how long to wait: too soon after the number's last code, or too many this
 * hour for the number or the device, is refused with 429. An address is refused only past its ceiling (ten times its
 * limit); below it, it asks for a captcha (captchaNeeded).
 */
export function assertMayRequest(
  activity: Awaited<ReturnType<typeof recentActivity>>,
  ipLimits: IpCodeLimits = DEFAULT_IP_LIMITS,
): void {
  if (activity.lastCodeAt && Date.now() - activity.lastCodeAt.getTime() < OTP_RULES.resendAfterMs) {
    throw tooSoon(OTP_RULES.resendAfterMs - (Date.now() - activity.lastCodeAt.getTime()));
  }
  if (activity.mobileCodes >= OTP_RULES.perMobilePerHour) throw tooSoon(untilFreed(activity.firstMobileCodeAt));
  if (activity.deviceCodes >= OTP_RULES.perDevicePerHour) throw tooSoon(untilFreed(activity.firstDeviceCodeAt));
  if (activity.ipCodes >= ipLimits.perIpPerHour * OTP_RULES.ipCeilingFactor) {
    throw tooSoon(untilFreed(activity.firstIpCodeAt));
  }
}

/**
 * One code request for a number, a device and an address at a time: the throttle's check and the code's insert are
 * one step.
 */
async function lockCodeRequests(tx: Db, mobile: string, ip: string, device: string): Promise<void> {
  // Always the number first, then the device, then the address: two requests never wait on each other in a circle.
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('otp-mobile'), hashtext(${mobile}))`);
  if (device) await tx.execute(sql`select pg_advisory_xact_lock(hashtext('otp-device'), hashtext(${device}))`);
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('otp-ip'), hashtext(${ip}))`);
}

/**
 * Makes a code and stores only its HMAC, after checking the throttle again under a lock per number and per address:
 * concurrent requests for one number are counted one after another, so at most the limit is ever sent.
 */
export async function storeCode(
  db: Db,
  secret: string,
  input: { mobile: string; purpose: OtpPurpose; ip: string; device?: string },
  ipLimits: IpCodeLimits = DEFAULT_IP_LIMITS,
): Promise<string> {
  const device = input.device ?? '';
  return db.transaction(async (tx) => {
    await lockCodeRequests(tx, input.mobile, input.ip, device);
    assertMayRequest(await recentActivity(tx, input.mobile, input.ip, device), ipLimits);
    const code = newOneTimeCode();
    await tx.insert(oneTimeCodes).values({
      mobile: input.mobile,
      purpose: input.purpose,
      ip: input.ip,
      device,
      codeHash: secretHash(secret, purposeKey(input.purpose, input.mobile), code),
      expiresAt: new Date(Date.now() + OTP_RULES.ttlMs),
    });
    return code;
  });
}

/**
 * Forgets a stored code the SMS provider did not take: it never reached the number, so it must not count against the
 * number's, the address's or the device's throttle (the person asks again once the provider is back).
 */
export async function forgetCode(
  db: Db,
  secret: string,
  input: { mobile: string; purpose: OtpPurpose },
  code: string,
): Promise<void> {
  const codeHash = secretHash(secret, purposeKey(input.purpose, input.mobile), code);
  await db
    .delete(oneTimeCodes)
    .where(
      and(
        eq(oneTimeCodes.mobile, input.mobile),
        eq(oneTimeCodes.purpose, input.purpose),
        eq(oneTimeCodes.codeHash, codeHash),
      ),
    );
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

/** When each of these numbers' newest live login code expires (ISO), for those that have one (a page of users). */
export async function pendingLoginCodes(db: Db, mobiles: readonly string[]): Promise<Map<string, string>> {
  if (mobiles.length === 0) return new Map();
  const rows = await db
    .select({ mobile: oneTimeCodes.mobile, expiresAt: sql<string>`max(${oneTimeCodes.expiresAt})` })
    .from(oneTimeCodes)
    .where(
      and(
        inArray(oneTimeCodes.mobile, [...mobiles]),
        eq(oneTimeCodes.purpose, 'login'),
        isNull(oneTimeCodes.consumedAt),
        gt(oneTimeCodes.expiresAt, new Date()),
      ),
    )
    .groupBy(oneTimeCodes.mobile);
  return new Map(rows.map((row) => [row.mobile, new Date(row.expiresAt).toISOString()]));
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
