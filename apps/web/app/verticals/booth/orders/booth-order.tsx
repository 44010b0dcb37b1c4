import { redirect } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button, Group } from '@mantine/core';
import type { Order } from '@shahrbazar/domain/api/order.schema';
import { formatPrice } from '@shahrbazar/domain/format/price';
import { localizeDigits } from '@shahrbazar/domain/format/number';
import type { Route } from './+types/booth-order';
import { idParam } from '../../../components/manager/guard.server.ts';
import { PanelCard } from '../../../components/panel/panel-page.tsx';
import { serverApi } from '../../../lib/api.server.ts';
import { panelFailure, panelFormFailure } from '../../../lib/session.server.ts';
import { useLocale } from '../../../lib/use-locale.ts';
import { OrderHistory, OrderLines, OrderMoves, OrderStatusBadge, PaymentStatusBadge } from './order-parts.tsx';
import classes from './orders.module.css';

/**
 * One order of the booth (spec: /panel/myBooth/{boothId}/order/{id}): the buyer, lines and totals, the status buttons
 * the table allows (deliver with the buyer's code), the history, and a printable slip.
 */
export async function loader(args: Route.LoaderArgs) {
  const id = idParam(args.params.id);
  const orderId = idParam(args.params.orderId);
  const order = await serverApi(args.request, args.context)
    .get<Order>(`/api/v1/me/booth/${id}/orders/${orderId}`)
    .catch(panelFailure(args, 'general'));
  return { order };
}

export async function action(args: Route.ActionArgs) {
  const id = idParam(args.params.id);
  const orderId = idParam(args.params.orderId);
  const form = await args.request.formData();
  const code = form.get('deliveryCode');
  try {
    await serverApi(args.request, args.context).post(`/api/v1/me/booth/${id}/orders/${orderId}/status`, {
      status: Number(form.get('status')),
      ...(typeof code === 'string' ? { deliveryCode: code } : {}),
    });
    return redirect(`/panel/myBooth/${id}/order/${orderId}`, 303);
  } catch (error) {
    return panelFormFailure(args, 'general', error);
  }
}

export default function BoothOrder({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { order } = loaderData;
  return (
    <>
      <PanelCard title={t('orders.code', { n: localizeDigits(order.id, locale) })}>
        <Group gap="xs" mb="sm">
          <OrderStatusBadge order={order} />
          <PaymentStatusBadge order={order} />
          <Button variant="subtle" size="xs" onClick={() => window.print()}>
            {t('orders.booth.print')}
          </Button>
        </Group>
        <dl className={classes.totals}>
          <dt>{t('orders.booth.buyer')}</dt>
          <dd dir="auto">{order.user.name || '—'}</dd>
          <dt>{t('orders.booth.mobile')}</dt>
          <dd dir="ltr">{localizeDigits(order.user.mobile, locale)}</dd>
          <dt>{t('orders.detail.address')}</dt>
          <dd dir="auto">{order.address}</dd>
          {order.description && (
            <>
              <dt>{t('orders.checkout.description')}</dt>
              <dd dir="auto">{order.description}</dd>
            </>
          )}
          {order.siteShare > 0 && (
            <>
              <dt>{t('orders.booth.siteShare')}</dt>
              <dd>{formatPrice(order.siteShare, locale)}</dd>
            </>
          )}
        </dl>
        <OrderLines order={order} />
      </PanelCard>
      <PanelCard title={t('orders.detail.moves')}>
        <OrderMoves order={order} side="booth" failure={actionData?.failure.message} />
        <OrderHistory order={order} />
      </PanelCard>
    </>
  );
}
