import { Form, redirect } from 'react-router';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { Button } from '@mantine/core';
import { TicketStatus } from '@shahrbazar/domain/enums/support';
import type { Route } from './+types/detail';
import { MANAGER, may, useManagerMe } from '../../../components/manager/access.ts';
import { ConfirmDelete } from '../../../components/manager/confirm-delete.tsx';
import { idParam, requirePolicies } from '../../../components/manager/guard.server.ts';
import { RecordPage } from '../../../components/manager/record-page.tsx';
import { readRecord } from '../../../components/manager/record-page.server.ts';
import { PanelCard } from '../../../components/panel/panel-page.tsx';
import { StatusColorBadge } from '../../../components/status-color-badge.tsx';
import { TicketForm } from '../../../components/tickets/ticket-form.tsx';
import { ticketBodyOf } from '../../../components/tickets/ticket-form.server.ts';
import { TicketThread } from '../../../components/tickets/ticket-thread.tsx';
import classes from '../../../components/tickets/ticket-thread.module.css';
import { threadView } from '../../../components/tickets/ticket-view.server.ts';
import { serverApi } from '../../../lib/api.server.ts';
import { textOf, type FormFailure } from '../../../lib/form-checks.ts';
import { localeOfRequest } from '../../../lib/locale.server.ts';
import { panelFailure, panelFormFailure } from '../../../lib/session.server.ts';

/** One ticket in the back office (policy tickets.index; opening an unread one marks it read): answer, review, delete. */
export async function loader(args: Route.LoaderArgs) {
  const { record: thread } = await readRecord(args, [MANAGER.ticketsIndex], (api, id) =>
    api.GET('/api/v1/manager/tickets/{id}', { params: { path: { id } } }),
  );
  return {
    ...threadView(thread, localeOfRequest(args.request)),
    answered: args.url.searchParams.has('answered'),
  };
}

/** Answers the ticket (it becomes answered), or takes it in review (pending); policy tickets.edit. */
export async function action(args: Route.ActionArgs) {
  const id = idParam(args.params.id);
  await requirePolicies(args, 'manager', MANAGER.ticketsEdit);
  const form = await args.request.formData();
  const api = serverApi(args.request, args.context);
  if (textOf(form, 'intent') === 'review') {
    await api
      .POST('/api/v1/manager/tickets/{id}/status', { params: { path: { id } }, body: { status: TicketStatus.pending } })
      .catch(panelFailure(args, 'manager'));
    return redirect(`/manager/ticket/${id}`, 303);
  }
  const { values, body } = ticketBodyOf(form, false);
  try {
    await api.POST('/api/v1/manager/tickets/{id}/replies', { params: { path: { id } }, body });
    return redirect(`/manager/ticket/${id}?answered=1`, 303);
  } catch (error) {
    return panelFormFailure(args, 'manager', error, { values });
  }
}

export default function ManagerTicket({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const me = useManagerMe();
  const { ticket, messages, answered } = loaderData;
  const result: { failure?: FormFailure; values?: { description?: string } } | undefined = actionData;
  const self = `/manager/ticket/${ticket.id}`;
  return (
    <RecordPage
      title={t('tickets.detail.title', { n: ticket.code })}
      done={answered ? t('tickets.manager.answered') : null}
      action={
        may(me, MANAGER.ticketsDelete) ? (
          <ConfirmDelete
            to={`${self}/delete`}
            back="/manager/tickets"
            label={t('tickets.manager.deleteNamed', { n: ticket.code })}
            message={t('tickets.manager.confirmDelete', { title: ticket.title })}
          />
        ) : undefined
      }
    >
      <PanelCard>
        <div className={classes.head}>
          <strong dir="auto">{ticket.title}</strong>
          <StatusColorBadge color={ticket.statusColor} label={ticket.statusLabel} />
          {ticket.topic && <span>{ticket.topic}</span>}
          {may(me, MANAGER.ticketsEdit) && ticket.status !== TicketStatus.pending && (
            <Form method="post">
              <input type="hidden" name="intent" value="review" />
              <Button type="submit" variant="light" size="xs">
                {t('tickets.manager.review')}
              </Button>
            </Form>
          )}
        </div>
        <TicketThread messages={messages} />
      </PanelCard>
      {may(me, MANAGER.ticketsEdit) && (
        <PanelCard title={t('tickets.manager.answer')}>
          <TicketForm
            key={messages.length}
            panel="manager"
            returnTo={self}
            withTitle={false}
            failure={result?.failure}
            values={result?.values}
            submitLabel={t('tickets.manager.send')}
          />
        </PanelCard>
      )}
    </RecordPage>
  );
}
