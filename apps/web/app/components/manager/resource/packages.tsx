import { Link } from '../../../lib/link.tsx';
import { Anchor } from '@mantine/core';
import { PackageType, PlanType } from '@shahrbazar/domain/enums/plans';
import { PackageStatus } from '@shahrbazar/domain/enums/status';
import { localizeDigits } from '@shahrbazar/domain/format/number';
import { PackageStatusBadge } from '../../packages/package-status-badge.tsx';
import { packageDurationText, packagePriceText } from '../../packages/package-text.ts';
import { MANAGER } from '../access.ts';
import { defineManagerResource } from './define-resource.ts';
import { chosenNumber, enumOptions } from './enum-options.ts';
import classes from '../manager.module.css';

/**
 * The back office's packages (GET /manager/packages): searched, filtered by type, plan type and status, 15 a page.
 * Their form, whose plan type decides which of price, percentage and days it asks, is a page of its own
 * (routes/manager/package-edit.tsx).
 */
export const packages = defineManagerResource({
  list: 'packages',
  record: 'package',
  policies: {
    index: MANAGER.packagesIndex,
    create: MANAGER.packagesCreate,
    edit: MANAGER.packagesEdit,
    delete: MANAGER.packagesDelete,
  },
  words: {
    title: 'packages.nav.packages',
    create: 'packages.manager.create',
    edit: 'packages.manager.edit',
    save: 'packages.manager.save',
    delete: 'packages.manager.delete',
    searchPlaceholder: 'packages.manager.searchPlaceholder',
    name: 'packages.manager.package',
    editNamed: 'packages.manager.editNamed',
    deleteNamed: 'packages.manager.deleteNamed',
  },
  selects: [
    { name: 'type', label: 'packages.manager.type', options: enumOptions(PackageType) },
    { name: 'planType', label: 'packages.manager.planType', options: enumOptions(PlanType) },
    { name: 'status', label: 'packages.manager.status', options: enumOptions(PackageStatus) },
  ],
  fetch: (api, { filter: _none, ...query }, selects) =>
    api.GET('/api/v1/manager/packages', {
      params: {
        query: {
          ...query,
          type: chosenNumber(selects, 'type') as PackageType | undefined,
          planType: chosenNumber(selects, 'planType') as PlanType | undefined,
          status: chosenNumber(selects, 'status') as PackageStatus | undefined,
        },
      },
    }),
  read: (api, id) => api.GET('/api/v1/manager/packages/{id}', { params: { path: { id } } }),
  remove: (api, id) => api.DELETE('/api/v1/manager/packages/{id}', { params: { path: { id } } }),
  row: (pkg, number, locale, t) => ({
    id: pkg.id,
    number,
    title: pkg.title,
    categoryTitle: pkg.categoryTitle,
    typeLabel: PackageType.is(pkg.type) ? PackageType.label(pkg.type, locale) : String(pkg.type),
    typeName: PackageType.nameOf(pkg.type) ?? '',
    planLabel: PlanType.is(pkg.planType) ? PlanType.label(pkg.planType, locale) : String(pkg.planType),
    price: packagePriceText(pkg, locale, t),
    duration: packageDurationText(pkg, locale, t),
    status: pkg.status,
    statusLabel: PackageStatus.is(pkg.status) ? PackageStatus.label(pkg.status, locale) : String(pkg.status),
    subscriptionCount: pkg.subscriptionCount,
    held: localizeDigits(pkg.subscriptionCount, locale),
  }),
  name: (row) => row.title,
  nameCell: (row, href) => (
    <>
      {href ? (
        <Anchor component={Link} to={href} className={classes.name}>
          {row.title}
        </Anchor>
      ) : (
        <span className={classes.name}>{row.title}</span>
      )}
      {row.categoryTitle && <span className={classes.sub}>{row.categoryTitle}</span>}
    </>
  ),
  badge: (row) => <PackageStatusBadge status={row.status} label={row.statusLabel} />,
  named: (row) => ({ title: row.title }),
  // A package some subscription holds is refused by the API (409), whose message suggests hiding it instead.
  confirm: ({ title, subscriptionCount, held }) =>
    subscriptionCount > 0
      ? { key: 'packages.manager.confirmDeleteHeld', values: { title, n: held } }
      : { key: 'packages.manager.confirmDelete', values: { title } },
  columns: [
    {
      label: 'packages.manager.type',
      value: (row) => row.typeLabel,
      cell: (row, t) => (
        <Anchor component={Link} to={`/packages/${row.typeName}`} size="sm" title={t('packages.manager.viewPublic')}>
          {row.typeLabel}
        </Anchor>
      ),
      fact: { value: (row) => row.typeLabel },
    },
    { label: 'packages.manager.planType', value: (row) => row.planLabel, fact: true, table: false },
    {
      label: 'packages.manager.priceOrShare',
      style: 'nowrap',
      value: (row) => row.price,
      cell: (row) => (
        <>
          {row.price}
          <span className={classes.sub}>{row.planLabel}</span>
        </>
      ),
      fact: { value: (row) => row.price },
    },
    { label: 'packages.manager.duration', style: 'nowrap', value: (row) => row.duration, fact: true },
    {
      label: 'packages.manager.status',
      style: 'nowrap',
      value: (row) => row.statusLabel,
      cell: (row) => <PackageStatusBadge status={row.status} label={row.statusLabel} />,
    },
    { label: 'packages.manager.subscriptionCount', style: 'num', value: (row) => row.held, fact: true },
  ],
});
