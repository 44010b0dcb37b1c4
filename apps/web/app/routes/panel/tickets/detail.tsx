import { redirect } from 'react-router';
import { useTranslation } from '../../../lib/use-translation.tsx';
import type { Route } from './+types/detail';
import { FormNotice } from '../../../components/forms/form-alert.tsx';
import { idParam } from '../../../components/manager/guard.server.ts';
import { PanelCard, PanelPage } from '../../../components/panel/panel-page.tsx';
import { StatusColorBadge } from '../../../components/status-color-badge.tsx';
import { TicketForm } from '../../../components/tickets/ticket-form.tsx';
import { ticketBodyOf } from '../../../components/tickets/ticket-form.server.ts';
import { TicketThread } from '../../../components/tickets/ticket-thread.tsx';
import classes from '../../../components/tickets/ticket-thread.module.css';
import { threadView } from '../../../components/tickets/ticket-view.server.ts';
import { serverApi } from '../../../lib/api.server.ts';
import type { FormFailure } from '../../../lib/form-checks.ts';
import { localeOfRequest } from '../../../lib/locale.server.ts';
import { panelFailure, panelFormFailure } from '../../../lib/session.server.ts';

/** One of my tickets (spec: /panel/ticket/{id}): its status, the messages with support's answers, and my reply. */
export async function loader(args: Route.LoaderArgs) {
  const id = idParam(args.params.id);
  const thread = await serverApi(args.request, args.context)
    .GET('/api/v1/me/tickets/{id}', { params: { path: { id } } })
    .catch(panelFailure(args, 'general'));
  return {
    ...threadView(thread, localeOfRequest(args.request)),
    notice: args.url.searchParams.has('created') ? 'created' : args.url.searchParams.has('sent') ? 'sent' : '',
  };
}

export async function action(args: Route.ActionArgs) {
  const id = idParam(args.params.id);
  const { values, body } = ticketBodyOf(await args.request.formData(), false);
  try {
    await serverApi(args.request, args.context).POST('/api/v1/me/tickets/{id}/replies', {
      params: { path: { id } },
      body,
    });
    return redirect(`/panel/ticket/${id}?sent=1`, 303);
  } catch (error) {
    return panelFormFailure(args, 'general', error, { values });
  }
}

export default function TicketPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { ticket, messages, notice } = loaderData;
  const result: { failure?: FormFailure; values?: { description?: string } } | undefined = actionData;
  return (
    <PanelPage title={t('tickets.detail.title', { n: ticket.code })}>
      <FormNotice>{notice ? t(`tickets.detail.${notice as 'created' | 'sent'}`) : null}</FormNotice>
      <PanelCard>
        <div className={classes.head}>
          <strong dir="auto">{ticket.title}</strong>
          <StatusColorBadge color={ticket.statusColor} label={ticket.statusLabel} />
          {ticket.topic && <span>{ticket.topic}</span>}
        </div>
        <TicketThread messages={messages} />
      </PanelCard>
      <PanelCard title={t('tickets.detail.reply')}>
        <TicketForm
          key={messages.length}
          panel="general"
          returnTo={`/panel/ticket/${ticket.id}`}
          withTitle={false}
          failure={result?.failure}
          values={result?.values}
          submitLabel={t('tickets.detail.send')}
        />
      </PanelCard>
    </PanelPage>
  );
}
