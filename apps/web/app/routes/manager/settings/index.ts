import { redirect } from 'react-router';
import type { Route } from './+types/index';
import { settingsGuard } from '../../../components/settings/settings.server.ts';

/** /manager/settings opens its first section, the site settings. */
export async function loader(args: Route.LoaderArgs) {
  await settingsGuard(args);
  return redirect('/manager/settings/site');
}
