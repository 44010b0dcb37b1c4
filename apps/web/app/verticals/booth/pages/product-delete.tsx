import { redirect } from 'react-router';
import { useTranslation } from '../../../lib/use-translation.tsx';
import type { Route } from './+types/product-delete';
import { ConfirmDeletePage, type DeleteActionData } from '../../../components/manager/confirm-delete.tsx';
import { idParam } from '../../../components/manager/guard.server.ts';
import { withNotice } from '../../../components/manager/list-notice.tsx';
import { serverApi } from '../../../lib/api.server.ts';
import { textOf } from '../../../lib/form-checks.ts';
import { safeRedirectPath } from '../../../lib/safe-redirect.ts';
import { panelFailure, panelFormFailure } from '../../../lib/session.server.ts';

/** Deleting a product of the booth, after a confirmation (the list's dialog posts here; without JavaScript it asks). */
export async function loader(args: Route.LoaderArgs) {
  const id = idParam(args.params.id);
  const productId = idParam(args.params.productId);
  const product = await serverApi(args.request, args.context)
    .GET('/api/v1/me/booth/{boothId}/products/{productId}', { params: { path: { boothId: id, productId } } })
    .catch(panelFailure(args, 'general'));
  const list = `/panel/myBooth/${id}/products`;
  return { title: product.title, back: safeRedirectPath(args.url.searchParams.get('redirectTo'), list) };
}

export async function action(args: Route.ActionArgs) {
  const id = idParam(args.params.id);
  const productId = idParam(args.params.productId);
  const list = `/panel/myBooth/${id}/products`;
  const back = safeRedirectPath(textOf(await args.request.formData(), 'redirectTo'), list);
  try {
    await serverApi(args.request, args.context).DELETE('/api/v1/me/booth/{boothId}/products/{productId}', {
      params: { path: { boothId: id, productId } },
    });
  } catch (error) {
    return panelFormFailure(args, 'general', error);
  }
  return redirect(withNotice(back, 'deleted'), 303);
}

export default function DeleteProduct({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const result: DeleteActionData | undefined = actionData;
  return (
    <ConfirmDeletePage
      title={t('products.manager.deleteTitle')}
      message={t('products.manager.confirmDelete', { title: loaderData.title })}
      back={loaderData.back}
      failure={result?.failure}
    />
  );
}
