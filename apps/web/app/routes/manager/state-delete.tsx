import { useTranslation } from '../../lib/use-translation.tsx';
import { localizeDigits } from '@shahrbazar/domain/format/number';
import type { Route } from './+types/state-delete';
import { MANAGER } from '../../components/manager/access.ts';
import { deleteRecordAction } from '../../components/manager/delete-record.server.ts';
import { ConfirmDeletePage, type DeleteActionData } from '../../components/manager/confirm-delete.tsx';
import { idParam, requirePolicies } from '../../components/manager/guard.server.ts';
import { serverApi } from '../../lib/api.server.ts';
import { localeOfRequest } from '../../lib/locale.server.ts';
import { safeRedirectPath } from '../../lib/safe-redirect.ts';
import { panelFailure } from '../../lib/session.server.ts';

const LIST = '/manager/states';

/** Deleting a state without cities (after a confirmation): the list's dialog posts here, or this page asks without JavaScript. */
export async function loader(args: Route.LoaderArgs) {
  const id = idParam(args.params.id);
  await requirePolicies(args, 'manager', MANAGER.citiesIndex, MANAGER.citiesDelete);
  const state = await serverApi(args.request, args.context)
    .GET('/api/v1/manager/states/{id}', { params: { path: { id } } })
    .catch(panelFailure(args, 'manager'));
  return {
    name: state.name,
    cities: state.cityCount,
    cityCount: localizeDigits(state.cityCount, localeOfRequest(args.request)),
    back: safeRedirectPath(args.url.searchParams.get('redirectTo'), LIST),
  };
}

export async function action(args: Route.ActionArgs) {
  return deleteRecordAction(args, {
    policy: MANAGER.citiesDelete,
    remove: (api, key) => api.DELETE('/api/v1/manager/states/{id}', { params: { path: { id: key } } }),
    list: LIST,
    ownPage: '/manager/state',
  });
}

export default function DeleteState({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const result: DeleteActionData | undefined = actionData;
  const { name, cities, cityCount, back } = loaderData;
  return (
    <ConfirmDeletePage
      title={t('geo.manager.states.delete')}
      message={
        cities > 0
          ? t('geo.manager.states.confirmDeleteWithCities', { name, n: cityCount })
          : t('geo.manager.states.confirmDelete', { name })
      }
      back={back}
      failure={result?.failure}
    />
  );
}
