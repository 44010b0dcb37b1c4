import { Link, useLocation } from 'react-router';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { Anchor, Button } from '@mantine/core';
import { ContentStatus } from '@shahrbazar/domain/enums/content';
import { localizeDigits } from '@shahrbazar/domain/format/number';
import type { Route } from './+types/pages';
import { listParams } from '../../../components/geo/geo-manager.server.ts';
import { CreateButton, ListFilters } from '../../../components/geo/geo-manager.tsx';
import { MANAGER, may, useManagerMe } from '../../../components/manager/access.ts';
import { ConfirmDelete } from '../../../components/manager/confirm-delete.tsx';
import { requirePolicies } from '../../../components/manager/guard.server.ts';
import { rowsPage } from '../../../components/manager/labels.server.ts';
import { ListNotice } from '../../../components/manager/list-notice.tsx';
import { RecordList } from '../../../components/manager/record-list.tsx';
import classes from '../../../components/manager/manager.module.css';
import { PanelCard, PanelPage } from '../../../components/panel/panel-page.tsx';
import { serverApi } from '../../../lib/api.server.ts';
import { localeOfRequest } from '../../../lib/locale.server.ts';
import { panelFailure } from '../../../lib/session.server.ts';

/** The site's pages (spec Page: title, slug, status, views), newest first, searched by title or slug. */
export async function loader(args: Route.LoaderArgs) {
  await requirePolicies(args, 'manager', MANAGER.pagesIndex);
  const locale = localeOfRequest(args.request);
  const { filters, query } = listParams(args.url, false);
  const page = await serverApi(args.request, args.context)
    .GET('/api/v1/manager/pages', { params: { query } })
    .catch(panelFailure(args, 'manager'));
  return {
    page: rowsPage(page, locale, (item, number) => ({
      id: item.id,
      number,
      title: item.title,
      slug: item.slug,
      status: ContentStatus.label(item.status, locale),
      views: localizeDigits(item.views, locale),
    })),
    filters,
  };
}

type PageRow = Route.ComponentProps['loaderData']['page']['items'][number];

export default function ManagerPages({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const me = useManagerMe();
  const { pathname, search } = useLocation();
  const { page, filters } = loaderData;
  const back = `${pathname}${search}`;
  const canEdit = may(me, MANAGER.pagesEdit);
  const canDelete = may(me, MANAGER.pagesDelete);

  const title = (row: PageRow) =>
    canEdit ? (
      <Anchor component={Link} to={`/manager/page/${row.id}/edit`} className={classes.name} dir="auto">
        {row.title}
      </Anchor>
    ) : (
      <span className={classes.name}>{row.title}</span>
    );
  const actions = (row: PageRow) => (
    <div className={classes.rowActions}>
      <Button component={Link} to={`/page/${encodeURIComponent(row.slug)}`} variant="subtle" size="xs">
        {t('content.pages.open')}
      </Button>
      {canEdit && (
        <Button
          component={Link}
          to={`/manager/page/${row.id}/edit`}
          variant="light"
          size="xs"
          aria-label={t('content.pages.editNamed', { title: row.title })}
        >
          {t('manager.list.edit')}
        </Button>
      )}
      {canDelete && (
        <ConfirmDelete
          to={`/manager/page/${row.id}/delete`}
          back={back}
          label={t('content.pages.deleteNamed', { title: row.title })}
          message={t('content.pages.confirmDelete', { title: row.title })}
        />
      )}
    </div>
  );

  return (
    <PanelPage
      title={t('content.pages.title')}
      action={
        <CreateButton
          to="/manager/page/create"
          label={t('content.pages.create')}
          allowed={may(me, MANAGER.pagesCreate)}
        />
      }
    >
      <ListNotice />
      <ListFilters key={search} textSearch={filters.textSearch} placeholder={t('content.pages.searchPlaceholder')} />
      <PanelCard>
        <RecordList
          page={page}
          search={search}
          columns={[
            { label: t('content.pages.titleField'), cell: title },
            { label: t('content.pages.slug'), direction: 'auto', cell: (row) => row.slug, fact: true },
            { label: t('content.pages.status'), cell: (row) => row.status, fact: true },
            { label: t('content.pages.views'), cell: (row) => row.views, fact: true },
          ]}
          card={{ title }}
          actions={{ heading: t('manager.list.actions'), cell: actions }}
        />
      </PanelCard>
    </PanelPage>
  );
}
