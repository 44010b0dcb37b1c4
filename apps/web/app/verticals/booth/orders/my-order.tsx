import { redirect } from 'react-router';
import { OrderStatusChangeSchema } from '@shahrbazar/domain/api/order.schema';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { Alert, Group } from '@mantine/core';
import { localizeDigits } from '@shahrbazar/domain/format/number';
import type { Route } from './+types/my-order';
import { idParam } from '../../../components/manager/guard.server.ts';
import { PanelCard, PanelPage } from '../../../components/panel/panel-page.tsx';
import { newPayKey, payAndGo, payKeyOf } from '../../../components/payments/pay-request.server.ts';
import { serverApi } from '../../../lib/api.server.ts';
import { contractBody } from '../../../lib/contract-values.server.ts';
import { localeOfRequest } from '../../../lib/locale.server.ts';
import { panelFailure, panelFormFailure } from '../../../lib/session.server.ts';
import { useLocale } from '../../../lib/use-locale.ts';
import { OrderHistory, OrderLines, OrderMoves, OrderStatusBadge, PaymentStatusBadge } from './order-parts.tsx';
import { OrderPayments } from './order-payments.tsx';
import classes from './orders.module.css';

/**
 * One of my orders (spec: /panel/order/{id}): its lines and totals, payment status, the delivery code to give the
 * courier, its history with Jalali times, «تحویل گرفتم» / «گزارش مشکل» when the table allows them, and the booth's
 * payment requests, each paid from the wallet or online (ADR 0052). Another
 * customer's order is a 404 from the API.
 */
export async function loader(args: Route.LoaderArgs) {
  const id = idParam(args.params.id);
  const order = await serverApi(args.request, args.context)
    .GET('/api/v1/me/orders/{id}', { params: { path: { id } } })
    .catch(panelFailure(args, 'general'));
  return { order, placed: args.url.searchParams.has('placed'), payKey: newPayKey() };
}

/** A status move, or paying one of the booth's payment requests (to the bank's page, or the result page). */
export async function action(args: Route.ActionArgs) {
  const id = idParam(args.params.id);
  const form = await args.request.formData();
  const intent = form.get('intent') === 'pay' ? 'pay' : 'move';
  try {
    const api = serverApi(args.request, args.context);
    const method = form.get('method');
    if (intent === 'pay' && (method === 'wallet' || method === 'online')) {
      return await payAndGo(api, idParam(String(form.get('paymentId'))), method, payKeyOf(form));
    }
    await api.POST('/api/v1/me/orders/{id}/status', {
      params: { path: { id } },
      body: contractBody(
        OrderStatusChangeSchema,
        { status: Number(form.get('status')) },
        localeOfRequest(args.request),
      ),
    });
    return redirect(`/panel/order/${id}`, 303);
  } catch (error) {
    return panelFormFailure(args, 'general', error, { intent });
  }
}

export default function MyOrder({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { order, placed, payKey } = loaderData;
  const failed = (intent: 'pay' | 'move') =>
    actionData && 'intent' in actionData && actionData.intent === intent ? actionData.failure.message : undefined;
  return (
    <PanelPage title={t('orders.code', { n: localizeDigits(order.id, locale) })}>
      {placed && (
        <Alert color="teal" variant="light" mb="md" role="status">
          {t('orders.placed')}
        </Alert>
      )}
      <PanelCard>
        <Group gap="xs" mb="sm">
          <strong dir="auto">{order.booth.title}</strong>
          <OrderStatusBadge order={order} />
          <PaymentStatusBadge order={order} />
        </Group>
        <OrderLines order={order} />
        <OrderPayments order={order} side="client" payKey={payKey} failure={failed('pay')} />
      </PanelCard>
      {order.deliveryCodeMain && (
        <PanelCard title={t('orders.detail.deliveryCode')}>
          <p className={classes.code} data-testid="delivery-code">
            {localizeDigits(order.deliveryCodeMain, locale)}
          </p>
          <p className={classes.meta}>{t('orders.detail.deliveryCodeHint')}</p>
        </PanelCard>
      )}
      <PanelCard title={t('orders.detail.moves')}>
        <OrderMoves order={order} side="client" failure={failed('move')} />
        <OrderHistory order={order} />
      </PanelCard>
      <PanelCard title={t('orders.detail.address')}>
        <p dir="auto" data-testid="order-address">
          {order.address}
        </p>
        {order.recipientName && (
          <p data-testid="order-recipient">
            {t('addresses.recipient', {
              name: order.recipientName,
              mobile: localizeDigits(order.recipientMobile, locale),
            })}
          </p>
        )}
        {order.postalCode && <p>{t('addresses.postal', { code: localizeDigits(order.postalCode, locale) })}</p>}
        {order.description && <p dir="auto">{order.description}</p>}
      </PanelCard>
    </PanelPage>
  );
}
