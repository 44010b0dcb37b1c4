import { Link, useLocation } from 'react-router';
import { useTranslation } from '../../lib/use-translation.tsx';
import { Anchor, Button, Text } from '@mantine/core';
import type { Route } from './+types/cities';
import { cityRow, listParams } from '../../components/geo/geo-manager.server.ts';
import { CreateButton, GeoTabs, ListFilters, useGeoRights } from '../../components/geo/geo-manager.tsx';
import type { CityRow } from '../../components/geo/types.ts';
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

/** Cities (spec section 3: state, name, slug, latitude, longitude): by state, searched, 15 a page. */
export async function loader(args: Route.LoaderArgs) {
  await requirePolicies(args, 'manager', MANAGER.citiesIndex);
  const locale = localeOfRequest(args.request);
  const { filters, query } = listParams(args.url, true);
  const api = serverApi(args.request, args.context);
  const [page, states] = await Promise.all([
    api.GET('/api/v1/manager/cities', { params: { query } }),
    api.GET('/api/v1/manager/states', { params: { query: { perPage: 100 } } }),
  ]).catch(panelFailure(args, 'manager'));
  return {
    page: rowsPage(page, locale, (city, number) => cityRow(city, number, locale)),
    filters,
    states: states.items.map((state) => ({ value: String(state.id), label: state.name })),
  };
}

export default function ManagerCities({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const rights = useGeoRights();
  const { pathname, search } = useLocation();
  const { page, filters, states } = loaderData;
  const back = `${pathname}${search}`;

  const name = (city: CityRow) =>
    rights.edit ? (
      <Anchor component={Link} to={`/manager/city/${city.id}/edit`} className={classes.name}>
        {city.name}
      </Anchor>
    ) : (
      <span className={classes.name}>{city.name}</span>
    );
  const location = (city: CityRow) =>
    city.location ? (
      <span className={classes.nowrap}>{city.location}</span>
    ) : (
      <Text span c="dimmed" size="sm">
        {t('geo.manager.cities.noLocation')}
      </Text>
    );
  const actions = (city: CityRow) => (
    <div className={classes.rowActions}>
      {rights.edit && (
        <Button
          component={Link}
          to={`/manager/city/${city.id}/edit`}
          variant="light"
          size="xs"
          aria-label={t('geo.manager.cities.editNamed', { name: city.name })}
        >
          {t('manager.list.edit')}
        </Button>
      )}
      {rights.remove && (
        <ConfirmDelete
          to={`/manager/city/${city.id}/delete`}
          back={back}
          label={t('geo.manager.cities.deleteNamed', { name: city.name })}
          message={
            city.users > 0
              ? t('geo.manager.cities.confirmDeleteWithUsers', { name: city.name, n: city.userCount })
              : t('geo.manager.cities.confirmDelete', { name: city.name })
          }
        />
      )}
    </div>
  );

  return (
    <PanelPage
      title={t('geo.manager.cities.title')}
      action={
        <CreateButton
          to={`/manager/city/create${filters.stateId ? `?state_id=${filters.stateId}` : ''}`}
          label={t('geo.manager.cities.create')}
          allowed={rights.create}
        />
      }
    >
      <GeoTabs />
      <ListNotice />
      <ListFilters
        key={search}
        textSearch={filters.textSearch}
        placeholder={t('geo.manager.cities.searchPlaceholder')}
        states={states}
        stateId={filters.stateId}
      />
      <PanelCard>
        <RecordList
          page={page}
          search={search}
          columns={[
            { label: t('geo.manager.cities.name'), cell: name },
            { label: t('geo.manager.cities.state'), cell: (city) => city.stateName, fact: true },
            { label: t('geo.manager.cities.slug'), direction: 'ltr', cell: (city) => city.slug, fact: true },
            { label: t('geo.manager.cities.location'), cell: location, fact: true },
            { label: t('geo.manager.cities.userCount'), cell: (city) => city.userCount, fact: true },
          ]}
          card={{ title: name }}
          actions={{ heading: t('manager.list.actions'), cell: actions }}
        />
      </PanelCard>
    </PanelPage>
  );
}
