import { useState, type FormEvent } from 'react';
import { useNavigate, useRevalidator } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button, TextInput } from '@mantine/core';
import type { StoredFile } from '@shahrbazar/domain/api/catalogue.schema';
import { localizeDigits } from '@shahrbazar/domain/format/number';
import { ApiError } from '../../lib/api-client.ts';
import { loginUrl } from '../../lib/panels.ts';
import { MB, uploadWithProgress } from '../../lib/upload.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { useLocale } from '../../lib/use-locale.ts';
import { FormAlert, FormNotice } from '../forms/form-alert.tsx';
import forms from '../panel/forms.module.css';
import type { FormFailure } from '../../lib/form-checks.ts';
import { acceptOf, IMAGE_MAX_BYTES, mediaFileProblem, VIDEO_MAX_BYTES } from './upload-checks.ts';
import { FilePick } from './file-pick.tsx';

/**
 * The Files screen's upload: an optional title and one image or video, sent from the browser straight to
 * POST /api/v1/manager/files with a progress bar (slow networks), then the list is loaded again with the new file
 * first. Uploading needs JavaScript; without it the form says so.
 */
export function FileUpload({ returnTo }: { returnTo: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const [progress, setProgress] = useState<number | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<FormFailure>();
  const [done, setDone] = useState<string>();
  const [formKey, setFormKey] = useState(0);
  const imageMb = localizeDigits(IMAGE_MAX_BYTES / MB, locale);
  const videoMb = localizeDigits(VIDEO_MAX_BYTES / MB, locale);

  function problemText(file: FormDataEntryValue | null): string | undefined {
    if (!(file instanceof File) || file.size === 0) return t('validation.fileRequired');
    switch (mediaFileProblem(file, { videos: true })) {
      case 'type':
        return t('media.upload.wrongType');
      case 'imageSize':
        return t('media.upload.imageTooLarge', { size: imageMb });
      case 'videoSize':
        return t('media.upload.videoTooLarge', { size: videoMb });
      default:
        return undefined;
    }
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setFailure(undefined);
    setDone(undefined);
    const problem = problemText(form.get('file'));
    setErrors(problem ? { file: problem } : {});
    if (problem) return;
    setProgress(0);
    try {
      const file = await uploadWithProgress<StoredFile>('/api/v1/manager/files', form, {
        onProgress: setProgress,
        locale,
        messageFor: (code) => t(`errors.${code}`),
      });
      setDone(t('media.upload.done', { title: file.title || t('media.files.untitled') }));
      setFormKey((key) => key + 1);
      await revalidator.revalidate();
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) {
        await navigate(loginUrl('manager', returnTo));
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
    <form key={formKey} noValidate onSubmit={(event) => void onSubmit(event)} className={forms.stack}>
      <FormNotice>{done}</FormNotice>
      <FormAlert failure={failure} shownFields={['title', 'file']} />
      <TextInput
        name="title"
        label={t('media.upload.titleField')}
        placeholder={t('media.upload.titlePlaceholder')}
        error={errors.title}
        disabled={busy}
        maxLength={200}
        autoComplete="off"
      />
      <FilePick
        label={t('media.upload.choose')}
        hint={t('media.upload.hint', { image: imageMb, video: videoMb })}
        accept={acceptOf({ videos: true })}
        error={errors.file}
        progress={progress}
      />
      <div className={forms.actions}>
        <Button type="submit" size="md" loading={busy} disabled={!hydrated}>
          {t('media.upload.send')}
        </Button>
      </div>
    </form>
  );
}
