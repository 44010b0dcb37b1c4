import { Form, redirect } from 'react-router';
import { Link } from '../../../lib/link.tsx';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { Badge, Button, Group, Text } from '@mantine/core';
import { formatAmount } from '@shahrbazar/domain/format/price';
import { localizeDigits } from '@shahrbazar/domain/format/number';
import { MAP_POINT_ZOOM, openStreetMapHref } from '@shahrbazar/domain/rules/map';
import type { Route } from './+types/detail';
import { PointMap } from '../../../components/map/point-map.tsx';
import { telHref } from '../../../lib/digits.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { appointmentView } from '../../../components/appointments/appointment-view.ts';
import { AppointmentPayment, STATUS_COLOR } from '../../../components/appointments/my-appointments.tsx';
import { FormAlert, FormNotice } from '../../../components/forms/form-alert.tsx';
import { idParam } from '../../../components/manager/guard.server.ts';
import lists from '../../../components/panel/lists.module.css';
import { PanelCard, PanelPage } from '../../../components/panel/panel-page.tsx';
import { newPayKey, payAndGo, payKeyOf } from '../../../components/payments/pay-request.server.ts';
import { serverApi } from '../../../lib/api.server.ts';
import { localeOfRequest } from '../../../lib/locale.server.ts';
import { panelFailure, panelFormFailure } from '../../../lib/session.server.ts';

/**
 * One of my appointments (the customer panel's order page for a visit, ADR 0055): when, with whom, for whom, how it was
 * paid and what came back; cancel or move it while the doctor's cut-off allows (the book's policy is shown), pay an
 * online one not paid yet. Another patient's appointment is the API's 404.
 */
export async function loader(args: Route.LoaderArgs) {
  const id = idParam(args.params.id);
  const locale = localeOfRequest(args.request);
  const api = serverApi(args.request, args.context);
  const visit = await api
    .GET('/api/v1/me/appointments/{id}', { params: { path: { id } } })
    .catch(panelFailure(args, 'general'));
  // The book's change and refund policy (a book no longer open answers 404: the policy is then not shown).
  const book = await api
    .GET('/api/v1/appointment-books/{listingId}/slots', {
      params: { path: { listingId: visit.listingId }, query: { days: 1 } },
    })
    .then((slots) => slots.book)
    .catch(() => null);
  const refund = args.url.searchParams.get('refund');
  return {
    visit: appointmentView(visit, locale),
    mapHref: visit.place?.location ? openStreetMapHref(visit.place.location) : null,
    policy: book
      ? { hours: localizeDigits(book.cutoffHours, locale), percent: localizeDigits(book.refundPercent, locale) }
      : null,
    refund: refund === null ? null : formatAmount(Number(refund) || 0, locale),
    payKey: newPayKey(),
  };
}

export async function action(args: Route.ActionArgs) {
  const id = idParam(args.params.id);
  const form = await args.request.formData();
  const api = serverApi(args.request, args.context);
  try {
    if (form.get('intent') === 'pay') {
      return await payAndGo(api, Number(form.get('paymentId')), 'online', payKeyOf(form));
    }
    const cancelled = await api.POST('/api/v1/me/appointments/{id}/cancel', { params: { path: { id } } });
    return redirect(`/panel/appointments/${id}?refund=${cancelled.refunded}`, 303);
  } catch (error) {
    return panelFormFailure(args, 'general', error);
  }
}

