import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Anchor, Button, Table } from '@mantine/core';
import type { ManagerState } from '@shahrbazar/domain/api/geo.schema';
import { localizeDigits } from '@shahrbazar/domain/format/number';
import type { Route } from './+types/states';
import { listParams, stateRow } from '../../components/geo/geo-manager.server.ts';
import { CreateButton, GeoTabs, ListFilters, useGeoRights } from '../../components/geo/geo-manager.tsx';
import type { StateRow } from '../../components/geo/types.ts';
import { MANAGER } from '../../components/manager/access.ts';
import { ConfirmDelete } from '../../components/manager/confirm-delete.tsx';
import { requirePolicies } from '../../components/manager/guard.server.ts';
import { rowsPage } from '../../components/manager/labels.server.ts';
import { ListNotice } from '../../components/manager/list-notice.tsx';
import { Pager } from '../../components/manager/pager.tsx';
import type { ListPage } from '../../components/manager/types.ts';
import classes from '../../components/manager/manager.module.css';
import { PanelCard, PanelPage } from '../../components/panel/panel-page.tsx';
import { serverApi } from '../../lib/api.server.ts';
import { localeOfRequest } from '../../lib/locale.server.ts';
import { useLocale } from '../../lib/use-locale.ts';
import { panelFailure } from '../../lib/session.server.ts';

/** States (provinces; spec section 3: id, name, cities) in display order, searched, 15 a page. */
export async function loader(args: Route.LoaderArgs) {
  await requirePolicies(args, 'manager', MANAGER.citiesIndex);
  const locale = localeOfRequest(args.request);
  const { filters, query } = listParams(args.url, false);
  const page = await serverApi(args.request, args.context)
    .get<ListPage<ManagerState>>(`/api/v1/manager/states?${query}`)
    .catch(panelFailure(args, 'manager'));
  return { page: rowsPage(page, locale, (state, number) => stateRow(state, number, locale)), filters };
}

export default function ManagerStates({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const rights = useGeoRights();
  const { pathname, search } = useLocation();
  const { page, filters } = loaderData;
  const back = `${pathname}${search}`;

  const name = (state: StateRow) =>
    rights.edit ? (
      <Anchor component={Link} to={`/manager/state/${state.id}/edit`} className={classes.name}>
        {state.name}
      </Anchor>
    ) : (
      <span className={classes.name}>{state.name}</span>
    );
  // The count opens the cities list filtered by this state.
  const cities = (state: StateRow) => (
    <Anchor
      component={Link}
      to={`/manager/cities?state_id=${state.id}`}
      aria-label={t('geo.manager.states.citiesNamed', { name: state.name })}
    >
      {state.cityCount}
    </Anchor>
  );
  const actions = (state: StateRow) => (
    <div className={classes.rowActions}>
      {rights.edit && (
        <Button
          component={Link}
          to={`/manager/state/${state.id}/edit`}
          variant="light"
          size="xs"
          aria-label={t('geo.manager.states.editNamed', { name: state.name })}
        >
          {t('manager.list.edit')}
        </Button>
      )}
      {rights.remove && (
        <ConfirmDelete
          to={`/manager/state/${state.id}/delete`}
          back={back}
          label={t('geo.manager.states.deleteNamed', { name: state.name })}
          message={
            state.cities > 0
              ? t('geo.manager.states.confirmDeleteWithCities', { name: state.name, n: state.cityCount })
              : t('geo.manager.states.confirmDelete', { name: state.name })
          }
        />
      )}
    </div>
  );

  return (
    <PanelPage
      title={t('geo.manager.states.title')}
      action={
        <CreateButton to="/manager/state/create" label={t('geo.manager.states.create')} allowed={rights.create} />
      }
    >
      <GeoTabs />
      <ListNotice />
      <ListFilters
        key={search}
        textSearch={filters.textSearch}
        placeholder={t('geo.manager.states.searchPlaceholder')}
      />
      <PanelCard>
        {page.items.length === 0 ? (
          <p className={classes.empty}>{t('messages.noItems')}</p>
        ) : (
          <>
            <div className={classes.summary}>
              <span>{t('manager.list.total', { n: localizeDigits(page.total, locale) })}</span>
            </div>
            <div className={classes.tableWrap}>
              <Table className={classes.table} striped highlightOnHover verticalSpacing="xs">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('manager.list.row')}</Table.Th>
                    <Table.Th>{t('geo.manager.states.name')}</Table.Th>
                    <Table.Th>{t('geo.manager.states.slug')}</Table.Th>
                    <Table.Th>{t('geo.manager.states.cityCount')}</Table.Th>
                    <Table.Th>{t('manager.list.actions')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {page.items.map((state) => (
                    <Table.Tr key={state.id}>
                      <Table.Td className={classes.num}>{state.number}</Table.Td>
                      <Table.Td>{name(state)}</Table.Td>
                      <Table.Td className={classes.ltr}>{state.slug}</Table.Td>
                      <Table.Td>{cities(state)}</Table.Td>
                      <Table.Td>{actions(state)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </div>
            <ol className={classes.cards}>
              {page.items.map((state) => (
                <li key={state.id} className={classes.card}>
                  <div className={classes.cardHead}>
                    <div className={classes.cardTitle}>
                      <span className={classes.num}>{state.number}</span>
                      {name(state)}
                    </div>
                  </div>
                  <dl className={classes.facts}>
                    <dt>{t('geo.manager.states.slug')}</dt>
                    <dd className={classes.ltr}>{state.slug}</dd>
                    <dt>{t('geo.manager.states.cityCount')}</dt>
                    <dd>{cities(state)}</dd>
                  </dl>
                  {actions(state)}
                </li>
              ))}
            </ol>
            <Pager currentPage={page.currentPage} lastPage={page.lastPage} more={page.more} search={search} />
          </>
        )}
      </PanelCard>
    </PanelPage>
  );
}
