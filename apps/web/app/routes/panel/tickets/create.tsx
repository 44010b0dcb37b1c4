import { redirect } from 'react-router';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { Text } from '@mantine/core';
import { TicketCreateSchema } from '@shahrbazar/domain/api/ticket.schema';
import type { Route } from './+types/create';
import { PanelCard, PanelPage } from '../../../components/panel/panel-page.tsx';
import { TicketForm } from '../../../components/tickets/ticket-form.tsx';
import { ticketBodyOf, topicGroups } from '../../../components/tickets/ticket-form.server.ts';
import { serverApi } from '../../../lib/api.server.ts';
import { contractBody } from '../../../lib/contract-values.server.ts';
import { localeOfRequest } from '../../../lib/locale.server.ts';
import type { FormFailure } from '../../../lib/form-checks.ts';
import { panelFormFailure } from '../../../lib/session.server.ts';

/** The support topics to pick from (the public tree of type support); none when it cannot be read. */
export async function loader(args: Route.LoaderArgs) {
  const tree = await serverApi(args.request, args.context)
    .GET('/api/v1/categories', { params: { query: { type: 'support' } } })
    .catch(() => ({ items: [] }));
  return { topics: topicGroups(tree.items) };
}

/** A new ticket (spec: /panel/ticket/create): a title, its topic, the question and optionally a picture; then its page. */
export async function action(args: Route.ActionArgs) {
  const { values, body } = ticketBodyOf(await args.request.formData(), true);
  try {
    const created = await serverApi(args.request, args.context).POST('/api/v1/me/tickets', {
      body: contractBody(TicketCreateSchema, body, localeOfRequest(args.request)),
    });
    return redirect(`/panel/ticket/${created.id}?created=1`, 303);
  } catch (error) {
    return panelFormFailure(args, 'general', error, { values });
  }
}

export default function CreateTicket({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const result:
    { failure?: FormFailure; values?: { title?: string; description?: string; topic?: string } } | undefined =
    actionData;
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
          topics={loaderData.topics}
          submitLabel={t('tickets.create.submit')}
        />
      </PanelCard>
    </PanelPage>
  );
}
