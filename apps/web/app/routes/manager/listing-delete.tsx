import { useTranslation } from '../../lib/use-translation.tsx';
import type { Route } from './+types/listing-delete';
import { MANAGER } from '../../components/manager/access.ts';
import { deleteRecordAction } from '../../components/manager/delete-record.server.ts';
import { ConfirmDeletePage, type DeleteActionData } from '../../components/manager/confirm-delete.tsx';
import { idParam, requirePolicies } from '../../components/manager/guard.server.ts';
import { serverApi } from '../../lib/api.server.ts';
import { safeRedirectPath } from '../../lib/safe-redirect.ts';
import { panelFailure } from '../../lib/session.server.ts';
import { useNouns } from '../../verticals/nouns.ts';

const LIST = '/manager/listings';

/** Deleting a listing from the back office (spec section 9: after a confirmation), for any vertical. */
export async function loader(args: Route.LoaderArgs) {
  const id = idParam(args.params.id);
  await requirePolicies(args, 'manager', MANAGER.listingsIndex, MANAGER.listingsDelete);
  const listing = await serverApi(args.request, args.context)
    .GET('/api/v1/manager/listings/{id}', { params: { path: { id } } })
    .catch(panelFailure(args, 'manager'));
  return {
    key: listing.vertical,
    title: listing.title,
    back: safeRedirectPath(args.url.searchParams.get('redirectTo'), LIST),
  };
}

export async function action(args: Route.ActionArgs) {
  return deleteRecordAction(args, {
    policy: MANAGER.listingsDelete,
    remove: (api, key) => api.DELETE('/api/v1/manager/listings/{id}', { params: { path: { id: key } } }),
    list: LIST,
    ownPage: '/manager/listing',
  });
}

export default function DeleteListing({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const nouns = useNouns(loaderData.key);
  const result: DeleteActionData | undefined = actionData;
  return (
    <ConfirmDeletePage
      title={t('listings.manager.deleteTitle', nouns)}
      message={t('listings.manager.confirmDelete', { title: loaderData.title })}
      back={loaderData.back}
      failure={result?.failure}
    />
  );
}
