import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../lib/use-translation.tsx';
import { Button, Progress, Text } from '@mantine/core';
import { localizeDigits } from '@shahrbazar/domain/format/number';
import { ApiError } from '../../lib/api-client.ts';
import { loginUrl } from '../../lib/panels.ts';
import { fileProblem, IMAGE_TYPES, MB, uploadWithProgress, VIDEO_TYPES } from '../../lib/upload.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { useLocale } from '../../lib/use-locale.ts';
import { Icon } from '../icons.tsx';
import { UploadProgress } from '../panel/upload-status.tsx';
import uploads from '../panel/uploads.module.css';
import classes from './panel-listings.module.css';

/** The most images a listing carries (the API's MAX_LISTING_IMAGES). */
export const MAX_IMAGES = 10;
/** The API's image limit for POST /api/v1/files (10 MB): checked here so nobody waits to send a photo too big. */
const IMAGE_MAX_BYTES = 10 * MB;
/** The API's video limit (50 MB), for verticals that take videos (a city ad). */
const VIDEO_MAX_BYTES = 50 * MB;

/** An image of the form: uploaded (id) or on its way (progress), with what to show for it. */
interface Picked {
  key: string;
  id?: number;
  src: string;
  progress: number | null;
  error?: string;
  /** A video (shown as a muted frame, not an <img>). */
  video?: boolean;
}

/** An image already saved with the listing. */
export interface SavedImage {
  id: number;
  src: string;
  video?: boolean;
}

let counter = 0;
const nextKey = () => `image-${++counter}`;

/**
 * Up to ten photos, each uploaded on its own as soon as it is chosen (POST /api/v1/files) with a visible progress
 * bar; the first is the main image, any other can be made the main one, and any can be removed. The form sends the
 * uploaded ones in order as `images` ([{id}], JSON). `onBusy` tells the form while an upload is still running.
 */
