import { Form } from 'react-router';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { Badge, Button, Group, TextInput } from '@mantine/core';
import type { Order } from '@shahrbazar/domain/api/order.schema';
import { PaymentStatus } from '@shahrbazar/domain/enums/commerce';
import { formatJalaliDateTime } from '@shahrbazar/domain/format/date';
import { formatPrice } from '@shahrbazar/domain/format/price';
import { canRequestPayment, type OrderSide } from '@shahrbazar/domain/rules/order';
import { useLocale } from '../../../lib/use-locale.ts';
import classes from './orders.module.css';

// An order's money on its page (ADR 0052): how the checkout was paid (the wallet part and the rest online), what
// was paid of what is due, and the booth's payment requests: the buyer pays each from the wallet or online, the booth
// asks for more while the order is open. Both forms post to the page's action with an `intent`.

/** The order's payments and, by side, the form to pay a request (buyer) or to ask for one (booth). */
export function OrderPayments({
  order,
  side,
  payKey,
  failure,
}: {
  order: Order;
  side: OrderSide;
  payKey?: string | undefined;
  failure?: string | undefined;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const checkout = order.payments.find((payment) => !payment.request);
  const requests = order.payments.filter((payment) => payment.request);
  const open = order.paymentStatus !== 'unPaid' && !order.expired && !order.refunded && canRequestPayment(order.status);
  return (
    <>
      <dl className={classes.totals}>
        {checkout && checkout.walletPart > 0 && (
          <>
            <dt>{t('orders.requests.split')}</dt>
            <dd data-testid="order-split">
              {t('orders.checkout.splitParts', {
                wallet: formatPrice(checkout.walletPart, locale),
                online: formatPrice(checkout.price - checkout.walletPart, locale),
              })}
            </dd>
          </>
        )}
        <dt>{t('orders.requests.paid')}</dt>
        <dd data-testid="order-paid">{formatPrice(order.paid, locale)}</dd>
        {order.due > order.paid && (
          <>
            <dt>{t('orders.requests.remaining')}</dt>
            <dd>{formatPrice(order.due - order.paid, locale)}</dd>
          </>
        )}
      </dl>
      {requests.length > 0 && (
        <ul className={classes.rows}>
          {requests.map((request) => (
            <li key={request.id} className={classes.request} data-testid="payment-request">
              <Group gap="xs" justify="space-between">
                <strong>{formatPrice(request.price, locale)}</strong>
                <Badge color={request.status === PaymentStatus.paid ? 'green' : 'orange'} variant="light">
                  {t(request.status === PaymentStatus.paid ? 'orders.payment.paid' : 'orders.payment.unPaid')}
                </Badge>
              </Group>
              <span dir="auto">{request.description}</span>
              {request.payDate && (
                <span className={classes.meta}>{formatJalaliDateTime(new Date(request.payDate), locale)}</span>
              )}
              {side === 'client' && request.status !== PaymentStatus.paid && open && (
                <Form method="post" className={classes.moves}>
                  <input type="hidden" name="intent" value="pay" />
                  <input type="hidden" name="paymentId" value={request.id} />
                  {payKey && <input type="hidden" name="payKey" value={payKey} />}
                  <Button type="submit" name="method" value="wallet" size="sm">
                    {t('orders.requests.payWallet')}
                  </Button>
                  <Button type="submit" name="method" value="online" size="sm" variant="light">
                    {t('orders.requests.payOnline')}
                  </Button>
                </Form>
              )}
            </li>
          ))}
        </ul>
      )}
      {side === 'booth' && open && (
        // Keyed by the requests so far: a sent request empties the form.
        <Form method="post" className={classes.requestForm} key={requests.length}>
          <input type="hidden" name="intent" value="request" />
          <TextInput name="amount" label={t('orders.requests.amount')} inputMode="numeric" required />
          <TextInput name="reason" label={t('orders.requests.reason')} required minLength={3} maxLength={300} />
          <Button type="submit" variant="light">
            {t('orders.requests.ask')}
          </Button>
        </Form>
      )}
      {failure && (
        <p className={classes.failure} role="alert">
          {failure}
        </p>
      )}
    </>
  );
}
