import { Outlet, useRouteLoaderData } from 'react-router';
import { useTranslation } from '../../lib/use-translation.tsx';
import type { Me } from '@shahrbazar/domain/api/user.schema';
import type { Route } from './+types/layout';
import { AGENT } from '../../components/manager/access.ts';
import type { PanelMenuItem } from '../../components/panel/panel-shell.tsx';
import { policyMenu, PolicyPanelError, PolicyPanelFrame } from '../../components/panel/policy-panel.tsx';
import { requireSession } from '../../lib/session.server.ts';
import type { MenuPlace } from '../../lib/listings/define-vertical.ts';
import { verticalMenu } from '../../verticals/registry.ts';

/**
 * The agent panel's frame and guard (spec: /agent/*, an agent session; otherwise /auth/agent/login).
 * Its pages come later (agent panel, back office); the menu grows with them.
 */
export async function loader(args: Route.LoaderArgs) {
  return { me: await requireSession(args, 'agent') };
}

export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'private, no-store' });

/**
 * The agent panel's menu (spec section 2, the pages built so far): the users the agent onboards (guarded by
 * agentUsers.index, filtered with the domain's filterMenu) and the verticals' pages of their listings and orders
 * (verticals/<key>/index.ts `agentMenu`: a booth's), then the agent's own account pages.
 */
function useAgentMenu(me: Me | undefined): PanelMenuItem[] {
  const { t } = useTranslation();
  const verticals = (place: MenuPlace) =>
    verticalMenu('agent', place).map((entry) => ({ ...entry, label: t(entry.label as never) }));
  return policyMenu(me, [
    { to: '/agent/dashboard', label: t('agent.nav.dashboard'), icon: 'dashboard' },
    {
      to: '/agent/user/index',
      label: t('agent.nav.users'),
      icon: 'login',
      also: ['/agent/user'],
      policy: AGENT.usersIndex,
    },
    ...verticals('listings'),
    {
      to: '/agent/document/index',
      label: t('agent.nav.userDocuments'),
      icon: 'document',
      also: ['/agent/document/'],
      policy: AGENT.documentsIndex,
    },
    ...verticals('orders'),
    { to: '/agent/profile', label: t('agent.nav.profile'), icon: 'profile' },
    { to: '/agent/referral', label: t('agent.nav.referral'), icon: 'referral' },
    { to: '/agent/authenticate/details', label: t('agent.nav.authenticate'), icon: 'shield' },
    { to: '/agent/myDocument/index', label: t('agent.nav.myDocuments'), icon: 'document', also: ['/agent/myDocument'] },
  ]);
}

export default function AgentPanel({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <PolicyPanelFrame title={t('agentPanel.title')} me={loaderData.me} menu={useAgentMenu(loaderData.me)}>
      <Outlet />
    </PolicyPanelFrame>
  );
}

/** A failure inside the agent panel (403, 404, no connection) keeps its menu around the error screen. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useTranslation();
  const data = useRouteLoaderData<typeof loader>('routes/agent/layout');
  return <PolicyPanelError error={error} title={t('agentPanel.title')} me={data?.me} menu={useAgentMenu(data?.me)} />;
}
