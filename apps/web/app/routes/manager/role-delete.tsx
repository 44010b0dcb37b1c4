import { redirect } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Role } from '@shahrbazar/domain/api/user.schema';
import { localizeDigits } from '@shahrbazar/domain/format/number';
import type { Route } from './+types/role-delete';
import { MANAGER } from '../../components/manager/access.ts';
import { ConfirmDeletePage, type DeleteActionData } from '../../components/manager/confirm-delete.tsx';
import { idParam, requirePolicies } from '../../components/manager/guard.server.ts';
import { withNotice } from '../../components/manager/list-notice.tsx';
import { serverApi } from '../../lib/api.server.ts';
import { textOf } from '../../lib/form-checks.ts';
import { localeOfRequest } from '../../lib/locale.server.ts';
import { safeRedirectPath } from '../../lib/safe-redirect.ts';
import { panelFailure, panelFormFailure } from '../../lib/session.server.ts';

const LIST = '/manager/roles';

/** Deleting a role (spec section 9: after a confirmation): the dialog posts here, or this page asks without JavaScript. */
export async function loader(args: Route.LoaderArgs) {
  const id = idParam(args.params.id);
  await requirePolicies(args, 'manager', MANAGER.rolesIndex, MANAGER.rolesDelete);
  const role = await serverApi(args.request, args.context)
    .get<Role>(`/api/v1/manager/roles/${id}`)
    .catch(panelFailure(args, 'manager'));
  return {
    title: role.title,
    userCount: localizeDigits(role.userCount, localeOfRequest(args.request)),
    back: safeRedirectPath(args.url.searchParams.get('redirectTo'), LIST),
  };
}

export async function action(args: Route.ActionArgs) {
  const id = idParam(args.params.id);
  await requirePolicies(args, 'manager', MANAGER.rolesDelete);
  const back = safeRedirectPath(textOf(await args.request.formData(), 'redirectTo'), LIST);
  try {
    await serverApi(args.request, args.context).delete<null>(`/api/v1/manager/roles/${id}`);
  } catch (error) {
    return panelFormFailure(args, 'manager', error);
  }
  return redirect(withNotice(back.startsWith(`/manager/role/${id}/`) ? LIST : back, 'deleted'), 303);
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
