import { useTranslation } from '../../../lib/use-translation.tsx';
import type { Route } from './+types/option-delete';
import { MANAGER } from '../../../components/manager/access.ts';
import { deleteRecordAction } from '../../../components/manager/delete-record.server.ts';
import { ConfirmDeletePage, type DeleteActionData } from '../../../components/manager/confirm-delete.tsx';
import { idParam, requirePolicies } from '../../../components/manager/guard.server.ts';
import { serverApi } from '../../../lib/api.server.ts';
import { safeRedirectPath } from '../../../lib/safe-redirect.ts';
import { panelFailure } from '../../../lib/session.server.ts';

const LIST = '/manager/options';

/** Deleting an option (spec section 9: after a confirmation): the dialog posts here, or this page asks without JS. */
export async function loader(args: Route.LoaderArgs) {
  const id = idParam(args.params.id);
  await requirePolicies(args, 'manager', MANAGER.optionsIndex, MANAGER.optionsDelete);
  const option = await serverApi(args.request, args.context)
    .GET('/api/v1/manager/options/{id}', { params: { path: { id } } })
    .catch(panelFailure(args, 'manager'));
  return {
    title: option.title || option.name,
    group: option.group,
    back: safeRedirectPath(args.url.searchParams.get('redirectTo'), LIST),
  };
}

export async function action(args: Route.ActionArgs) {
  return deleteRecordAction(args, {
    policy: MANAGER.optionsDelete,
    remove: (api, key) => api.DELETE('/api/v1/manager/options/{id}', { params: { path: { id: key } } }),
    list: LIST,
    ownPage: '/manager/option',
  });
}

export default function DeleteOption({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const result: DeleteActionData | undefined = actionData;
  return (
    <ConfirmDeletePage
      title={t('settings.options.delete')}
      message={t('settings.options.confirmDelete', { title: loaderData.title, group: loaderData.group })}
      back={loaderData.back}
      failure={result?.failure}
    />
  );
}
