import { useState, type FormEvent } from 'react';
import { useRevalidator } from 'react-router';
import { useTranslation } from '../../lib/use-translation.tsx';
import { Button, TextInput } from '@mantine/core';
import { localizeDigits } from '@shahrbazar/domain/format/number';
import { MB } from '../../lib/upload.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { useLocale } from '../../lib/use-locale.ts';
import { FormAlert, FormNotice } from '../forms/form-alert.tsx';
import forms from '../panel/forms.module.css';
import { acceptOf, IMAGE_MAX_BYTES, mediaFileProblem, VIDEO_MAX_BYTES } from './upload-checks.ts';
import { FilePick } from './file-pick.tsx';
import { useUpload } from '../../lib/use-upload.ts';

/**
 * The Files screen's upload: an optional title and one image or video, sent from the browser straight to
 * POST /api/v1/manager/files with a progress bar (slow networks), then the list is loaded again with the new file
 * first. Uploading needs JavaScript; without it the form says so.
 */
export function FileUpload({ returnTo }: { returnTo: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const hydrated = useHydrated();
  const revalidator = useRevalidator();
  const { progress, busy, errors, failure, check, send } = useUpload({ panel: 'manager', returnTo });
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
    setDone(undefined);
    const problem = problemText(form.get('file'));
    if (!check(problem ? { file: problem } : {})) return;
    const file = await send('/api/v1/manager/files', { body: form });
    if (!file) return;
    setDone(t('media.upload.done', { title: file.title || t('media.files.untitled') }));
    setFormKey((key) => key + 1);
    await revalidator.revalidate();
  }

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
