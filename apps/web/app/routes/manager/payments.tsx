import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Anchor, Button, Table } from '@mantine/core';
import type { ManagedPayment } from '@shahrbazar/domain/api/payment.schema';
import { DeviceType } from '@shahrbazar/domain/enums/people';
import { localizeDigits } from '@shahrbazar/domain/format/number';
import type { Route } from './+types/payments';
import { Icon } from '../../components/icons.tsx';
import { MANAGER, may } from '../../components/manager/access.ts';
import { requirePolicies } from '../../components/manager/guard.server.ts';
import { filterParam, rowsPage } from '../../components/manager/labels.server.ts';
import { Pager } from '../../components/manager/pager.tsx';
import type { ListPage } from '../../components/manager/types.ts';
import classes from '../../components/manager/manager.module.css';
import { ListFilters } from '../../components/packages/package-filters.tsx';
import { PanelCard, PanelPage } from '../../components/panel/panel-page.tsx';
import { PaymentItem, PaymentStatusBadge } from '../../components/payments/payment-parts.tsx';
import {
  deviceTypeOptions,
  paymentListQuery,
  paymentMethodOptions,
  paymentStatusOptions,
  paymentTypeOptions,
  paymentView,
} from '../../components/payments/payment-view.server.ts';
import { serverApi } from '../../lib/api.server.ts';
import { localeOfRequest } from '../../lib/locale.server.ts';
import { panelFailure } from '../../lib/session.server.ts';
import { useLocale } from '../../lib/use-locale.ts';

/** A positive whole number from the address (?user_id=12), '' otherwise. */
const idParam = (value: string | null) => (value && /^\d{1,9}$/.test(value) && Number(value) > 0 ? value : '');

/**
 * The back office's payments (spec: payments menu): every payer's, newest first, 15 a page, with the spec's list
 * filters (type, method, status, device type, user, text), the payer, the item by its type and the amount in toman.
 */
export async function loader(args: Route.LoaderArgs) {
  const me = await requirePolicies(args, 'manager', MANAGER.paymentsIndex);
  const locale = localeOfRequest(args.request);
  const { searchParams } = args.url;
  const textSearch = (searchParams.get('textSearch') ?? '').trim().slice(0, 100);
  const { filters, query } = paymentListQuery(args.url, {
    deviceType: filterParam(searchParams.get('deviceType'), (value) => DeviceType.is(value)),
    user_id: idParam(searchParams.get('user_id')),
  });
  const apiQuery = new URLSearchParams(query);
  if (textSearch) apiQuery.set('q', textSearch);
  const page = await serverApi(args.request, args.context)
    .get<ListPage<ManagedPayment>>(`/api/v1/manager/payments?${apiQuery.toString()}`)
    .catch(panelFailure(args, 'manager'));
  return {
    page: rowsPage(page, locale, (payment, number) => ({
      ...paymentView(payment, locale, number),
      payer: payment.user.name || localizeDigits(payment.user.mobile ?? String(payment.user.id), locale),
      // Under the name; a payer without a name is shown by the mobile already.
      payerMobile: payment.user.name && payment.user.mobile ? localizeDigits(payment.user.mobile, locale) : '',
    })),
    filters: { ...filters, textSearch },
    // Recording a POS or manual payment is its own permission.
    mayRecord: may(me, MANAGER.paymentsCreate),
    options: {
      types: paymentTypeOptions(locale),
      methods: paymentMethodOptions(locale),
      statuses: paymentStatusOptions(locale),
      devices: deviceTypeOptions(locale),
    },
  };
}

export default function ManagerPayments({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { search } = useLocation();
  const { page, filters, options } = loaderData;
  type Row = (typeof page.items)[number];
  const open = (row: Row) => (
    <Anchor
      component={Link}
      to={`/manager/payment/${row.id}`}
      aria-label={t('payments.list.openNamed', { n: row.code })}
    >
      {t('payments.list.open')}
    </Anchor>
  );
  return (
    <PanelPage
      title={t('payments.manager.title')}
      action={
        loaderData.mayRecord && (
          <Button component={Link} to="/manager/payment/create" leftSection={<Icon name="plus" size={18} />}>
            {t('manualPayments.nav')}
          </Button>
        )
      }
    >
      <ListFilters
        key={search}
        search={{ value: filters.textSearch, placeholder: t('payments.manager.search') }}
        selects={[
          { name: 'type', label: t('payments.list.type'), options: options.types, value: filters.type },
          { name: 'method', label: t('payments.list.method'), options: options.methods, value: filters.method },
          { name: 'status', label: t('payments.list.status'), options: options.statuses, value: filters.status },
          {
            name: 'deviceType',
            label: t('payments.manager.device'),
            options: options.devices,
            value: filters.deviceType,
          },
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
                    <Table.Th>{t('payments.manager.payer')}</Table.Th>
                    <Table.Th>{t('payments.list.type')}</Table.Th>
                    <Table.Th>{t('payments.list.item')}</Table.Th>
                    <Table.Th>{t('payments.list.price')}</Table.Th>
                    <Table.Th>{t('payments.list.method')}</Table.Th>
                    <Table.Th>{t('payments.list.status')}</Table.Th>
                    <Table.Th>{t('payments.list.date')}</Table.Th>
                    <Table.Th />
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {page.items.map((row) => (
                    <Table.Tr key={row.id}>
                      <Table.Td className={classes.num}>{row.number}</Table.Td>
                      <Table.Td className={classes.userCell}>
                        <span className={classes.name}>{row.payer}</span>
                        <span className={classes.sub}>{row.payerMobile}</span>
                      </Table.Td>
                      <Table.Td className={classes.nowrap}>{row.typeLabel}</Table.Td>
                      <Table.Td>{row.item ? <PaymentItem payment={row} link={false} /> : '—'}</Table.Td>
                      <Table.Td className={classes.nowrap}>{row.price}</Table.Td>
                      <Table.Td className={classes.nowrap}>{row.methodLabel}</Table.Td>
                      <Table.Td className={classes.nowrap}>
                        <PaymentStatusBadge payment={row} />
                      </Table.Td>
                      <Table.Td className={classes.nowrap}>{row.registered}</Table.Td>
                      <Table.Td>{open(row)}</Table.Td>
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
                      <div>
                        <span className={classes.name}>{row.price}</span>
                        <span className={classes.sub}>{row.typeLabel}</span>
                      </div>
                    </div>
                    <PaymentStatusBadge payment={row} />
                  </div>
                  <dl className={classes.facts}>
                    <dt>{t('payments.manager.payer')}</dt>
                    <dd>{row.payer}</dd>
                    {row.item && (
                      <>
                        <dt>{t('payments.list.item')}</dt>
                        <dd>
                          <PaymentItem payment={row} link={false} />
                        </dd>
                      </>
                    )}
                    <dt>{t('payments.list.method')}</dt>
                    <dd>{row.methodLabel}</dd>
                    <dt>{t('payments.list.date')}</dt>
                    <dd>{row.registered}</dd>
                  </dl>
                  {open(row)}
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
