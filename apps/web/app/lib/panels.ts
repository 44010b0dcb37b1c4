import type { SessionKind } from '@shahrbazar/domain/api/auth.schema';
import { safeRedirectPath } from './safe-redirect.ts';

/**
 * The signed-in areas and their doors (spec sections 2 and 6): a general session opens the user panel (/panel), an
 * agent session /agent, a manager session the back office (/manager). Pure data and functions, used on both sides.
 */
export type PanelKind = SessionKind;

export const PANEL_KINDS: readonly PanelKind[] = ['general', 'agent', 'manager'];

/** The login page of each panel. */
export const LOGIN_PATH: Record<PanelKind, string> = {
  general: '/auth/panel/login',
  agent: '/auth/agent/login',
  manager: '/auth/manager/login',
};

/** Where a fresh login lands when it has no (same-site) redirectTo: the panel's home. */
export const PANEL_HOME: Record<PanelKind, string> = {
  general: '/panel/dashboard',
  agent: '/agent/dashboard',
  manager: '/manager/dashboard',
};

/** Where a login page sends someone already signed in to that panel (spec: /auth/panel/login -> /, agent -> /agent). */
export const SIGNED_IN_HOME: Record<PanelKind, string> = {
  general: '/',
  agent: '/agent',
  manager: '/manager',
};

/** The panel a login page serves, from its path (/auth/panel/login -> general). */
export function panelOfLoginPath(pathname: string): PanelKind | undefined {
  return PANEL_KINDS.find((kind) => pathname.replace(/\/+$/, '') === LOGIN_PATH[kind]);
}

/** A panel named in a query parameter (?panel=agent), general when absent or unknown. */
export function panelOfParam(value: string | null): PanelKind {
  return PANEL_KINDS.find((kind) => kind === value) ?? 'general';
}

/** The login page of a panel, asking to come back to `returnTo` (a same-site path) afterwards. */
export function loginUrl(kind: PanelKind, returnTo?: string): string {
  const back = returnTo === undefined ? undefined : safeRedirectPath(returnTo, '');
  return back ? `${LOGIN_PATH[kind]}?redirectTo=${encodeURIComponent(back)}` : LOGIN_PATH[kind];
}

/** Where to go after signing in to a panel: the asked-for same-site path, else the panel's home. */
export function afterLoginPath(kind: PanelKind, redirectTo: unknown): string {
  return safeRedirectPath(redirectTo, PANEL_HOME[kind]);
}

/**
 * The guard's decision for a panel page: undefined when the session may open it, else the login page to send the
 * visitor to (no session, or a session of another kind), with the page they asked for as redirectTo.
 */
export function guardRedirect(session: { kind: PanelKind } | null, kind: PanelKind, url: URL): string | undefined {
  if (session?.kind === kind) return undefined;
  return loginUrl(kind, `${url.pathname}${url.search}`);
}
