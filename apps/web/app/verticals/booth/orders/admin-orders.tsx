import { useLocation } from 'react-router';
import { Link } from '../../../lib/link.tsx';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { Anchor, Group } from '@mantine/core';
import type { Order } from '@shahrbazar/domain/api/order.schema';
import { formatJalaliDateTime } from '@shahrbazar/domain/format/date';
import { localizeDigits } from '@shahrbazar/domain/format/number';
import { formatPrice } from '@shahrbazar/domain/format/price';
import type { Route } from './+types/admin-orders';
import { AGENT, MANAGER } from '../../../components/manager/access.ts';
import { requirePolicies } from '../../../components/manager/guard.server.ts';
import { rowsPage } from '../../../components/manager/labels.server.ts';
import { RecordList } from '../../../components/manager/record-list.tsx';
import classes from '../../../components/manager/manager.module.css';
import { PanelCard, PanelPage } from '../../../components/panel/panel-page.tsx';
import { serverApi } from '../../../lib/api.server.ts';
import { localeOfRequest } from '../../../lib/locale.server.ts';
import { panelFailure } from '../../../lib/session.server.ts';
import { orderAdminQuery } from './order-filters.server.ts';
import { OrderFilterForm } from './order-filters.tsx';
import { OrderStatusBadge, PaymentStatusBadge } from './order-parts.tsx';

/** Which panel a page of orders is in, from its address: the back office, or the agent panel. */
export const orderPanelOf = (url: URL): 'manager' | 'agent' =>
  url.pathname.startsWith('/agent/') ? 'agent' : 'manager';

/** Where an order of the list opens in each panel (the agent panel's paths follow the spec's {id}/details). */
export const orderHref = (panel: 'manager' | 'agent', id: number) =>
  panel === 'agent' ? `/agent/order/${id}/details` : `/manager/order/${id}`;

/**
 * Orders in the back office (policy orders.index: every order) and in the agent panel (agentBooths.index: the paid
 * orders of the agent's users' booths; the API checks the records): newest first, 15 a page with row numbers,
 * filtered by status, payment status, booth, buyer and Jalali days.
 */
export async function loader(args: Route.LoaderArgs) {
  const panel = orderPanelOf(args.url);
  await requirePolicies(args, panel, panel === 'agent' ? AGENT.boothsIndex : MANAGER.ordersIndex);
  const locale = localeOfRequest(args.request);
  const { filters, query, badDates } = orderAdminQuery(args.url);
  const api = serverApi(args.request, args.context);
  const page = await (
    panel === 'agent'
      ? api.GET('/api/v1/agent/orders', { params: { query } })
      : api.GET('/api/v1/manager/orders', { params: { query } })
  ).catch(panelFailure(args, panel));
  return {
    panel,
    filters,
    badDates,
    page: rowsPage(page, locale, (order: Order, number) => ({
      ...order,
      number,
      code: localizeDigits(order.id, locale),
      buyer: order.user.name || localizeDigits(order.user.mobile || String(order.user.id), locale),
      buyerMobile: order.user.name && order.user.mobile ? localizeDigits(order.user.mobile, locale) : '',
      placed: formatJalaliDateTime(new Date(order.registerDate), locale),
      amount: formatPrice(order.total, locale),
    })),
  };
}

export default function AdminOrders({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { search } = useLocation();
  const { page, panel } = loaderData;
  type Row = (typeof page.items)[number];
  const open = (row: Row) => (
    <Anchor component={Link} to={orderHref(panel, row.id)} aria-label={t('orders.openNamed', { n: row.code })}>
      {t('orders.open')}
    </Anchor>
  );
  const badges = (row: Row) => (
    <Group gap={4} wrap="nowrap">
      <OrderStatusBadge order={row} />
      <PaymentStatusBadge order={row} />
    </Group>
  );
  return (
    <PanelPage title={t('orders.manager.title')}>
      <OrderFilterForm key={search} filters={loaderData.filters} badDates={loaderData.badDates} />
      <PanelCard>
        <RecordList
          page={page}
          search={search}
          columns={[
            { label: t('orders.manager.number'), style: 'nowrap', cell: (row) => row.code },
            { label: t('orders.manager.booth'), direction: 'auto', cell: (row) => row.booth.title, fact: true },
            {
              label: t('orders.manager.buyer'),
              style: 'userCell',
              cell: (row) => (
                <>
                  <span className={classes.name}>{row.buyer}</span>
                  <span className={classes.sub}>{row.buyerMobile}</span>
                </>
              ),
              fact: { value: (row) => row.buyer },
            },
            { label: t('orders.manager.total'), style: 'nowrap', cell: (row) => row.amount },
            { label: t('orders.manager.status'), style: 'nowrap', cell: badges },
            { label: t('orders.manager.date'), style: 'nowrap', cell: (row) => row.placed, fact: true },
          ]}
          card={{
            title: (row) => (
              <div>
                <span className={classes.name}>{t('orders.code', { n: row.code })}</span>
                <span className={classes.sub}>{row.amount}</span>
              </div>
            ),
            badge: badges,
          }}
          actions={{ cell: open }}
        />
      </PanelCard>
    </PanelPage>
  );
}
