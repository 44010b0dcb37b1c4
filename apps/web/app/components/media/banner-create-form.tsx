import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from '../../lib/use-translation.tsx';
import { Button } from '@mantine/core';
import { ApiError } from '../../lib/api-client.ts';
import type { FormFailure } from '../../lib/form-checks.ts';
import { loginUrl } from '../../lib/panels.ts';
import { uploadWithProgress } from '../../lib/upload.ts';
import { useLocale } from '../../lib/use-locale.ts';
import { FormAlert } from '../forms/form-alert.tsx';
import { withNotice } from '../manager/list-notice.tsx';
import { useFocusFirstInvalid } from '../manager/use-focus-invalid.ts';
import { PanelCard } from '../panel/panel-page.tsx';
import { UploadProgress } from '../panel/upload-status.tsx';
import forms from '../panel/forms.module.css';
import { BannerFields, type BannerChoices } from './banner-fields.tsx';
import { checkBanner, type BannerField } from './banner-form.ts';
import { BannerImagePicker, useImageProblem } from './banner-image.tsx';

export const BANNERS_LIST = '/manager/banners';

/**
 * A new banner: its image and fields in one multipart form. With JavaScript it goes straight to
 * POST /api/v1/manager/banners with a progress bar; without, the browser posts it to the page's action, which
 * forwards it. Either way the list opens afterwards saying it was created.
 */
export function BannerCreateForm({
  values,
  choices,
  failure: serverFailure,
  returnTo,
}: {
  values: Record<BannerField, string>;
  choices: BannerChoices;
  failure?: FormFailure | undefined;
  returnTo: string;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const problemOf = useImageProblem();
  const [progress, setProgress] = useState<number | null>(null);
  const [checked, setChecked] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<FormFailure | undefined>(serverFailure);
  const errors = { ...failure?.fields, ...checked };
  const formRef = useFocusFirstInvalid(Object.keys(checked).length > 0 ? checked : failure);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setFailure(undefined);
    const found: Record<string, string> = Object.fromEntries(
      Object.entries(checkBanner(form, { needsImage: true })).map(([field, key]) => [field, t(key)]),
    );
    const file = form.get('file');
    const imageProblem = file instanceof File && file.size > 0 ? problemOf(file) : undefined;
    if (imageProblem) found.file = imageProblem;
    setChecked(found);
    if (Object.keys(found).length > 0) return;

    setProgress(0);
    try {
      await uploadWithProgress(
        '/api/v1/manager/banners',
        { body: form },
        {
          onProgress: setProgress,
          locale,
          messageFor: (code) => t(`errors.${code}`),
        },
      );
      await navigate(withNotice(BANNERS_LIST, 'created'));
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) {
        await navigate(loginUrl('manager', returnTo));
        return;
      }
      if (!(error instanceof ApiError)) throw error;
      setFailure({ message: error.message, fields: error.fields ?? {} });
    } finally {
      setProgress(null);
    }
  }

  const busy = progress !== null;
  return (
    <form
      method="post"
      encType="multipart/form-data"
      noValidate
      ref={formRef}
      onSubmit={(event) => void onSubmit(event)}
    >
      <FormAlert failure={failure} shownFields={['file', ...Object.keys(values)]} />
      <PanelCard title={t('media.banners.image')}>
        <BannerImagePicker error={errors.file} disabled={busy} label={t('media.banners.chooseImage')} />
      </PanelCard>
      <PanelCard>
        <BannerFields values={values} errors={errors} choices={choices} disabled={busy} />
      </PanelCard>
      {busy && (
        <PanelCard>
          <UploadProgress fraction={progress} />
        </PanelCard>
      )}
      <div className={forms.actions}>
        <Button component={Link} to={BANNERS_LIST} variant="default" size="md">
          {t('manager.confirm.cancel')}
        </Button>
        <Button type="submit" size="md" loading={busy}>
          {t('media.banners.create')}
        </Button>
      </div>
    </form>
  );
}
