import { Link, useLocation } from 'react-router';
import { useTranslation } from '../../lib/use-translation.tsx';
import { Anchor, Button, Table } from '@mantine/core';
import { localizeDigits } from '@shahrbazar/domain/format/number';
import type { Route } from './+types/roles';
import { Icon } from '../../components/icons.tsx';
import { MANAGER, may, useManagerMe } from '../../components/manager/access.ts';
import { ConfirmDelete } from '../../components/manager/confirm-delete.tsx';
import { requirePolicies } from '../../components/manager/guard.server.ts';
import { userTypeLabel } from '../../components/manager/labels.server.ts';
import { ListNotice } from '../../components/manager/list-notice.tsx';
import classes from '../../components/manager/manager.module.css';
import { PanelCard, PanelPage } from '../../components/panel/panel-page.tsx';
import { serverApi } from '../../lib/api.server.ts';
import { localeOfRequest } from '../../lib/locale.server.ts';
import { panelFailure } from '../../lib/session.server.ts';

/** Roles (spec section 3: id, type, title, policies): every role, how many permissions it grants and who holds it. */
export async function loader(args: Route.LoaderArgs) {
  await requirePolicies(args, 'manager', MANAGER.rolesIndex);
  const { items } = await serverApi(args.request, args.context)
    .GET('/api/v1/manager/roles')
    .catch(panelFailure(args, 'manager'));
  const locale = localeOfRequest(args.request);
  return {
    roles: items.map((role, index) => ({
      id: role.id,
      number: localizeDigits(index + 1, locale),
      title: role.title,
      typeLabel: userTypeLabel(role.type, locale),
      policyCount: localizeDigits(role.policies.length, locale),
      userCount: localizeDigits(role.userCount, locale),
    })),
  };
}

export default function ManagerRoles({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const me = useManagerMe();
  const { pathname, search } = useLocation();
  const { roles } = loaderData;
  const canEdit = may(me, MANAGER.rolesEdit);
  const canDelete = may(me, MANAGER.rolesDelete);
  const actions = (role: (typeof roles)[number]) => (
    <div className={classes.rowActions}>
      {canEdit && (
        <Button
          component={Link}
          to={`/manager/role/${role.id}/edit`}
          variant="light"
          size="xs"
          aria-label={t('manager.roles.editNamed', { title: role.title })}
        >
          {t('manager.list.edit')}
        </Button>
      )}
      {canDelete && (
        <ConfirmDelete
          to={`/manager/role/${role.id}/delete`}
          back={`${pathname}${search}`}
          label={t('manager.roles.deleteNamed', { title: role.title })}
          message={t('manager.roles.confirmDelete', { title: role.title, n: role.userCount })}
        />
      )}
    </div>
  );
  const title = (role: (typeof roles)[number]) =>
    canEdit ? (
      <Anchor component={Link} to={`/manager/role/${role.id}/edit`} className={classes.name}>
        {role.title}
      </Anchor>
    ) : (
      <span className={classes.name}>{role.title}</span>
    );

  return (
    <PanelPage
      title={t('manager.nav.roles')}
      action={
        may(me, MANAGER.rolesCreate) && (
          <Button component={Link} to="/manager/role/create" leftSection={<Icon name="plus" size={18} />}>
            {t('manager.roles.create')}
          </Button>
        )
      }
    >
      <ListNotice />
      <PanelCard>
        {roles.length === 0 ? (
          <p className={classes.empty}>{t('messages.noItems')}</p>
        ) : (
          <>
            <div className={classes.tableWrap}>
              <Table className={classes.table} striped highlightOnHover verticalSpacing="xs">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('manager.list.row')}</Table.Th>
                    <Table.Th>{t('manager.roles.titleField')}</Table.Th>
                    <Table.Th>{t('manager.roles.type')}</Table.Th>
                    <Table.Th>{t('manager.roles.policyCount')}</Table.Th>
                    <Table.Th>{t('manager.roles.userCount')}</Table.Th>
                    <Table.Th>{t('manager.list.actions')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {roles.map((role) => (
                    <Table.Tr key={role.id}>
                      <Table.Td className={classes.num}>{role.number}</Table.Td>
                      <Table.Td>{title(role)}</Table.Td>
                      <Table.Td>{role.typeLabel}</Table.Td>
                      <Table.Td>{role.policyCount}</Table.Td>
                      <Table.Td>{role.userCount}</Table.Td>
                      <Table.Td>{actions(role)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </div>
            <ol className={classes.cards}>
              {roles.map((role) => (
                <li key={role.id} className={classes.card}>
                  <div className={classes.cardHead}>
                    <div className={classes.cardTitle}>
                      <span className={classes.num}>{role.number}</span>
                      {title(role)}
                    </div>
                  </div>
                  <dl className={classes.facts}>
                    <dt>{t('manager.roles.type')}</dt>
                    <dd>{role.typeLabel}</dd>
                    <dt>{t('manager.roles.policyCount')}</dt>
                    <dd>{role.policyCount}</dd>
                    <dt>{t('manager.roles.userCount')}</dt>
                    <dd>{role.userCount}</dd>
                  </dl>
                  {actions(role)}
                </li>
              ))}
            </ol>
          </>
        )}
      </PanelCard>
    </PanelPage>
  );
}
