import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button, Text, TextInput } from '@mantine/core';
import type { UserDocument } from '@shahrbazar/domain/api/user.schema';
import { localizeDigits } from '@shahrbazar/domain/format/number';
import { Icon } from '../../components/icons.tsx';
import { FormAlert } from '../../components/forms/form-alert.tsx';
import { PanelCard, PanelPage } from '../../components/panel/panel-page.tsx';
import { UploadProgress } from '../../components/panel/upload-status.tsx';
import forms from '../../components/panel/forms.module.css';
import uploads from '../../components/panel/uploads.module.css';
import { ApiError } from '../../lib/api-client.ts';
import { checkDocument, type FormFailure } from '../../lib/form-checks.ts';
import { loginUrl } from '../../lib/panels.ts';
import { fileProblem, IMAGE_TYPES, MB, uploadWithProgress } from '../../lib/upload.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { useLocale } from '../../lib/use-locale.ts';

/** The API's document limit (apps/api document routes: 8 MB): checked here so nobody sends megabytes over a slow network for nothing. */
const DOCUMENT_MAX_BYTES = 8 * MB;

/**
 * New document (spec: /panel/myDocument/create): a title and an image, sent from the browser straight to
 * POST /api/v1/me/documents with a progress bar, then its page. Uploading needs JavaScript (the page says so).
 */
export default function CreateDocument() {
  const { t } = useTranslation();
  const locale = useLocale();
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const [progress, setProgress] = useState<number | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<FormFailure>();
  const [fileName, setFileName] = useState('');

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setFailure(undefined);
    const found: Record<string, string> = Object.fromEntries(
      Object.entries(checkDocument(form)).map(([field, key]) => [field, t(`validation.${key}`)]),
    );
    const file = form.get('file');
    const problem = file instanceof File && file.size > 0 ? fileProblem(file, DOCUMENT_MAX_BYTES) : undefined;
    if (problem === 'type') found.file = t('errors.unsupported_media_type');
    if (problem === 'size')
      found.file = t('panel.upload.tooLarge', { size: localizeDigits(DOCUMENT_MAX_BYTES / MB, locale) });
    setErrors(found);
    if (Object.keys(found).length > 0) return;

    setProgress(0);
    try {
      const created = await uploadWithProgress<UserDocument>('/api/v1/me/documents', form, {
        onProgress: setProgress,
        locale,
        messageFor: (code) => t(`errors.${code}`),
      });
      await navigate(`/panel/myDocument/${created.id}`);
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) {
        await navigate(loginUrl('general', '/panel/myDocument/create'));
        return;
      }
      if (!(error instanceof ApiError)) throw error;
      setErrors(error.fields ?? {});
      setFailure({ message: error.message, fields: error.fields ?? {} });
    } finally {
      setProgress(null);
    }
  }

  const busy = progress !== null;
  return (
    <PanelPage title={t('panel.documents.create')}>
      <PanelCard>
        <Text size="sm" c="dimmed" mb="md">
          {t('panel.documents.createIntro')}
        </Text>
        <form noValidate onSubmit={(event) => void onSubmit(event)} className={forms.stack}>
          <FormAlert failure={failure} shownFields={['title', 'file']} />
          <TextInput name="title" label={t('panel.documents.title')} error={errors.title} disabled={busy} />
          <div className={forms.stack}>
            <label className={uploads.pick} data-disabled={!hydrated || busy || undefined}>
              <Icon name="upload" size={20} />
              <span>{t('panel.documents.chooseFile')}</span>
              <input
                type="file"
                name="file"
                accept={IMAGE_TYPES.join(',')}
                className="visually-hidden"
                disabled={!hydrated || busy}
                aria-invalid={errors.file ? true : undefined}
                onChange={(event) => setFileName(event.currentTarget.files?.[0]?.name ?? '')}
              />
            </label>
            <Text size="sm" c="dimmed" dir="auto">
              {fileName || t('panel.documents.fileHint', { size: localizeDigits(DOCUMENT_MAX_BYTES / MB, locale) })}
            </Text>
            {errors.file && (
              <Text size="sm" c="red.8" role="alert">
                {errors.file}
              </Text>
            )}
          </div>
          {busy && <UploadProgress fraction={progress} />}
          <noscript>
            <Text c="orange.8">{t('panel.upload.needsJavaScript')}</Text>
          </noscript>
          <div className={forms.actions}>
            <Button type="submit" size="md" loading={busy} disabled={!hydrated}>
              {t('panel.documents.send')}
            </Button>
          </div>
        </form>
      </PanelCard>
    </PanelPage>
  );
}
