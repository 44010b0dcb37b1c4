import { isIP } from 'node:net';
import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error.ts';

/** Whether an address is this machine's own (127.0.0.0/8, ::1, or IPv4 loopback written as IPv6). */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const plain = address.startsWith('::ffff:') ? address.slice(7) : address;
  if (plain === '::1') return true;
  return isIP(plain) === 4 && plain.startsWith('127.');
}

const LOOPBACK_ONLY = {
  fa: 'این بخش فقط برای آزمایش روی همین رایانه است.',
  en: 'This is for testing on this machine only.',
};

/**
 * Development aids (the SMS/mail outbox, captcha answers) answer only callers on this machine: both the socket's
 * peer and the client address a trusted proxy reports must be loopback, so a proxy in front does not open them up.
 */
export function assertLoopbackCaller(request: FastifyRequest): void {
  if (!isLoopbackAddress(request.socket.remoteAddress) || !isLoopbackAddress(request.ip)) {
    throw new AppError('forbidden', LOOPBACK_ONLY);
  }
}
