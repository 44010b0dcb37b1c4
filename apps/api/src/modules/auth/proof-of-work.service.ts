import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { ProofOfWork, ProofOfWorkWaited } from '@shahrbazar/domain/api/auth.schema';
import { meetsDifficulty, POW_WAITED_PREFIX, powWaitMs } from '@shahrbazar/domain/rules/proof-of-work';
import { tooSoon } from '../../http/retry-after.ts';
import type { SharedStore } from '../shared-store/shared-store.ts';

// Proof of work for one-time codes (issue 34, ADR 0091). A challenge is `{id}.{bits}.{expires}.{mac}`: 128 random
// bits, the difficulty, when it dies (ms) and an HMAC of the rest with the app's secret, so nothing is stored until
// it is used, and then only its id (in the shared store, until it dies): each challenge is good once. A nonce is
// either the browser's work (SHA-256(challenge + nonce) starts with `bits` zero bits) or a waited nonce the server
// granted a browser without a script, good from a moment on (`w.{notBefore}.{mac}`); an address is granted one wait
// in each span of the wait's length, so the waiting lane gives it no more codes than one phone's work would.

const CHALLENGE_TTL_MS = 5 * 60_000;
const CHALLENGE = /^([A-Za-z0-9_-]{22})\.(\d{1,2})\.(\d{13})\.([A-Za-z0-9_-]{43})$/;
const WAITED = /^w\.(\d{13})\.([A-Za-z0-9_-]{43})$/;

const mac = (secret: string, purpose: string, text: string) =>
  createHmac('sha256', secret).update(`${purpose}\u0000${text}`).digest('base64url');

function sameMac(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** A new challenge of `bits` difficulty, good for a few minutes and once. */
export function issueChallenge(secret: string, bits: number, now = Date.now()): ProofOfWork {
  const body = `${randomBytes(16).toString('base64url')}.${bits}.${now + CHALLENGE_TTL_MS}`;
  return { challenge: `${body}.${mac(secret, 'pow', body)}`, bits, expiresIn: CHALLENGE_TTL_MS / 1000 };
}

/** A challenge this server issued and that has not died: its id, difficulty and end; else undefined. */
function readChallenge(secret: string, challenge: string, now: number) {
  const parts = CHALLENGE.exec(challenge);
  if (!parts) return undefined;
  const [, id, bits, expires, given] = parts;
  if (!sameMac(given!, mac(secret, 'pow', `${id}.${bits}.${expires}`))) return undefined;
  if (Number(expires) <= now) return undefined;
  return { id: id!, bits: Number(bits), expiresAt: Number(expires) };
}

/**
 * Grants a browser that cannot do a challenge's work a waited nonce for it, good once the wait its difficulty stands
 * for (powWaitMs) has passed; one grant per address in each span of that length, else 429 with how long.
 * Undefined for a challenge that is not ours or has died.
 */
export async function grantWait(
  store: SharedStore,
  secret: string,
  challenge: string,
  ip: string,
  now = Date.now(),
): Promise<ProofOfWorkWaited | undefined> {
  const read = readChallenge(secret, challenge, now);
  if (!read) return undefined;
  const waitMs = powWaitMs(read.bits);
  // One grant per address in each span of the wait's length (counted on the clock, so every instance agrees).
  const span = Math.floor(now / waitMs);
  if (!(await store.setIfAbsent(`pow-wait:${ip}:${read.bits}:${span}`, '1', 2 * waitMs))) {
    throw tooSoon((span + 1) * waitMs - now);
  }
  const notBefore = now + waitMs;
  const nonce = `${POW_WAITED_PREFIX}${notBefore}.${mac(secret, 'pow-waited', `${challenge}\u0000${notBefore}`)}`;
  return { nonce, waitSeconds: Math.ceil(waitMs / 1000) };
}

/**
 * Checks a challenge and its nonce and uses the challenge up: `ok`, `wrong` (not ours, died, used, or the work does
 * not meet its difficulty — or it is easier than `minBits`), or a 429 saying how long when a waited nonce is used
 * before its time (the challenge is then not used up).
 */
export async function verifyProof(
  store: SharedStore,
  secret: string,
  proof: { challenge: string; nonce: string },
  minBits: number,
  now = Date.now(),
): Promise<'ok' | 'wrong'> {
  const read = readChallenge(secret, proof.challenge, now);
  if (!read || read.bits < minBits) return 'wrong';
  const waited = WAITED.exec(proof.nonce);
  if (waited) {
    const notBefore = Number(waited[1]);
    if (!sameMac(waited[2]!, mac(secret, 'pow-waited', `${proof.challenge}\u0000${notBefore}`))) return 'wrong';
    if (notBefore > now) throw tooSoon(notBefore - now);
  } else {
    if (!/^\d{1,20}$/.test(proof.nonce)) return 'wrong';
    const digest = createHash('sha256')
      .update(proof.challenge + proof.nonce)
      .digest();
    if (!meetsDifficulty(digest, read.bits)) return 'wrong';
  }
  const fresh = await store.setIfAbsent(`pow-used:${read.id}`, '1', read.expiresAt - now + 1000);
  return fresh ? 'ok' : 'wrong';
}
