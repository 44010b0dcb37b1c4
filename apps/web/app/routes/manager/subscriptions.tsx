import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Badge, Table, Text } from '@mantine/core';
import type { ManagedSubscription } from '@shahrbazar/domain/api/package.schema';
import { PlanType } from '@shahrbazar/domain/enums/plans';
import { formatJalaliDate } from '@shahrbazar/domain/format/date';
import { localizeDigits } from '@shahrbazar/domain/format/number';
import type { Route } from './+types/subscriptions';
import { MANAGER } from '../../components/manager/access.ts';
import { requirePolicies } from '../../components/manager/guard.server.ts';
import { rowsPage } from '../../components/manager/labels.server.ts';
import { Pager } from '../../components/manager/pager.tsx';
import type { ListPage, Option } from '../../components/manager/types.ts';
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
import { useLocale } from '../../lib/use-locale.ts';

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
    .get<ListPage<ManagedSubscription>>(`/api/v1/manager/subscriptions?${query}`)
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
  const locale = useLocale();
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
        {page.items.length === 0 ? (
          <p className={classes.empty}>{t('messages.noItems')}</p>
        ) : (
          <>
            <div className={classes.summary}>
              <span>{t('manager.list.total', { n: localizeDigits(page.total, locale) })}</span>
            </div>
            <div className={classes.tableWrap}>
              <Table className={classes.table} striped highlightOnHover verticalSpacing="xs">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('manager.list.row')}</Table.Th>
                    <Table.Th>{t('packages.subscriptions.item')}</Table.Th>
                    <Table.Th>{t('packages.subscriptions.package')}</Table.Th>
                    <Table.Th>{t('packages.subscriptions.buyer')}</Table.Th>
                    <Table.Th>{t('packages.subscriptions.startDate')}</Table.Th>
                    <Table.Th>{t('packages.subscriptions.endDate')}</Table.Th>
                    <Table.Th>{t('packages.subscriptions.remaining')}</Table.Th>
                    <Table.Th>{t('packages.subscriptions.status')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {page.items.map((row) => (
                    <Table.Tr key={row.id}>
                      <Table.Td className={classes.num}>{row.number}</Table.Td>
                      <Table.Td className={classes.nowrap}>{item(row)}</Table.Td>
                      <Table.Td className={classes.userCell}>{pkg(row)}</Table.Td>
                      <Table.Td>{buyer(row)}</Table.Td>
                      <Table.Td className={classes.nowrap}>{row.startDate}</Table.Td>
                      <Table.Td className={classes.nowrap}>{end(row)}</Table.Td>
                      <Table.Td className={classes.nowrap}>{remaining(row)}</Table.Td>
                      <Table.Td className={classes.nowrap}>
                        <StatusBadge status={row.status} label={row.statusLabel} />
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </div>
            <ol className={classes.cards}>
              {page.items.map((row) => (
                <li key={row.id} className={classes.card}>
                  <div className={classes.cardHead}>
                    <div className={classes.cardTitle}>
                      <span className={classes.num}>{row.number}</span>
                      <div>{pkg(row)}</div>
                    </div>
                    <StatusBadge status={row.status} label={row.statusLabel} />
                  </div>
                  <dl className={classes.facts}>
                    <dt>{t('packages.subscriptions.item')}</dt>
                    <dd>{item(row)}</dd>
                    <dt>{t('packages.subscriptions.buyer')}</dt>
                    <dd>{buyer(row)}</dd>
                    <dt>{t('packages.subscriptions.startDate')}</dt>
                    <dd>{row.startDate}</dd>
                    <dt>{t('packages.subscriptions.endDate')}</dt>
                    <dd>{end(row)}</dd>
                    <dt>{t('packages.subscriptions.remaining')}</dt>
                    <dd>{remaining(row)}</dd>
                  </dl>
                </li>
              ))}
            </ol>
            <Pager currentPage={page.currentPage} lastPage={page.lastPage} more={page.more} search={search} />
          </>
        )}
      </PanelCard>
    </PanelPage>
  );
}
