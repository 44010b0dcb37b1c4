import { redirect } from 'react-router';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { Alert, Text } from '@mantine/core';
import { formatAmount } from '@shahrbazar/domain/format/price';
import type { Route } from './+types/phone';
import { newPayKey, payAndGo, payKeyOf } from '../../../components/payments/pay-request.server.ts';
import { AppointmentPicker } from '../../../components/appointments/appointment-picker.tsx';
import { PICKER_DAYS, pickerDays } from '../../../components/appointments/picker.server.ts';
import { idParam } from '../../../components/manager/guard.server.ts';
import { PanelCard, PanelPage } from '../../../components/panel/panel-page.tsx';
import { serverApi } from '../../../lib/api.server.ts';
import { localeOfRequest } from '../../../lib/locale.server.ts';
import { panelFailure, panelFormFailure } from '../../../lib/session.server.ts';

/**
 * Booking a phone consultation («رزرو مشاوره تلفنی»): a call slot of the doctor's appointment book (the book's own
 * picker and booking) at the «مشاوره تلفنی» tariff's price, paid from the wallet or online at the bank (ADR 0055: the
 * call's visit is then held as a visit paid online is).
 */
export async function loader(args: Route.LoaderArgs) {
  const listingId = idParam(args.params.listingId);
  const api = serverApi(args.request, args.context);
  const locale = localeOfRequest(args.request);
  const [offer, slots, wallet] = await Promise.all([
    api.GET('/api/v1/consultation-offers/{listingId}', { params: { path: { listingId } } }),
    api.GET('/api/v1/appointment-books/{listingId}/slots', {
      params: { path: { listingId }, query: { days: PICKER_DAYS } },
    }),
    api.GET('/api/v1/me/wallet', { params: { query: { perPage: 1 } } }),
  ]).catch(panelFailure(args, 'general'));
  return {
    title: offer.listingTitle,
    price: offer.phone === null ? null : formatAmount(offer.phone, locale),
    balance: formatAmount(wallet.balance, locale),
    picker: pickerDays(slots, args.url, locale),
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
    const booked = await api.POST('/api/v1/me/consultations', {
      body: { kind: 'phone', listing_id: listingId, start: String(form.get('start') ?? ''), method },
      headers: key ? { 'idempotency-key': `${key}:${method}` } : {},
    });
    if (method === 'online' && booked.paymentId) {
      return await payAndGo(api, booked.paymentId, 'online', key && `${key}:pay`);
    }
    return redirect('/panel/consultations?phoneBooked=1', 303);
  } catch (error) {
    return panelFormFailure(args, 'general', error);
  }
}

export default function BookPhoneConsultation({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { title, price, balance, picker, payKey } = loaderData;
  return (
    <PanelPage title={t('consultations.phone.title', { title })}>
      <PanelCard>
        {price === null ? (
          <Alert color="gray" variant="light">
            {t('consultations.phone.notOffered')}
          </Alert>
        ) : (
          <>
            <Text fw={600} mb="md">
              {t('consultations.phone.price', { price })}
            </Text>
            <AppointmentPicker
              picker={picker}
              failure={actionData?.failure}
              submitLabel={t('consultations.phone.submit')}
              payFrom={{ balance, payKey }}
            />
          </>
        )}
      </PanelCard>
    </PanelPage>
  );
}
