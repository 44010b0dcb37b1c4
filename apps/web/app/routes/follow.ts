import { redirect } from 'react-router';
import type { Route } from './+types/follow';
import { ApiError } from '../lib/api-client.ts';
import { serverApi } from '../lib/api.server.ts';
import { loginUrl } from '../lib/panels.ts';
import { safeRedirectPath } from '../lib/safe-redirect.ts';

/**
 * The follow buttons post here (works without JavaScript): follow or unfollow a listing or a person, then back to the
 * page. A visitor goes to the login page first and comes back.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData().catch(() => new FormData());
  const back = safeRedirectPath(form.get('redirectTo'));
  const type = form.get('type') === 'user' ? 'user' : 'listing';
  const id = Number(form.get('id'));
  if (!Number.isInteger(id) || id <= 0) return redirect(back, 303);
  const api = serverApi(request, context);
  try {
    if (form.get('on') === '1') await api.PUT('/api/v1/me/follows/{type}/{id}', { params: { path: { type, id } } });
    else await api.DELETE('/api/v1/me/follows/{type}/{id}', { params: { path: { type, id } } });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return redirect(loginUrl('general', back), 303);
    throw error;
  }
  return redirect(back, 303);
}

export function loader() {
  return redirect('/');
}
