import { useTranslation } from '../../lib/use-translation.tsx';
import { localizeDigits } from '@shahrbazar/domain/format/number';
import type { Route } from './+types/city-delete';
import { MANAGER } from '../../components/manager/access.ts';
import { deleteRecordAction } from '../../components/manager/delete-record.server.ts';
import { ConfirmDeletePage, type DeleteActionData } from '../../components/manager/confirm-delete.tsx';
import { idParam, requirePolicies } from '../../components/manager/guard.server.ts';
import { serverApi } from '../../lib/api.server.ts';
import { localeOfRequest } from '../../lib/locale.server.ts';
import { safeRedirectPath } from '../../lib/safe-redirect.ts';
import { panelFailure } from '../../lib/session.server.ts';

const LIST = '/manager/cities';

/** Deleting a city (after a confirmation): the list's dialog posts here, or this page asks without JavaScript. */
export async function loader(args: Route.LoaderArgs) {
  const id = idParam(args.params.id);
  await requirePolicies(args, 'manager', MANAGER.citiesIndex, MANAGER.citiesDelete);
  const city = await serverApi(args.request, args.context)
    .GET('/api/v1/manager/cities/{id}', { params: { path: { id } } })
    .catch(panelFailure(args, 'manager'));
  return {
    name: city.name,
    users: city.userCount,
    userCount: localizeDigits(city.userCount, localeOfRequest(args.request)),
    back: safeRedirectPath(args.url.searchParams.get('redirectTo'), LIST),
  };
}

export async function action(args: Route.ActionArgs) {
  return deleteRecordAction(args, {
    policy: MANAGER.citiesDelete,
    remove: (api, key) => api.DELETE('/api/v1/manager/cities/{id}', { params: { path: { id: key } } }),
    list: LIST,
    ownPage: '/manager/city',
  });
}

export default function DeleteCity({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const result: DeleteActionData | undefined = actionData;
  const { name, users, userCount, back } = loaderData;
  return (
    <ConfirmDeletePage
      title={t('geo.manager.cities.delete')}
      message={
        users > 0
          ? t('geo.manager.cities.confirmDeleteWithUsers', { name, n: userCount })
          : t('geo.manager.cities.confirmDelete', { name })
      }
      back={back}
      failure={result?.failure}
    />
  );
}
