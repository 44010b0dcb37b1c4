import { useState, type ChangeEvent } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from '../../lib/use-translation.tsx';
import { Text } from '@mantine/core';
import { localizeDigits } from '@shahrbazar/domain/format/number';
import { Icon } from '../../components/icons.tsx';
import { UploadProgress } from '../../components/panel/upload-status.tsx';
import uploads from '../../components/panel/uploads.module.css';
import { mediaSrc } from '../../lib/media.ts';
import { fileProblem, IMAGE_TYPES, MB } from '../../lib/upload.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { useLocale } from '../../lib/use-locale.ts';
import { useUpload } from '../../lib/use-upload.ts';
import classes from './booth.module.css';

/** The API's limit for POST /api/v1/files (10 MB), checked before sending. */
const IMAGE_MAX_BYTES = 10 * MB;

/**
 * One picture of the booth (its logo or header image): chosen, uploaded at once to POST /api/v1/files (checked by
 * content there) with its progress, and sent with the form as the file's id in a hidden field `name`. Left alone,
 * the field is empty and the booth keeps its current picture.
 */
export function BoothImageField({
  name,
  label,
  current,
  error,
  wide = false,
}: {
  name: 'logo' | 'headerImage';
  label: string;
  current: string;
  error: string | undefined;
  wide?: boolean;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const hydrated = useHydrated();
  const { pathname, search } = useLocation();
  const { progress, busy, errors, failure, check, send } = useUpload({
    panel: 'general',
    returnTo: `${pathname}${search}`,
  });
  const [picked, setPicked] = useState<{ id: number; src: string }>();
  const shown = picked?.src ?? (current ? mediaSrc(current) : '');
  const problem = failure?.message ?? errors.file ?? error;

  async function onChange(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    const found = fileProblem(file, IMAGE_MAX_BYTES);
    const message =
      found === 'type'
        ? t('errors.unsupported_media_type')
        : t('panel.upload.tooLarge', { size: localizeDigits(IMAGE_MAX_BYTES / MB, locale) });
    if (check(found ? { file: message } : {})) {
      const body = new FormData();
      body.append('file', file);
      const stored = await send('/api/v1/files', { body });
      if (stored) setPicked({ id: stored.id, src: mediaSrc(stored.path) });
    }
    input.value = '';
  }

  return (
    <div className={classes.imageField}>
      <Text size="sm" fw={500}>
        {label}
      </Text>
      {shown && <img src={shown} alt="" className={wide ? classes.imageWide : classes.imageSquare} />}
      <input type="hidden" name={name} value={picked ? String(picked.id) : ''} />
      <label className={uploads.pick} data-disabled={!hydrated || busy || undefined}>
        <Icon name="upload" size={20} />
        <span>{shown ? t('booths.form.replaceImage') : t('booths.form.chooseImage')}</span>
        <input
          type="file"
          accept={IMAGE_TYPES.join(',')}
          className="visually-hidden"
          onChange={(event) => void onChange(event)}
          disabled={!hydrated || busy}
          aria-label={label}
        />
      </label>
      <noscript>
        <Text size="sm" c="orange.8">
          {t('panel.upload.needsJavaScript')}
        </Text>
      </noscript>
      {progress !== null && <UploadProgress fraction={progress} />}
      {problem && (
        <Text size="sm" c="red.8" role="alert">
          {problem}
        </Text>
      )}
    </div>
  );
}
