import { and, count, eq, gt, max, sql } from 'drizzle-orm';
import { localizeDigits } from '@shahrbazar/domain/format/number';
import { PASSWORD_THROTTLE, passwordTryAllowedIn } from '@shahrbazar/domain/rules/sign-in-throttle';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { authFailures } from './auth.table.ts';

/**
 * Takes one password try for an account, whatever the address: under a lock on the account, the failures of the
 * window decide whether a try is allowed yet (429 with the seconds to wait otherwise), and the try is written down
 * as a failure before the password is checked, so tries racing each other each see the ones before. A right
 * password forgets the account's failures (forgetPasswordFailures).
 */
export async function takePasswordTry(db: Db, subject: string, ip: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('password-try'), hashtext(${subject}))`);
    const now = new Date();
    const [seen] = await tx
      .select({ n: count(), last: max(authFailures.createdAt) })
      .from(authFailures)
      .where(
        and(
          eq(authFailures.subject, subject),
          gt(authFailures.createdAt, new Date(now.getTime() - PASSWORD_THROTTLE.windowMs)),
        ),
      );
    const waitMs = passwordTryAllowedIn(seen?.n ?? 0, seen?.last ? new Date(seen.last) : undefined, now);
    if (waitMs > 0) {
      // Worded alike whether an account has the name or not: the answer says nothing of who is registered.
      const seconds = Math.ceil(waitMs / 1000);
      throw new AppError('rate_limited', {
        fa: `برای این نام کاربری چند بار رمز عبور اشتباه وارد شده است. ${localizeDigits(seconds, 'fa')} ثانیه دیگر دوباره امتحان کنید، یا با کد پیامکی وارد شوید.`,
        en: `Too many wrong passwords for this username. Try again in ${seconds} seconds, or sign in with a code by SMS.`,
      });
    }
    await tx.insert(authFailures).values({ subject, ip, createdAt: now });
  });
}

/** The owner proved the password: the account's failures are forgotten. */
export async function forgetPasswordFailures(db: Db, subject: string): Promise<void> {
  await db.delete(authFailures).where(eq(authFailures.subject, subject));
}
