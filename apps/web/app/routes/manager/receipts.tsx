import { Link, useLocation } from 'react-router';
import { useTranslation } from '../../lib/use-translation.tsx';
import { Anchor } from '@mantine/core';
import { localizeDigits } from '@shahrbazar/domain/format/number';
import { formatPrice } from '@shahrbazar/domain/format/price';
import { PAGE_SIZE } from '@shahrbazar/domain/rules/pagination';
import { ReceiptStatus } from '@shahrbazar/domain/rules/receipt';
import type { Route } from './+types/receipts';
import { MANAGER } from '../../components/manager/access.ts';
import { requirePolicies } from '../../components/manager/guard.server.ts';
import { enumValue, pageParam, rowsPage } from '../../components/manager/labels.server.ts';
import { RecordList } from '../../components/manager/record-list.tsx';
import { StatusTabs } from '../../components/manager/status-tabs.tsx';
import classes from '../../components/manager/manager.module.css';
import { PanelCard, PanelPage } from '../../components/panel/panel-page.tsx';
import { StatusColorBadge } from '../../components/status-color-badge.tsx';
import {
  queueStatusParam,
  receiptStatusOptions,
  receiptView,
} from '../../components/wallet-ops/wallet-ops-view.server.ts';
import ops from '../../components/wallet-ops/wallet-ops.module.css';
import { serverApi } from '../../lib/api.server.ts';
import { localeOfRequest } from '../../lib/locale.server.ts';
import { panelFailure } from '../../lib/session.server.ts';

/**
 * Card-to-card receipts (back office, a payments policy): those awaiting review first, by status, 15 a page with
 * row numbers, each with its payer and amount.
 */
export async function loader(args: Route.LoaderArgs) {
  await requirePolicies(args, 'manager', MANAGER.paymentsIndex);
  const locale = localeOfRequest(args.request);
  const status = queueStatusParam(args.url, (value) => ReceiptStatus.is(value));
  const query = {
    page: pageParam(args.url),
    perPage: PAGE_SIZE,
    status: enumValue(status, (value) => ReceiptStatus.is(value)),
  };
  const page = await serverApi(args.request, args.context)
    .GET('/api/v1/manager/receipts', { params: { query } })
    .catch(panelFailure(args, 'manager'));
  return {
    page: rowsPage(page, locale, (item, number) => ({
      ...receiptView(item, locale, number),
      payer:
        item.payment.user.name || (item.payment.user.mobile ? localizeDigits(item.payment.user.mobile, locale) : ''),
      amount: formatPrice(item.payment.price, locale),
    })),
    status,
    statuses: receiptStatusOptions(locale),
  };
}

export default function ManagerReceipts({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { search } = useLocation();
  const { page, status, statuses } = loaderData;
  type Row = (typeof page.items)[number];
  const open = (row: Row) => (
    <Anchor
      component={Link}
      to={`/manager/receipt/${row.id}`}
      aria-label={t('receipts.manager.openNamed', { n: row.code })}
    >
      {t('receipts.manager.open')}
    </Anchor>
  );
  const badge = (row: Row) => <StatusColorBadge color={row.statusColor} label={row.statusLabel} />;
  return (
    <PanelPage title={t('receipts.manager.title')}>
      <StatusTabs label={t('receipts.manager.filter')} statuses={statuses} current={status} />
      <PanelCard>
        <RecordList
          page={page}
          search={search}
          columns={[
            { label: t('receipts.manager.payer'), cell: (row) => row.payer },
            { label: t('receipts.manager.amount'), style: 'nowrap', cell: (row) => row.amount },
            {
              label: t('receipts.manager.tracking'),
              cell: (row) => (
                <bdi dir="ltr" className={ops.code}>
                  {row.tracking}
                </bdi>
              ),
              fact: true,
            },
            { label: t('receipts.manager.paidOn'), style: 'nowrap', cell: (row) => row.paidOn, fact: true },
            { label: t('receipts.manager.status'), style: 'nowrap', cell: badge },
            { label: t('receipts.manager.date'), style: 'nowrap', cell: (row) => row.sent },
          ]}
          card={{
            title: (row) => (
              <div>
                <span className={classes.name}>{row.amount}</span>
                <span className={classes.sub}>{row.payer}</span>
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
