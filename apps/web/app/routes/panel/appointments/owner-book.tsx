import { data, redirect } from 'react-router';
import { BookWriteSchema } from '@shahrbazar/domain/api/appointment.schema';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { Alert, Text } from '@mantine/core';
import { takesOnlineBookings } from '@shahrbazar/domain/rules/appointments';
import type { Route } from './+types/owner-book';
import { whenLabel } from '../../../components/appointments/appointment-view.ts';
import { BookSettingsForm } from '../../../components/appointments/book-settings-form.tsx';
import {
  bookBody,
  bookFormValues,
  bookTimeProblems,
  copyHoursToEveryDay,
  postedBookValues,
  timeChoices,
} from '../../../components/appointments/owner-book.server.ts';
import { catalogues } from '../../../lib/i18n.server.ts';
import { FormNotice } from '../../../components/forms/form-alert.tsx';
import { PanelCard, PanelPage } from '../../../components/panel/panel-page.tsx';
import { serverApi } from '../../../lib/api.server.ts';
import { contractBody } from '../../../lib/contract-values.server.ts';
import { localeOfRequest } from '../../../lib/locale.server.ts';
import { panelFailure, panelFormFailure } from '../../../lib/session.server.ts';

/** The owner's appointment book settings of a listing (clinic-owner panel: working hours, visit, policy). */
export async function loader(args: Route.LoaderArgs) {
  const book = await serverApi(args.request, args.context)
    .GET('/api/v1/me/appointment-books/{listingId}', { params: { path: { listingId: Number(args.params.id) } } })
    .catch(panelFailure(args, 'general'));
  const locale = localeOfRequest(args.request);
  return {
    title: book.listingTitle,
    vertical: book.vertical,
    values: bookFormValues(book, locale),
    times: timeChoices(locale),
    nextFree: book.nextFreeSlot ? whenLabel(book.nextFreeSlot, locale) : null,
    // Whether the listing's page offers booking (issue 29): said loudly when it does not, and why.
    booking: takesOnlineBookings(book)
      ? ('taking' as const)
      : book.active
        ? ('noHoursWarning' as const)
        : ('offWarning' as const),
    saved: args.url.searchParams.has('saved'),
  };
}

export async function action(args: Route.ActionArgs) {
  const form = await args.request.formData();
  const posted = postedBookValues(form);
  // «همین ساعت برای همهٔ روزها»: the form comes back with the first day's hours on every day, not saved yet.
  if (form.get('intent') === 'copyAll')
    return { values: copyHoursToEveryDay(posted), copied: true, failure: undefined };
  // A time that is not 24-hour "HH:MM" («۴ عصر») is said under its own input, before anything is sent.
  const wrong = bookTimeProblems(form);
  if (wrong.length > 0) {
    const words = catalogues[localeOfRequest(args.request)].appointments.settings;
    const failure = {
      message: words.timesWrong,
      fields: Object.fromEntries(wrong.map((name) => [name, words.timeWrong])),
    };
    return data({ values: posted, copied: false, failure }, { status: 422 });
  }
  try {
    await serverApi(args.request, args.context).PUT('/api/v1/me/appointment-books/{listingId}', {
      params: { path: { listingId: Number(args.params.id) } },
      body: contractBody(BookWriteSchema, bookBody(form), localeOfRequest(args.request)),
    });
    return redirect(`${args.url.pathname}?saved=1`, 303);
  } catch (error) {
    return panelFormFailure(args, 'general', error, { values: posted, copied: false });
  }
}

export default function OwnerBookSettings({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { title, nextFree, saved, booking, times, vertical } = loaderData;
  // After «copy to every day» or a refusal, the form shows what was posted (a new key: its inputs take it).
  const posted = actionData && 'values' in actionData ? actionData.values : undefined;
  const values = posted ?? loaderData.values;
  return (
    <PanelPage title={t('appointments.settings.title')}>
      <FormNotice>{saved ? t('appointments.settings.saved') : null}</FormNotice>
      {booking === 'taking' ? (
        <Alert color="teal" variant="light" role="status" mb="md">
          {t('appointments.settings.taking')}
        </Alert>
      ) : (
        <Alert color="orange" variant="filled" role="alert" mb="md">
          {t(`appointments.settings.${booking}`)}
        </Alert>
      )}
      <PanelCard title={title}>
        {nextFree && <Text mb="md">{t('appointments.settings.nextFree', { when: nextFree })}</Text>}
        <BookSettingsForm
          key={posted ? JSON.stringify(posted.hours) : 'saved'}
          values={values}
          times={times}
          vertical={vertical}
          failure={actionData?.failure}
        />
      </PanelCard>
    </PanelPage>
  );
}
