import { useTranslation } from '../../lib/use-translation.tsx';
import { localizeDigits } from '@shahrbazar/domain/format/number';
import type { Route } from './+types/package-delete';
import { MANAGER } from '../../components/manager/access.ts';
import { deleteRecordAction } from '../../components/manager/delete-record.server.ts';
import { ConfirmDeletePage, type DeleteActionData } from '../../components/manager/confirm-delete.tsx';
import { idParam, requirePolicies } from '../../components/manager/guard.server.ts';
import { serverApi } from '../../lib/api.server.ts';
import { localeOfRequest } from '../../lib/locale.server.ts';
import { safeRedirectPath } from '../../lib/safe-redirect.ts';
import { panelFailure } from '../../lib/session.server.ts';

const LIST = '/manager/packages';

/**
 * Deleting a package (after a confirmation): the list's dialog posts here, or this page asks without JavaScript. A
 * package some subscription holds is refused by the API (409), whose message suggests hiding it instead.
 */
export async function loader(args: Route.LoaderArgs) {
  const id = idParam(args.params.id);
  await requirePolicies(args, 'manager', MANAGER.packagesIndex, MANAGER.packagesDelete);
  const pkg = await serverApi(args.request, args.context)
    .GET('/api/v1/manager/packages/{id}', { params: { path: { id } } })
    .catch(panelFailure(args, 'manager'));
  return {
    title: pkg.title,
    held: pkg.subscriptionCount > 0,
    subscriptionCount: localizeDigits(pkg.subscriptionCount, localeOfRequest(args.request)),
    back: safeRedirectPath(args.url.searchParams.get('redirectTo'), LIST),
  };
}

export async function action(args: Route.ActionArgs) {
  return deleteRecordAction(args, {
    policy: MANAGER.packagesDelete,
    remove: (api, key) => api.DELETE('/api/v1/manager/packages/{id}', { params: { path: { id: key } } }),
    list: LIST,
    ownPage: '/manager/package',
  });
}

export default function DeletePackage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const result: DeleteActionData | undefined = actionData;
  const { title, held, subscriptionCount, back } = loaderData;
  return (
    <ConfirmDeletePage
      title={t('packages.manager.delete')}
      message={
        held
          ? t('packages.manager.confirmDeleteHeld', { title, n: subscriptionCount })
          : t('packages.manager.confirmDelete', { title })
      }
      back={back}
      failure={result?.failure}
    />
  );
}
