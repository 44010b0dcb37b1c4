import { Link } from '../../../lib/link.tsx';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { Alert, Button, Group, Text, Title } from '@mantine/core';
import type { TFunction } from '../../../lib/i18n.ts';
import type { Route } from './+types/verify';
import lists from '../../../components/panel/lists.module.css';
import { PanelCard, PanelPage } from '../../../components/panel/panel-page.tsx';
import { paymentView, type PaymentSubjectView } from '../../../components/payments/payment-view.server.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { serverApi } from '../../../lib/api.server.ts';
import { localeOfRequest } from '../../../lib/locale.server.ts';
import { panelFailure } from '../../../lib/session.server.ts';
import { webVertical } from '../../../verticals/registry.ts';

/**
 * The payment result (spec: /panel/verifyPayment), where the bank's callback and a wallet payment send the payer:
 * "Payment successful" with the tracking number, or "Payment failed" with the reason and a way to try again; either
 * way what the payment was for (an order with its number and delivery code, a visit and its time, a consultation, a
 * project, a listing's package...) and the way to it, «مشاهده سفارش», for every payment type (issues 29, 35). It only
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
  const api = serverApi(args.request, args.context);
  const payment = await (
    agent
      ? api.GET('/api/v1/agent/payments/{id}', { params: { path: { id } } })
      : api.GET('/api/v1/me/payments/{id}', { params: { path: { id } } })
  ).catch((error: unknown) => {
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
        {payment?.subject && <Bought subject={payment.subject} />}
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

/**
 * What the payment bought, in the words of its kind: «سفارش شماره ۵ از «غرفه …»»; a visit by its turn of the day and
 * its Jalali time, as the patient is called («نوبت ۳ روز شنبه ۷ آذر ۱۴۰۵، ساعت ۰۹:۳۰، در «دکتر …»»), not its id.
 */
function boughtLine(t: TFunction, subject: PaymentSubjectView): string {
  const values = { n: subject.number ?? '', title: subject.title, package: subject.packageTitle ?? '' };
  if (subject.kind === 'appointment' && subject.day && subject.time) {
    const at = { title: subject.title, day: subject.day, time: subject.time };
    return subject.turn
      ? t('payments.verify.bought.appointment', { ...at, turn: subject.turn })
      : t('payments.verify.bought.appointmentAt', at);
  }
  if (subject.kind === 'consultation') {
    return t(
      subject.consultationKind === 'phone' ? 'payments.verify.bought.phone' : 'payments.verify.bought.text',
      values,
    );
  }
  if (subject.kind === 'listing' && !subject.packageTitle) return t('payments.verify.bought.listingOnly', values);
  return t(`payments.verify.bought.${subject.kind}`, values);
}

/** The way to what was bought: «مشاهده سفارش», «مشاهده نوبت»...; a listing's in its vertical's words. */
function openLabel(t: TFunction, subject: PaymentSubjectView): string {
  if ((subject.kind === 'listing' || subject.kind === 'sectionAd') && subject.verticalKey) {
    return subject.kind === 'listing'
      ? t(`listings.verticals.${subject.verticalKey}.edit`)
      : t('payments.verify.open.sectionAd');
  }
  return t(`payments.verify.open.${subject.kind}`);
}

/** What the payment was for: its name, its facts (an order's number and delivery code, a visit's time). */
function Bought({ subject }: { subject: PaymentSubjectView }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="payment-bought" data-testid="payment-bought">
      <Text mt="md" c="dimmed" id="payment-bought">
        {t('payments.verify.forWhat')}
      </Text>
      <Text fw={700} size="lg" data-testid="bought-line">
        {boughtLine(t, subject)}
      </Text>
      {(subject.kind === 'order' || subject.when) && (
        <dl className={lists.facts} style={{ marginTop: 'var(--mantine-spacing-sm)' }}>
          {subject.kind === 'order' && subject.number && (
            <>
              <dt>{t('payments.verify.facts.orderNumber')}</dt>
              <dd data-testid="bought-order-number">{subject.number}</dd>
            </>
          )}
          {subject.deliveryCode && (
            <>
              <dt>{t('payments.verify.facts.deliveryCode')}</dt>
              <dd>
                <Text component="span" fw={700} size="xl" data-testid="bought-delivery-code">
                  {subject.deliveryCode}
                </Text>
              </dd>
            </>
          )}
          {subject.kind === 'appointment' && subject.turn && (
            <>
              <dt>{t('payments.verify.facts.turn')}</dt>
              <dd data-testid="bought-turn">{subject.turn}</dd>
            </>
          )}
          {subject.when && (
            <>
              <dt>{t('payments.verify.facts.when')}</dt>
              <dd data-testid="bought-when">{subject.when}</dd>
            </>
          )}
        </dl>
      )}
      {subject.deliveryCode && (
        <Text mt="xs" size="sm" c="dimmed">
          {t('payments.verify.facts.deliveryCodeHint')}
        </Text>
      )}
    </section>
  );
}

/** The payer's ways on from the result: what was bought, try again, the payment, their payments. */
function PayerLinks({ payment, paid }: { payment: ReturnType<typeof paymentView> | null; paid: boolean }) {
  const { t } = useTranslation();
  const subject = payment?.subject;
  return (
    <Group mt="lg" gap="sm">
      {payment && !paid && (
        <Button component={Link} to={`/panel/payment/${payment.id}`}>
          {t('payments.verify.retry')}
        </Button>
      )}
      {subject?.href && (
        <Button component={Link} to={subject.href} variant={paid ? 'filled' : 'default'} data-testid="bought-link">
          {openLabel(t, subject)}
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
