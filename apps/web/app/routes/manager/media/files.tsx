import { Link, useLocation } from 'react-router';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { Button } from '@mantine/core';
import type { Route } from './+types/files';
import { MANAGER, may, useManagerMe } from '../../../components/manager/access.ts';
import { ConfirmDelete } from '../../../components/manager/confirm-delete.tsx';
import { requirePolicies } from '../../../components/manager/guard.server.ts';
import { rowsPage } from '../../../components/manager/labels.server.ts';
import { ListNotice } from '../../../components/manager/list-notice.tsx';
import manager from '../../../components/manager/manager.module.css';
import { FileList } from '../../../components/media/file-list.tsx';
import { FileUpload } from '../../../components/media/file-upload.tsx';
import { fileListQuery, fileRow } from '../../../components/media/media-labels.server.ts';
import { PanelCard, PanelPage } from '../../../components/panel/panel-page.tsx';
import { serverApi } from '../../../lib/api.server.ts';
import { catalogues } from '../../../lib/i18n.server.ts';
import { localeOfRequest } from '../../../lib/locale.server.ts';
import { panelFailure } from '../../../lib/session.server.ts';

/** Image 0 and video 1 (the domain's FileType), as the filter links carry them. */
const FILTERS = [
  { value: '', key: 'all' },
  { value: '0', key: 'images' },
  { value: '1', key: 'videos' },
] as const;

/**
 * The back office's Files (spec: File; GET /manager/files): every uploaded image and video, newest first, 15 per
 * page, filtered by type; upload with progress, copy an address, delete after a confirmation.
 */
export async function loader(args: Route.LoaderArgs) {
  await requirePolicies(args, 'manager', MANAGER.filesIndex);
  const locale = localeOfRequest(args.request);
  const { fileType, query } = fileListQuery(args.url);
  const page = await serverApi(args.request, args.context)
    .GET('/api/v1/manager/files', { params: { query } })
    .catch(panelFailure(args, 'manager'));
  const { files } = catalogues[locale].media;
  return { page: rowsPage(page, locale, (file, number) => fileRow(file, number, locale, files)), fileType };
}

export default function ManagerFiles({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const me = useManagerMe();
  const { pathname, search } = useLocation();
  const { page, fileType } = loaderData;
  const back = `${pathname}${search}`;
  return (
    <PanelPage title={t('media.nav.files')}>
      <ListNotice />
      {may(me, MANAGER.filesCreate) && (
        <PanelCard title={t('media.upload.title')}>
          <FileUpload returnTo={back} />
        </PanelCard>
      )}
      <nav aria-label={t('media.files.filter')} className={manager.tabs}>
        {FILTERS.map((filter) => (
          <Button
            key={filter.key}
            component={Link}
            to={filter.value ? `?fileType=${filter.value}` : '?'}
            variant={filter.value === fileType ? 'filled' : 'default'}
            size="sm"
            aria-current={filter.value === fileType ? 'page' : undefined}
          >
            {t(`media.files.${filter.key}`)}
          </Button>
        ))}
      </nav>
      <PanelCard>
        <FileList
          page={page}
          search={search}
          actions={(row) =>
            may(me, MANAGER.filesDelete) && (
              <ConfirmDelete
                to={`/manager/file/${row.id}/delete`}
                back={back}
                label={t('media.files.deleteNamed', { title: row.title })}
                message={t('media.files.confirmDelete', { title: row.title })}
              />
            )
          }
        />
      </PanelCard>
    </PanelPage>
  );
}
