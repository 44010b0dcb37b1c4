import { useSearchParams } from 'react-router';
import { Link } from '../../../lib/link.tsx';
import { Button } from '@mantine/core';
import { FileType } from '@shahrbazar/domain/enums/listing';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { CopyAddress } from '../../media/copy-address.tsx';
import { FileThumb, FileTitle } from '../../media/file-list.tsx';
import { FileUpload } from '../../media/file-upload.tsx';
import { fileRow } from '../../media/media-rows.ts';
import classes from '../../media/media.module.css';
import { PanelCard } from '../../panel/panel-page.tsx';
import { MANAGER, may, useManagerMe } from '../access.ts';
import { defineManagerResource } from './define-resource.ts';
import manager from '../manager.module.css';

/** Image 0 and video 1 (the domain's FileType), as the type links carry them. */
const TYPES = [
  { value: '', key: 'all' },
  { value: '0', key: 'images' },
  { value: '1', key: 'videos' },
] as const;

/** Above the list: the upload (to a manager who may upload) and the links to all files, the images or the videos. */
function FilesTop() {
  const { t } = useTranslation();
  const me = useManagerMe();
  const [params] = useSearchParams();
  const chosen = params.get('fileType') ?? '';
  return (
    <>
      {may(me, MANAGER.filesCreate) && (
        <PanelCard title={t('media.upload.title')}>
          <FileUpload returnTo={`/manager/files${params.size > 0 ? `?${params.toString()}` : ''}`} />
        </PanelCard>
      )}
      <nav aria-label={t('media.files.filter')} className={manager.tabs}>
        {TYPES.map((type) => (
          <Button
            key={type.key}
            component={Link}
            to={type.value ? `?fileType=${type.value}` : '?'}
            variant={type.value === chosen ? 'filled' : 'default'}
            size="sm"
            aria-current={type.value === chosen ? 'page' : undefined}
          >
            {t(`media.files.${type.key}`)}
          </Button>
        ))}
      </nav>
    </>
  );
}

/**
 * Files (spec: File): every uploaded image and video, newest first, 15 a page, by type; uploaded on the list with
 * progress, an address copied, deleted after a confirmation. A file has no edit page.
 */
export const files = defineManagerResource({
  list: 'files',
  record: 'file',
  policies: {
    index: MANAGER.filesIndex,
    create: MANAGER.filesCreate,
    edit: MANAGER.filesIndex,
    delete: MANAGER.filesDelete,
  },
  pages: false,
  words: {
    title: 'media.nav.files',
    create: 'media.upload.title',
    edit: 'media.upload.title',
    save: 'media.upload.title',
    delete: 'media.files.delete',
    name: 'media.files.file',
    editNamed: 'media.files.openNamed',
    deleteNamed: 'media.files.deleteNamed',
  },
  search: false,
  fetch: (api, { page, perPage }, selects) =>
    api.GET('/api/v1/manager/files', {
      params: { query: { page, perPage, fileType: selects.fileType ? Number(selects.fileType) : undefined } },
    }),
  read: (api, id) => api.GET('/api/v1/manager/files/{id}', { params: { path: { id } } }),
  remove: (api, id) => api.DELETE('/api/v1/manager/files/{id}', { params: { path: { id } } }),
  row: (file, number, locale, t) =>
    fileRow(file, number, locale, { untitled: t('media.files.untitled'), unknownUser: t('media.files.unknownUser') }),
  name: (row) => row.title,
  nameDir: 'auto',
  // The thumbnail (or the video sign) beside the title, which opens the file in a new tab.
  nameCell: (row) => (
    <div className={classes.fileCell}>
      <FileThumb row={row} />
      <FileTitle row={row} />
    </div>
  ),
  named: (row) => ({ title: row.title }),
  confirm: (row) => ({ key: 'media.files.confirmDelete', values: { title: row.title } }),
  actions: (row, t) => <CopyAddress path={row.path} label={t('media.files.copyNamed', { title: row.title })} />,
  columns: [
    { label: 'media.files.size', style: 'nowrap', value: (row) => row.size, fact: true },
    {
      label: 'media.files.uploadedBy',
      value: (row) => row.uploadedBy,
      fact: { when: (row) => row.uploadedBy !== '' },
    },
    { label: 'media.files.uploadedAt', style: 'nowrap', value: (row) => row.uploadedAt, fact: true },
  ],
  selects: [
    {
      name: 'fileType',
      label: 'media.files.filter',
      accepts: (value) => FileType.is(Number(value)) && /^\d$/.test(value),
      options: () => [],
      shown: false,
    },
  ],
  above: () => <FilesTop />,
});
