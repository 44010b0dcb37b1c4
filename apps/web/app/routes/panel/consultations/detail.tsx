import { Form, redirect } from 'react-router';
import { Link } from '../../../lib/link.tsx';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { Button, Group, Text } from '@mantine/core';
import type { Route } from './+types/detail';
import { ConsultationFacts } from '../../../components/consultations/consultation-list.tsx';
import { consultationView } from '../../../components/consultations/consultation-view.ts';
import { FormAlert } from '../../../components/forms/form-alert.tsx';
import { idParam } from '../../../components/manager/guard.server.ts';
import { PanelCard, PanelPage } from '../../../components/panel/panel-page.tsx';
import { newPayKey, payAndGo, payKeyOf } from '../../../components/payments/pay-request.server.ts';
import { serverApi } from '../../../lib/api.server.ts';
import { localeOfRequest } from '../../../lib/locale.server.ts';
import { panelFailure, panelFormFailure } from '../../../lib/session.server.ts';

/**
 * One of my consultations (the customer panel's order page for a consultation, ADR 0055): its kind, state, price and
 * times; a text one's chat, a phone one's call (cancelled or moved on its appointment's page, by the book's rules); one
 * bought to pay online and not paid yet is paid here. Another's consultation is the API's 404.
 */
export async function loader(args: Route.LoaderArgs) {
  const id = idParam(args.params.id);
  const locale = localeOfRequest(args.request);
  const item = await serverApi(args.request, args.context)
    .GET('/api/v1/me/consultations/{id}', { params: { path: { id } } })
    .catch(panelFailure(args, 'general'));
  return { item: consultationView(item, locale), payKey: newPayKey() };
}

export async function action(args: Route.ActionArgs) {
  const id = idParam(args.params.id);
  const form = await args.request.formData();
  const api = serverApi(args.request, args.context);
  const item = await api
    .GET('/api/v1/me/consultations/{id}', { params: { path: { id } } })
    .catch(panelFailure(args, 'general'));
  if (item.paymentId === null) return redirect(`/panel/consultations/${id}`, 303);
  try {
    // On to the bank; when it pays, the consultation opens (billing's item handler, ADR 0055).
    return await payAndGo(api, item.paymentId, 'online', payKeyOf(form));
  } catch (error) {
    return panelFormFailure(args, 'general', error);
  }
}

export default function MyConsultation({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { item, payKey } = loaderData;
  return (
    <PanelPage
      title={t('consultations.detail.title', { kind: t(`consultations.kind.${item.kind}`), n: item.number })}
      action={
        <Button component={Link} to="/panel/consultations" variant="default">
          {t('consultations.detail.all')}
        </Button>
      }
    >
      <FormAlert failure={actionData?.failure} />
      <PanelCard title={item.title}>
        <ConsultationFacts item={item} side="patient" />
        <Group gap="sm" mt="md">
          {item.kind === 'text' && !item.awaitingPayment && (
            <Button component={Link} to={`/panel/chatRoom/${item.ownerId}`} variant="light">
              {t('consultations.list.chat')}
            </Button>
          )}
          {item.appointmentId !== null && (
            <Button component={Link} to={`/panel/appointments/${item.appointmentId}`} variant="light">
              {t('consultations.detail.call')}
            </Button>
          )}
          {item.paymentId !== null && (
            <Button component={Link} to={`/panel/payment/${item.paymentId}`} variant="subtle">
              {t('consultations.detail.payment')}
            </Button>
          )}
        </Group>
      </PanelCard>
      {item.awaitingPayment && (
        <PanelCard title={t('consultations.detail.unpaidTitle')}>
          <Text mb="sm">{t('consultations.detail.unpaid')}</Text>
          <Form method="post">
            <input type="hidden" name="payKey" value={payKey} />
            <Button type="submit">{t('consultations.buy.online')}</Button>
          </Form>
        </PanelCard>
      )}
    </PanelPage>
  );
}
