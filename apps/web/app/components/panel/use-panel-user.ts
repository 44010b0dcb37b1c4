import { useRouteLoaderData } from 'react-router';
import type { Me } from '@shahrbazar/domain/api/user.schema';

/** What the user panel's layout loaded (routes/panel/layout.tsx): its pages read the signed-in user from here. */
export interface UserPanelData {
  me: Me;
  authLevelLabel: string;
}

/** The user panel's signed-in user; only inside /panel pages (the layout's guard guarantees one). */
export function useUserPanel(): UserPanelData {
  const data = useRouteLoaderData<UserPanelData>('routes/panel/layout');
  if (!data) throw new Error('useUserPanel is only for pages inside the user panel layout');
  return data;
}
