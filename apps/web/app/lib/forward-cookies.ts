import { redirect } from 'react-router';

/**
 * The session lives in the API's HttpOnly `token` cookie. A route action that signs in or out calls the API on the
 * server, so the browser never sees the API's answer: the action must copy the answer's Set-Cookie lines onto its
 * own response. One Set-Cookie header per cookie (never joined with commas: an Expires date holds a comma), and
 * nothing else of the API's headers (content type, length, request id) leaks onto the page response.
 */
export function cookiesOf(...sources: ReadonlyArray<Headers | undefined>): Headers {
  const headers = new Headers();
  for (const source of sources) {
    for (const cookie of source?.getSetCookie() ?? []) headers.append('Set-Cookie', cookie);
  }
  return headers;
}

/** A 303 redirect (the browser follows with GET, never re-posts) carrying the API's cookies. */
export function redirectWithCookies(to: string, ...sources: ReadonlyArray<Headers | undefined>): Response {
  return redirect(to, { status: 303, headers: cookiesOf(...sources) });
}

/** Name of the session cookie the API sets (spec section 9: "The token cookie is named token"). */
export const TOKEN_COOKIE = 'token';

/**
 * Expires a session cookie the API no longer knows (revoked, expired): otherwise every page would keep sending it
 * and the header would keep showing the visitor as signed in. Same name and path as the API's cookie.
 */
export function expiredTokenCookie(requestUrl: URL): string {
  const secure = requestUrl.protocol === 'https:' ? '; Secure' : '';
  return `${TOKEN_COOKIE}=; Path=/; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; SameSite=Lax${secure}`;
}
