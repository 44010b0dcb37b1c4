import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Anchor, Button, Table } from '@mantine/core';
import type { Tag } from '@shahrbazar/domain/api/catalogue.schema';
import { localizeDigits } from '@shahrbazar/domain/format/number';
import type { Route } from './+types/tags';
import { listParams, tagRow } from '../../components/geo/geo-manager.server.ts';
import { CreateButton, ListFilters } from '../../components/geo/geo-manager.tsx';
import type { TagRow } from '../../components/geo/types.ts';
import { MANAGER, may, useManagerMe } from '../../components/manager/access.ts';
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

/** Tags (spec: title, slug), newest first, searched by title or slug, 15 a page. */
export async function loader(args: Route.LoaderArgs) {
  await requirePolicies(args, 'manager', MANAGER.tagsIndex);
  const locale = localeOfRequest(args.request);
  const { filters, query } = listParams(args.url, false);
  const page = await serverApi(args.request, args.context)
    .get<ListPage<Tag>>(`/api/v1/manager/tags?${query}`)
    .catch(panelFailure(args, 'manager'));
  return { page: rowsPage(page, locale, (tag, number) => tagRow(tag, number)), filters };
}

export default function ManagerTags({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const me = useManagerMe();
  const { pathname, search } = useLocation();
  const { page, filters } = loaderData;
  const back = `${pathname}${search}`;
  const canEdit = may(me, MANAGER.tagsEdit);
  const canDelete = may(me, MANAGER.tagsDelete);

  const title = (tag: TagRow) =>
    canEdit ? (
      <Anchor component={Link} to={`/manager/tag/${tag.id}/edit`} className={classes.name}>
        {tag.title}
      </Anchor>
    ) : (
      <span className={classes.name}>{tag.title}</span>
    );
  const actions = (tag: TagRow) => (
    <div className={classes.rowActions}>
      {canEdit && (
        <Button
          component={Link}
          to={`/manager/tag/${tag.id}/edit`}
          variant="light"
          size="xs"
          aria-label={t('tags.editNamed', { title: tag.title })}
        >
          {t('manager.list.edit')}
        </Button>
      )}
      {canDelete && (
        <ConfirmDelete
          to={`/manager/tag/${tag.id}/delete`}
          back={back}
          label={t('tags.deleteNamed', { title: tag.title })}
          message={t('tags.confirmDelete', { title: tag.title })}
        />
      )}
    </div>
  );

  return (
    <PanelPage
      title={t('tags.title')}
      action={<CreateButton to="/manager/tag/create" label={t('tags.create')} allowed={may(me, MANAGER.tagsCreate)} />}
    >
      <ListNotice />
      <ListFilters key={search} textSearch={filters.textSearch} placeholder={t('tags.searchPlaceholder')} />
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
                    <Table.Th>{t('tags.titleField')}</Table.Th>
                    <Table.Th>{t('tags.slug')}</Table.Th>
                    <Table.Th>{t('manager.list.actions')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {page.items.map((tag) => (
                    <Table.Tr key={tag.id}>
                      <Table.Td className={classes.num}>{tag.number}</Table.Td>
                      <Table.Td>{title(tag)}</Table.Td>
                      <Table.Td dir="auto">{tag.slug}</Table.Td>
                      <Table.Td>{actions(tag)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </div>
            <ol className={classes.cards}>
              {page.items.map((tag) => (
                <li key={tag.id} className={classes.card}>
                  <div className={classes.cardHead}>
                    <div className={classes.cardTitle}>
                      <span className={classes.num}>{tag.number}</span>
                      {title(tag)}
                    </div>
                  </div>
                  <dl className={classes.facts}>
                    <dt>{t('tags.slug')}</dt>
                    <dd dir="auto">{tag.slug}</dd>
                  </dl>
                  {actions(tag)}
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
