import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Captcha } from '@shahrbazar/domain/api/auth.schema';
import type { Db } from '../../db/client.ts';
import type { SharedStore } from '../shared-store/shared-store.ts';
import { randomCaptchaText, renderCaptchaPng } from '../captcha/captcha-image.ts';
import { captchas } from './auth.table.ts';
import { sameHash, secretHash } from './crypto.ts';

const CAPTCHA_TTL_MS = 5 * 60_000;

/**
 * Answers of recent captchas, kept only outside production so browser tests can solve them (GET /api/v1/dev/captcha),
 * in the shared store: the instance that answers may not be the one that drew the captcha. They expire with it.
 */
export class DevCaptchaAnswers {
  constructor(private readonly store: SharedStore) {}
  async remember(id: string, answer: string): Promise<void> {
    await this.store.set(`dev-captcha:${id}`, answer, CAPTCHA_TTL_MS);
  }
  answerOf(id: string): Promise<string | undefined> {
    return this.store.get(`dev-captcha:${id}`);
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
  await dev?.remember(row.id, answer);
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
