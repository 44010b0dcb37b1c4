import { redirect } from 'react-router';
import { useTranslation } from '../../../lib/use-translation.tsx';
import type { Route } from './+types/delete';
import { ConfirmDeletePage, type DeleteActionData } from '../../../components/manager/confirm-delete.tsx';
import { idParam } from '../../../components/manager/guard.server.ts';
import { withNotice } from '../../../components/manager/list-notice.tsx';
import { serverApi } from '../../../lib/api.server.ts';
import { textOf } from '../../../lib/form-checks.ts';
import { ownerPagesOf } from '../../../lib/listings/define-vertical.ts';
import { apiPaths, notFound } from '../../../lib/listings/view.server.ts';
import { safeRedirectPath } from '../../../lib/safe-redirect.ts';
import { panelFailure, panelFormFailure } from '../../../lib/session.server.ts';
import { verticalOfPath } from '../../../verticals/registry.ts';
import { useNouns } from '../../../verticals/nouns.ts';

/**
 * Deleting one's listing (spec section 9: after a confirmation): the list's dialog posts here; without JavaScript
 * the list's link opens this page, which asks first.
 */
export async function loader(args: Route.LoaderArgs) {
  const vertical = verticalOfPath(args.url.pathname) ?? notFound();
  const id = idParam(args.params.id);
  const listing = await serverApi(args.request, args.context)
    .GET(apiPaths(vertical).one, { params: { path: { id } } })
    .catch(panelFailure(args, 'general'));
  const list = ownerPagesOf(vertical).mine;
  return {
    key: vertical.key,
    title: listing.title,
    back: safeRedirectPath(args.url.searchParams.get('redirectTo'), list),
  };
}

export async function action(args: Route.ActionArgs) {
  const vertical = verticalOfPath(args.url.pathname) ?? notFound();
  const id = idParam(args.params.id);
  const pages = ownerPagesOf(vertical);
  const list = pages.mine;
  const back = safeRedirectPath(textOf(await args.request.formData(), 'redirectTo'), list);
  // Back to a page of the deleted listing itself (/panel/myAds/12, the booth manager /panel/myBooth/12/...): its list.
  const ownPages = pages.remove(id).replace(/\/delete$/, '');
  try {
    await serverApi(args.request, args.context).DELETE(apiPaths(vertical).one, { params: { path: { id } } });
  } catch (error) {
    return panelFormFailure(args, 'general', error);
  }
  return redirect(withNotice(back.startsWith(ownPages) ? list : back, 'deleted'), 303);
}

export default function DeleteListing({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const nouns = useNouns(loaderData.key);
  const result: DeleteActionData | undefined = actionData;
  return (
    <ConfirmDeletePage
      title={t('listings.mine.delete', nouns)}
      message={t('listings.mine.confirmDelete', { title: loaderData.title })}
      back={loaderData.back}
      failure={result?.failure}
    />
  );
}
