import { useLocation } from 'react-router';
import { Link } from '../../lib/link.tsx';
import { useTranslation } from '../../lib/use-translation.tsx';
import { Button } from '@mantine/core';
import type { Route } from './+types/users';
import { Icon } from '../../components/icons.tsx';
import { AGENT, may, useAgentMe } from '../../components/manager/access.ts';
import { requirePolicies } from '../../components/manager/guard.server.ts';
import { userListQuery, userRows } from '../../components/manager/labels.server.ts';
import { ListNotice } from '../../components/manager/list-notice.tsx';
import { UserFilters } from '../../components/manager/user-filters.tsx';
import { UserList } from '../../components/manager/user-list.tsx';
import { PanelCard, PanelPage } from '../../components/panel/panel-page.tsx';
import { serverApi } from '../../lib/api.server.ts';
import { localeOfRequest } from '../../lib/locale.server.ts';
import { panelFailure } from '../../lib/session.server.ts';

/** The users this agent onboarded (spec: /agent/user/index; GET /agent/users): search and paging, 15 per page. */
export async function loader(args: Route.LoaderArgs) {
  await requirePolicies(args, 'agent', AGENT.usersIndex);
  const { filters, query } = userListQuery(args.url);
  const page = await serverApi(args.request, args.context)
    .GET('/api/v1/agent/users', { params: { query } })
    .catch(panelFailure(args, 'agent'));
  return { page: userRows(page, localeOfRequest(args.request)), filters };
}

export default function AgentUsers({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const me = useAgentMe();
  const { search } = useLocation();
  const { page, filters } = loaderData;
  const details = (id: number) => `/agent/user/${id}/details`;
  return (
    <PanelPage
      title={t('agent.nav.users')}
      action={
        may(me, AGENT.usersCreate) && (
          <Button component={Link} to="/agent/user/create" leftSection={<Icon name="plus" size={18} />}>
            {t('agent.users.create')}
          </Button>
        )
      }
    >
      <ListNotice />
      <UserFilters key={search} values={filters} />
      <PanelCard>
        <UserList
          page={page}
          search={search}
          showAccess={false}
          hrefOf={(row) => details(row.id)}
          actions={(row) => (
            <Button
              component={Link}
              to={details(row.id)}
              variant="light"
              size="xs"
              aria-label={t('agent.users.detailsNamed', { name: row.name || t('panel.unnamed') })}
            >
              {t('agent.users.details')}
            </Button>
          )}
        />
      </PanelCard>
    </PanelPage>
  );
}
