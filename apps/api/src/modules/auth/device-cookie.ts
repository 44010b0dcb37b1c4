import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config.ts';

/**
 * A browser's own identifier for throttling one-time codes per device (issue 34, ADR 0080): 128 random bits in an
 * HttpOnly cookie the API sets with the first code a browser asks for, kept a year. It proves nothing (a script can
 * drop it or make up another), so it only ever holds a device back, never lets one through: a browser asking for
 * codes for many numbers is refused with how long to wait, while many people behind one carrier address, each with a
 * browser of their own, are not refused for each other (the address only asks them for a captcha).
 */
export const DEVICE_COOKIE = 'device';

const DEVICE_ID = /^[A-Za-z0-9_-]{22,64}$/;
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** The device a request names by its cookie, when well-formed; '' for none. */
export function sentDevice(request: FastifyRequest): string {
  const sent = request.cookies?.[DEVICE_COOKIE];
  return sent && DEVICE_ID.test(sent) ? sent : '';
}

/** The device of a request: its cookie when well-formed, else a new identifier set on the reply. */
export function deviceOf(request: FastifyRequest, reply: FastifyReply, config: Config): string {
  const sent = sentDevice(request);
  if (sent) return sent;
  const id = randomBytes(16).toString('base64url');
  reply.setCookie(DEVICE_COOKIE, id, {
    httpOnly: true,
    path: '/',
    sameSite: 'lax',
    secure: config.isProduction,
    maxAge: ONE_YEAR_SECONDS,
  });
  return id;
}
