import { Form, useNavigation } from 'react-router';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { Button, NativeSelect, Text } from '@mantine/core';
import type { Route } from './+types/book';
import { AppointmentPicker } from '../../../components/appointments/appointment-picker.tsx';
import { bookingAction, loadBookingPicker } from '../../../components/appointments/picker.server.ts';
import { FormNotice } from '../../../components/forms/form-alert.tsx';
import { PanelCard, PanelPage } from '../../../components/panel/panel-page.tsx';
import { serverApi } from '../../../lib/api.server.ts';
import { localeOfRequest } from '../../../lib/locale.server.ts';
import { useVerticalWords } from '../../../verticals/words.ts';
import { panelFailure, panelFormFailure } from '../../../lib/session.server.ts';

/** Booking a visit of a listing's appointment book (issue 18): the picker, and the day's waitlist. */
export async function loader(args: Route.LoaderArgs) {
  const api = serverApi(args.request, args.context);
  const found = await loadBookingPicker(
    api,
    Number(args.params.listingId),
    args.url,
    localeOfRequest(args.request),
  ).catch(panelFailure(args, 'general'));
  return { ...found, joined: args.url.searchParams.has('joined') };
}

export async function action(args: Route.ActionArgs) {
  const form = await args.request.formData();
  try {
    return await bookingAction(serverApi(args.request, args.context), Number(args.params.listingId), form, args.url);
  } catch (error) {
    return panelFormFailure(args, 'general', error);
  }
}

export default function BookAppointment({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const busy = useNavigation().state === 'submitting';
  const { title, picker, booking, joined } = loaderData;
  const words = useVerticalWords(booking.vertical);
  return (
    <PanelPage title={t('appointments.picker.title', { title })}>
      <PanelCard>
        <AppointmentPicker picker={picker} booking={booking} failure={actionData?.failure} />
      </PanelCard>
      {picker.day && (
        <PanelCard>
          <FormNotice>{joined ? t('appointments.picker.waitlistJoined', { day: picker.day.label }) : null}</FormNotice>
          <Text mb="sm">{t('appointments.picker.waitlist')}</Text>
          <Form method="post">
            <input type="hidden" name="intent" value="waitlist" />
            <input type="hidden" name="date" value={picker.day.date} />
            {/* The visit wanted: a freed slot offered from the list is charged at it (issue 29). */}
            {booking.tariffs && booking.tariffs.length > 0 && (
              <NativeSelect
                name="tariff_id"
                label={t('appointments.picker.tariff', { thing: words.thing })}
                data={booking.tariffs.map((tariff) => ({ value: String(tariff.id), label: tariff.label }))}
                mb="sm"
              />
            )}
            <Button type="submit" variant="light" loading={busy}>
              {t('appointments.picker.waitlistJoin')}
            </Button>
          </Form>
        </PanelCard>
      )}
    </PanelPage>
  );
}
