import { data } from 'react-router';
import type { Route } from './+types/captcha';
import { serverApi } from '../../lib/api.server.ts';
import { rethrowAsRouteError } from '../../lib/route-errors.ts';
import type { Captcha } from '@shahrbazar/domain/api/auth.schema';

/** Resource route: a new captcha for the forms' "new image" button (JSON; never cached: each is single use). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const captcha = await serverApi(request, context).get<Captcha>('/api/v1/auth/captcha').catch(rethrowAsRouteError);
  return data(captcha, { headers: { 'Cache-Control': 'no-store' } });
}
