import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Captcha } from '@shahrbazar/domain/api/auth.schema';
import type { Db } from '../../db/client.ts';
import { randomCaptchaText, renderCaptchaPng } from '../captcha/captcha-image.ts';
import { captchas } from './auth.table.ts';
import { sameHash, secretHash } from './crypto.ts';

const CAPTCHA_TTL_MS = 5 * 60_000;

/**
 * Answers of recent captchas, kept only outside production so browser tests can solve them (GET /api/v1/dev/captcha).
 * Bounded: the oldest answers are dropped.
 */
export class DevCaptchaAnswers {
  private readonly answers = new Map<string, string>();
  remember(id: string, answer: string): void {
    this.answers.set(id, answer);
    if (this.answers.size > 500) this.answers.delete(this.answers.keys().next().value as string);
  }
  answerOf(id: string): string | undefined {
    return this.answers.get(id);
  }
}

/** A new captcha: an image of random digits; only the HMAC of the answer is stored. */
export async function createCaptcha(db: Db, secret: string, dev?: DevCaptchaAnswers): Promise<Captcha> {
  const answer = randomCaptchaText();
  const png = await renderCaptchaPng(answer);
  const [row] = await db
    .insert(captchas)
    .values({ answerHash: secretHash(secret, 'captcha', answer), expiresAt: new Date(Date.now() + CAPTCHA_TTL_MS) })
    .returning({ id: captchas.id });
  if (!row) throw new Error('captcha insert returned nothing');
  dev?.remember(row.id, answer);
  return {
    captchaId: row.id,
    image: `data:image/png;base64,${png.toString('base64')}`,
    expiresIn: CAPTCHA_TTL_MS / 1000,
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Checks an answer and uses the captcha up, right or wrong: each captcha is good for one try only. */
export async function verifyCaptcha(db: Db, secret: string, id: string | undefined, answer: string | undefined) {
  if (!id || !answer || !UUID.test(id)) return false;
  const [row] = await db
    .update(captchas)
    .set({ consumedAt: new Date() })
    .where(and(eq(captchas.id, id), isNull(captchas.consumedAt), gt(captchas.expiresAt, new Date())))
    .returning({ answerHash: captchas.answerHash });
  return row !== undefined && sameHash(row.answerHash, secretHash(secret, 'captcha', answer));
}
