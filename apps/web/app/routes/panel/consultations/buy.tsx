import { Form, redirect, useNavigation } from 'react-router';
import { Link } from '../../../lib/link.tsx';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { Alert, Button, Group, Text } from '@mantine/core';
import { formatAmount } from '@shahrbazar/domain/format/price';
import type { Route } from './+types/buy';
import { FormAlert } from '../../../components/forms/form-alert.tsx';
import { idParam } from '../../../components/manager/guard.server.ts';
import { PanelCard, PanelPage } from '../../../components/panel/panel-page.tsx';
import { newPayKey, payAndGo, payKeyOf } from '../../../components/payments/pay-request.server.ts';
import { serverApi } from '../../../lib/api.server.ts';
import { localeOfRequest } from '../../../lib/locale.server.ts';
import { panelFailure, panelFormFailure } from '../../../lib/session.server.ts';

/**
 * Buying a text consultation (from a doctor's «شروع مشاوره متنی»): its price and the wallet's balance, a button that
 * pays from the wallet and lands in the chat room with the doctor, and one that pays online at the bank (ADR 0055:
 * the consultation opens when the bank pays). A short wallet is refused by the API with its message, and the page
 * offers charging the wallet or paying online.
 */
export async function loader(args: Route.LoaderArgs) {
  const listingId = idParam(args.params.listingId);
  const api = serverApi(args.request, args.context);
  const locale = localeOfRequest(args.request);
  const [offer, wallet] = await Promise.all([
    api.GET('/api/v1/consultation-offers/{listingId}', { params: { path: { listingId } } }),
    api.GET('/api/v1/me/wallet', { params: { query: { perPage: 1 } } }),
  ]).catch(panelFailure(args, 'general'));
  return {
    title: offer.listingTitle,
    price: offer.text === null ? null : formatAmount(offer.text, locale),
    balance: formatAmount(wallet.balance, locale),
    short: offer.text !== null && wallet.balance < offer.text,
    payKey: newPayKey(),
  };
}

export async function action(args: Route.ActionArgs) {
  const listingId = idParam(args.params.listingId);
  const form = await args.request.formData();
  const key = payKeyOf(form);
  const method = form.get('method') === 'online' ? 'online' : 'wallet';
  const api = serverApi(args.request, args.context);
  try {
    const bought = await api.POST('/api/v1/me/consultations', {
      body: { kind: 'text', listing_id: listingId, method },
      headers: key ? { 'idempotency-key': `${key}:${method}` } : {},
    });
    // Online: on to the bank for its payment; the consultation opens when the bank pays (verifyPayment next).
    if (method === 'online' && bought.paymentId) {
      return await payAndGo(api, bought.paymentId, 'online', key && `${key}:pay`);
    }
    return redirect(`/panel/chatRoom/${bought.owner.id}`, 303);
  } catch (error) {
    return panelFormFailure(args, 'general', error);
  }
}

export default function BuyConsultation({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const busy = useNavigation().state === 'submitting';
  const { title, price, balance, short, payKey } = loaderData;
  const failure = actionData?.failure;
  const charge = (
    <Button component={Link} to="/panel/wallet/charge" variant="light">
      {t('consultations.buy.charge')}
    </Button>
  );
  return (
    <PanelPage title={t('consultations.buy.title', { title })}>
      <PanelCard>
        {price === null ? (
          <Alert color="gray" variant="light">
            {t('consultations.buy.notOffered')}
          </Alert>
        ) : (
          <>
            <Text mb="xs">{t('consultations.buy.intro')}</Text>
            <Text fw={600}>{t('consultations.buy.price', { price })}</Text>
            <Text mb="md" c={short ? 'red' : undefined}>
              {t('consultations.buy.balance', { balance })}
            </Text>
            <FormAlert failure={failure} />
            <Form method="post">
              <input type="hidden" name="payKey" value={payKey} />
              <Group gap="sm">
                <Button type="submit" name="method" value="wallet" loading={busy} color="teal">
                  {t('consultations.buy.submit')}
                </Button>
                <Button type="submit" name="method" value="online" loading={busy} variant="light">
                  {t('consultations.buy.online')}
                </Button>
                {(short || failure) && charge}
              </Group>
            </Form>
          </>
        )}
      </PanelCard>
    </PanelPage>
  );
}
