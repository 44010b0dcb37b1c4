import { Form, Link, useLocation } from 'react-router';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { Anchor, Button, NativeSelect, Table, TextInput } from '@mantine/core';
import type { OptionItem } from '@shahrbazar/domain/api/settings.schema';
import { localizeDigits } from '@shahrbazar/domain/format/number';
import { PAGE_SIZE } from '@shahrbazar/domain/rules/pagination';
import type { Route } from './+types/options';
import { Icon } from '../../../components/icons.tsx';
import { MANAGER, may, useManagerMe } from '../../../components/manager/access.ts';
import { ConfirmDelete } from '../../../components/manager/confirm-delete.tsx';
import { requirePolicies } from '../../../components/manager/guard.server.ts';
import { pageParam, rowsPage } from '../../../components/manager/labels.server.ts';
import { ListNotice } from '../../../components/manager/list-notice.tsx';
import manager from '../../../components/manager/manager.module.css';
import { Pager } from '../../../components/manager/pager.tsx';
import { PanelCard, PanelPage } from '../../../components/panel/panel-page.tsx';
import classes from '../../../components/settings/settings.module.css';
import { serverApi } from '../../../lib/api.server.ts';
import { localeOfRequest } from '../../../lib/locale.server.ts';
import { panelFailure } from '../../../lib/session.server.ts';
import { useLocale } from '../../../lib/use-locale.ts';

const GROUP = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,59}$/;

/** Setting entries / Options of the spec outside the settings screens: filter by group, search, 15 per page. */
export async function loader(args: Route.LoaderArgs) {
  await requirePolicies(args, 'manager', MANAGER.optionsIndex);
  const params = args.url.searchParams;
  const filters = {
    group: GROUP.test(params.get('group') ?? '') ? (params.get('group') ?? '') : '',
    textSearch: (params.get('textSearch') ?? '').trim().slice(0, 100),
  };
  const query = {
    page: pageParam(args.url),
    perPage: PAGE_SIZE,
    group: filters.group || undefined,
    textSearch: filters.textSearch || undefined,
  };
  const page = await serverApi(args.request, args.context)
    .GET('/api/v1/manager/options', { params: { query } })
    .catch(panelFailure(args, 'manager'));
  const locale = localeOfRequest(args.request);
  return {
    page: rowsPage(page, locale, (item: OptionItem, number) => ({ ...item, number })),
    total: localizeDigits(page.total, locale),
    groups: page.groups,
    filters,
  };
}

export default function ManagerOptions({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const me = useManagerMe();
  const { pathname, search } = useLocation();
  const { page, groups, filters, total } = loaderData;
  const back = `${pathname}${search}`;
  const canEdit = may(me, MANAGER.optionsEdit);
  const canDelete = may(me, MANAGER.optionsDelete);
  type Row = (typeof page.items)[number];
  const titleOf = (row: Row) => row.title || row.name;
  const actions = (row: Row) => (
    <div className={manager.rowActions}>
      {canEdit && (
        <Button
          component={Link}
          to={`/manager/option/${row.id}/edit`}
          variant="light"
          size="xs"
          aria-label={t('settings.options.editNamed', { title: titleOf(row) })}
        >
          {t('manager.list.edit')}
        </Button>
      )}
      {canDelete && (
        <ConfirmDelete
          to={`/manager/option/${row.id}/delete`}
          back={back}
          label={t('settings.options.deleteNamed', { title: titleOf(row) })}
          message={t('settings.options.confirmDelete', { title: titleOf(row), group: row.group })}
        />
      )}
    </div>
  );
  const title = (row: Row) =>
    canEdit ? (
      <Anchor component={Link} to={`/manager/option/${row.id}/edit`} className={manager.name} dir="auto">
        {titleOf(row)}
      </Anchor>
    ) : (
      <span className={manager.name} dir="auto">
        {titleOf(row)}
      </span>
    );
  const content = (row: Row) => (
    <span className={classes.clip} dir="auto">
      {row.content}
    </span>
  );
  return (
    <PanelPage
      title={t('settings.nav.options')}
      action={
        may(me, MANAGER.optionsCreate) && (
          <Button component={Link} to="/manager/option/create" leftSection={<Icon name="plus" size={18} />}>
            {t('settings.options.create')}
          </Button>
        )
      }
    >
      <ListNotice />
      <PanelCard>
        <p className={classes.muted}>{t('settings.options.intro')}</p>
        <Form method="get" role="search" className={manager.filters} key={search}>
          <TextInput
            className={manager.filterSearch}
            type="search"
            name="textSearch"
            label={t('manager.list.search')}
            placeholder={t('settings.options.searchPlaceholder')}
            defaultValue={filters.textSearch}
            leftSection={<Icon name="search" size={18} />}
          />
          <NativeSelect
            name="group"
            label={t('settings.options.group')}
            data={[
              { value: '', label: t('manager.list.any') },
              ...groups.map((group) => ({ value: group, label: group })),
            ]}
            defaultValue={filters.group}
          />
          <Button type="submit" variant="light">
            {t('manager.list.apply')}
          </Button>
        </Form>
      </PanelCard>
      <PanelCard>
        {page.items.length === 0 ? (
          <p className={manager.empty}>{t('messages.noItems')}</p>
        ) : (
          <>
            <div className={manager.summary}>
              <span>{t('manager.list.total', { n: total })}</span>
            </div>
            <div className={manager.tableWrap}>
              <Table className={manager.table} striped highlightOnHover verticalSpacing="xs">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('manager.list.row')}</Table.Th>
                    <Table.Th>{t('settings.options.title')}</Table.Th>
                    <Table.Th>{t('settings.options.group')}</Table.Th>
                    <Table.Th>{t('settings.options.name')}</Table.Th>
                    <Table.Th>{t('settings.options.content')}</Table.Th>
                    <Table.Th>{t('settings.options.sortOrder')}</Table.Th>
                    <Table.Th>{t('manager.list.actions')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {page.items.map((row) => (
                    <Table.Tr key={row.id}>
                      <Table.Td className={manager.num}>{row.number}</Table.Td>
                      <Table.Td>{title(row)}</Table.Td>
                      <Table.Td className={manager.ltr}>{row.group}</Table.Td>
                      <Table.Td className={manager.ltr}>{row.name}</Table.Td>
                      <Table.Td>{content(row)}</Table.Td>
                      <Table.Td className={manager.num}>{localizeDigits(row.sortOrder, locale)}</Table.Td>
                      <Table.Td>{actions(row)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </div>
            <ol className={manager.cards}>
              {page.items.map((row) => (
                <li key={row.id} className={manager.card}>
                  <div className={manager.cardHead}>
                    <div className={manager.cardTitle}>
                      <span className={manager.num}>{row.number}</span>
                      {title(row)}
                    </div>
                  </div>
                  <dl className={manager.facts}>
                    <dt>{t('settings.options.group')}</dt>
                    <dd className={manager.ltr}>{row.group}</dd>
                    <dt>{t('settings.options.name')}</dt>
                    <dd className={manager.ltr}>{row.name}</dd>
                    <dt>{t('settings.options.content')}</dt>
                    <dd>{content(row)}</dd>
                  </dl>
                  {actions(row)}
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
