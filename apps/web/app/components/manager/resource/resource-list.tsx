import { useLocation } from 'react-router';
import { Link } from '../../../lib/link.tsx';
import { Anchor, Button, Group } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation.tsx';
import type { TextKey } from '../../../lib/i18n.ts';
import { CreateButton, ListFilters } from '../../geo/geo-manager.tsx';
import { ListFilters as SelectFilters } from '../../packages/package-filters.tsx';
import { PanelCard, PanelPage } from '../../panel/panel-page.tsx';
import { may, useManagerMe } from '../access.ts';
import { ConfirmDelete } from '../confirm-delete.tsx';
import { ListNotice } from '../list-notice.tsx';
import { RecordList, type RecordColumn } from '../record-list.tsx';
import { StatusTabs } from '../status-tabs.tsx';
import type { Option, RowsPage } from '../types.ts';
import type { AnyManagerResource, ResourceRow } from './define-resource.ts';
import { exportHref } from './export-href.ts';
import classes from '../manager.module.css';

/** What the list loader (list.server.ts) gives the page. */
export interface ResourceListData {
  page: RowsPage<ResourceRow>;
  filters: { textSearch: string; filter: string };
  options: Option[];
  /**
   * The declared selects, their choices in the page's locale and the chosen value ('' for «any»); `keep`: the «add»
   * link carries it; `shown` false: drawn by the resource's `above`.
   */
  selects?: { name: string; label: TextKey; options: Option[]; value: string; keep: boolean; shown: boolean }[];
  /** A cursor list: the next page's cursor, null on the last. */
  next?: number | null;
}

/** A cursor list's next page: the same filters, another ?cursor=. */
function olderHref(search: string, cursor: number): string {
  const params = new URLSearchParams(search);
  params.delete('notice');
  params.set('cursor', String(cursor));
  return `?${params.toString()}`;
}

/**
 * A declared resource's list (ADR 0123): its title with «add» and «export CSV», the search (and its select filter),
 * the «created / saved / deleted» notice, and the records as a table on desktop and cards on a phone with the
 * row's edit and delete (after a confirmation), and the pager. Buttons show only to a manager who may use them.
 */
