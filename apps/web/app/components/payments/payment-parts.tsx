import { Link } from '../../lib/link.tsx';
import { useTranslation } from '../../lib/use-translation.tsx';
import { Anchor } from '@mantine/core';
import { StatusColorBadge } from '../status-color-badge.tsx';
import type { PaymentView } from './payment-view.server.ts';
import lists from '../panel/lists.module.css';

/** The spec's colours: a paid payment is success (green), an unpaid one warning (orange). */
export function PaymentStatusBadge({ payment }: { payment: Pick<PaymentView, 'statusColor' | 'statusLabel'> }) {
  return <StatusColorBadge color={payment.statusColor} label={payment.statusLabel} />;
}

/** What a payment is for: the listing's title linking to the owner's page of it, or the type's words. */
export function PaymentItem({ payment, link = true }: { payment: PaymentView; link?: boolean }) {
  const { item } = payment;
  if (!item) return <span>{payment.typeLabel}</span>;
  if (!link || !item.panelHref) return <span dir="auto">{item.title}</span>;
  return (
    <Anchor component={Link} to={item.panelHref} dir="auto">
      {item.title}
    </Anchor>
  );
}

/** A payment's facts as a definition list: the same on the payer's page and in the back office. */
export function PaymentFacts({ payment, linkItem = true }: { payment: PaymentView; linkItem?: boolean }) {
  const { t } = useTranslation();
  return (
    <dl className={lists.facts}>
      <dt>{t('payments.detail.number')}</dt>
      <dd>{payment.number}</dd>
      <dt>{t('payments.detail.type')}</dt>
      <dd>{payment.typeLabel}</dd>
      {payment.item && (
        <>
          <dt>{t('payments.detail.item')}</dt>
          <dd>
            <PaymentItem payment={payment} link={linkItem} />
          </dd>
        </>
      )}
      {payment.packageTitle && (
        <>
          <dt>{t('payments.detail.package')}</dt>
          <dd dir="auto">{payment.packageTitle}</dd>
        </>
      )}
      <dt>{t('payments.detail.price')}</dt>
      <dd>
        <strong>{payment.price}</strong>
      </dd>
      <dt>{t('payments.detail.status')}</dt>
      <dd>
        <PaymentStatusBadge payment={payment} />
      </dd>
      <dt>{t('payments.detail.method')}</dt>
      <dd>{payment.methodLabel}</dd>
      {payment.trackingNumber && (
        <>
          <dt>{t('payments.detail.tracking')}</dt>
          <dd dir="ltr">{payment.trackingNumber}</dd>
        </>
      )}
      <dt>{t('payments.detail.registered')}</dt>
      <dd>{payment.registered}</dd>
      {payment.paid && (
        <>
          <dt>{t('payments.detail.paidAt')}</dt>
          <dd>{payment.paid}</dd>
        </>
      )}
      <dt>{t('payments.detail.device')}</dt>
      <dd>{payment.deviceLabel}</dd>
      {payment.description && (
        <>
          <dt>{t('payments.detail.description')}</dt>
          <dd dir="auto">{payment.description}</dd>
        </>
      )}
    </dl>
  );
}
