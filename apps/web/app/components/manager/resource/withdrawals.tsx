import { WithdrawalStatus } from '@shahrbazar/domain/rules/withdrawal';
import { StatusColorBadge } from '../../status-color-badge.tsx';
import { managedWithdrawalView } from '../../wallet-ops/wallet-ops-view.ts';
import ops from '../../wallet-ops/wallet-ops.module.css';
import { MANAGER } from '../access.ts';
import { defineManagerResource } from './define-resource.ts';
import { chosenNumber, enumOptions } from './enum-options.ts';
import classes from '../manager.module.css';

/**
 * Users' withdrawal requests (back office, policy payments.withdraws): the pending ones first (the status tabs, the
 * queue's work), 15 a page with row numbers, newest first; each is approved or rejected on its own page.
 */
export const withdrawals = defineManagerResource({
  list: 'withdrawals',
  record: 'withdrawal',
  policies: {
    index: MANAGER.paymentsWithdraws,
    create: MANAGER.paymentsWithdraws,
    edit: MANAGER.paymentsWithdraws,
    delete: MANAGER.paymentsWithdraws,
  },
  words: {
    title: 'withdrawals.manager.title',
    create: 'withdrawals.manager.title',
    edit: 'withdrawals.manager.open',
    save: 'withdrawals.manager.open',
    delete: 'withdrawals.manager.open',
    searchPlaceholder: 'manager.list.search',
    name: 'withdrawals.manager.user',
    editNamed: 'withdrawals.manager.openNamed',
    deleteNamed: 'withdrawals.manager.openNamed',
  },
  search: false,
  creates: false,
  listDelete: false,
  selects: [
    {
      name: 'status',
      label: 'withdrawals.manager.filter',
      tabs: true,
      initial: '0',
      options: enumOptions(WithdrawalStatus),
    },
  ],
  fetch: (api, { page, perPage }, selects) =>
    api.GET('/api/v1/manager/withdrawals', {
      params: { query: { page, perPage, status: chosenNumber(selects, 'status') as WithdrawalStatus | undefined } },
    }),
  row: (item, number, locale) => managedWithdrawalView(item, locale, number),
  name: (row) => row.user.name,
  nameCell: (row) => (
    <>
      <span className={classes.name}>{row.user.name}</span>
      <span className={classes.sub}>{row.user.mobile}</span>
    </>
  ),
  page: (row) => `/manager/withdrawal/${row.id}`,
  cardTitle: (row) => (
    <>
      <span className={classes.name}>{row.amount}</span>
      <span className={classes.sub}>{row.user.name}</span>
    </>
  ),
  badge: (row) => <StatusColorBadge color={row.statusColor} label={row.statusLabel} />,
  named: (row) => ({ n: row.code }),
  confirm: (row) => ({ key: 'withdrawals.manager.openNamed', values: { n: row.code } }),
  open: {
    label: 'withdrawals.manager.open',
    named: 'withdrawals.manager.openNamed',
    to: (row) => `/manager/withdrawal/${row.id}`,
  },
  columns: [
    { label: 'withdrawals.manager.amount', style: 'nowrap', value: (row) => row.amount },
    {
      label: 'withdrawals.manager.shaba',
      style: 'nowrap',
      value: (row) => row.shaba,
      cell: (row) => (
        <bdi dir="ltr" className={ops.code}>
          {row.shaba}
        </bdi>
      ),
      fact: true,
    },
    {
      label: 'withdrawals.manager.status',
      style: 'nowrap',
      value: (row) => row.statusLabel,
      cell: (row) => <StatusColorBadge color={row.statusColor} label={row.statusLabel} />,
    },
    { label: 'withdrawals.manager.date', style: 'nowrap', value: (row) => row.registered, fact: true },
  ],
});
