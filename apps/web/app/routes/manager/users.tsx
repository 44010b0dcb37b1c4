import { Link, useLocation } from 'react-router';
import { useTranslation } from '../../lib/use-translation.tsx';
import { Button } from '@mantine/core';
import type { Route } from './+types/users';
import { Icon } from '../../components/icons.tsx';
import { MANAGER, may, useManagerMe } from '../../components/manager/access.ts';
import { ConfirmDelete } from '../../components/manager/confirm-delete.tsx';
import { requirePolicies } from '../../components/manager/guard.server.ts';
import {
  activeStatusOptions,
  userListQuery,
  userRows,
  userTypeOptions,
} from '../../components/manager/labels.server.ts';
import { ListNotice } from '../../components/manager/list-notice.tsx';
import type { UserRow } from '../../components/manager/types.ts';
import { UserFilters } from '../../components/manager/user-filters.tsx';
import { UserList } from '../../components/manager/user-list.tsx';
import { PanelCard, PanelPage } from '../../components/panel/panel-page.tsx';
import { serverApi } from '../../lib/api.server.ts';
import { localeOfRequest } from '../../lib/locale.server.ts';
import { panelFailure } from '../../lib/session.server.ts';

/** The back office's users (GET /manager/users): search, type and status filters, 15 per page. */
export async function loader(args: Route.LoaderArgs) {
  await requirePolicies(args, 'manager', MANAGER.usersIndex);
  const locale = localeOfRequest(args.request);
  const { filters, query } = userListQuery(args.url);
  const page = await serverApi(args.request, args.context)
    .GET('/api/v1/manager/users', { params: { query } })
    .catch(panelFailure(args, 'manager'));
  return {
    page: userRows(page, locale),
    filters,
    types: userTypeOptions(locale, true),
    statuses: activeStatusOptions(locale),
  };
}

export default function ManagerUsers({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const me = useManagerMe();
  const { pathname, search } = useLocation();
  const { page, filters, types, statuses } = loaderData;
  const back = `${pathname}${search}`;
  // Only an administrator may change or delete an administrator's account (the API refuses anyone else).
  const canEdit = (row: UserRow) => may(me, MANAGER.usersEdit) && (!row.admin || Boolean(me?.isAdmin));
  const canDelete = (row: UserRow) =>
    may(me, MANAGER.usersDelete) && (!row.admin || Boolean(me?.isAdmin)) && row.id !== me?.user.id;
  return (
    <PanelPage
      title={t('manager.nav.users')}
      action={
        may(me, MANAGER.usersCreate) && (
          <Button component={Link} to="/manager/user/create" leftSection={<Icon name="plus" size={18} />}>
            {t('manager.users.create')}
          </Button>
        )
      }
    >
      <ListNotice />
      <UserFilters key={search} values={filters} types={types} statuses={statuses} />
      <PanelCard>
        <UserList
          page={page}
          search={search}
          showAccess
          hrefOf={(row) => (canEdit(row) ? `/manager/user/${row.id}/edit` : undefined)}
          actions={(row) => (
            <>
              {canEdit(row) && (
                <Button
                  component={Link}
                  to={`/manager/user/${row.id}/edit`}
                  variant="light"
                  size="xs"
                  aria-label={t('manager.users.editNamed', { name: row.name || t('panel.unnamed') })}
                >
                  {t('manager.list.edit')}
                </Button>
              )}
              {canDelete(row) && (
                <ConfirmDelete
                  to={`/manager/user/${row.id}/delete`}
                  back={back}
                  label={t('manager.users.deleteNamed', { name: row.name || t('panel.unnamed') })}
                  message={t('manager.users.confirmDelete', { name: row.name || row.mobile })}
                />
              )}
            </>
          )}
        />
      </PanelCard>
    </PanelPage>
  );
}
