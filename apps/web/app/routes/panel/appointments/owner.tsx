import { Link, redirect } from 'react-router';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { Button } from '@mantine/core';
import type { Book } from '@shahrbazar/domain/api/appointment.schema';
import type { Route } from './+types/owner';
import { ownerDays } from '../../../components/appointments/owner-book.server.ts';
import { OwnerDays, OwnerRangeNav } from '../../../components/appointments/owner-days.tsx';
import { FormAlert, FormNotice } from '../../../components/forms/form-alert.tsx';
import { PanelCard, PanelPage } from '../../../components/panel/panel-page.tsx';
import { serverApi } from '../../../lib/api.server.ts';
import { localeOfRequest } from '../../../lib/locale.server.ts';
import { panelFailure, panelFormFailure } from '../../../lib/session.server.ts';

/** The owner's appointments of a listing's book (clinic-owner panel): day and week views in Jalali, mark no-shows. */
export async function loader(args: Route.LoaderArgs) {
  const id = Number(args.params.id);
  const api = serverApi(args.request, args.context);
  const [book, days] = await Promise.all([
    api.get<Book>(`/api/v1/me/appointment-books/${id}`),
    ownerDays(api, id, args.url, localeOfRequest(args.request)),
  ]).catch(panelFailure(args, 'general'));
  // The panel the book is opened from (/panel/myClinic/{id}/..., /panel/myLawyer/{id}/...): its links stay there.
  const panel = args.url.pathname.split('/')[2] ?? 'myClinic';
  return { id, panel, title: book.listingTitle, ...days, marked: args.url.searchParams.has('marked') };
}

export async function action(args: Route.ActionArgs) {
  const form = await args.request.formData();
  const id = Number(args.params.id);
  try {
    await serverApi(args.request, args.context).post(
      `/api/v1/me/appointment-books/${id}/appointments/${Number(form.get('id'))}/status`,
      { status: form.get('status') === 'visited' ? 'visited' : 'noShow' },
    );
    const back = new URLSearchParams(args.url.searchParams);
    back.set('marked', '1');
    return redirect(`${args.url.pathname}?${back.toString()}`, 303);
  } catch (error) {
    return panelFormFailure(args, 'general', error);
  }
}

export default function OwnerAppointments({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { id, panel, title, range, groups, marked } = loaderData;
  const basePath = `/panel/${panel}/${id}/appointments`;
  return (
    <PanelPage
      title={t('appointments.owner.title', { title })}
      action={
        <Button component={Link} to={`/panel/${panel}/${id}/appointmentBook`} variant="light">
          {t('appointments.owner.settings')}
        </Button>
      }
    >
      <FormAlert failure={actionData?.failure} />
      <FormNotice>{marked ? t('appointments.owner.marked') : null}</FormNotice>
      <PanelCard>
        <OwnerRangeNav range={range} basePath={basePath} />
        <OwnerDays groups={groups} />
      </PanelCard>
    </PanelPage>
  );
}
