import { redirect } from 'react-router';
import { OrderStatusChangeSchema, PaymentRequestCreateSchema } from '@shahrbazar/domain/api/order.schema';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { Button, Group } from '@mantine/core';
import { formatPrice } from '@shahrbazar/domain/format/price';
import { localizeDigits } from '@shahrbazar/domain/format/number';
import type { Route } from './+types/booth-order';
import { idParam } from '../../../components/manager/guard.server.ts';
import { PanelCard } from '../../../components/panel/panel-page.tsx';
import { serverApi } from '../../../lib/api.server.ts';
import { contractBody } from '../../../lib/contract-values.server.ts';
import { localeOfRequest } from '../../../lib/locale.server.ts';
import { panelFailure, panelFormFailure } from '../../../lib/session.server.ts';
import { useLocale } from '../../../lib/use-locale.ts';
import { OrderHistory, OrderLines, OrderMoves, OrderStatusBadge, PaymentStatusBadge } from './order-parts.tsx';
import { OrderPayments } from './order-payments.tsx';
import classes from './orders.module.css';

/**
 * One order of the booth (spec: /panel/myBooth/{boothId}/order/{id}): the buyer, lines and totals, the status buttons
 * the table allows (deliver with the buyer's code), the history, a printable slip, and the payment requests it may
 * send the buyer (ADR 0052).
 */
export async function loader(args: Route.LoaderArgs) {
  const id = idParam(args.params.id);
  const orderId = idParam(args.params.orderId);
  const order = await serverApi(args.request, args.context)
    .GET('/api/v1/me/booth/{boothId}/orders/{orderId}', { params: { path: { boothId: id, orderId } } })
    .catch(panelFailure(args, 'general'));
  return { order };
}

export async function action(args: Route.ActionArgs) {
  const id = idParam(args.params.id);
  const orderId = idParam(args.params.orderId);
  const form = await args.request.formData();
  const code = form.get('deliveryCode');
  const intent = form.get('intent') === 'request' ? 'request' : 'move';
  try {
    const api = serverApi(args.request, args.context);
    if (intent === 'request') {
      await api.POST('/api/v1/me/booth/{boothId}/orders/{orderId}/requests', {
        params: { path: { boothId: id, orderId } },
        body: contractBody(
          PaymentRequestCreateSchema,
          { amount: String(form.get('amount') ?? ''), reason: String(form.get('reason') ?? '') },
          localeOfRequest(args.request),
        ),
      });
    } else {
      await api.POST('/api/v1/me/booth/{boothId}/orders/{orderId}/status', {
        params: { path: { boothId: id, orderId } },
        body: contractBody(
          OrderStatusChangeSchema,
          { status: Number(form.get('status')), ...(typeof code === 'string' ? { deliveryCode: code } : {}) },
          localeOfRequest(args.request),
        ),
      });
    }
    return redirect(`/panel/myBooth/${id}/order/${orderId}`, 303);
  } catch (error) {
    return panelFormFailure(args, 'general', error, { intent });
  }
}

export default function BoothOrder({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { order } = loaderData;
  const failed = (intent: 'request' | 'move') =>
    actionData && 'intent' in actionData && actionData.intent === intent ? actionData.failure.message : undefined;
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
          {order.recipientName && (
            <>
              <dt>{t('addresses.fields.recipientName')}</dt>
              <dd dir="auto" data-testid="order-recipient">
                {order.recipientName}
                {order.recipientMobile && ` · ${localizeDigits(order.recipientMobile, locale)}`}
              </dd>
            </>
          )}
          {order.postalCode && (
            <>
              <dt>{t('addresses.fields.postalCode')}</dt>
              <dd dir="ltr">{localizeDigits(order.postalCode, locale)}</dd>
            </>
          )}
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
      <PanelCard title={t('orders.requests.title')}>
        <OrderPayments order={order} side="booth" failure={failed('request')} />
      </PanelCard>
      <PanelCard title={t('orders.detail.moves')}>
        <OrderMoves order={order} side="booth" failure={failed('move')} />
        <OrderHistory order={order} />
      </PanelCard>
    </>
  );
}
