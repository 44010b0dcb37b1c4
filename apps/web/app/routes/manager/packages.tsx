import { Link, useLocation } from 'react-router';
import { useTranslation } from '../../lib/use-translation.tsx';
import { Anchor, Button } from '@mantine/core';
import { localizeDigits } from '@shahrbazar/domain/format/number';
import type { Route } from './+types/packages';
import { Icon } from '../../components/icons.tsx';
import { MANAGER, may, useManagerMe } from '../../components/manager/access.ts';
import { ConfirmDelete } from '../../components/manager/confirm-delete.tsx';
import { requirePolicies } from '../../components/manager/guard.server.ts';
import { rowsPage } from '../../components/manager/labels.server.ts';
import { ListNotice } from '../../components/manager/list-notice.tsx';
import { RecordList } from '../../components/manager/record-list.tsx';
import type { Option } from '../../components/manager/types.ts';
import classes from '../../components/manager/manager.module.css';
import {
  packageListQuery,
  packageStatusOptions,
  packageTypeName,
  packageTypeOptions,
  planTypeOptions,
} from '../../components/packages/labels.server.ts';
import { ListFilters } from '../../components/packages/package-filters.tsx';
import { PackageStatusBadge } from '../../components/packages/package-status-badge.tsx';
import { packageDurationText, packagePriceText } from '../../components/packages/package-text.ts';
import { PanelCard, PanelPage } from '../../components/panel/panel-page.tsx';
import { serverApi } from '../../lib/api.server.ts';
import { localeOfRequest } from '../../lib/locale.server.ts';
import { useLocale } from '../../lib/use-locale.ts';
import { panelFailure } from '../../lib/session.server.ts';

const labelOf = (options: Option[], value: number) =>
  options.find((option) => option.value === String(value))?.label ?? String(value);

/** The back office's packages (GET /manager/packages): search, type, plan type and status filters, 15 per page. */
export async function loader(args: Route.LoaderArgs) {
  await requirePolicies(args, 'manager', MANAGER.packagesIndex);
  const locale = localeOfRequest(args.request);
  const { filters, query } = packageListQuery(args.url);
  const page = await serverApi(args.request, args.context)
    .GET('/api/v1/manager/packages', { params: { query } })
    .catch(panelFailure(args, 'manager'));
  const types = packageTypeOptions(locale);
  const plans = planTypeOptions(locale);
  const statuses = packageStatusOptions(locale);
  return {
    page: rowsPage(page, locale, (pkg, number) => ({
      ...pkg,
      number,
      typeLabel: labelOf(types, pkg.type),
      typeName: packageTypeName(pkg.type),
      planLabel: labelOf(plans, pkg.planType),
      statusLabel: labelOf(statuses, pkg.status),
      held: localizeDigits(pkg.subscriptionCount, locale),
    })),
    filters,
    types,
    plans,
    statuses,
  };
}

export default function ManagerPackages({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const me = useManagerMe();
  const { pathname, search } = useLocation();
  const { page, filters, types, plans, statuses } = loaderData;
  const canEdit = may(me, MANAGER.packagesEdit);
  const canDelete = may(me, MANAGER.packagesDelete);
  type Row = (typeof page.items)[number];

  const title = (row: Row) => (
    <>
      {canEdit ? (
        <Anchor component={Link} to={`/manager/package/${row.id}/edit`} className={classes.name}>
          {row.title}
        </Anchor>
      ) : (
        <span className={classes.name}>{row.title}</span>
      )}
      {row.categoryTitle && <span className={classes.sub}>{row.categoryTitle}</span>}
    </>
  );
  const actions = (row: Row) => (
    <div className={classes.rowActions}>
      {canEdit && (
        <Button
          component={Link}
          to={`/manager/package/${row.id}/edit`}
          variant="light"
          size="xs"
          aria-label={t('packages.manager.editNamed', { title: row.title })}
        >
          {t('manager.list.edit')}
        </Button>
      )}
      {canDelete && (
        <ConfirmDelete
          to={`/manager/package/${row.id}/delete`}
          back={`${pathname}${search}`}
          label={t('packages.manager.deleteNamed', { title: row.title })}
          message={
            row.subscriptionCount > 0
              ? t('packages.manager.confirmDeleteHeld', { title: row.title, n: row.held })
              : t('packages.manager.confirmDelete', { title: row.title })
          }
        />
      )}
    </div>
  );
  const price = (row: Row) => packagePriceText(row, locale, t);
  const duration = (row: Row) => packageDurationText(row, locale, t);
  const badge = (row: Row) => <PackageStatusBadge status={row.status} label={row.statusLabel} />;

  return (
    <PanelPage
      title={t('packages.nav.packages')}
      action={
        may(me, MANAGER.packagesCreate) && (
          <Button component={Link} to="/manager/package/create" leftSection={<Icon name="plus" size={18} />}>
            {t('packages.manager.create')}
          </Button>
        )
      }
    >
      <ListNotice />
      <ListFilters
        key={search}
        search={{ value: filters.textSearch, placeholder: t('packages.manager.searchPlaceholder') }}
        selects={[
          { name: 'type', label: t('packages.manager.type'), options: types, value: filters.type },
          { name: 'planType', label: t('packages.manager.planType'), options: plans, value: filters.planType },
          { name: 'status', label: t('packages.manager.status'), options: statuses, value: filters.status },
        ]}
      />
      <PanelCard>
        <RecordList
          page={page}
          search={search}
          columns={[
            { label: t('packages.manager.package'), style: 'userCell', cell: title },
            {
              label: t('packages.manager.type'),
              cell: (row) => (
                <Anchor
                  component={Link}
                  to={`/packages/${row.typeName}`}
                  size="sm"
                  title={t('packages.manager.viewPublic')}
                >
                  {row.typeLabel}
                </Anchor>
              ),
              fact: { value: (row) => row.typeLabel },
            },
            { label: t('packages.manager.planType'), cell: (row) => row.planLabel, fact: true, table: false },
            {
              label: t('packages.manager.priceOrShare'),
              style: 'nowrap',
              cell: (row) => (
                <>
                  {price(row)}
                  <span className={classes.sub}>{row.planLabel}</span>
                </>
              ),
              fact: { value: price },
            },
            { label: t('packages.manager.duration'), style: 'nowrap', cell: duration, fact: true },
            { label: t('packages.manager.status'), style: 'nowrap', cell: badge },
            { label: t('packages.manager.subscriptionCount'), style: 'num', cell: (row) => row.held, fact: true },
          ]}
          card={{ title: (row) => <div>{title(row)}</div>, badge }}
          actions={{ heading: t('manager.list.actions'), cell: actions }}
        />
      </PanelCard>
    </PanelPage>
  );
}
