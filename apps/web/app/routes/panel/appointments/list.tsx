import { redirect } from 'react-router';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { Text } from '@mantine/core';
import { formatAmount } from '@shahrbazar/domain/format/price';
import type { Route } from './+types/list';
import { appointmentView, waitlistView } from '../../../components/appointments/appointment-view.ts';
import { MyAppointmentRow, WaitlistRow } from '../../../components/appointments/my-appointments.tsx';
import { FormAlert, FormNotice } from '../../../components/forms/form-alert.tsx';
import lists from '../../../components/panel/lists.module.css';
import { PanelCard, PanelPage } from '../../../components/panel/panel-page.tsx';
import { newPayKey, payAndGo, payKeyOf } from '../../../components/payments/pay-request.server.ts';
import { serverApi } from '../../../lib/api.server.ts';
import { localeOfRequest } from '../../../lib/locale.server.ts';
import { panelFailure, panelFormFailure } from '../../../lib/session.server.ts';

/** My appointments (issue 18: the customer panel): upcoming and past, cancel and move, waitlist offers to take. */
export async function loader(args: Route.LoaderArgs) {
  const locale = localeOfRequest(args.request);
  const api = serverApi(args.request, args.context);
  const [mine, waitlist, wallet] = await Promise.all([
    api.GET('/api/v1/me/appointments'),
    api.GET('/api/v1/me/appointment-waitlist'),
    // The spendable balance, said before paying an offer from it (issue 29).
    api.GET('/api/v1/me/wallet', { params: { query: { perPage: 1 } } }),
  ]).catch(panelFailure(args, 'general'));
  const views = mine.items.map((item) => appointmentView(item, locale));
  const params = args.url.searchParams;
  return {
    upcoming: views.filter((item) => item.upcoming).reverse(),
    past: views.filter((item) => !item.upcoming),
    waitlist: waitlist.items
      .filter((entry) => entry.status === 'offered' || entry.status === 'waiting')
      .map((entry) => waitlistView(entry, locale)),
    notice: (params.has('booked') ? 'booked' : params.has('moved') ? 'moved' : params.has('left') ? 'left' : null) as
      'booked' | 'moved' | 'left' | null,
    refund: params.has('refund') ? formatAmount(Number(params.get('refund')) || 0, locale) : null,
    balance: formatAmount(wallet.balance, locale),
    payKey: newPayKey(),
  };
}

export async function action(args: Route.ActionArgs) {
  const form = await args.request.formData();
  const api = serverApi(args.request, args.context);
  const id = Number(form.get('id'));
  try {
    switch (form.get('intent')) {
      case 'cancel': {
        const cancelled = await api.POST('/api/v1/me/appointments/{id}/cancel', { params: { path: { id } } });
        return redirect(`/panel/appointments?refund=${cancelled.refunded}`, 303);
      }
      case 'accept': {
        const chosen = form.get('method');
        const method = chosen === 'atPlace' || chosen === 'online' ? chosen : 'wallet';
        const key = payKeyOf(form);
        const booked = await api.POST('/api/v1/me/appointment-waitlist/{id}/accept', {
          params: { path: { id } },
          body: { method },
          headers: key ? { 'idempotency-key': `${key}:accept` } : {},
        });
        // Paid online: on to the bank for the visit's payment, as a booking paid online goes (issue 29).
        if (booked.method === 'online' && booked.paymentId) {
          return await payAndGo(api, booked.paymentId, 'online', key && `${key}:pay`);
        }
        return redirect('/panel/appointments?booked=1', 303);
      }
      default:
        await api.DELETE('/api/v1/me/appointment-waitlist/{id}', { params: { path: { id } } });
        return redirect('/panel/appointments?left=1', 303);
    }
  } catch (error) {
    return panelFormFailure(args, 'general', error);
  }
}

export default function MyAppointments({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { upcoming, past, waitlist, notice, refund, balance, payKey } = loaderData;
  return (
    <PanelPage title={t('appointments.mine.title')}>
      <FormAlert failure={actionData?.failure} />
      <FormNotice>{notice ? t(`appointments.mine.${notice}`) : null}</FormNotice>
      <FormNotice>{refund ? t('appointments.mine.cancelled', { refund }) : null}</FormNotice>
      {waitlist.length > 0 && (
        <PanelCard title={t('appointments.mine.offers')}>
          <ul className={lists.rows}>
            {waitlist.map((entry) => (
              <WaitlistRow key={entry.id} entry={entry} balance={balance} payKey={payKey} />
            ))}
          </ul>
        </PanelCard>
      )}
      <PanelCard title={t('appointments.mine.upcoming')}>
        {upcoming.length === 0 ? (
          <Text c="dimmed">{t('appointments.mine.none')}</Text>
        ) : (
          <ul className={lists.rows}>
            {upcoming.map((item) => (
              <MyAppointmentRow key={item.id} item={item} />
            ))}
          </ul>
        )}
      </PanelCard>
      {past.length > 0 && (
        <PanelCard title={t('appointments.mine.past')}>
          <ul className={lists.rows}>
            {past.map((item) => (
              <MyAppointmentRow key={item.id} item={item} />
            ))}
          </ul>
        </PanelCard>
      )}
    </PanelPage>
  );
}
