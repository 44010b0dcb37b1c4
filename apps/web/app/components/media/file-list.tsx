import { useTranslation } from '../../lib/use-translation.tsx';
import { Anchor, Text } from '@mantine/core';
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

/** A file's title, a link opening the file in a new tab, over its type (and an image's size in pixels). */
export function FileTitle({ row }: { row: FileRow }) {
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