export function ImagePicker({
  saved,
  error,
  returnTo,
  onBusy,
  videos = false,
}: {
  saved: readonly SavedImage[];
  /** Whether videos may be chosen too (a vertical whose fileKinds take them). */
  videos?: boolean;
  error?: string | undefined;
  /** The page to come back to after signing in again (a session that ended during an upload). */
  returnTo: string;
  onBusy(busy: boolean): void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const [items, setItems] = useState<Picked[]>(() =>
    saved.map((image) => ({ key: nextKey(), id: image.id, src: image.src, progress: null, video: image.video })),
  );
  const objectUrls = useRef(new Set<string>());
  const busy = items.some((item) => item.progress !== null);

  useEffect(() => onBusy(busy), [busy, onBusy]);
  useEffect(() => {
    const urls = objectUrls.current;
    return () => urls.forEach((url) => URL.revokeObjectURL(url));
  }, []);

  const update = (key: string, change: Partial<Picked>) =>
    setItems((current) => current.map((item) => (item.key === key ? { ...item, ...change } : item)));

  async function upload(key: string, file: File) {
    const body = new FormData();
    body.append('file', file);
    try {
      const stored = await uploadWithProgress(
        '/api/v1/files',
        { body },
        {
          onProgress: (fraction) => update(key, { progress: fraction }),
          locale,
          messageFor: (code) => t(`errors.${code}`),
        },
      );
      // A video has no thumbnail rendition: it keeps its local preview.
      const thumb = stored.data.variants?.thumb;
      update(key, thumb ? { id: stored.id, progress: null, src: thumb } : { id: stored.id, progress: null });
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 401) {
        await navigate(loginUrl('general', returnTo));
        return;
      }
      update(key, {
        progress: null,
        error: failure instanceof ApiError ? failure.message : t('errors.internal'),
      });
    }
  }

  async function onChange(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const room = MAX_IMAGES - items.length;
    const files = Array.from(input.files ?? []);
    input.value = '';
    const chosen = files.slice(0, Math.max(room, 0)).map((file) => {
      const video = videos && (VIDEO_TYPES as readonly string[]).includes(file.type);
      const maxBytes = video ? VIDEO_MAX_BYTES : IMAGE_MAX_BYTES;
      const problem = fileProblem(file, maxBytes, video ? VIDEO_TYPES : IMAGE_TYPES);
      const src = URL.createObjectURL(file);
      objectUrls.current.add(src);
      const item: Picked = { key: nextKey(), src, progress: problem ? null : 0, video };
      if (problem) {
        item.error =
          problem === 'type'
            ? t('errors.unsupported_media_type')
            : t('panel.upload.tooLarge', { size: localizeDigits(maxBytes / MB, locale) });
      }
      return { item, file, problem };
    });
    setItems((current) => [...current, ...chosen.map((entry) => entry.item)]);
    // One at a time: on a slow network parallel uploads only make every bar crawl.
    for (const entry of chosen) if (!entry.problem) await upload(entry.item.key, entry.file);
  }

  const remove = (key: string) =>
    setItems((current) => {
      const gone = current.find((item) => item.key === key);
      if (gone && objectUrls.current.has(gone.src)) {
        URL.revokeObjectURL(gone.src);
        objectUrls.current.delete(gone.src);
      }
      return current.filter((item) => item.key !== key);
    });
  const makeMain = (key: string) =>
    setItems((current) => {
      const chosen = current.find((item) => item.key === key);
      return chosen ? [chosen, ...current.filter((item) => item.key !== key)] : current;
    });

  const uploading = items.find((item) => item.progress !== null);
  const uploaded = items.filter((item) => item.id !== undefined).map((item) => ({ id: item.id }));
  const full = items.length >= MAX_IMAGES;
  return (
    <div>
      <input type="hidden" name="images" value={JSON.stringify(uploaded)} />
      {items.length > 0 && (
        <ol className={classes.images} aria-label={t('listings.form.imagesList')}>
          {items.map((item, index) => (
            <li key={item.key} className={classes.tile} data-main={index === 0 || undefined}>
              <div className={classes.tileImage}>
                {item.video ? (
                  <video
                    src={item.src}
                    muted
                    preload="metadata"
                    aria-label={t('listings.form.videoAlt', { n: localizeDigits(index + 1, locale) })}
                  />
                ) : (
                  <img src={item.src} alt={t('listings.form.imageAlt', { n: localizeDigits(index + 1, locale) })} />
                )}
                {index === 0 && <span className={classes.mainLabel}>{t('listings.form.mainImage')}</span>}
                {item.progress !== null && (
                  <div className={classes.tileProgress}>
                    <Progress
                      value={Math.round(item.progress * 100)}
                      size="sm"
                      striped
                      animated
                      aria-label={t('panel.upload.progress', {
                        percent: localizeDigits(Math.round(item.progress * 100), locale),
                      })}
                    />
                  </div>
                )}
              </div>
              {item.error && (
                <p className={classes.tileError} role="alert">
                  {item.error}
                </p>
              )}
              <div className={classes.tileActions}>
                {index > 0 && item.id !== undefined && (
                  <Button
                    size="compact-xs"
                    variant="light"
                    onClick={() => makeMain(item.key)}
                    aria-label={t('listings.form.makeMainNamed', { n: localizeDigits(index + 1, locale) })}
                  >
                    {t('listings.form.makeMain')}
                  </Button>
                )}
                <Button
                  size="compact-xs"
                  variant="subtle"
                  color="red"
                  onClick={() => remove(item.key)}
                  disabled={item.progress !== null}
                  aria-label={t('listings.form.removeImageNamed', { n: localizeDigits(index + 1, locale) })}
                >
                  {t('listings.form.removeImage')}
                </Button>
              </div>
            </li>
          ))}
        </ol>
      )}
      <label className={uploads.pick} data-disabled={!hydrated || full || undefined}>
        <Icon name="upload" size={20} />
        <span>{t('listings.form.addImages')}</span>
        <input
          type="file"
          accept={(videos ? [...IMAGE_TYPES, ...VIDEO_TYPES] : IMAGE_TYPES).join(',')}
          multiple
          className="visually-hidden"
          onChange={(event) => void onChange(event)}
          disabled={!hydrated || full}
        />
      </label>
      <Text size="xs" c="dimmed" mt={4}>
        {t(videos ? 'listings.form.filesHint' : 'listings.form.imagesHint', {
          max: localizeDigits(MAX_IMAGES, locale),
          size: localizeDigits(IMAGE_MAX_BYTES / MB, locale),
          used: localizeDigits(items.length, locale),
        })}
      </Text>
      <noscript>
        <Text size="sm" c="orange.8">
          {t('panel.upload.needsJavaScript')}
        </Text>
      </noscript>
      {uploading && (
        <div className={classes.uploading}>
          <UploadProgress fraction={uploading.progress ?? 0} />
        </div>
      )}
      {error && (
        <p className={classes.fieldError} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
