import { data, redirect, type AppLoadContext } from 'react-router';
import type { Me } from '@shahrbazar/domain/api/user.schema';
import { ApiError } from './api-client.ts';
import { serverApi } from './api.server.ts';
import { readCookie } from './cookies.ts';
import type { FormFailure } from './form-checks.ts';
import { expiredTokenCookie, TOKEN_COOKIE } from './forward-cookies.ts';
import { guardRedirect, loginUrl, type PanelKind } from './panels.ts';
import { rethrowAsRouteError } from './route-errors.ts';

/** What a loader or action receives and the session helpers need. */
export interface RequestArgs {
  request: Request;
  context: AppLoadContext;
  /** The page's URL without React Router's `.data` suffix (future.v8_passThroughRequests). */
  url: URL;
}

/** Whether the browser sent a session cookie at all (no API call: the root loader's "signed in" hint). */
export function hasSessionCookie(request: Request): boolean {
  return Boolean(readCookie(request.headers.get('cookie'), TOKEN_COOKIE));
}

// Every loader of one request gets the same Request object (react-router.config.ts): one GET /auth/me per page.
const perRequest = new WeakMap<Request, Promise<Me | null>>();

/**
 * Who is signed in: GET /api/v1/auth/me once per request; null without a session cookie (no call made) or when
 * the API answers 401. Other failures (API unreachable) reject with the ApiError.
 */
export function getMe(request: Request, context: AppLoadContext): Promise<Me | null> {
  let pending = perRequest.get(request);
  if (!pending) {
    pending = hasSessionCookie(request)
      ? serverApi(request, context)
          .GET('/api/v1/auth/me')
          .catch((error: unknown) => {
            if (error instanceof ApiError && error.status === 401) return null;
            throw error;
          })
      : Promise.resolve(null);
    perRequest.set(request, pending);
  }
  return pending;
}

/**
 * The guard of every panel page: the signed-in user when the session is of `kind`, else a redirect to that panel's
 * login page with ?redirectTo= the page asked for. A cookie the API no longer accepts is expired on the way.
 */
export async function requireSession(args: RequestArgs, kind: PanelKind): Promise<Me> {
  const me = await getMe(args.request, args.context).catch(rethrowAsRouteError);
  const target = guardRedirect(me, kind, args.url);
  if (target === undefined && me) return me;
  throw redirect(target ?? loginUrl(kind), { headers: staleCookieHeaders(args, me) });
}

/** Set-Cookie that expires the session cookie when one was sent but the API did not recognise it. */
export function staleCookieHeaders(args: RequestArgs, me: Me | null): Headers {
  const headers = new Headers();
  if (!me && hasSessionCookie(args.request)) headers.append('Set-Cookie', expiredTokenCookie(args.url));
  return headers;
}

/**
 * For `.catch()` on a panel's API calls: 401 (the session ended meanwhile) goes to the login page and back here;
 * every other failure becomes the route's error (403 shows "You are not authorized to access this section").
 */
export function panelFailure(args: RequestArgs, kind: PanelKind) {
  return (error: unknown): never => {
    if (error instanceof ApiError && error.status === 401) {
      throw redirect(loginUrl(kind, `${args.url.pathname}${args.url.search}`), {
        headers: { 'Set-Cookie': expiredTokenCookie(args.url) },
      });
    }
    return rethrowAsRouteError(error);
  };
}

/** The API's refusal as form data with its HTTP status (401, 422, 429, 503...); anything but an ApiError is rethrown. */
export function failureOf(error: unknown): { status: number; failure: FormFailure } {
  if (!(error instanceof ApiError)) throw error;
  return { status: error.status, failure: { message: error.message, fields: error.fields ?? {} } };
}

/**
 * A panel form's refused submission as action data with the API's status (422, 409, 429...): the form shows the
 * message and each field's message under its input. 401 goes to the login page; 403 and 404 are the error screen.
 */
export function panelFormFailure<Extra extends object>(
  args: RequestArgs,
  kind: PanelKind,
  error: unknown,
  extra?: Extra,
) {
  if (error instanceof ApiError && [401, 403, 404].includes(error.status)) panelFailure(args, kind)(error);
  const { status, failure } = failureOf(error);
  return data({ ...extra, failure }, { status });
}
