import { redirect } from 'react-router';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { Text } from '@mantine/core';
import type { Route } from './+types/reschedule';
import { AppointmentPicker } from '../../../components/appointments/appointment-picker.tsx';
import { whenLabel } from '../../../components/appointments/appointment-view.ts';
import { PICKER_DAYS, pickerDays } from '../../../components/appointments/picker.server.ts';
import { PanelCard, PanelPage } from '../../../components/panel/panel-page.tsx';
import { serverApi } from '../../../lib/api.server.ts';
import { localeOfRequest } from '../../../lib/locale.server.ts';
import { panelFailure, panelFormFailure } from '../../../lib/session.server.ts';

/** Moving one of my appointments to another free time of the same book (before the owner's cut-off). */
export async function loader(args: Route.LoaderArgs) {
  const locale = localeOfRequest(args.request);
  const api = serverApi(args.request, args.context);
  const visit = await api
    .GET('/api/v1/me/appointments/{id}', { params: { path: { id: Number(args.params.id) } } })
    .catch(panelFailure(args, 'general'));
  const slots = await api
    .GET('/api/v1/appointment-books/{listingId}/slots', {
      params: { path: { listingId: visit.listingId }, query: { days: PICKER_DAYS } },
    })
    .catch(panelFailure(args, 'general'));
  return {
    title: visit.listingTitle,
    current: whenLabel(visit.start, locale),
    picker: pickerDays(slots, args.url, locale),
  };
}

export async function action(args: Route.ActionArgs) {
  const form = await args.request.formData();
  try {
    await serverApi(args.request, args.context).POST('/api/v1/me/appointments/{id}/reschedule', {
      params: { path: { id: Number(args.params.id) } },
      body: {
        start: String(form.get('start') ?? ''),
      },
    });
    return redirect('/panel/appointments?moved=1', 303);
  } catch (error) {
    return panelFormFailure(args, 'general', error);
  }
}

export default function RescheduleAppointment({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { title, current, picker } = loaderData;
  return (
    <PanelPage title={t('appointments.reschedule.title')}>
      <PanelCard title={title}>
        <Text mb="md">{t('appointments.reschedule.current', { when: current })}</Text>
        <AppointmentPicker picker={picker} failure={actionData?.failure} />
      </PanelCard>
    </PanelPage>
  );
}
