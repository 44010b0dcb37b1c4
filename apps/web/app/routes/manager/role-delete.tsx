import { useTranslation } from '../../lib/use-translation.tsx';
import { localizeDigits } from '@shahrbazar/domain/format/number';
import type { Route } from './+types/role-delete';
import { MANAGER } from '../../components/manager/access.ts';
import { deleteRecordAction } from '../../components/manager/delete-record.server.ts';
import { ConfirmDeletePage, type DeleteActionData } from '../../components/manager/confirm-delete.tsx';
import { idParam, requirePolicies } from '../../components/manager/guard.server.ts';
import { serverApi } from '../../lib/api.server.ts';
import { localeOfRequest } from '../../lib/locale.server.ts';
import { safeRedirectPath } from '../../lib/safe-redirect.ts';
import { panelFailure } from '../../lib/session.server.ts';

const LIST = '/manager/roles';

/** Deleting a role (spec section 9: after a confirmation): the dialog posts here, or this page asks without JavaScript. */
export async function loader(args: Route.LoaderArgs) {
  const id = idParam(args.params.id);
  await requirePolicies(args, 'manager', MANAGER.rolesIndex, MANAGER.rolesDelete);
  const role = await serverApi(args.request, args.context)
    .GET('/api/v1/manager/roles/{id}', { params: { path: { id } } })
    .catch(panelFailure(args, 'manager'));
  return {
    title: role.title,
    userCount: localizeDigits(role.userCount, localeOfRequest(args.request)),
    back: safeRedirectPath(args.url.searchParams.get('redirectTo'), LIST),
  };
}

export async function action(args: Route.ActionArgs) {
  return deleteRecordAction(args, {
    policy: MANAGER.rolesDelete,
    remove: (api, key) => api.DELETE('/api/v1/manager/roles/{id}', { params: { path: { id: key } } }),
    list: LIST,
    ownPage: '/manager/role',
  });
}

export default function DeleteRole({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const result: DeleteActionData | undefined = actionData;
  return (
    <ConfirmDeletePage
      title={t('manager.roles.delete')}
      message={t('manager.roles.confirmDelete', { title: loaderData.title, n: loaderData.userCount })}
      back={loaderData.back}
      failure={result?.failure}
    />
  );
}
