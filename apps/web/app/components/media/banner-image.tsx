import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate, useRevalidator } from 'react-router';
import { useTranslation } from '../../lib/use-translation.tsx';
import { Button, Text } from '@mantine/core';
import { BANNER_IMAGE } from '@shahrbazar/domain/enums/banner';
import { localizeDigits } from '@shahrbazar/domain/format/number';
import { ApiError } from '../../lib/api-client.ts';
import type { FormFailure } from '../../lib/form-checks.ts';
import { loginUrl } from '../../lib/panels.ts';
import { MB, uploadWithProgress } from '../../lib/upload.ts';
import { useLocale } from '../../lib/use-locale.ts';
import { FormAlert, FormNotice } from '../forms/form-alert.tsx';
import { Icon } from '../icons.tsx';
import { UploadProgress } from '../panel/upload-status.tsx';
import forms from '../panel/forms.module.css';
import uploads from '../panel/uploads.module.css';
import { acceptOf, IMAGE_MAX_BYTES, mediaFileProblem } from './upload-checks.ts';
import classes from './media.module.css';

/** The message for a chosen banner image the API would refuse (type, size), or undefined. */
export function useImageProblem() {
  const { t } = useTranslation();
  const locale = useLocale();
  return (file: File): string | undefined => {
    const problem = mediaFileProblem(file, { videos: false });
    if (problem === 'type') return t('errors.unsupported_media_type');
    if (problem) return t('media.upload.imageTooLarge', { size: localizeDigits(IMAGE_MAX_BYTES / MB, locale) });
    return undefined;
  };
}

/**
 * A banner image's file input dressed as a button, with the image shown 3:1 as the site will show it: the chosen
 * file (before it is sent) or the banner's current image.
 */
export function BannerImagePicker({
  current,
  error,
  disabled,
  label,
}: {
  current?: string | undefined;
  error?: string | undefined;
  disabled: boolean;
  label: string;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [preview, setPreview] = useState<string>();
  const [fileName, setFileName] = useState('');
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);
  const shown = preview ?? current;
  return (
    <div className={classes.imageBlock}>
      {shown && (
        <img src={shown} alt="" width={BANNER_IMAGE.width} height={BANNER_IMAGE.height} className={classes.preview} />
      )}
      <label className={uploads.pick} data-disabled={disabled || undefined}>
        <Icon name="upload" size={20} />
        <span>{label}</span>
        <input
          type="file"
          name="file"
          accept={acceptOf({ videos: false })}
          className="visually-hidden"
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            setFileName(file?.name ?? '');
            setPreview(file && file.type.startsWith('image/') ? URL.createObjectURL(file) : undefined);
          }}
        />
      </label>
      <Text size="sm" c="dimmed" dir="auto">
        {fileName || t('media.banners.imageHint', { size: localizeDigits(IMAGE_MAX_BYTES / MB, locale) })}
      </Text>
      {error && (
        <Text size="sm" c="red.8" role="alert">
          {error}
        </Text>
      )}
    </div>
  );
}

/**
 * Replacing an existing banner's image: with JavaScript the file goes straight to
 * POST /api/v1/manager/banners/{id}/image with a progress bar and the page is loaded again; without, the form
 * posts to the page's action (intent=image), which forwards it.
 */
export function BannerImageForm({
  bannerId,
  current,
  returnTo,
  saved,
  failure: serverFailure,
}: {
  bannerId: number;
  current: string;
  returnTo: string;
  /** The page's action saved an image (a form sent without JavaScript). */
  saved?: boolean | undefined;
  failure?: FormFailure | undefined;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const problemOf = useImageProblem();
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string>();
  const [failure, setFailure] = useState<FormFailure | undefined>(serverFailure);
  const [done, setDone] = useState(Boolean(saved));
  const [formKey, setFormKey] = useState(0);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const file = form.get('file');
    setDone(false);
    setFailure(undefined);
    const problem = file instanceof File && file.size > 0 ? problemOf(file) : t('validation.fileRequired');
    setError(problem);
    if (problem) return;
    setProgress(0);
    try {
      await uploadWithProgress(
        '/api/v1/manager/banners/{id}/image',
        { params: { path: { id: bannerId } }, body: form },
        {
          onProgress: setProgress,
          locale,
          messageFor: (code) => t(`errors.${code}`),
        },
      );
      setDone(true);
      setFormKey((key) => key + 1);
      await revalidator.revalidate();
    } catch (caught) {
      if (caught instanceof ApiError && caught.status === 401) {
        await navigate(loginUrl('manager', returnTo));
        return;
      }
      if (!(caught instanceof ApiError)) throw caught;
      setError(caught.fields?.file);
      setFailure({ message: caught.message, fields: caught.fields ?? {} });
    } finally {
      setProgress(null);
    }
  }

  const busy = progress !== null;
  return (
    <form
      key={formKey}
      method="post"
      encType="multipart/form-data"
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      className={forms.stack}
    >
      <input type="hidden" name="intent" value="image" />
      <FormNotice>{done ? t('media.banners.imageSaved') : null}</FormNotice>
      <FormAlert failure={failure} shownFields={['file']} />
      <BannerImagePicker
        current={current}
        error={error ?? failure?.fields.file}
        disabled={busy}
        label={t('media.banners.replaceImage')}
      />
      {busy && <UploadProgress fraction={progress} />}
      <div className={forms.actions}>
        <Button type="submit" variant="light" size="md" loading={busy}>
          {t('media.banners.sendImage')}
        </Button>
      </div>
    </form>
  );
}
