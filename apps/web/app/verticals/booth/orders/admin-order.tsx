import { Fragment } from 'react';
import { Link } from '../../../lib/link.tsx';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { Anchor, Group } from '@mantine/core';
import { formatJalaliDateTime } from '@shahrbazar/domain/format/date';
import { localizeDigits } from '@shahrbazar/domain/format/number';
import { formatPrice } from '@shahrbazar/domain/format/price';
import type { Route } from './+types/admin-order';
import { AGENT, MANAGER } from '../../../components/manager/access.ts';
import { idParam, requirePolicies } from '../../../components/manager/guard.server.ts';
import { PanelCard, PanelPage } from '../../../components/panel/panel-page.tsx';
import { serverApi } from '../../../lib/api.server.ts';
import { panelFailure } from '../../../lib/session.server.ts';
import { useLocale } from '../../../lib/use-locale.ts';
import { orderPanelOf } from './admin-orders.tsx';
import { OrderHistory, OrderLines, OrderStatusBadge, PaymentStatusBadge } from './order-parts.tsx';
import classes from './orders.module.css';

/**
 * One order in the back office or the agent panel (spec: the product list with code, image, count, price and
 * discount; total; payment status; date; discount percent), with the buyer, the booth and the status history. Read
 * only: the booth and the buyer move an order.
 */
export async function loader(args: Route.LoaderArgs) {
  const panel = orderPanelOf(args.url);
  await requirePolicies(args, panel, panel === 'agent' ? AGENT.boothsIndex : MANAGER.ordersIndex);
  const api = serverApi(args.request, args.context);
  const id = idParam(args.params.id);
  const order = await (
    panel === 'agent'
      ? api.GET('/api/v1/agent/orders/{id}', { params: { path: { id } } })
      : api.GET('/api/v1/manager/orders/{id}', { params: { path: { id } } })
  ).catch(panelFailure(args, panel));
  return { order, back: panel === 'agent' ? '/agent/order/index' : '/manager/orders' };
}

export default function AdminOrder({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { order } = loaderData;
  const codes = order.details.filter((line) => line.product.barcode);
  return (
    <PanelPage title={t('orders.manager.detailTitle', { n: localizeDigits(order.id, locale) })}>
      <Anchor component={Link} to={loaderData.back} size="sm">
        {t('orders.manager.back')}
      </Anchor>
      <PanelCard>
        <Group gap="xs" mb="sm">
          <OrderStatusBadge order={order} />
          <PaymentStatusBadge order={order} />
        </Group>
        <dl className={classes.totals}>
          <dt>{t('orders.manager.booth')}</dt>
          <dd dir="auto">{order.booth.title}</dd>
          <dt>{t('orders.manager.buyer')}</dt>
          <dd dir="auto">
            {order.user.name || '—'} · <bdi dir="ltr">{localizeDigits(order.user.mobile, locale)}</bdi>
          </dd>
          <dt>{t('orders.manager.date')}</dt>
          <dd>{formatJalaliDateTime(new Date(order.registerDate), locale)}</dd>
          <dt>{t('orders.manager.discount')}</dt>
          <dd>{t('orders.manager.percent', { n: localizeDigits(order.discount, locale) })}</dd>
          <dt>{t('orders.detail.address')}</dt>
          <dd dir="auto">{order.address}</dd>
          {order.siteShare > 0 && (
            <>
              <dt>{t('orders.manager.siteShare')}</dt>
              <dd>{formatPrice(order.siteShare, locale)}</dd>
            </>
          )}
          {codes.map((line) => (
            <Fragment key={line.id}>
              <dt>{t('orders.manager.barcode')}</dt>
              <dd dir="ltr">
                {line.product.title} · {localizeDigits(line.product.barcode, locale)}
              </dd>
            </Fragment>
          ))}
        </dl>
        <OrderLines order={order} />
      </PanelCard>
      <PanelCard title={t('orders.manager.history')}>
        <OrderHistory order={order} />
      </PanelCard>
    </PanelPage>
  );
}