export function ResourceListPage({ resource, data }: { resource: AnyManagerResource; data: ResourceListData }) {
  const { t } = useTranslation();
  const me = useManagerMe();
  const { pathname, search } = useLocation();
  const { page, filters, options } = data;
  const back = `${pathname}${search}`;
  const editor = resource.pages !== false && may(me, resource.policies.edit);
  const deleter = may(me, resource.policies.delete);
  const { rowRights } = resource;
  const canEdit = (row: ResourceRow) => editor && (rowRights?.edit?.(row, me) ?? true);
  const canDelete = (row: ResourceRow) => deleter && (rowRights?.delete?.(row, me) ?? true);
  const own = (row: ResourceRow) => `/manager/${resource.record}/${row.id}`;
  // A row's link: its own page (a listing's) for whoever sees the list, else its edit page for who may edit it.
  const href = (row: ResourceRow) =>
    resource.page ? resource.page(row) : canEdit(row) ? `${own(row)}/edit` : undefined;
  const nameCell = resource.nameCell;

  const name = (row: ResourceRow, card = false) =>
    nameCell ? (
      nameCell(row, href(row), t, card)
    ) : href(row) ? (
      <Anchor component={Link} to={href(row)!} className={classes.name} dir={resource.nameDir}>
        {resource.name(row)}
      </Anchor>
    ) : (
      <span className={classes.name} dir={resource.nameDir}>
        {resource.name(row)}
      </span>
    );
  const actions = (row: ResourceRow) => {
    const confirm = resource.confirm(row);
    return (
      <div className={classes.rowActions}>
        {resource.actions?.(row, t)}
        {resource.open && (
          <Button
            component={Link}
            to={resource.open.to(row)}
            variant="subtle"
            size="xs"
            aria-label={resource.open.named && t(resource.open.named, resource.named(row))}
          >
            {t(resource.open.label)}
          </Button>
        )}
        {canEdit(row) && !resource.page && (
          <Button
            component={Link}
            to={`${own(row)}/edit`}
            variant="light"
            size="xs"
            aria-label={t(resource.words.editNamed, resource.named(row))}
          >
            {t('manager.list.edit')}
          </Button>
        )}
        {canDelete(row) && resource.listDelete !== false && (
          <ConfirmDelete
            to={`${own(row)}/delete`}
            back={back}
            label={t(resource.words.deleteNamed, resource.named(row))}
            message={t(confirm.key, confirm.values)}
          />
        )}
      </div>
    );
  };
  const columns = resource.columns.map(({ label, value, cell, csv: _csv, ...shown }): RecordColumn<ResourceRow> => ({
    ...shown,
    label: t(label),
    cell: cell ? (row) => cell(row, t) : value,
  }));
  // The queue's status tabs above the list; the other selects in the filters' form.
  const tabbed = new Set(resource.selects?.filter((select) => select.tabs).map((select) => select.name));
  const tabs = data.selects?.filter((select) => tabbed.has(select.name)) ?? [];
  const formSelects = data.selects?.filter((select) => !tabbed.has(select.name) && select.shown) ?? [];
  const filter = resource.filter;
  // A new record keeps the list's select filter (a new city of the state shown) and the text selects marked `keep`.
  const kept = new URLSearchParams();
  if (filter && filters.filter) kept.set(filter.name, filters.filter);
  for (const select of data.selects ?? []) if (select.keep && select.value) kept.set(select.name, select.value);
  const create = `/manager/${resource.record}/create${kept.size > 0 ? `?${kept.toString()}` : ''}`;

  return (
    <PanelPage
      title={t(resource.words.title)}
      action={
        <Group gap="xs">
          <Button component="a" href={exportHref(resource.list, search)} variant="default" download>
            {t('manager.list.exportCsv')}
          </Button>
          <CreateButton
            to={create}
            label={t(resource.words.create)}
            allowed={resource.creates !== false && resource.pages !== false && may(me, resource.policies.create)}
          />
        </Group>
      }
    >
      {resource.above?.()}
      <ListNotice />
      {tabs.map((select) => (
        <StatusTabs key={select.name} label={t(select.label)} statuses={select.options} current={select.value} />
      ))}
      {formSelects.length ? (
        <SelectFilters
          key={search}
          search={
            resource.search === false
              ? undefined
              : {
                  value: filters.textSearch,
                  placeholder: resource.words.searchPlaceholder ? t(resource.words.searchPlaceholder) : '',
                  name: resource.searchName,
                }
          }
          selects={formSelects.map((select) => ({ ...select, label: t(select.label) }))}
        />
      ) : (
        resource.search !== false && (
          <ListFilters
            key={search}
            textSearch={filters.textSearch}
            placeholder={resource.words.searchPlaceholder ? t(resource.words.searchPlaceholder) : ''}
            select={
              filter && {
                name: filter.name,
                label: t(filter.label),
                all: t(filter.all),
                options,
                value: filters.filter,
              }
            }
          />
        )
      )}
      <PanelCard>
        <RecordList
          page={page}
          search={search}
          columns={[
            resource.thumb ? { label: t(resource.thumb.label), cell: resource.thumb.cell } : false,
            { label: t(resource.words.name), cell: name, style: nameCell ? 'userCell' : undefined },
            ...columns,
          ]}
          card={{
            title: (row) => (
              <>
                {resource.thumb?.cell(row)}
                {resource.cardTitle ? (
                  <div>{resource.cardTitle(row)}</div>
                ) : nameCell ? (
                  <div>{name(row, true)}</div>
                ) : (
                  name(row, true)
                )}
              </>
            ),
            ...(resource.cardImage && { image: resource.cardImage }),
            badge: resource.badge && ((row) => resource.badge?.(row, t)),
          }}
          actions={{ heading: t('manager.list.actions'), cell: actions }}
          empty={resource.words.empty && t(resource.words.empty)}
          total={resource.paging !== 'cursor'}
        />
        {data.next != null && (
          <Button component={Link} to={olderHref(search, data.next)} variant="subtle" mt="md" rel="next">
            {t(resource.words.older ?? 'manager.list.more')}
          </Button>
        )}
      </PanelCard>
    </PanelPage>
  );
}
