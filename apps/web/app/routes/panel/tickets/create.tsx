import { redirect } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Text } from '@mantine/core';
import type { TicketThread } from '@shahrbazar/domain/api/ticket.schema';
import type { Route } from './+types/create';
import { PanelCard, PanelPage } from '../../../components/panel/panel-page.tsx';
import { TicketForm } from '../../../components/tickets/ticket-form.tsx';
import { ticketBodyOf } from '../../../components/tickets/ticket-form.server.ts';
import { serverApi } from '../../../lib/api.server.ts';
import type { FormFailure } from '../../../lib/form-checks.ts';
import { panelFormFailure } from '../../../lib/session.server.ts';

/** A new ticket (spec: /panel/ticket/create): a title, the question and optionally a picture; then its page. */
export async function action(args: Route.ActionArgs) {
  const { values, body } = ticketBodyOf(await args.request.formData(), true);
  try {
    const created = await serverApi(args.request, args.context).post<TicketThread>('/api/v1/me/tickets', body);
    return redirect(`/panel/ticket/${created.id}?created=1`, 303);
  } catch (error) {
    return panelFormFailure(args, 'general', error, { values });
  }
}

export default function CreateTicket({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const result: { failure?: FormFailure; values?: { title?: string; description?: string } } | undefined = actionData;
  return (
    <PanelPage title={t('tickets.create.title')}>
      <PanelCard>
        <Text size="sm" c="dimmed" mb="md">
          {t('tickets.create.intro')}
        </Text>
        <TicketForm
          panel="general"
          returnTo="/panel/ticket/create"
          withTitle
          failure={result?.failure}
          values={result?.values}
          submitLabel={t('tickets.create.submit')}
        />
      </PanelCard>
    </PanelPage>
  );
}
