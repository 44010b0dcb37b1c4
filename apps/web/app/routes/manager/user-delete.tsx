import { useTranslation } from '../../lib/use-translation.tsx';
import type { Route } from './+types/user-delete';
import { MANAGER } from '../../components/manager/access.ts';
import { deleteRecordAction } from '../../components/manager/delete-record.server.ts';
import { ConfirmDeletePage, type DeleteActionData } from '../../components/manager/confirm-delete.tsx';
import { idParam, requirePolicies } from '../../components/manager/guard.server.ts';
import { serverApi } from '../../lib/api.server.ts';
import { safeRedirectPath } from '../../lib/safe-redirect.ts';
import { panelFailure } from '../../lib/session.server.ts';

const LIST = '/manager/users';

/**
 * Deleting a user (spec section 9: after a confirmation). The list's dialog posts here with JavaScript; without, its
 * link opens this page, which asks the same question. Afterwards: back to the list the delete came from.
 */
export async function loader(args: Route.LoaderArgs) {
  const id = idParam(args.params.id);
  await requirePolicies(args, 'manager', MANAGER.usersIndex, MANAGER.usersDelete);
  const user = await serverApi(args.request, args.context)
    .GET('/api/v1/manager/users/{id}', { params: { path: { id } } })
    .catch(panelFailure(args, 'manager'));
  return {
    name: user.name || user.mobile || '',
    back: safeRedirectPath(args.url.searchParams.get('redirectTo'), LIST),
  };
}

export async function action(args: Route.ActionArgs) {
  return deleteRecordAction(args, {
    policy: MANAGER.usersDelete,
    remove: (api, key) => api.DELETE('/api/v1/manager/users/{id}', { params: { path: { id: key } } }),
    list: LIST,
    ownPage: '/manager/user',
  });
}

export default function DeleteUser({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const result: DeleteActionData | undefined = actionData;
  return (
    <ConfirmDeletePage
      title={t('manager.users.delete')}
      message={t('manager.users.confirmDelete', { name: loaderData.name })}
      back={loaderData.back}
      failure={result?.failure}
    />
  );
}
