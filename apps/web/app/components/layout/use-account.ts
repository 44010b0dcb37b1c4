import { useMatches, useRouteLoaderData } from 'react-router';
import type { Me } from '@shahrbazar/domain/api/user.schema';
import { PANEL_HOME } from '../../lib/panels.ts';
import { avatarSrc } from '../../lib/media.ts';

export interface Account {
  /** The browser holds a session cookie (the root loader's hint; no API call on public pages). */
  signedIn: boolean;
  /** Who is signed in, known inside a panel (its layout loaded it); undefined on public pages. */
  me: Me | undefined;
  /** The signed-in visitor's panel home. */
  home: string;
  /** Their picture's address, when `me` is known. */
  avatar: string | undefined;
}

function meOf(data: unknown): Me | undefined {
  if (typeof data !== 'object' || data === null || !('me' in data)) return undefined;
  return (data as { me: Me }).me;
}

/** Who the header and the bottom navigation show: the panel layout's user when there is one. */
export function useAccount(): Account {
  const root = useRouteLoaderData<{ signedIn?: boolean }>('root');
  const me = useMatches()
    .map((match) => meOf(match.loaderData))
    .find((found) => found !== undefined);
  return {
    signedIn: Boolean(me ?? root?.signedIn),
    me,
    home: PANEL_HOME[me?.kind ?? 'general'],
    avatar: me ? avatarSrc(me.user.avatar) : undefined,
  };
}
