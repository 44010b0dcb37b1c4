import { Link, useLocation } from 'react-router';
import { useTranslation } from '../../lib/use-translation.tsx';
import { Anchor, Button } from '@mantine/core';
import type { Route } from './+types/tags';
import { listParams, tagRow } from '../../components/geo/geo-manager.server.ts';
import { CreateButton, ListFilters } from '../../components/geo/geo-manager.tsx';
import type { TagRow } from '../../components/geo/types.ts';
import { MANAGER, may, useManagerMe } from '../../components/manager/access.ts';
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

/** Tags (spec: title, slug), newest first, searched by title or slug, 15 a page. */
export async function loader(args: Route.LoaderArgs) {
  await requirePolicies(args, 'manager', MANAGER.tagsIndex);
  const locale = localeOfRequest(args.request);
  const { filters, query } = listParams(args.url, false);
  const page = await serverApi(args.request, args.context)
    .GET('/api/v1/manager/tags', { params: { query } })
    .catch(panelFailure(args, 'manager'));
  return { page: rowsPage(page, locale, (tag, number) => tagRow(tag, number)), filters };
}

export default function ManagerTags({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
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
        <RecordList
          page={page}
          search={search}
          columns={[
            { label: t('tags.titleField'), cell: title },
            { label: t('tags.slug'), direction: 'auto', cell: (tag) => tag.slug, fact: true },
          ]}
          card={{ title }}
          actions={{ heading: t('manager.list.actions'), cell: actions }}
        />
      </PanelCard>
    </PanelPage>
  );
}
