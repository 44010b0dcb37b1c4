import { Link } from '../../lib/link.tsx';
import { useTranslation } from '../../lib/use-translation.tsx';
import { Text, Title } from '@mantine/core';
import { localizeDigits } from '@shahrbazar/domain/format/number';
import { hasPermission } from '@shahrbazar/domain/rules/permission';
import type { DashboardCounts } from '@shahrbazar/domain/api/app.schema';
import type { Route } from './+types/dashboard';
import { MANAGER, may, useManagerMe } from '../../components/manager/access.ts';
import { requirePolicies } from '../../components/manager/guard.server.ts';
import classes from '../../components/manager/manager.module.css';
import settings from '../../components/settings/settings.module.css';
import { PanelCard, PanelPage } from '../../components/panel/panel-page.tsx';
import { serverApi } from '../../lib/api.server.ts';
import { catalogues } from '../../lib/i18n.server.ts';
import { localeOfRequest } from '../../lib/locale.server.ts';
import { panelFailure } from '../../lib/session.server.ts';
import { useLocale } from '../../lib/use-locale.ts';
import { WEB_VERTICALS } from '../../verticals/registry.ts';

/**
 * The spec's dashboard counts, the identity documents waiting for review, and each vertical's listings waiting for a
 * person (under review, or paid and waiting for confirmation; issue 35) (GET /manager/dashboard).
 */
type Counts = DashboardCounts & { documentsPending: number; listingsWaiting: Record<string, number> };
type CountName = Exclude<keyof Counts, 'listingsWaiting'>;
type UserCountName = 'userTotal' | 'userActive' | 'userInActive' | 'documentsPending';

/** The counts in the spec's groups: users, booths, orders, products, payments. */
const GROUPS: ReadonlyArray<{ key: 'users' | 'booths' | 'orders' | 'products' | 'payments'; names: CountName[] }> = [
  { key: 'users', names: ['userTotal', 'userActive', 'userInActive', 'documentsPending'] },
  { key: 'booths', names: ['boothTotal', 'boothActive', 'boothInActive', 'boothPending'] },
  {
    key: 'orders',
    names: [
      'orderTotal',
      'orderPending',
      'orderConfirmed',
      'orderRejected',
      'orderPreparing',
      'orderSent',
      'orderDelivered',
    ],
  },
  { key: 'products', names: ['productTotal', 'productActive', 'productInActive'] },
  { key: 'payments', names: ['paymentTotal', 'paymentPaid', 'paymentUnpaid'] },
];
const isUserCount = (name: CountName): name is UserCountName => name.startsWith('user') || name === 'documentsPending';

/**
 * The back office's dashboard (spec: an admin dashboard with counts). Everyone with a manager session may open it;
 * the counts need dashboard.index, so a user without it sees the greeting and the menu only.
 */
export async function loader(args: Route.LoaderArgs) {
  const me = await requirePolicies(args, 'manager');
  const counts = hasPermission(me, MANAGER.dashboard)
    ? await serverApi(args.request, args.context).GET('/api/v1/manager/dashboard').catch(panelFailure(args, 'manager'))
    : null;
  // What waits in the review queue, by section (every vertical, none left out when it has nothing waiting).
  const sections = catalogues[localeOfRequest(args.request)].sections;
  const waiting = counts
    ? WEB_VERTICALS.map((vertical) => ({
        key: vertical.key,
        label: sections[vertical.section].title,
        count: counts.listingsWaiting[vertical.key] ?? 0,
      }))
    : [];
  return { counts, waiting };
}

export default function ManagerDashboard({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const me = useManagerMe();
  const { counts, waiting } = loaderData;
  const queue = may(me, MANAGER.listingsIndex);
  const name = me?.user.name;
  const users = may(me, MANAGER.usersIndex);
  const documents = may(me, MANAGER.documentsIndex);
  // The users' counts open the users list with that filter, when the list may be opened.
  const links: Partial<Record<CountName, string | false>> = {
    userTotal: users && '/manager/users',
    userActive: users && '/manager/users?status=1',
    userInActive: users && '/manager/users?status=0',
    documentsPending: documents && '/manager/documents?status=0',
    // The queue opens on what waits for a person: under review or paid, waiting for confirmation.
    boothPending: queue && '/manager/listings?vertical=booth',
  };
  const label = (name: CountName) =>
    isUserCount(name) ? t(`manager.dashboard.${name}`) : t(`settings.dashboard.${name}`);
  return (
    <PanelPage title={t('manager.nav.dashboard')}>
      <PanelCard>
        <Title order={2} size="h4" mb="xs">
          {name ? t('panel.dashboard.greeting', { name }) : t('panel.dashboard.greetingNoName')}
        </Title>
        <Text c="dimmed">{t('manager.dashboard.intro')}</Text>
      </PanelCard>
      {counts &&
        GROUPS.map((group) => (
          <PanelCard key={group.key} title={t(`settings.dashboard.${group.key}`)}>
            <ul className={`${classes.stats} ${settings.compactStats}`}>
              {group.names.map((name) => {
                const to = links[name];
                const body = (
                  <>
                    <span className={classes.statValue}>{localizeDigits(counts[name], locale)}</span>
                    <span className={classes.statLabel}>{label(name)}</span>
                  </>
                );
                return (
                  <li key={name}>
                    {to ? (
                      <Link to={to} className={classes.stat}>
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
        ))}
      {counts && (
        <PanelCard title={t('manager.dashboard.waitingTitle')}>
          <ul className={`${classes.stats} ${settings.compactStats}`}>
            {waiting.map((item) => {
              const body = (
                <>
                  <span className={classes.statValue}>{localizeDigits(item.count, locale)}</span>
                  <span className={classes.statLabel}>{item.label}</span>
                </>
              );
              return (
                <li key={item.key}>
                  {queue ? (
                    <Link to={`/manager/listings?vertical=${item.key}`} className={classes.stat}>
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
