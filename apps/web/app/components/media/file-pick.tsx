import { useState } from 'react';
import { useTranslation } from '../../lib/use-translation.tsx';
import { Text } from '@mantine/core';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { Icon } from '../icons.tsx';
import { UploadProgress } from '../panel/upload-status.tsx';
import forms from '../panel/forms.module.css';
import uploads from '../panel/uploads.module.css';

/**
 * The file of an upload form (field `file`): a large "choose" button with the input behind it, the chosen file's name
 * or the hint, the field's error; while sending, the progress bar; and a note when the browser runs no JavaScript
 * (uploads go from the browser with their progress). Each form (a document, a receipt, the Files screen) passes its
 * own words and accepted types.
 */
export function FilePick({
  label,
  hint,
  accept,
  error,
  progress,
}: {
  label: string;
  hint: string;
  accept: string;
  error: string | undefined;
  /** The share sent (0..1) while uploading; null when idle. */
  progress: number | null;
}) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const [fileName, setFileName] = useState('');
  const busy = progress !== null;
  return (
    <>
      <div className={forms.stack}>
        <label className={uploads.pick} data-disabled={!hydrated || busy || undefined}>
          <Icon name="upload" size={20} />
          <span>{label}</span>
          <input
            type="file"
            name="file"
            accept={accept}
            className="visually-hidden"
            disabled={!hydrated || busy}
            aria-invalid={error ? true : undefined}
            onChange={(event) => setFileName(event.currentTarget.files?.[0]?.name ?? '')}
          />
        </label>
        <Text size="sm" c="dimmed" dir="auto">
          {fileName || hint}
        </Text>
        {error && (
          <Text size="sm" c="red.8" role="alert">
            {error}
          </Text>
        )}
      </div>
      {busy && <UploadProgress fraction={progress} />}
      <noscript>
        <Text c="orange.8">{t('panel.upload.needsJavaScript')}</Text>
      </noscript>
    </>
  );
}
