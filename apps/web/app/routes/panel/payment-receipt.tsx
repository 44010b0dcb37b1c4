import { Link } from '../../lib/link.tsx';
import { useTranslation } from '../../lib/use-translation.tsx';
import { Alert, Anchor, Text } from '@mantine/core';
import type { Route } from './+types/payment-receipt';
import { idParam } from '../../components/manager/guard.server.ts';
import { PanelCard, PanelPage } from '../../components/panel/panel-page.tsx';
import lists from '../../components/panel/lists.module.css';
import { PaymentFacts } from '../../components/payments/payment-parts.tsx';
import { paymentView } from '../../components/payments/payment-view.server.ts';
import { StatusColorBadge } from '../../components/status-color-badge.tsx';
import { ReceiptUpload } from '../../components/wallet-ops/receipt-upload.tsx';
import { groupedCard, receiptView } from '../../components/wallet-ops/wallet-ops-view.ts';
import classes from '../../components/wallet-ops/wallet-ops.module.css';
import { serverApi } from '../../lib/api.server.ts';
import { localeOfRequest } from '../../lib/locale.server.ts';
import { panelFailure } from '../../lib/session.server.ts';

/**
 * Paying one of my payments card to card (/panel/payment/{id}/receipt): the site's card and the amount, the receipt
 * form (image with upload progress, tracking number, day paid) while one may be sent, and the receipts sent so far
 * with the manager's answers. Another user's payment is not found.
 */
export async function loader(args: Route.LoaderArgs) {
  const id = idParam(args.params.id);
  const locale = localeOfRequest(args.request);
  const found = await serverApi(args.request, args.context)
    .GET('/api/v1/me/payments/{id}/receipt', { params: { path: { id } } })
    .catch(panelFailure(args, 'general'));
  const receipts = found.receipts.map((receipt) => receiptView(receipt, locale));
  return {
    payment: paymentView(found.payment, locale),
    card: { ...found.card, number: groupedCard(found.card.number, locale) },
    offered: found.card.number !== '',
    canUpload: found.canUpload,
    receipts,
    awaiting: receipts.some((receipt) => receipt.isPending),
    lastRejected: receipts[0]?.statusColor === 'danger',
    sent: args.url.searchParams.has('sent'),
  };
}

export default function PaymentReceipt({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { payment, card, offered, canUpload, receipts, awaiting, lastRejected, sent } = loaderData;
  return (
    <PanelPage title={t('receipts.title')}>
      {sent && awaiting && (
        <Alert color="teal" variant="light" role="status" mb="md">
          {t('receipts.sent')}
        </Alert>
      )}
      {payment.isPaid ? (
        <Alert color="green" variant="light" mb="md">
          {t('receipts.paid')}
        </Alert>
      ) : awaiting ? (
        !sent && (
          <Alert color="orange" variant="light" mb="md">
            {t('receipts.awaiting')}
          </Alert>
        )
      ) : !offered ? (
        <Alert color="orange" variant="light" mb="md">
          {t('receipts.notOffered')}
        </Alert>
      ) : (
        lastRejected && (
          <Alert color="red" variant="light" mb="md">
            {t('receipts.rejected')}
          </Alert>
        )
      )}
      {offered && !payment.isPaid && (
        <PanelCard title={t('receipts.payTo')}>
          <Text size="sm" c="dimmed" mb="sm">
            {t('receipts.intro')}
          </Text>
          <div className={classes.card} role="group" aria-label={t('receipts.card')}>
            <span className={classes.cardNumber}>{card.number}</span>
            <span className={classes.cardOwner}>
              <span>
                {t('receipts.owner')}: <bdi>{card.owner}</bdi>
              </span>
              {card.bank && <bdi>{card.bank}</bdi>}
            </span>
          </div>
          <p className={classes.amountToPay}>
            {t('receipts.amount')}: <strong>{payment.price}</strong>
          </p>
        </PanelCard>
      )}
      {canUpload && (
        <PanelCard title={t('receipts.send')}>
          <ReceiptUpload paymentId={payment.id} />
        </PanelCard>
      )}
      {receipts.length > 0 && (
        <PanelCard title={t('receipts.history')}>
          <ul className={lists.rows}>
            {receipts.map((receipt) => (
              <li key={receipt.id} className={lists.row}>
                <div className={classes.receiptRow}>
                  <a href={receipt.src} target="_blank" rel="noopener">
                    <img src={receipt.src} alt={t('receipts.image')} className={classes.receiptThumb} />
                  </a>
                  <div className={classes.rowMain}>
                    <div className={lists.rowTitle}>
                      {t('receipts.trackingNumber')}:{' '}
                      <bdi dir="ltr" className={classes.code}>
                        {receipt.tracking}
                      </bdi>
                    </div>
                    <div className={lists.rowMeta}>
                      {t('receipts.paidOn')}: {receipt.paidOn}
                    </div>
                    <div className={lists.rowMeta}>
                      {t('receipts.sentAt')}: {receipt.sent}
                    </div>
                    {receipt.message && (
                      <p className={classes.message}>
                        {t('receipts.message')}: <span dir="auto">{receipt.message}</span>
                      </p>
                    )}
                  </div>
                </div>
                <StatusColorBadge color={receipt.statusColor} label={receipt.statusLabel} />
              </li>
            ))}
          </ul>
        </PanelCard>
      )}
      <PanelCard title={t('receipts.payment', { n: payment.code })}>
        <PaymentFacts payment={payment} />
      </PanelCard>
      <Anchor component={Link} to={`/panel/payment/${payment.id}`}>
        {t('receipts.back')}
      </Anchor>
    </PanelPage>
  );
}
