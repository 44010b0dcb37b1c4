import type { FastifyReply } from 'fastify';
import type { SessionKind } from '@shahrbazar/domain/api/auth.schema';
import type { Config } from '../../config.ts';
import type { SessionPolicy } from './session.service.ts';

/** Name of the session cookie (spec section 9). */
export const TOKEN_COOKIE = 'token';

/** Sliding lifetimes: manager sessions are short, the others last SESSION_DAYS since their last use. */
export function sessionPolicy(config: Config): SessionPolicy {
  return {
    ttlMs: (kind: SessionKind) =>
      kind === 'manager' ? config.managerSessionHours * 3_600_000 : config.sessionDays * 86_400_000,
  };
}

/** Sets the session cookie: HttpOnly, path /, SameSite Lax, Secure in production, as long as the session. */
export function setSessionCookie(reply: FastifyReply, config: Config, token: string, expiresAt: Date): void {
  reply.setCookie(TOKEN_COOKIE, token, {
    httpOnly: true,
    path: '/',
    sameSite: 'lax',
    secure: config.isProduction,
    expires: expiresAt,
  });
}

/** Removes the session cookie. */
export function clearSessionCookie(reply: FastifyReply, config: Config): void {
  reply.clearCookie(TOKEN_COOKIE, { httpOnly: true, path: '/', sameSite: 'lax', secure: config.isProduction });
}