export default function MyAppointment({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { visit, policy, refund, payKey, mapHref } = loaderData;
  const hydrated = useHydrated();
  const place = visit.place;
  const unpaidOnline = visit.method === 'online' && !visit.paid && visit.status === 'booked';
  return (
    <PanelPage
      title={t('appointments.detail.title', { n: visit.number })}
      action={
        <Button component={Link} to="/panel/appointments" variant="default">
          {t('appointments.detail.all')}
        </Button>
      }
    >
      <FormAlert failure={actionData?.failure} />
      <FormNotice>{refund ? t('appointments.mine.cancelled', { refund }) : null}</FormNotice>
      <PanelCard title={visit.title}>
        <dl className={lists.facts}>
          <dt>{t('appointments.detail.status')}</dt>
          <dd>
            <Badge color={STATUS_COLOR[visit.status]} variant="light">
              {t(`appointments.status.${visit.status}`)}
            </Badge>
          </dd>
          <dt>{t('appointments.detail.when')}</dt>
          <dd>{visit.when}</dd>
          {visit.turn && (
            <>
              <dt>{t('appointments.detail.turn')}</dt>
              <dd>{t('appointments.detail.turnOfDay', { n: visit.turn })}</dd>
            </>
          )}
          <dt>{t('appointments.detail.patient')}</dt>
          <dd>{visit.forFamily ? t('appointments.mine.forFamily', { name: visit.patientName }) : visit.patientName}</dd>
          {visit.nationalCode && (
            <>
              <dt>{t('appointments.detail.nationalCode')}</dt>
              <dd>{visit.nationalCode}</dd>
            </>
          )}
          <dt>{t('appointments.detail.payment')}</dt>
          <dd>
            <AppointmentPayment item={visit} />
            {visit.paymentId !== null && (
              <>
                {' '}
                <Link to={`/panel/payment/${visit.paymentId}`}>{t('appointments.detail.viewPayment')}</Link>
              </>
            )}
          </dd>
          {visit.hasRefund && (
            <>
              <dt>{t('appointments.detail.refunded')}</dt>
              <dd>{visit.refunded}</dd>
            </>
          )}
          <dt>{t('appointments.detail.booked')}</dt>
          <dd>{visit.booked}</dd>
        </dl>
      </PanelCard>
      {place && (place.address || place.phone || place.location) && (
        <PanelCard title={t('appointments.detail.place')}>
          <dl className={lists.facts}>
            {place.address && (
              <>
                <dt>{t('appointments.detail.address')}</dt>
                <dd dir="auto">{place.address}</dd>
              </>
            )}
            {place.phone && (
              <>
                <dt>{t('appointments.detail.phone')}</dt>
                <dd>
                  <a href={telHref(place.phone)} dir="ltr">
                    {place.phoneShown}
                  </a>
                </dd>
              </>
            )}
          </dl>
          {place.location && (
            <>
              {/* The map comes in the browser only (Leaflet is loaded when scrolled to); the link works everywhere. */}
              {hydrated && (
                <PointMap
                  point={place.location}
                  centre={place.location}
                  zoom={MAP_POINT_ZOOM}
                  label={t('appointments.detail.map')}
                />
              )}
              {mapHref && (
                <Button component="a" href={mapHref} target="_blank" rel="noopener noreferrer" variant="light" mt="xs">
                  {t('listings.detail.openMap')}
                </Button>
              )}
            </>
          )}
        </PanelCard>
      )}
      {visit.status === 'booked' && (
        <PanelCard title={t('appointments.detail.change')}>
          {policy && <Text mb="sm">{t('appointments.picker.policy', policy)}</Text>}
          {unpaidOnline && (
            <Form method="post">
              <input type="hidden" name="intent" value="pay" />
              <input type="hidden" name="paymentId" value={visit.paymentId ?? ''} />
              <input type="hidden" name="payKey" value={payKey} />
              <Text mb="xs">{t('appointments.detail.unpaid')}</Text>
              <Button type="submit" mb="md">
                {t('appointments.detail.payOnline')}
              </Button>
            </Form>
          )}
          {visit.changeable ? (
            <Group gap="sm">
              <Button component={Link} to={`/panel/appointments/${visit.id}/reschedule`} variant="light">
                {t('appointments.mine.reschedule')}
              </Button>
              <Form method="post">
                <input type="hidden" name="intent" value="cancel" />
                <Button type="submit" color="red" variant="outline">
                  {t('appointments.mine.cancel')}
                </Button>
              </Form>
            </Group>
          ) : (
            <Text c="dimmed">{t('appointments.detail.locked', { title: visit.title })}</Text>
          )}
        </PanelCard>
      )}
    </PanelPage>
  );
}
