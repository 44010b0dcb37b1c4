import { useTranslation } from '../../../lib/use-translation.tsx';
import type { Route } from './+types/delete';
import { MANAGER } from '../../../components/manager/access.ts';
import { ConfirmDeletePage, type DeleteActionData } from '../../../components/manager/confirm-delete.tsx';
import { deleteRecordAction } from '../../../components/manager/delete-record.server.ts';
import { idParam, requirePolicies } from '../../../components/manager/guard.server.ts';
import { serverApi } from '../../../lib/api.server.ts';
import { safeRedirectPath } from '../../../lib/safe-redirect.ts';
import { panelFailure } from '../../../lib/session.server.ts';

const LIST = '/manager/tickets';

/** Deleting a ticket with its replies (spec section 9: after a confirmation). */
export async function loader(args: Route.LoaderArgs) {
  const id = idParam(args.params.id);
  await requirePolicies(args, 'manager', MANAGER.ticketsIndex, MANAGER.ticketsDelete);
  const ticket = await serverApi(args.request, args.context)
    .GET('/api/v1/manager/tickets/{id}', { params: { path: { id } } })
    .catch(panelFailure(args, 'manager'));
  return { title: ticket.title, back: safeRedirectPath(args.url.searchParams.get('redirectTo'), LIST) };
}

export async function action(args: Route.ActionArgs) {
  return deleteRecordAction(args, {
    policy: MANAGER.ticketsDelete,
    remove: (api, key) => api.DELETE('/api/v1/manager/tickets/{id}', { params: { path: { id: key } } }),
    list: LIST,
    ownPage: '/manager/ticket',
  });
}

export default function DeleteTicket({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const result: DeleteActionData | undefined = actionData;
  return (
    <ConfirmDeletePage
      title={t('tickets.manager.delete')}
      message={t('tickets.manager.confirmDelete', { title: loaderData.title })}
      back={loaderData.back}
      failure={result?.failure}
    />
  );
}
