import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { hash, verify, type Algorithm } from '@node-rs/argon2';

// @node-rs/argon2 declares Algorithm as a const enum, which isolated modules cannot read: 2 is Argon2id.
const ARGON2ID = 2 as Algorithm;

/** A new session token: 256 random bits, URL-safe. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** How a session token is stored: its SHA-256 (the token itself is never stored). */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A 6-digit one-time code from the secure random source. */
export function newOneTimeCode(): string {
  return randomInt(0, 1_000_000).toString().padStart(6, '0');
}

/**
 * HMAC of a short secret (one-time code, captcha answer) bound to what it is for, so a leaked table cannot be
 * brute-forced offline without the server's key, and a code for one number never matches another.
 */
export function secretHash(key: string, purpose: string, value: string): string {
  return createHmac('sha256', key).update(`${purpose}\u0000${value}`).digest('hex');
}

/** Constant-time comparison of two hex digests. */
export function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && timingSafeEqual(x, y);
}

/** argon2id with OWASP's minimum parameters (19 MiB, 2 passes). */
export function hashPassword(password: string): Promise<string> {
  return hash(password, { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 });
}

/** Whether a password matches its argon2 hash; a malformed hash is simply no match. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
