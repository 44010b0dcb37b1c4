import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/use-translation.tsx';
import { Anchor, Table, Text } from '@mantine/core';
import { localizeDigits } from '@shahrbazar/domain/format/number';
import { useLocale } from '../../lib/use-locale.ts';
import { Pager } from '../manager/pager.tsx';
import type { RowsPage } from '../manager/types.ts';
import manager from '../manager/manager.module.css';
import { CopyAddress } from './copy-address.tsx';
import type { FileRow } from './types.ts';
import classes from './media.module.css';

/** A play sign for a video (it has no picture of its own to show in a list). */
function VideoTile({ label }: { label: string }) {
  return (
    <span className={`${classes.thumb} ${classes.videoThumb}`} role="img" aria-label={label}>
      <svg width="28" height="28" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" strokeWidth="1.8" />
        <path d="M10 8.5v7l6-3.5z" fill="currentColor" />
      </svg>
    </span>
  );
}

/** A small picture of the file: its thumbnail rendition, or the video sign. */
export function FileThumb({ row }: { row: FileRow }) {
  const { t } = useTranslation();
  if (row.isVideo) return <VideoTile label={t('media.files.videoThumb')} />;
  return (
    <img src={row.thumb} alt="" width={56} height={56} loading="lazy" decoding="async" className={classes.thumb} />
  );
}

function Title({ row }: { row: FileRow }) {
  const { t } = useTranslation();
  return (
    <div className={classes.fileText}>
      <Anchor
        href={row.path}
        target="_blank"
        rel="noopener"
        className={classes.title}
        dir="auto"
        aria-label={t('media.files.openNamed', { title: row.title })}
      >
        {row.title}
      </Anchor>
      <Text span size="xs" c="dimmed">
        {row.dimensions ? `${row.typeLabel} · ${row.dimensions}` : row.typeLabel}
      </Text>
    </div>
  );
}

/**
 * A page of stored files: a table on desktop and cards on phones (CSS shows one), each with its thumbnail (or the
 * video sign), title, size and Jalali date in the page's digits, "copy address", and the caller's actions.
 */
export function FileList({
  page,
  search,
  actions,
}: {
  page: RowsPage<FileRow>;
  search: string;
  actions: (row: FileRow) => ReactNode;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  if (page.items.length === 0) return <p className={manager.empty}>{t('messages.noItems')}</p>;
  const rowActions = (row: FileRow) => (
    <div className={manager.rowActions}>
      <CopyAddress path={row.path} label={t('media.files.copyNamed', { title: row.title })} />
      {actions(row)}
    </div>
  );
  return (
    <>
      <div className={manager.summary}>
        <span>{t('manager.list.total', { n: localizeDigits(page.total, locale) })}</span>
      </div>
      <div className={manager.tableWrap}>
        <Table className={manager.table} striped highlightOnHover verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('manager.list.row')}</Table.Th>
              <Table.Th>{t('media.files.file')}</Table.Th>
              <Table.Th>{t('media.files.size')}</Table.Th>
              <Table.Th>{t('media.files.uploadedBy')}</Table.Th>
              <Table.Th>{t('media.files.uploadedAt')}</Table.Th>
              <Table.Th>{t('manager.list.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {page.items.map((row) => (
              <Table.Tr key={row.id}>
                <Table.Td className={manager.num}>{row.number}</Table.Td>
                <Table.Td>
                  <div className={classes.fileCell}>
                    <FileThumb row={row} />
                    <Title row={row} />
                  </div>
                </Table.Td>
                <Table.Td className={manager.nowrap}>{row.size}</Table.Td>
                <Table.Td>{row.uploadedBy}</Table.Td>
                <Table.Td className={manager.nowrap}>{row.uploadedAt}</Table.Td>
                <Table.Td>{rowActions(row)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </div>
      <ol className={manager.cards}>
        {page.items.map((row) => (
          <li key={row.id} className={manager.card}>
            <div className={manager.cardHead}>
              <div className={classes.fileCell}>
                <FileThumb row={row} />
                <Title row={row} />
              </div>
              <span className={manager.num}>{row.number}</span>
            </div>
            <dl className={manager.facts}>
              <dt>{t('media.files.size')}</dt>
              <dd>{row.size}</dd>
              {row.uploadedBy && (
                <>
                  <dt>{t('media.files.uploadedBy')}</dt>
                  <dd>{row.uploadedBy}</dd>
                </>
              )}
              <dt>{t('media.files.uploadedAt')}</dt>
              <dd>{row.uploadedAt}</dd>
            </dl>
            {rowActions(row)}
          </li>
        ))}
      </ol>
      <Pager currentPage={page.currentPage} lastPage={page.lastPage} more={page.more} search={search} />
    </>
  );
}
