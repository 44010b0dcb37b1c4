import { data, Form, useNavigation } from 'react-router';
import { Link } from '../../../lib/link.tsx';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { Alert, Anchor, Button, Group, Text } from '@mantine/core';
import { formatAmount } from '@shahrbazar/domain/format/price';
import type { Route } from './+types/detail';
import { FormAlert } from '../../../components/forms/form-alert.tsx';
import { Icon } from '../../../components/icons.tsx';
import { PanelCard, PanelPage } from '../../../components/panel/panel-page.tsx';
import { PaymentFacts } from '../../../components/payments/payment-parts.tsx';
import { newPayKey, payAndGo, payKeyOf } from '../../../components/payments/pay-request.server.ts';
import { paymentView } from '../../../components/payments/payment-view.server.ts';
import { serverApi } from '../../../lib/api.server.ts';
import type { FormFailure } from '../../../lib/form-checks.ts';
import { localeOfRequest } from '../../../lib/locale.server.ts';
import { panelFailure, panelFormFailure } from '../../../lib/session.server.ts';

function paymentId(params: { id?: string }): number {
  const id = Number(params.id);
  if (!Number.isInteger(id) || id <= 0) throw data(null, { status: 404 });
  return id;
}

/**
 * One of my payments (spec: /panel/payment/{id}): what it is for, shown by its type, and, while unpaid, the ways to
 * pay it: online through the bank, from the wallet when its balance covers it, or card to card with a receipt.
 */
export async function loader(args: Route.LoaderArgs) {
  const id = paymentId(args.params);
  const locale = localeOfRequest(args.request);
  const api = serverApi(args.request, args.context);
  const payment = await api
    .GET('/api/v1/me/payments/{id}', { params: { path: { id } } })
    .catch(panelFailure(args, 'general'));
  const view = paymentView(payment, locale);
  if (view.isPaid) return { payment: view, pay: null };
  const wallet = await api
    .GET('/api/v1/me/wallet', { params: { query: { perPage: 1 } } })
    .catch(panelFailure(args, 'general'));
  return {
    payment: view,
    pay: {
      key: newPayKey(),
      balance: formatAmount(wallet.balance, locale),
      walletCovers: wallet.balance >= payment.price,
      walletAllowed: !view.isWalletCharge,
    },
  };
}

interface PayActionData {
  failure?: FormFailure;
}

/** Pay online (to the bank's page) or from the wallet (to the result page). */
export async function action(args: Route.ActionArgs) {
  const id = paymentId(args.params);
  const form = await args.request.formData();
  const method = form.get('method');
  if (method !== 'online' && method !== 'wallet') return data<PayActionData>({}, { status: 400 });
  try {
    return await payAndGo(serverApi(args.request, args.context), id, method, payKeyOf(form));
  } catch (error) {
    return panelFormFailure(args, 'general', error);
  }
}

export default function MyPayment({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const { payment, pay } = loaderData;
  const result: PayActionData | undefined = actionData;
  const busy = navigation.state !== 'idle' ? navigation.formData?.get('method') : undefined;
  return (
    <PanelPage title={t('payments.detail.title', { n: payment.code })}>
      {payment.receiptPending && (
        <Alert color="orange" variant="light" mb="md">
          {t('receipts.awaiting')}{' '}
          <Anchor component={Link} to={`/panel/payment/${payment.id}/receipt`}>
            {t('payments.detail.receipt')}
          </Anchor>
        </Alert>
      )}
      {payment.failure && !payment.isPaid && (
        <Alert color="orange" variant="light" mb="md">
          {t('payments.detail.lastAttempt', { message: payment.failure })}
        </Alert>
      )}
      {payment.failure && payment.isPaid && (
        <Alert color="teal" variant="light" mb="md">
          {payment.failure}
        </Alert>
      )}
      <PanelCard>
        <PaymentFacts payment={payment} />
      </PanelCard>
      {pay && (
        <PanelCard title={t('payments.detail.payTitle')}>
          <Text mb="sm">{t('payments.detail.payHint')}</Text>
          <FormAlert failure={result?.failure} />
          <Form method="post" replace>
            <input type="hidden" name="payKey" value={pay.key} />
            <Group gap="sm">
              <Button
                type="submit"
                name="method"
                value="online"
                size="md"
                loading={busy === 'online'}
                leftSection={<Icon name="receipt" size={18} />}
              >
                {t('payments.detail.payOnline')}
              </Button>
              {pay.walletAllowed && (
                <Button
                  type="submit"
                  name="method"
                  value="wallet"
                  size="md"
                  variant="light"
                  disabled={!pay.walletCovers}
                  loading={busy === 'wallet'}
                  leftSection={<Icon name="wallet" size={18} />}
                >
                  {t('payments.detail.payWallet')}
                </Button>
              )}
            </Group>
          </Form>
          {pay.walletAllowed && (
            <Text size="sm" mt="sm" c="dimmed">
              {t('payments.detail.balance', { amount: pay.balance })}
              {!pay.walletCovers && (
                <>
                  {' '}
                  {t('payments.detail.walletShort')}{' '}
                  <Anchor component={Link} to="/panel/wallet/charge">
                    {t('payments.detail.chargeWallet')}
                  </Anchor>
                </>
              )}
            </Text>
          )}
          <Text size="sm" mt="sm">
            <Anchor component={Link} to={`/panel/payment/${payment.id}/receipt`}>
              {t('payments.detail.receipt')}
            </Anchor>
          </Text>
        </PanelCard>
      )}
      <Group gap="md">
        {payment.item?.panelHref && (
          <Anchor component={Link} to={payment.item.panelHref}>
            {t('payments.detail.toItem')}
          </Anchor>
        )}
        <Anchor component={Link} to="/panel/payments">
          {t('payments.detail.back')}
        </Anchor>
      </Group>
    </PanelPage>
  );
}
