import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Anchor, Button, Table, Text } from '@mantine/core';
import type { ManagerCity, ManagerState } from '@shahrbazar/domain/api/geo.schema';
import { localizeDigits } from '@shahrbazar/domain/format/number';
import type { Route } from './+types/cities';
import { cityRow, listParams } from '../../components/geo/geo-manager.server.ts';
import { CreateButton, GeoTabs, ListFilters, useGeoRights } from '../../components/geo/geo-manager.tsx';
import type { CityRow } from '../../components/geo/types.ts';
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

/** Cities (spec section 3: state, name, slug, latitude, longitude): by state, searched, 15 a page. */
export async function loader(args: Route.LoaderArgs) {
  await requirePolicies(args, 'manager', MANAGER.citiesIndex);
  const locale = localeOfRequest(args.request);
  const { filters, query } = listParams(args.url, true);
  const api = serverApi(args.request, args.context);
  const [page, states] = await Promise.all([
    api.get<ListPage<ManagerCity>>(`/api/v1/manager/cities?${query}`),
    api.get<ListPage<ManagerState>>('/api/v1/manager/states?perPage=100'),
  ]).catch(panelFailure(args, 'manager'));
  return {
    page: rowsPage(page, locale, (city, number) => cityRow(city, number, locale)),
    filters,
    states: states.items.map((state) => ({ value: String(state.id), label: state.name })),
  };
}

export default function ManagerCities({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const locale = useLocale();
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
                    <Table.Th>{t('geo.manager.cities.name')}</Table.Th>
                    <Table.Th>{t('geo.manager.cities.state')}</Table.Th>
                    <Table.Th>{t('geo.manager.cities.slug')}</Table.Th>
                    <Table.Th>{t('geo.manager.cities.location')}</Table.Th>
                    <Table.Th>{t('geo.manager.cities.userCount')}</Table.Th>
                    <Table.Th>{t('manager.list.actions')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {page.items.map((city) => (
                    <Table.Tr key={city.id}>
                      <Table.Td className={classes.num}>{city.number}</Table.Td>
                      <Table.Td>{name(city)}</Table.Td>
                      <Table.Td>{city.stateName}</Table.Td>
                      <Table.Td className={classes.ltr}>{city.slug}</Table.Td>
                      <Table.Td>{location(city)}</Table.Td>
                      <Table.Td>{city.userCount}</Table.Td>
                      <Table.Td>{actions(city)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </div>
            <ol className={classes.cards}>
              {page.items.map((city) => (
                <li key={city.id} className={classes.card}>
                  <div className={classes.cardHead}>
                    <div className={classes.cardTitle}>
                      <span className={classes.num}>{city.number}</span>
                      {name(city)}
                    </div>
                  </div>
                  <dl className={classes.facts}>
                    <dt>{t('geo.manager.cities.state')}</dt>
                    <dd>{city.stateName}</dd>
                    <dt>{t('geo.manager.cities.slug')}</dt>
                    <dd className={classes.ltr}>{city.slug}</dd>
                    <dt>{t('geo.manager.cities.location')}</dt>
                    <dd>{location(city)}</dd>
                    <dt>{t('geo.manager.cities.userCount')}</dt>
                    <dd>{city.userCount}</dd>
                  </dl>
                  {actions(city)}
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
