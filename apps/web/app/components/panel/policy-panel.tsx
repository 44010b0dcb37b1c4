import type { ReactNode } from 'react';
import { isRouteErrorResponse } from 'react-router';
import type { Me } from '@shahrbazar/domain/api/user.schema';
import { filterMenu, type PolicyRef } from '@shahrbazar/domain/rules/permission';
import { ApiError } from '../../lib/api-client.ts';
import { errorKindOf } from '../../lib/error-kind.ts';
import { ErrorScreen } from '../error-screen.tsx';
import { PanelShell, type PanelMenuItem } from './panel-shell.tsx';

// The frame of the panels whose menus follow permissions (the agent panel, the back office): both layouts are the
// same shell, owner and error boundary; each keeps its own guard (session kind), title and menu entries.

/** A menu entry, shown only when the signed-in person holds its policy (the pages and the API check again). */
export type PolicyMenuItem = PanelMenuItem & { policy?: PolicyRef; subItems?: PolicyMenuItem[] };

/** The entries the person may open, filtered with the domain's filterMenu, as the shell takes them. */
export function policyMenu(me: Me | undefined, items: PolicyMenuItem[]): PanelMenuItem[] {
  return filterMenu(me, items).map(({ to, label, icon, also }) => ({ to, label, icon, ...(also ? { also } : {}) }));
}

interface FrameProps {
  title: string;
  me: Me;
  menu: PanelMenuItem[];
  children: ReactNode;
}

/** The panel's shell with the signed-in person as its owner. */
export function PolicyPanelFrame({ title, me, menu, children }: FrameProps) {
  const { user } = me;
  return (
    <PanelShell title={title} menu={menu} owner={{ name: user.name, avatar: user.avatar, caption: user.mobile }}>
      {children}
    </PanelShell>
  );
}

/**
 * A failure inside the panel (403, 404, no connection): the error screen inside the panel's menu, so one can go
 * elsewhere; alone when the layout's own data failed (no one to show as the owner).
 */
export function PolicyPanelError({
  error,
  me,
  ...frame
}: Omit<FrameProps, 'children' | 'me'> & { error: unknown; me?: Me }) {
  const status = isRouteErrorResponse(error) || error instanceof ApiError ? error.status : undefined;
  const screen = <ErrorScreen kind={errorKindOf(error)} status={status} error={error} />;
  if (!me) return screen;
  return (
    <PolicyPanelFrame {...frame} me={me}>
      {screen}
    </PolicyPanelFrame>
  );
}
