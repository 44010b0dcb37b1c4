import type { AppLoadContext } from 'react-router';
import type { Locale } from '@shahrbazar/domain/i18n/locale';
import { createApiClient, type ApiClient } from './api-client.ts';
import { catalogues } from './i18n.server.ts';
import type { ApiFetch } from './load-context.ts';
import { localeOfRequest } from './locale.server.ts';
import { readCookie } from './cookies.ts';
import { CITY_COOKIE } from '@shahrbazar/domain/api/catalogue.schema';

const DEFAULT_API_URL = 'http://127.0.0.1:3000';
/** A loader must not hang a page render on a stuck API. */
const API_TIMEOUT_MS = 10_000;

/**
 * Over HTTP to API_URL (a split deployment, or `react-router dev` without the one-process server): a call gives up
 * with the page's request or after API_TIMEOUT_MS.
 */
function httpApiFetch(request: Request): ApiFetch {
  const base = process.env.API_URL || DEFAULT_API_URL;
  return (path, init) =>
    fetch(new URL(path, base), {
      ...init,
      signal: AbortSignal.any([request.signal, AbortSignal.timeout(API_TIMEOUT_MS)]),
    });
}

/**
 * The API client for one incoming request: in-process through `context.apiFetch` when the one Node process serves
 * us, else over HTTP. It forwards the visitor's cookie (their session) and browser (User-Agent), and asks for messages
 * in the page's locale; `as: 'visitor'` asks as a visitor without a session would (the chosen city only).
 */
export function serverApi(
  request: Request,
  context: AppLoadContext,
  locale: Locale = localeOfRequest(request),
  as: 'caller' | 'visitor' = 'caller',
): ApiClient {
  const headers: Record<string, string> = { 'accept-language': locale };
  // As a visitor: without the session, with only the chosen city (what everyone's kept answers depend on).
  const cookie = request.headers.get('cookie');
  const city = as === 'visitor' ? readCookie(cookie, CITY_COOKIE) : undefined;
  if (as === 'caller' && cookie) headers.cookie = cookie;
  else if (city !== undefined) headers.cookie = `${CITY_COOKIE}=${encodeURIComponent(city)}`;
  // The visitor's browser, not this server: the API records it with a new session ("signed-in devices").
  const userAgent = request.headers.get('user-agent');
  if (userAgent) headers['user-agent'] = userAgent;
  const errors = catalogues[locale].errors;
  return createApiClient({
    headers,
    messageFor: (code) => errors[code],
    // In process (inject) a call cannot be aborted: no signal is made for it (two signals and a timer a call, issue 32).
    fetch: context.apiFetch ?? httpApiFetch(request),
  });
}
