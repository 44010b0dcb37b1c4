import { useTranslation } from '../../../lib/use-translation.tsx';
import type { Route } from './+types/city-tour-delete';
import { MANAGER } from '../../../components/manager/access.ts';
import { deleteRecordAction } from '../../../components/manager/delete-record.server.ts';
import { ConfirmDeletePage, type DeleteActionData } from '../../../components/manager/confirm-delete.tsx';
import { idParam, requirePolicies } from '../../../components/manager/guard.server.ts';
import { serverApi } from '../../../lib/api.server.ts';
import { safeRedirectPath } from '../../../lib/safe-redirect.ts';
import { panelFailure } from '../../../lib/session.server.ts';

const LIST = '/manager/cityTours';

/** Deleting a city tour, after a confirmation: the dialog posts here, or this page asks without JavaScript. */
export async function loader(args: Route.LoaderArgs) {
  const id = idParam(args.params.id);
  await requirePolicies(args, 'manager', MANAGER.cityToursIndex, MANAGER.cityToursDelete);
  const tour = await serverApi(args.request, args.context)
    .GET('/api/v1/manager/city-tours/{id}', { params: { path: { id } } })
    .catch(panelFailure(args, 'manager'));
  return { title: tour.title, back: safeRedirectPath(args.url.searchParams.get('redirectTo'), LIST) };
}

export async function action(args: Route.ActionArgs) {
  return deleteRecordAction(args, {
    policy: MANAGER.cityToursDelete,
    remove: (api, key) => api.DELETE('/api/v1/manager/city-tours/{id}', { params: { path: { id: key } } }),
    list: LIST,
    ownPage: '/manager/cityTour',
  });
}

export default function DeleteCityTour({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const result: DeleteActionData | undefined = actionData;
  return (
    <ConfirmDeletePage
      title={t('discovery.cityTour.manager.delete')}
      message={t('discovery.cityTour.manager.confirmDelete', { title: loaderData.title })}
      back={loaderData.back}
      failure={result?.failure}
    />
  );
}
