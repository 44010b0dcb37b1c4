import { Link } from 'react-router';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { Alert, Button, Group, Text, Title } from '@mantine/core';
import type { Payment } from '@shahrbazar/domain/api/payment.schema';
import type { Route } from './+types/verify';
import { PanelCard, PanelPage } from '../../../components/panel/panel-page.tsx';
import { paymentView } from '../../../components/payments/payment-view.server.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { serverApi } from '../../../lib/api.server.ts';
import { localeOfRequest } from '../../../lib/locale.server.ts';
import { panelFailure } from '../../../lib/session.server.ts';
import { webVertical } from '../../../verticals/registry.ts';

/**
 * The payment result (spec: /panel/verifyPayment), where the bank's callback and a wallet payment send the payer:
 * "Payment successful" with the tracking number, or "Payment failed" with the reason and a way to try again. It only
 * reads the payment: the callback has verified it with the bank already, and a reload changes nothing. The agent
 * panel's /agent/verifyPayment is the same page for a package an agent paid for their user (ADR 0053): read through
 * the agent's door, its one way on is back to the listing's agent page (which pays again when it failed).
 */
export async function loader(args: Route.LoaderArgs) {
  const locale = localeOfRequest(args.request);
  const agent = args.url.pathname.startsWith('/agent/');
  const id = Number(args.url.searchParams.get('payment'));
  const unknown = { outcome: 'unknown' as const, payment: null, agentBack: agent ? '/agent/booth/index' : null };
  if (!Number.isInteger(id) || id <= 0) return unknown;
  const payment = await serverApi(args.request, args.context)
    .get<Payment>(agent ? `/api/v1/agent/payments/${id}` : `/api/v1/me/payments/${id}`)
    .catch((error: unknown) => {
      if (error instanceof ApiError && error.status === 404) return null;
      return panelFailure(args, agent ? 'agent' : 'general')(error);
    });
  if (!payment) return unknown;
  const view = paymentView(payment, locale);
  const outcome = view.isPaid ? ('paid' as const) : view.failure ? ('failed' as const) : ('pending' as const);
  const pages = payment.item?.kind === 'listing' ? webVertical(payment.item.vertical)?.agentPages : undefined;
  const agentBack = !agent ? null : pages && payment.item ? pages.one(payment.item.id) : unknown.agentBack;
  return { outcome, payment: view, agentBack };
}

// Personal and of one moment: never cached.
export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'private, no-store' });

export default function VerifyPayment({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { outcome, payment, agentBack } = loaderData;
  const paid = outcome === 'paid';
  return (
    <PanelPage title={t('payments.verify.title')}>
      <PanelCard>
        <Alert color={paid ? 'teal' : outcome === 'pending' ? 'orange' : 'red'} variant="light" role="status">
          <Title order={2} size="h3">
            {paid ? t('messages.paymentSuccessful') : t('messages.paymentFailed')}
          </Title>
        </Alert>
        {payment && (
          <>
            <Text mt="md" size="lg">
              {t('payments.verify.amount', { amount: payment.price })}
            </Text>
            {payment.trackingNumber && (
              <Text mt="xs" size="lg">
                {t('payments.verify.tracking', { code: payment.trackingNumber })}
              </Text>
            )}
            {payment.failure && <Text mt="xs">{payment.failure}</Text>}
            {outcome === 'pending' && <Text mt="xs">{t('payments.verify.pending')}</Text>}
          </>
        )}
        {outcome === 'unknown' && <Text mt="md">{t('payments.verify.unknown')}</Text>}
        {agentBack ? (
          <Group mt="lg" gap="sm">
            <Button component={Link} to={agentBack}>
              {t('boothMore.agent.backToBooth')}
            </Button>
          </Group>
        ) : (
          <PayerLinks payment={payment} paid={paid} />
        )}
      </PanelCard>
    </PanelPage>
  );
}

/** The payer's ways on from the result: try again, their wallet or listings, the payment, their payments. */
function PayerLinks({ payment, paid }: { payment: ReturnType<typeof paymentView> | null; paid: boolean }) {
  const { t } = useTranslation();
  return (
    <Group mt="lg" gap="sm">
      {payment && !paid && (
        <Button component={Link} to={`/panel/payment/${payment.id}`}>
          {t('payments.verify.retry')}
        </Button>
      )}
      {payment && paid && payment.isWalletCharge && (
        <Button component={Link} to="/panel/wallet/charge">
          {t('payments.verify.toWallet')}
        </Button>
      )}
      {payment && paid && payment.item?.mine && (
        <Button component={Link} to={payment.item.mine.href}>
          {t(`listings.verticals.${payment.item.mine.key}.mine`)}
        </Button>
      )}
      {payment && (
        <Button component={Link} to={`/panel/payment/${payment.id}`} variant="default">
          {t('payments.verify.toPayment')}
        </Button>
      )}
      <Button component={Link} to="/panel/payments" variant="default">
        {t('payments.verify.toPayments')}
      </Button>
    </Group>
  );
}
