import { useLocation } from 'react-router';
import { Link } from '../../lib/link.tsx';
import { useTranslation } from '../../lib/use-translation.tsx';
import { Anchor, Button } from '@mantine/core';
import { PaymentMethod, PaymentStatus, PaymentType } from '@shahrbazar/domain/enums/commerce';
import { DeviceType } from '@shahrbazar/domain/enums/people';
import { PAGE_SIZE } from '@shahrbazar/domain/rules/pagination';
import { localizeDigits } from '@shahrbazar/domain/format/number';
import type { Route } from './+types/payments';
import { Icon } from '../../components/icons.tsx';
import { MANAGER, may } from '../../components/manager/access.ts';
import { requirePolicies } from '../../components/manager/guard.server.ts';
import { enumValue, filterParam, pageParam, rowsPage } from '../../components/manager/labels.server.ts';
import { RecordList } from '../../components/manager/record-list.tsx';
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
  const { filters } = paymentListQuery(args.url, {
    deviceType: filterParam(searchParams.get('deviceType'), (value) => DeviceType.is(value)),
    user_id: idParam(searchParams.get('user_id')),
  });
  const apiQuery = {
    page: pageParam(args.url),
    perPage: PAGE_SIZE,
    type: enumValue(filters.type, (value) => PaymentType.is(value)),
    method: enumValue(filters.method, (value) => PaymentMethod.is(value)),
    status: enumValue(filters.status, (value) => PaymentStatus.is(value)),
    deviceType: enumValue(filters.deviceType, (value) => DeviceType.is(value)),
    user_id: filters.user_id ? Number(filters.user_id) : undefined,
    q: textSearch || undefined,
  };
  const page = await serverApi(args.request, args.context)
    .GET('/api/v1/manager/payments', { params: { query: apiQuery } })
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
        <RecordList
          page={page}
          search={search}
          columns={[
            {
              label: t('payments.manager.payer'),
              style: 'userCell',
              cell: (row) => (
                <>
                  <span className={classes.name}>{row.payer}</span>
                  <span className={classes.sub}>{row.payerMobile}</span>
                </>
              ),
              fact: { value: (row) => row.payer },
            },
            { label: t('payments.list.type'), style: 'nowrap', cell: (row) => row.typeLabel },
            {
              label: t('payments.list.item'),
              cell: (row) => (row.item ? <PaymentItem payment={row} link={false} /> : '—'),
              fact: { when: (row) => Boolean(row.item) },
            },
            { label: t('payments.list.price'), style: 'nowrap', cell: (row) => row.price },
            { label: t('payments.list.method'), style: 'nowrap', cell: (row) => row.methodLabel, fact: true },
            { label: t('payments.list.status'), style: 'nowrap', cell: (row) => <PaymentStatusBadge payment={row} /> },
            { label: t('payments.list.date'), style: 'nowrap', cell: (row) => row.registered, fact: true },
          ]}
          card={{
            title: (row) => (
              <div>
                <span className={classes.name}>{row.price}</span>
                <span className={classes.sub}>{row.typeLabel}</span>
              </div>
            ),
            badge: (row) => <PaymentStatusBadge payment={row} />,
          }}
          actions={{ cell: open }}
        />
      </PanelCard>
    </PanelPage>
  );
}
