import { isRouteErrorResponse, Outlet, useRouteLoaderData } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Me } from '@shahrbazar/domain/api/user.schema';
import { filterMenu, type PolicyRef } from '@shahrbazar/domain/rules/permission';
import type { Route } from './+types/layout';
import { ErrorScreen } from '../../components/error-screen.tsx';
import { MANAGER } from '../../components/manager/access.ts';
import { PanelShell, type PanelMenuItem } from '../../components/panel/panel-shell.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { errorKindOf } from '../../lib/error-kind.ts';
import { requireSession } from '../../lib/session.server.ts';

/**
 * The manager panel's frame and guard (spec: /manager/*, a manager session; otherwise /auth/manager/login).
 * Its pages come later (agent panel, back office); the menu grows with them.
 */
export async function loader(args: Route.LoaderArgs) {
  return { me: await requireSession(args, 'manager') };
}

export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'private, no-store' });

type ManagerMenuItem = PanelMenuItem & { policy?: PolicyRef; subItems?: ManagerMenuItem[] };

/**
 * The back office's menu (spec section 2: users, roles, ... ; one entry per section built so far), each entry
 * guarded by the permission that opens it and filtered with the domain's filterMenu: a user sees only what they
 * may open (the pages and the API check again).
 */
function useManagerMenu(me: Me | undefined): PanelMenuItem[] {
  const { t } = useTranslation();
  const items: ManagerMenuItem[] = [
    { to: '/manager/dashboard', label: t('manager.nav.dashboard'), icon: 'dashboard' },
    {
      to: '/manager/users',
      label: t('manager.nav.users'),
      icon: 'login',
      also: ['/manager/user'],
      policy: MANAGER.usersIndex,
    },
    {
      to: '/manager/roles',
      label: t('manager.nav.roles'),
      icon: 'shield',
      also: ['/manager/role'],
      policy: MANAGER.rolesIndex,
    },
    {
      to: '/manager/documents',
      label: t('manager.nav.documents'),
      icon: 'document',
      also: ['/manager/document'],
      policy: MANAGER.documentsIndex,
    },
  ];
  return filterMenu(me, items).map(({ to, label, icon, also }) => ({ to, label, icon, ...(also ? { also } : {}) }));
}

export default function ManagerPanel({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { user } = loaderData.me;
  return (
    <PanelShell
      title={t('managerPanel.title')}
      menu={useManagerMenu(loaderData.me)}
      owner={{ name: user.name, avatar: user.avatar, caption: user.mobile }}
    >
      <Outlet />
    </PanelShell>
  );
}

/** A failure inside the back office (403: "You are not authorized to access this section", 404...) keeps its menu. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useTranslation();
  const data = useRouteLoaderData<typeof loader>('routes/manager/layout');
  const menu = useManagerMenu(data?.me);
  const status = isRouteErrorResponse(error) || error instanceof ApiError ? error.status : undefined;
  const screen = <ErrorScreen kind={errorKindOf(error)} status={status} error={error} />;
  if (!data) return screen;
  const { user } = data.me;
  return (
    <PanelShell
      title={t('managerPanel.title')}
      menu={menu}
      owner={{ name: user.name, avatar: user.avatar, caption: user.mobile }}
    >
      {screen}
    </PanelShell>
  );
}
