import { Link } from '../../../lib/link.tsx';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { Anchor, Button } from '@mantine/core';
import type { Route } from './+types/agent-booths';
import { Icon } from '../../../components/icons.tsx';
import { StatusBadge } from '../../../components/listings/status-badge.tsx';
import { AGENT, may, useAgentMe } from '../../../components/manager/access.ts';
import { requirePolicies } from '../../../components/manager/guard.server.ts';
import { ListNotice } from '../../../components/manager/list-notice.tsx';
import { PanelCard, PanelPage } from '../../../components/panel/panel-page.tsx';
import { serverApi } from '../../../lib/api.server.ts';
import { panelFailure } from '../../../lib/session.server.ts';
import classes from './booth-pages.module.css';

/**
 * The agent panel's booths (spec: /agent/booth/index): the booths of the users the agent onboarded, each opening its
 * details (its products and the product forms), and a button to open a booth for one of those users.
 */
export async function loader(args: Route.LoaderArgs) {
  await requirePolicies(args, 'agent', AGENT.boothsIndex);
  const page = await serverApi(args.request, args.context)
    .GET('/api/v1/agent/booth', { params: { query: { perPage: 50 } } })
    .catch(panelFailure(args, 'agent'));
  return {
    booths: page.items.map((booth) => ({
      id: booth.id,
      title: booth.title,
      status: booth.status,
      owner: booth.user?.name ?? '',
    })),
  };
}

export default function AgentBooths({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const me = useAgentMe();
  return (
    <PanelPage
      title={t('boothMore.agent.booths')}
      action={
        may(me, AGENT.boothsCreate) && (
          <Button component={Link} to="/agent/booth/create" leftSection={<Icon name="plus" size={18} />}>
            {t('boothMore.agent.create')}
          </Button>
        )
      }
    >
      <ListNotice />
      <PanelCard>
        <p>{t('boothMore.agent.boothsIntro')}</p>
        {loaderData.booths.length === 0 ? (
          <p>{t('boothMore.agent.noBooths')}</p>
        ) : (
          <ul className={classes.agentList}>
            {loaderData.booths.map((booth) => (
              <li key={booth.id} className={classes.agentRow}>
                <div className={classes.agentText}>
                  <strong dir="auto">{booth.title}</strong>
                  <span className={classes.agentOwner} dir="auto">
                    {t('boothMore.agent.owner')}: {booth.owner}
                  </span>
                </div>
                <StatusBadge status={booth.status} />
                <Anchor
                  component={Link}
                  to={`/agent/booth/${booth.id}/details`}
                  aria-label={t('boothMore.agent.openNamed', { title: booth.title })}
                >
                  {t('boothMore.agent.open')}
                </Anchor>
              </li>
            ))}
          </ul>
        )}
      </PanelCard>
    </PanelPage>
  );
}
