import { isRouteErrorResponse, Outlet, useRouteLoaderData } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Me } from '@shahrbazar/domain/api/user.schema';
import { filterMenu, type PolicyRef } from '@shahrbazar/domain/rules/permission';
import type { Route } from './+types/layout';
import { ErrorScreen } from '../../components/error-screen.tsx';
import { AGENT } from '../../components/manager/access.ts';
import { PanelShell, type PanelMenuItem } from '../../components/panel/panel-shell.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { errorKindOf } from '../../lib/error-kind.ts';
import { requireSession } from '../../lib/session.server.ts';

/**
 * The agent panel's frame and guard (spec: /agent/*, an agent session; otherwise /auth/agent/login).
 * Its pages come later (agent panel, back office); the menu grows with them.
 */
export async function loader(args: Route.LoaderArgs) {
  return { me: await requireSession(args, 'agent') };
}

export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'private, no-store' });

type AgentMenuItem = PanelMenuItem & { policy?: PolicyRef; subItems?: AgentMenuItem[] };

/**
 * The agent panel's menu (spec section 2, the pages built so far): the users the agent onboards (guarded by
 * agentUsers.index, filtered with the domain's filterMenu), then the agent's own account pages.
 */
function useAgentMenu(me: Me | undefined): PanelMenuItem[] {
  const { t } = useTranslation();
  const items: AgentMenuItem[] = [
    { to: '/agent/dashboard', label: t('agent.nav.dashboard'), icon: 'dashboard' },
    {
      to: '/agent/user/index',
      label: t('agent.nav.users'),
      icon: 'login',
      also: ['/agent/user'],
      policy: AGENT.usersIndex,
    },
    { to: '/agent/profile', label: t('agent.nav.profile'), icon: 'profile' },
    { to: '/agent/referral', label: t('agent.nav.referral'), icon: 'referral' },
    { to: '/agent/authenticate/details', label: t('agent.nav.authenticate'), icon: 'shield' },
    { to: '/agent/myDocument/index', label: t('agent.nav.myDocuments'), icon: 'document', also: ['/agent/myDocument'] },
  ];
  return filterMenu(me, items).map(({ to, label, icon, also }) => ({ to, label, icon, ...(also ? { also } : {}) }));
}

export default function AgentPanel({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { user } = loaderData.me;
  return (
    <PanelShell
      title={t('agentPanel.title')}
      menu={useAgentMenu(loaderData.me)}
      owner={{ name: user.name, avatar: user.avatar, caption: user.mobile }}
    >
      <Outlet />
    </PanelShell>
  );
}

/** A failure inside the agent panel (403, 404, no connection) keeps its menu around the error screen. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useTranslation();
  const data = useRouteLoaderData<typeof loader>('routes/agent/layout');
  const menu = useAgentMenu(data?.me);
  const status = isRouteErrorResponse(error) || error instanceof ApiError ? error.status : undefined;
  const screen = <ErrorScreen kind={errorKindOf(error)} status={status} error={error} />;
  if (!data) return screen;
  const { user } = data.me;
  return (
    <PanelShell
      title={t('agentPanel.title')}
      menu={menu}
      owner={{ name: user.name, avatar: user.avatar, caption: user.mobile }}
    >
      {screen}
    </PanelShell>
  );
}
