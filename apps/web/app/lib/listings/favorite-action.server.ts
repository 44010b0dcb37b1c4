import { data, redirect } from 'react-router';
import type { FavoriteActionData } from '../../components/listings/listing-actions.tsx';
import { ApiError } from '../api-client.ts';
import { serverApi } from '../api.server.ts';
import { expiredTokenCookie } from '../forward-cookies.ts';
import { notFound } from './view.server.ts';
import { loginUrl } from '../panels.ts';
import { hasSessionCookie } from '../session.server.ts';

/**
 * The favorite form's action (components/listings/listing-actions.tsx `FavoriteButton`) for anything that can be a
 * favorite, by `kind`: a listing's /api/v1/me/favorites/{id}, a product's /api/v1/me/favorites/products/{productId}.
 * A visitor without a session goes to the login page and back.
 */
export async function favoriteAction(
  args: { request: Request; context: Parameters<typeof serverApi>[1]; url: URL },
  form: FormData,
  kind: 'listing' | 'product',
) {
  const { request, context, url } = args;
  const back = loginUrl('general', url.pathname);
  if (!hasSessionCookie(request)) throw redirect(back, 303);
  const id = Number(form.get('id'));
  if (!Number.isInteger(id) || id <= 0) notFound();
  const favorite = form.get('intent') === 'favorite';
  const api = serverApi(request, context);
  try {
    if (kind === 'product') {
      const call = { params: { path: { productId: id } } };
      await (favorite
        ? api.PUT('/api/v1/me/favorites/products/{productId}', call)
        : api.DELETE('/api/v1/me/favorites/products/{productId}', call));
    } else {
      const call = { params: { path: { id } } };
      await (favorite ? api.PUT('/api/v1/me/favorites/{id}', call) : api.DELETE('/api/v1/me/favorites/{id}', call));
    }
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      throw redirect(back, { status: 303, headers: { 'Set-Cookie': expiredTokenCookie(url) } });
    }
    if (error instanceof ApiError) return data<FavoriteActionData>({ error: error.message }, { status: error.status });
    throw error;
  }
  return { favorite } satisfies FavoriteActionData;
}
