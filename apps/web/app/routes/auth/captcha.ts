import { data } from 'react-router';
import type { Route } from './+types/captcha';
import { serverApi } from '../../lib/api.server.ts';
import { rethrowAsRouteError } from '../../lib/route-errors.ts';

/** Resource route: a new captcha for the forms' "new image" button (JSON; never cached: each is single use). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const captcha = await serverApi(request, context).GET('/api/v1/auth/captcha').catch(rethrowAsRouteError);
  return data(captcha, { headers: { 'Cache-Control': 'no-store' } });
}
