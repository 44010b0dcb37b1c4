import { Form, redirect } from 'react-router';
import { Link } from '../../../lib/link.tsx';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { Button, Group, Text } from '@mantine/core';
import type { Route } from './+types/owner';
import { AppointmentPicker } from '../../../components/appointments/appointment-picker.tsx';
import { whenLabel } from '../../../components/appointments/appointment-view.ts';
import { ownerDays } from '../../../components/appointments/owner-book.server.ts';
import { PICKER_DAYS, pickerDays } from '../../../components/appointments/picker.server.ts';
import { OwnerDays, OwnerRangeNav } from '../../../components/appointments/owner-days.tsx';
import { FormAlert, FormNotice } from '../../../components/forms/form-alert.tsx';
import { PanelCard, PanelPage } from '../../../components/panel/panel-page.tsx';
import { serverApi } from '../../../lib/api.server.ts';
import { localeOfRequest } from '../../../lib/locale.server.ts';
import { panelFailure, panelFormFailure } from '../../../lib/session.server.ts';
import { useVerticalWords } from '../../../verticals/words.ts';

/** The owner's appointments of a listing's book (clinic-owner panel): day and week views in Jalali, mark no-shows. */
export async function loader(args: Route.LoaderArgs) {
  const id = Number(args.params.id);
  const api = serverApi(args.request, args.context);
  const [book, days] = await Promise.all([
    api.GET('/api/v1/me/appointment-books/{listingId}', { params: { path: { listingId: id } } }),
    ownerDays(api, id, args.url, localeOfRequest(args.request)),
  ]).catch(panelFailure(args, 'general'));
  // The panel the book is opened from (/panel/myClinic/{id}/..., /panel/myLawyer/{id}/..., a secretary's
  // /panel/desk/{id}/...): its links stay there.
  const panel = args.url.pathname.split('/')[2] ?? 'myClinic';
  const params = args.url.searchParams;
  return {
    id,
    panel,
    title: book.listingTitle,
    vertical: book.vertical,
    ...days,
    change: await changeOf(api, id, args.url, localeOfRequest(args.request)).catch(panelFailure(args, 'general')),
    notice: (['marked', 'cancelled', 'moved'] as const).find((key) => params.has(key)) ?? null,
  };
}

/**
 * The visit the owner is about to move (`?move={id}`: the book's free times to pick from) or cancel (`?cancel={id}`:
 * a confirmation), found in the range shown; none otherwise.
 */
async function changeOf(api: ReturnType<typeof serverApi>, id: number, url: URL, locale: 'fa' | 'en') {
  const move = Number(url.searchParams.get('move')) || 0;
  const cancel = Number(url.searchParams.get('cancel')) || 0;
  const visitId = move || cancel;
  if (!visitId) return null;
  const list = await api.GET('/api/v1/me/appointment-books/{listingId}/appointments', {
    params: { path: { listingId: id }, query: { from: new Date().toISOString(), days: 31 } },
  });
  const visit = list.items.find((item) => item.id === visitId && item.status === 'booked');
  if (!visit) return null;
  const about = { id: visit.id, when: whenLabel(visit.start, locale), patientName: visit.patientName };
  if (cancel) return { kind: 'cancel' as const, ...about, paid: visit.paid === true };
  const slots = await api.GET('/api/v1/appointment-books/{listingId}/slots', {
    params: { path: { listingId: id }, query: { days: PICKER_DAYS } },
  });
  return { kind: 'move' as const, ...about, picker: pickerDays(slots, url, locale) };
}

export async function action(args: Route.ActionArgs) {
  const form = await args.request.formData();
  const id = Number(args.params.id);
  const visit = { params: { path: { listingId: id, id: Number(form.get('id')) } } };
  const api = serverApi(args.request, args.context);
  try {
    const intent = form.get('intent');
    const books = '/api/v1/me/appointment-books/{listingId}/appointments/{id}';
    if (intent === 'cancel') await api.POST(`${books}/cancel`, visit);
    else if (intent === 'move') {
      await api.POST(`${books}/reschedule`, { ...visit, body: { start: String(form.get('start') ?? '') } });
    } else {
      const status = form.get('status') === 'visited' ? 'visited' : 'noShow';
      await api.POST(`${books}/status`, { ...visit, body: { status } });
    }
    const back = new URLSearchParams(args.url.searchParams);
    for (const key of ['move', 'cancel', 'day', 'marked', 'cancelled', 'moved']) back.delete(key);
    back.set(intent === 'cancel' ? 'cancelled' : intent === 'move' ? 'moved' : 'marked', '1');
    return redirect(`${args.url.pathname}?${back.toString()}`, 303);
  } catch (error) {
    return panelFormFailure(args, 'general', error);
  }
}

export default function OwnerAppointments({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { id, panel, title, range, groups, notice, change, vertical } = loaderData;
  // The book's listing's words: a doctor's patient and visit, a lawyer's client and consultation (issue 29).
  const { client, thing } = useVerticalWords(vertical);
  const basePath = `/panel/${panel}/${id}/appointments`;
  // A visit's move or cancel link keeps the range shown.
  const changePath = (visit: number, kind: 'move' | 'cancel') =>
    `${basePath}?view=${range.view}&from=${encodeURIComponent(range.first)}&${kind}=${visit}`;
  const back = `${basePath}?view=${range.view}&from=${encodeURIComponent(range.first)}`;
  return (
    <PanelPage
      title={t('appointments.owner.title', { title })}
      action={
        // A secretary (/panel/desk/{id}/...) keeps the visits; the book's settings are the owner's (ADR 0105).
        panel === 'desk' ? undefined : (
          <Button component={Link} to={`/panel/${panel}/${id}/appointmentBook`} variant="light">
            {t('appointments.owner.settings')}
          </Button>
        )
      }
    >
      <FormAlert failure={actionData?.failure} />
      <FormNotice>{notice ? t(`appointments.owner.${notice}`, { client }) : null}</FormNotice>
      {change?.kind === 'cancel' && (
        <PanelCard title={t('appointments.owner.cancelTitle')}>
          <Text mb="sm">
            {t('appointments.owner.cancelAsk', { name: change.patientName, when: change.when, client })}{' '}
            {change.paid ? t('appointments.owner.cancelRefund', { client }) : null}
          </Text>
          <Group gap="sm">
            <Form method="post">
              <input type="hidden" name="intent" value="cancel" />
              <input type="hidden" name="id" value={change.id} />
              <Button type="submit" color="red">
                {t('appointments.owner.cancelConfirm')}
              </Button>
            </Form>
            <Button component={Link} to={back} variant="default">
              {t('appointments.owner.keep')}
            </Button>
          </Group>
        </PanelCard>
      )}
      {change?.kind === 'move' && (
        <PanelCard title={t('appointments.owner.moveTitle', { name: change.patientName })}>
          <Text mb="md">{t('appointments.reschedule.current', { when: change.when })}</Text>
          <AppointmentPicker
            picker={change.picker}
            failure={actionData?.failure}
            hidden={{ intent: 'move', id: String(change.id) }}
            submitLabel={t('appointments.owner.moveSubmit')}
          />
          <Button component={Link} to={back} variant="subtle" mt="xs">
            {t('appointments.owner.keep')}
          </Button>
        </PanelCard>
      )}
      <PanelCard>
        <OwnerRangeNav range={range} basePath={basePath} />
        <OwnerDays groups={groups} changePath={changePath} thing={thing} />
      </PanelCard>
    </PanelPage>
  );
}
