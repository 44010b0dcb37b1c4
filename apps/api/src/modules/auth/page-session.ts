import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { AuthContext } from './access-control.ts';

/**
 * A page's session lent to the API calls its loaders make in this process (issue 32: a signed-in page's render cost
 * 50-80 ms of CPU, a home page made 14 API calls and each looked the session up again). The page request looked the
 * session up once (access-control's onRequest); its calls carry `x-page-session` with a random name for that look-up,
 * and the API takes it instead of asking the database again when the call sends the same token. Lent only by a read
 * (GET or HEAD): a form post may sign in or out in the middle of its calls, so each of its calls looks again. The name
 * is 128 random bits, known only inside this process, and taken back when the page is answered; sent from outside it
 * names nothing, and with another token it is ignored.
 */
export const PAGE_SESSION_HEADER = 'x-page-session';

interface Lent {
  token: string;
  auth: AuthContext;
}

const lent = new Map<string, Lent>();

/** Lends a read page's looked-up session to its calls: the header's value, and the function that takes it back. */
export function lendPageSession(
  page: FastifyRequest,
  token: string | undefined,
): { name: string; release: () => void } | undefined {
  if (!page.auth?.session || !token || (page.method !== 'GET' && page.method !== 'HEAD')) return undefined;
  const name = randomBytes(16).toString('base64url');
  lent.set(name, { token, auth: page.auth });
  return { name, release: () => lent.delete(name) };
}

/** The session a call's page lent it, when the call names one and sends the same token; otherwise undefined. */
export function borrowedPageSession(request: FastifyRequest, token: string): AuthContext | undefined {
  const name = request.headers[PAGE_SESSION_HEADER];
  if (typeof name !== 'string') return undefined;
  const found = lent.get(name);
  return found && found.token === token ? found.auth : undefined;
}

/** How many sessions are lent now (a test's check that every page gave its own back). */
export function lentPageSessions(): number {
  return lent.size;
}
