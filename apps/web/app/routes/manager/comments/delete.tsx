import { useTranslation } from '../../../lib/use-translation.tsx';
import type { Route } from './+types/delete';
import { MANAGER } from '../../../components/manager/access.ts';
import { ConfirmDeletePage, type DeleteActionData } from '../../../components/manager/confirm-delete.tsx';
import { deleteRecordAction } from '../../../components/manager/delete-record.server.ts';
import { idParam, requirePolicies } from '../../../components/manager/guard.server.ts';
import { serverApi } from '../../../lib/api.server.ts';
import { safeRedirectPath } from '../../../lib/safe-redirect.ts';
import { panelFailure } from '../../../lib/session.server.ts';

const LIST = '/manager/comments';

/** Deleting a comment (spec section 9: after a confirmation); the item's rating is counted again. */
export async function loader(args: Route.LoaderArgs) {
  const id = idParam(args.params.id);
  await requirePolicies(args, 'manager', MANAGER.commentsIndex, MANAGER.commentsDelete);
  const comment = await serverApi(args.request, args.context)
    .GET('/api/v1/manager/comments/{id}', { params: { path: { id } } })
    .catch(panelFailure(args, 'manager'));
  return {
    text: comment.description || String(comment.score ?? ''),
    back: safeRedirectPath(args.url.searchParams.get('redirectTo'), LIST),
  };
}

export async function action(args: Route.ActionArgs) {
  return deleteRecordAction(args, {
    policy: MANAGER.commentsDelete,
    remove: (api, key) => api.DELETE('/api/v1/manager/comments/{id}', { params: { path: { id: key } } }),
    list: LIST,
  });
}

export default function DeleteComment({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const result: DeleteActionData | undefined = actionData;
  return (
    <ConfirmDeletePage
      title={t('comments.manager.delete')}
      message={t('comments.manager.confirmDelete', { text: loaderData.text })}
      back={loaderData.back}
      failure={result?.failure}
    />
  );
}
