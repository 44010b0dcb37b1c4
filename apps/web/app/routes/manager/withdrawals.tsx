import { Link, useLocation } from 'react-router';
import { useTranslation } from '../../lib/use-translation.tsx';
import { Anchor } from '@mantine/core';
import { PAGE_SIZE } from '@shahrbazar/domain/rules/pagination';
import { WithdrawalStatus } from '@shahrbazar/domain/rules/withdrawal';
import type { Route } from './+types/withdrawals';
import { MANAGER } from '../../components/manager/access.ts';
import { requirePolicies } from '../../components/manager/guard.server.ts';
import { enumValue, pageParam, rowsPage } from '../../components/manager/labels.server.ts';
import { RecordList } from '../../components/manager/record-list.tsx';
import { StatusTabs } from '../../components/manager/status-tabs.tsx';
import classes from '../../components/manager/manager.module.css';
import { PanelCard, PanelPage } from '../../components/panel/panel-page.tsx';
import { StatusColorBadge } from '../../components/status-color-badge.tsx';
import {
  managedWithdrawalView,
  queueStatusParam,
  withdrawalStatusOptions,
} from '../../components/wallet-ops/wallet-ops-view.server.ts';
import ops from '../../components/wallet-ops/wallet-ops.module.css';
import { serverApi } from '../../lib/api.server.ts';
import { localeOfRequest } from '../../lib/locale.server.ts';
import { panelFailure } from '../../lib/session.server.ts';

/**
 * Users' withdrawal requests (back office, policy payments.withdraws): the pending ones first (the queue's work),
 * by status, 15 a page with row numbers, newest first.
 */
export async function loader(args: Route.LoaderArgs) {
  await requirePolicies(args, 'manager', MANAGER.paymentsWithdraws);
  const locale = localeOfRequest(args.request);
  const status = queueStatusParam(args.url, (value) => WithdrawalStatus.is(value));
  const query = {
    page: pageParam(args.url),
    perPage: PAGE_SIZE,
    status: enumValue(status, (value) => WithdrawalStatus.is(value)),
  };
  const page = await serverApi(args.request, args.context)
    .GET('/api/v1/manager/withdrawals', { params: { query } })
    .catch(panelFailure(args, 'manager'));
  return {
    page: rowsPage(page, locale, (item, number) => managedWithdrawalView(item, locale, number)),
    status,
    statuses: withdrawalStatusOptions(locale),
  };
}

export default function ManagerWithdrawals({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { search } = useLocation();
  const { page, status, statuses } = loaderData;
  type Row = (typeof page.items)[number];
  const open = (row: Row) => (
    <Anchor
      component={Link}
      to={`/manager/withdrawal/${row.id}`}
      aria-label={t('withdrawals.manager.openNamed', { n: row.code })}
    >
      {t('withdrawals.manager.open')}
    </Anchor>
  );
  const badge = (row: Row) => <StatusColorBadge color={row.statusColor} label={row.statusLabel} />;
  return (
    <PanelPage title={t('withdrawals.manager.title')}>
      <StatusTabs label={t('withdrawals.manager.filter')} statuses={statuses} current={status} />
      <PanelCard>
        <RecordList
          page={page}
          search={search}
          columns={[
            {
              label: t('withdrawals.manager.user'),
              style: 'userCell',
              cell: (row) => (
                <>
                  <span className={classes.name}>{row.user.name}</span>
                  <span className={classes.sub}>{row.user.mobile}</span>
                </>
              ),
            },
            { label: t('withdrawals.manager.amount'), style: 'nowrap', cell: (row) => row.amount },
            {
              label: t('withdrawals.manager.shaba'),
              style: 'nowrap',
              cell: (row) => (
                <bdi dir="ltr" className={ops.code}>
                  {row.shaba}
                </bdi>
              ),
              fact: true,
            },
            { label: t('withdrawals.manager.status'), style: 'nowrap', cell: badge },
            { label: t('withdrawals.manager.date'), style: 'nowrap', cell: (row) => row.registered, fact: true },
          ]}
          card={{
            title: (row) => (
              <div>
                <span className={classes.name}>{row.amount}</span>
                <span className={classes.sub}>{row.user.name}</span>
              </div>
            ),
            badge,
          }}
          actions={{ cell: open }}
        />
      </PanelCard>
    </PanelPage>
  );
}
