import { redirect } from 'react-router';
import type { Route } from './+types/logout';
import { ApiError } from '../../lib/api-client.ts';
import { serverApi } from '../../lib/api.server.ts';
import { expiredTokenCookie, redirectWithCookies } from '../../lib/forward-cookies.ts';
import { hasSessionCookie } from '../../lib/session.server.ts';

/**
 * Logout (the panel menu's and the header's button post here): the API revokes the session and clears its cookie,
 * the browser gets that cookie, and the visitor lands on the site root (spec section 8). A session the API no
 * longer knows is cleared here all the same.
 */
export async function action({ request, context, url }: Route.ActionArgs) {
  if (!hasSessionCookie(request)) return redirect('/', 303);
  try {
    const answer = await serverApi(request, context).request('POST', '/api/v1/auth/logout');
    return redirectWithCookies('/', answer.headers);
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 401) throw error;
    return redirect('/', { status: 303, headers: { 'Set-Cookie': expiredTokenCookie(url) } });
  }
}

/** Nothing to show at /auth/logout itself; signing out takes a POST (a link or a prefetch must never do it). */
export function loader() {
  return redirect('/');
}
