import { useTranslation } from '../../../lib/use-translation.tsx';
import type { Route } from './+types/page-delete';
import { MANAGER } from '../../../components/manager/access.ts';
import { deleteRecordAction } from '../../../components/manager/delete-record.server.ts';
import { ConfirmDeletePage, type DeleteActionData } from '../../../components/manager/confirm-delete.tsx';
import { idParam, requirePolicies } from '../../../components/manager/guard.server.ts';
import { serverApi } from '../../../lib/api.server.ts';
import { safeRedirectPath } from '../../../lib/safe-redirect.ts';
import { panelFailure } from '../../../lib/session.server.ts';

const LIST = '/manager/pages';

/** Deleting a page (spec: after a confirmation): the dialog posts here, or this page asks without JavaScript. */
export async function loader(args: Route.LoaderArgs) {
  const id = idParam(args.params.id);
  await requirePolicies(args, 'manager', MANAGER.pagesIndex, MANAGER.pagesDelete);
  const page = await serverApi(args.request, args.context)
    .GET('/api/v1/manager/pages/{id}', { params: { path: { id } } })
    .catch(panelFailure(args, 'manager'));
  return { title: page.title, back: safeRedirectPath(args.url.searchParams.get('redirectTo'), LIST) };
}

export async function action(args: Route.ActionArgs) {
  return deleteRecordAction(args, {
    policy: MANAGER.pagesDelete,
    remove: (api, key) => api.DELETE('/api/v1/manager/pages/{id}', { params: { path: { id: key } } }),
    list: LIST,
    ownPage: '/manager/page',
  });
}

export default function DeletePage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const result: DeleteActionData | undefined = actionData;
  return (
    <ConfirmDeletePage
      title={t('content.pages.delete')}
      message={t('content.pages.confirmDelete', { title: loaderData.title })}
      back={loaderData.back}
      failure={result?.failure}
    />
  );
}
