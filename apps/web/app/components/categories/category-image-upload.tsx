import { useState, type ChangeEvent } from 'react';
import { useRevalidator } from 'react-router';
import { useTranslation } from '../../lib/use-translation.tsx';
import { Text } from '@mantine/core';
import { localizeDigits } from '@shahrbazar/domain/format/number';
import type { UploadPath } from '../../lib/api-client.ts';
import { mediaSrc } from '../../lib/media.ts';
import { fileProblem, IMAGE_TYPES, MB } from '../../lib/upload.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { useLocale } from '../../lib/use-locale.ts';
import { Icon } from '../icons.tsx';
import { UploadProgress } from '../panel/upload-status.tsx';
import uploads from '../panel/uploads.module.css';
import { imageSources, type CategoryLevel } from './category-levels.ts';
import classes from './manager-categories.module.css';
import { useUpload } from '../../lib/use-upload.ts';

/** The image upload of each level, as the API's document names it. */
const IMAGE_API = {
  category: '/api/v1/manager/categories/{id}/image',
  subCategory: '/api/v1/manager/sub-categories/{id}/image',
  subSubCategory: '/api/v1/manager/sub-sub-categories/{id}/image',
} as const satisfies Record<CategoryLevel, UploadPath>;

/** The API's limit for a category picture (apps/api catalogue/category-image.ts: 5 MB), checked before sending. */
const IMAGE_MAX_BYTES = 5 * MB;

/**
 * A category's picture and "choose a picture": the file goes from the browser straight to
 * POST /api/v1/manager/{level}/{id}/image with a visible progress bar, then the page's data is loaded again so the
 * new picture shows. Without a picture the placeholder the site shows is displayed. Needs JavaScript (says so).
 */
export function CategoryImageUpload({
  level,
  id,
  title,
  image,
  returnTo,
}: {
  level: CategoryLevel;
  id: number;
  title: string;
  image: string;
  /** This page, to come back to after signing in again. */
  returnTo: string;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const hydrated = useHydrated();
  const revalidator = useRevalidator();
  const { progress, busy, errors, failure, check, send } = useUpload({ panel: 'manager', returnTo });
  const [saved, setSaved] = useState(false);
  const error = failure?.message ?? errors.file;
  const maxMb = localizeDigits(IMAGE_MAX_BYTES / MB, locale);

  async function onChange(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    setSaved(false);
    const problem = fileProblem(file, IMAGE_MAX_BYTES);
    const tooLarge = () => t('panel.upload.tooLarge', { size: maxMb });
    if (check(problem ? { file: problem === 'type' ? t('errors.unsupported_media_type') : tooLarge() } : {})) {
      const body = new FormData();
      body.append('file', file);
      if (await send(IMAGE_API[level], { params: { path: { id } }, body })) {
        setSaved(true);
        await revalidator.revalidate();
      }
    }
    input.value = '';
  }

  const sources = imageSources(mediaSrc(image));
  return (
    <div className={classes.picture}>
      <img
        src={sources.src}
        srcSet={sources.srcSet}
        sizes={sources.srcSet ? '160px' : undefined}
        alt={t('managerCategories.imageAlt', { title })}
        width={160}
        height={120}
        className={classes.pictureImage}
      />
      <div className={classes.pictureControls}>
        {!image && (
          <Text size="sm" c="dimmed">
            {t('managerCategories.noImage')}
          </Text>
        )}
        <label className={uploads.pick} data-disabled={!hydrated || busy || undefined}>
          <Icon name="upload" size={20} />
          <span>{image ? t('managerCategories.replaceImage') : t('managerCategories.chooseImage')}</span>
          <input
            type="file"
            accept={IMAGE_TYPES.join(',')}
            className="visually-hidden"
            onChange={(event) => void onChange(event)}
            disabled={!hydrated || busy}
          />
        </label>
        <Text size="xs" c="dimmed">
          {t('managerCategories.imageHint', { size: maxMb })}
        </Text>
        <noscript>
          <Text size="sm" c="orange.8">
            {t('panel.upload.needsJavaScript')}
          </Text>
        </noscript>
        {progress !== null && <UploadProgress fraction={progress} />}
        {error && (
          <Text size="sm" c="red.8" role="alert">
            {error}
          </Text>
        )}
        {saved && (
          <Text size="sm" c="teal.8" role="status">
            {t('managerCategories.imageSaved')}
          </Text>
        )}
      </div>
    </div>
  );
}
