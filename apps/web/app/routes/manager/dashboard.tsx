import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Text, Title } from '@mantine/core';
import { localizeDigits } from '@shahrbazar/domain/format/number';
import { hasPermission } from '@shahrbazar/domain/rules/permission';
import type { Route } from './+types/dashboard';
import { MANAGER, may, useManagerMe } from '../../components/manager/access.ts';
import { requirePolicies } from '../../components/manager/guard.server.ts';
import classes from '../../components/manager/manager.module.css';
import { PanelCard, PanelPage } from '../../components/panel/panel-page.tsx';
import { serverApi } from '../../lib/api.server.ts';
import { panelFailure } from '../../lib/session.server.ts';
import { useLocale } from '../../lib/use-locale.ts';

interface DashboardCounts {
  userTotal: number;
  userActive: number;
  userInActive: number;
  documentsPending: number;
}

/**
 * The back office's dashboard (spec: an admin dashboard with counts). Everyone with a manager session may open it;
 * the counts need dashboard.index, so a user without it sees the greeting and the menu only.
 */
export async function loader(args: Route.LoaderArgs) {
  const me = await requirePolicies(args, 'manager');
  const counts = hasPermission(me, MANAGER.dashboard)
    ? await serverApi(args.request, args.context)
        .get<DashboardCounts>('/api/v1/manager/dashboard')
        .catch(panelFailure(args, 'manager'))
    : null;
  return { counts };
}

export default function ManagerDashboard({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const me = useManagerMe();
  const { counts } = loaderData;
  const name = me?.user.name;
  const users = may(me, MANAGER.usersIndex);
  const documents = may(me, MANAGER.documentsIndex);
  const stats = counts
    ? [
        { label: t('manager.dashboard.userTotal'), value: counts.userTotal, to: users ? '/manager/users' : undefined },
        {
          label: t('manager.dashboard.userActive'),
          value: counts.userActive,
          to: users ? '/manager/users?status=1' : undefined,
        },
        {
          label: t('manager.dashboard.userInActive'),
          value: counts.userInActive,
          to: users ? '/manager/users?status=0' : undefined,
        },
        {
          label: t('manager.dashboard.documentsPending'),
          value: counts.documentsPending,
          to: documents ? '/manager/documents?status=0' : undefined,
        },
      ]
    : [];
  return (
    <PanelPage title={t('manager.nav.dashboard')}>
      <PanelCard>
        <Title order={2} size="h4" mb="xs">
          {name ? t('panel.dashboard.greeting', { name }) : t('panel.dashboard.greetingNoName')}
        </Title>
        <Text c="dimmed">{t('manager.dashboard.intro')}</Text>
      </PanelCard>
      {counts && (
        <PanelCard title={t('manager.dashboard.counts')}>
          <ul className={classes.stats}>
            {stats.map((stat) => {
              const body = (
                <>
                  <span className={classes.statValue}>{localizeDigits(stat.value, locale)}</span>
                  <span className={classes.statLabel}>{stat.label}</span>
                </>
              );
              return (
                <li key={stat.label}>
                  {stat.to ? (
                    <Link to={stat.to} className={classes.stat}>
                      {body}
                    </Link>
                  ) : (
                    <div className={classes.stat}>{body}</div>
                  )}
                </li>
              );
            })}
          </ul>
        </PanelCard>
      )}
    </PanelPage>
  );
}
