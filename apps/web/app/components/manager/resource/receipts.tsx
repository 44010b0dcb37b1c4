import { localizeDigits } from '@shahrbazar/domain/format/number';
import { formatPrice } from '@shahrbazar/domain/format/price';
import { ReceiptStatus } from '@shahrbazar/domain/rules/receipt';
import { StatusColorBadge } from '../../status-color-badge.tsx';
import { receiptView } from '../../wallet-ops/wallet-ops-view.ts';
import ops from '../../wallet-ops/wallet-ops.module.css';
import { MANAGER } from '../access.ts';
import { defineManagerResource } from './define-resource.ts';
import { chosenNumber, enumOptions } from './enum-options.ts';
import classes from '../manager.module.css';

/**
 * Card-to-card receipts (back office, a payments policy): those awaiting review first (the status tabs), 15 a page
 * with row numbers, each with its payer and amount; each is reviewed on its own page. Only read here.
 */
export const receipts = defineManagerResource({
  list: 'receipts',
  record: 'receipt',
  policies: {
    index: MANAGER.paymentsIndex,
    create: MANAGER.paymentsIndex,
    edit: MANAGER.paymentsIndex,
    delete: MANAGER.paymentsIndex,
  },
  words: {
    title: 'receipts.manager.title',
    create: 'receipts.manager.title',
    edit: 'receipts.manager.open',
    save: 'receipts.manager.open',
    delete: 'receipts.manager.open',
    searchPlaceholder: 'manager.list.search',
    name: 'receipts.manager.payer',
    editNamed: 'receipts.manager.openNamed',
    deleteNamed: 'receipts.manager.openNamed',
  },
  search: false,
  creates: false,
  listDelete: false,
  selects: [
    { name: 'status', label: 'receipts.manager.filter', tabs: true, initial: '0', options: enumOptions(ReceiptStatus) },
  ],
  fetch: (api, { page, perPage }, selects) =>
    api.GET('/api/v1/manager/receipts', {
      params: { query: { page, perPage, status: chosenNumber(selects, 'status') as ReceiptStatus | undefined } },
    }),
  row: (item, number, locale) => ({
    ...receiptView(item, locale, number),
    payer: item.payment.user.name || (item.payment.user.mobile ? localizeDigits(item.payment.user.mobile, locale) : ''),
    amount: formatPrice(item.payment.price, locale),
  }),
  name: (row) => row.payer,
  nameCell: (row) => row.payer,
  page: (row) => `/manager/receipt/${row.id}`,
  cardTitle: (row) => (
    <>
      <span className={classes.name}>{row.amount}</span>
      <span className={classes.sub}>{row.payer}</span>
    </>
  ),
  badge: (row) => <StatusColorBadge color={row.statusColor} label={row.statusLabel} />,
  named: (row) => ({ n: row.code }),
  confirm: (row) => ({ key: 'receipts.manager.openNamed', values: { n: row.code } }),
  open: {
    label: 'receipts.manager.open',
    named: 'receipts.manager.openNamed',
    to: (row) => `/manager/receipt/${row.id}`,
  },
  columns: [
    { label: 'receipts.manager.amount', style: 'nowrap', value: (row) => row.amount },
    {
      label: 'receipts.manager.tracking',
      value: (row) => row.tracking,
      cell: (row) => (
        <bdi dir="ltr" className={ops.code}>
          {row.tracking}
        </bdi>
      ),
      fact: true,
    },
    { label: 'receipts.manager.paidOn', style: 'nowrap', value: (row) => row.paidOn, fact: true },
    {
      label: 'receipts.manager.status',
      style: 'nowrap',
      value: (row) => row.statusLabel,
      cell: (row) => <StatusColorBadge color={row.statusColor} label={row.statusLabel} />,
    },
    { label: 'receipts.manager.date', style: 'nowrap', value: (row) => row.sent },
  ],
});
