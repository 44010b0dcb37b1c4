import { Link, useLocation } from 'react-router';
import { useTranslation } from '../../lib/use-translation.tsx';
import { Anchor, Button } from '@mantine/core';
import type { Route } from './+types/states';
import { listParams, stateRow } from '../../components/geo/geo-manager.server.ts';
import { CreateButton, GeoTabs, ListFilters, useGeoRights } from '../../components/geo/geo-manager.tsx';
import type { StateRow } from '../../components/geo/types.ts';
import { MANAGER } from '../../components/manager/access.ts';
import { ConfirmDelete } from '../../components/manager/confirm-delete.tsx';
import { requirePolicies } from '../../components/manager/guard.server.ts';
import { rowsPage } from '../../components/manager/labels.server.ts';
import { ListNotice } from '../../components/manager/list-notice.tsx';
import { RecordList } from '../../components/manager/record-list.tsx';
import classes from '../../components/manager/manager.module.css';
import { PanelCard, PanelPage } from '../../components/panel/panel-page.tsx';
import { serverApi } from '../../lib/api.server.ts';
import { localeOfRequest } from '../../lib/locale.server.ts';
import { panelFailure } from '../../lib/session.server.ts';

/** States (provinces; spec section 3: id, name, cities) in display order, searched, 15 a page. */
export async function loader(args: Route.LoaderArgs) {
  await requirePolicies(args, 'manager', MANAGER.citiesIndex);
  const locale = localeOfRequest(args.request);
  const { filters, query } = listParams(args.url, false);
  const page = await serverApi(args.request, args.context)
    .GET('/api/v1/manager/states', { params: { query } })
    .catch(panelFailure(args, 'manager'));
  return { page: rowsPage(page, locale, (state, number) => stateRow(state, number, locale)), filters };
}

export default function ManagerStates({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
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
        <RecordList
          page={page}
          search={search}
          columns={[
            { label: t('geo.manager.states.name'), cell: name },
            { label: t('geo.manager.states.slug'), direction: 'ltr', cell: (state) => state.slug, fact: true },
            { label: t('geo.manager.states.cityCount'), cell: cities, fact: true },
          ]}
          card={{ title: name }}
          actions={{ heading: t('manager.list.actions'), cell: actions }}
        />
      </PanelCard>
    </PanelPage>
  );
}
