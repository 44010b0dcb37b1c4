import { Form } from 'react-router';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { Badge, Button, Group, TextInput } from '@mantine/core';
import type { Order } from '@shahrbazar/domain/api/order.schema';
import { OrderStatus } from '@shahrbazar/domain/enums/commerce';
import { formatJalaliDateTime } from '@shahrbazar/domain/format/date';
import { localizeDigits } from '@shahrbazar/domain/format/number';
import { formatPrice } from '@shahrbazar/domain/format/price';
import { nextOrderStatuses, type OrderSide } from '@shahrbazar/domain/rules/order';
import { mediaSrc } from '../../../lib/media.ts';
import { useLocale } from '../../../lib/use-locale.ts';
import classes from './orders.module.css';

/** The status colours: waiting orange, refused or troubled red, delivered green, on its way blue. */
const COLOR: Record<number, string> = {
  [OrderStatus.pending]: 'orange',
  [OrderStatus.rejected]: 'red',
  [OrderStatus.problem]: 'red',
  [OrderStatus.delivered]: 'green',
};

export function OrderStatusBadge({ order }: { order: Pick<Order, 'status' | 'expired'> }) {
  const { t } = useTranslation();
  if (order.expired) {
    return (
      <Badge color="gray" variant="light" miw="max-content">
        {t('orders.expired')}
      </Badge>
    );
  }
  return (
    <Badge color={COLOR[order.status] ?? 'blue'} variant="light" miw="max-content" data-testid="order-status">
      {t(`orders.status.${order.status}`)}
    </Badge>
  );
}

export function PaymentStatusBadge({ order }: { order: Pick<Order, 'paymentStatus' | 'refunded'> }) {
  const { t } = useTranslation();
  const color = order.paymentStatus === 'paid' ? 'green' : order.paymentStatus === 'partPaid' ? 'orange' : 'gray';
  return (
    <Badge color={color} variant="dot" miw="max-content">
      {order.refunded ? t('orders.refunded') : t(`orders.payment.${order.paymentStatus}`)}
    </Badge>
  );
}

/** The order's lines (image, title, count, price, discount, line total) and its totals. */
export function OrderLines({ order }: { order: Order }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <>
      <ul className={classes.lines}>
        {order.details.map((line) => (
          <li key={line.id} className={classes.line}>
            <img src={mediaSrc(line.product.image)} alt="" width={56} height={56} className={classes.thumb} />
            <div className={classes.lineText}>
              <strong dir="auto">{line.product.title}</strong>
              {line.variant && <span className={classes.meta}>{line.variant}</span>}
              <span className={classes.meta}>
                {t('orders.detail.lineOf', {
                  n: localizeDigits(line.count, locale),
                  price: formatPrice(line.price, locale),
                })}
                {line.discount > 0 && ` · ${t('orders.basket.discount', { n: localizeDigits(line.discount, locale) })}`}
              </span>
            </div>
            <strong>{formatPrice(line.total, locale)}</strong>
          </li>
        ))}
      </ul>
      <dl className={classes.totals}>
        <dt>{t('orders.checkout.items')}</dt>
        <dd>{formatPrice(order.itemsTotal, locale)}</dd>
        <dt>{t('orders.checkout.shippingCost', { title: order.shipping.title })}</dt>
        <dd>
          {order.shipping.title} ·{' '}
          {order.shipping.price === 0 ? t('orders.checkout.free') : formatPrice(order.shipping.price, locale)}
        </dd>
        <dt className={classes.total}>{t('orders.checkout.total')}</dt>
        <dd className={classes.total} data-testid="order-total">
          {formatPrice(order.total, locale)}
        </dd>
      </dl>
    </>
  );
}

/** Every status the order went through, with Jalali times. */
export function OrderHistory({ order }: { order: Order }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <ol className={classes.history}>
      {order.history.map((entry, index) => (
        <li key={`${entry.at}-${index}`}>
          <span>{t(`orders.status.${entry.status}`)}</span>
          <span className={classes.meta}>
            {formatJalaliDateTime(new Date(entry.at), locale)} · {t(`orders.by.${entry.by}`)}
          </span>
        </li>
      ))}
    </ol>
  );
}

/**
 * The buttons a side may press for the order now (the domain's table: the same one the server enforces); the booth
 * delivers with the code the buyer gives the courier. Each posts the status to the page's action.
 */
export function OrderMoves({ order, side, failure }: { order: Order; side: OrderSide; failure?: string | undefined }) {
  const { t } = useTranslation();
  if (order.expired || order.paymentStatus === 'unPaid') return null;
  const next = nextOrderStatuses(side, order.status);
  if (next.length === 0) return null;
  return (
    <div className={classes.moves}>
      {next.map((status) =>
        side === 'booth' && status === OrderStatus.delivered ? (
          <Form method="post" key={status} className={classes.deliver}>
            <input type="hidden" name="status" value={status} />
            <TextInput
              name="deliveryCode"
              label={t('orders.moves.deliveryCode')}
              inputMode="numeric"
              autoComplete="off"
              required
              error={failure}
            />
            <Button type="submit" color="green">
              {side === 'booth'
                ? t(`orders.moves.booth.${status as 0 | 1 | 2 | 3 | 4 | 5}`)
                : t(`orders.moves.client.${status as 5 | 6}`)}
            </Button>
          </Form>
        ) : (
          <Form method="post" key={status}>
            <input type="hidden" name="status" value={status} />
            <Button
              type="submit"
              variant={status === OrderStatus.rejected || status === OrderStatus.problem ? 'light' : 'filled'}
              color={status === OrderStatus.rejected || status === OrderStatus.problem ? 'red' : undefined}
            >
              {side === 'booth'
                ? t(`orders.moves.booth.${status as 0 | 1 | 2 | 3 | 4 | 5}`)
                : t(`orders.moves.client.${status as 5 | 6}`)}
            </Button>
          </Form>
        ),
      )}
      {failure && side === 'client' && <p className={classes.failure}>{failure}</p>}
    </div>
  );
}

/** The row of a list: number, booth or buyer, date, total, status badges. */
export function OrderRowFacts({ order, who }: { order: Order; who: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <div className={classes.rowFacts}>
      <strong>{t('orders.code', { n: localizeDigits(order.id, locale) })}</strong>
      <span dir="auto">{who}</span>
      <span className={classes.meta}>{formatJalaliDateTime(new Date(order.registerDate), locale)}</span>
      <span>{formatPrice(order.total, locale)}</span>
      <Group gap={4}>
        <OrderStatusBadge order={order} />
        <PaymentStatusBadge order={order} />
      </Group>
    </div>
  );
}
