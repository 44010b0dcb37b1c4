import { useLocation } from 'react-router';
import { useTranslation } from '../../lib/use-translation.tsx';
import { Badge, Text } from '@mantine/core';
import { PlanType } from '@shahrbazar/domain/enums/plans';
import { formatJalaliDate } from '@shahrbazar/domain/format/date';
import { localizeDigits } from '@shahrbazar/domain/format/number';
import type { Route } from './+types/subscriptions';
import { MANAGER } from '../../components/manager/access.ts';
import { requirePolicies } from '../../components/manager/guard.server.ts';
import { rowsPage } from '../../components/manager/labels.server.ts';
import { RecordList } from '../../components/manager/record-list.tsx';
import type { Option } from '../../components/manager/types.ts';
import { StatusBadge } from '../../components/manager/user-list.tsx';
import classes from '../../components/manager/manager.module.css';
import {
  packageTypeOptions,
  subscriptionListQuery,
  subscriptionStatusOptions,
  subscriptionTypeOptions,
} from '../../components/packages/labels.server.ts';
import { ListFilters } from '../../components/packages/package-filters.tsx';
import { PanelCard, PanelPage } from '../../components/panel/panel-page.tsx';
import { serverApi } from '../../lib/api.server.ts';
import { localeOfRequest } from '../../lib/locale.server.ts';
import { panelFailure } from '../../lib/session.server.ts';

const labelOf = (options: Option[], value: number) =>
  options.find((option) => option.value === String(value))?.label ?? String(value);

/**
 * The back office's subscriptions (GET /manager/subscriptions), read-only: billing makes and renews them. Newest
 * first, filtered by type and status, with the package, the buyer, the Jalali dates and the days left.
 */
export async function loader(args: Route.LoaderArgs) {
  await requirePolicies(args, 'manager', MANAGER.packagesIndex);
  const locale = localeOfRequest(args.request);
  const { filters, query } = subscriptionListQuery(args.url);
  const page = await serverApi(args.request, args.context)
    .GET('/api/v1/manager/subscriptions', { params: { query } })
    .catch(panelFailure(args, 'manager'));
  const types = subscriptionTypeOptions(locale);
  const statuses = subscriptionStatusOptions(locale);
  const packageTypes = packageTypeOptions(locale);
  return {
    page: rowsPage(page, locale, (sub, number) => {
      const noTerm = sub.package.planType === PlanType.percentage;
      return {
        id: sub.id,
        number,
        typeLabel: labelOf(types, sub.type),
        item: localizeDigits(sub.item, locale),
        packageTitle: sub.package.title,
        packageTypeLabel: labelOf(packageTypes, sub.package.type),
        buyer: sub.userName,
        status: sub.status,
        statusLabel: labelOf(statuses, sub.status),
        startDate: formatJalaliDate(new Date(sub.startDate), locale),
        endDate: noTerm ? null : formatJalaliDate(new Date(sub.endDate), locale),
        remaining: noTerm ? null : localizeDigits(Math.max(sub.remainingTime, 0), locale),
        expired: !noTerm && sub.remainingTime <= 0,
      };
    }),
    filters,
    types,
    statuses,
  };
}

export default function ManagerSubscriptions({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { search } = useLocation();
  const { page, filters, types, statuses } = loaderData;
  type Row = (typeof page.items)[number];

  const item = (row: Row) => t('packages.subscriptions.itemNumber', { type: row.typeLabel, id: row.item });
  const pkg = (row: Row) => (
    <>
      <span className={classes.name}>{row.packageTitle}</span>
      <span className={classes.sub}>{row.packageTypeLabel}</span>
    </>
  );
  const buyer = (row: Row) =>
    row.buyer || (
      <Text span c="dimmed" size="sm">
        {t('packages.subscriptions.noBuyer')}
      </Text>
    );
  const remaining = (row: Row) => {
    if (row.remaining === null) return t('packages.subscriptions.noTerm');
    if (row.expired)
      return (
        <Badge color="red" variant="light">
          {t('packages.subscriptions.expired')}
        </Badge>
      );
    return t('packages.subscriptions.remainingDays', { n: row.remaining });
  };
  const end = (row: Row) => row.endDate ?? t('packages.subscriptions.noTerm');
  const badge = (row: Row) => <StatusBadge status={row.status} label={row.statusLabel} />;

  return (
    <PanelPage title={t('packages.subscriptions.title')}>
      <Text size="sm" c="dimmed" mb="sm">
        {t('packages.subscriptions.hint')}
      </Text>
      <ListFilters
        key={search}
        selects={[
          { name: 'type', label: t('packages.subscriptions.type'), options: types, value: filters.type },
          { name: 'status', label: t('packages.subscriptions.status'), options: statuses, value: filters.status },
        ]}
      />
      <PanelCard>
        <RecordList
          page={page}
          search={search}
          columns={[
            { label: t('packages.subscriptions.item'), style: 'nowrap', cell: item, fact: true },
            { label: t('packages.subscriptions.package'), style: 'userCell', cell: pkg },
            { label: t('packages.subscriptions.buyer'), cell: buyer, fact: true },
            { label: t('packages.subscriptions.startDate'), style: 'nowrap', cell: (row) => row.startDate, fact: true },
            { label: t('packages.subscriptions.endDate'), style: 'nowrap', cell: end, fact: true },
            { label: t('packages.subscriptions.remaining'), style: 'nowrap', cell: remaining, fact: true },
            { label: t('packages.subscriptions.status'), style: 'nowrap', cell: badge },
          ]}
          card={{ title: (row) => <div>{pkg(row)}</div>, badge }}
        />
      </PanelCard>
    </PanelPage>
  );
}
