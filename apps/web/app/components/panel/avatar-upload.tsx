import { useState, type ChangeEvent } from 'react';
import { useRevalidator } from 'react-router';
import { useTranslation } from '../../lib/use-translation.tsx';
import { Text } from '@mantine/core';
import { localizeDigits } from '@shahrbazar/domain/format/number';
import { avatarSrc } from '../../lib/media.ts';
import { fileProblem, IMAGE_TYPES, MB } from '../../lib/upload.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { useLocale } from '../../lib/use-locale.ts';
import { Icon } from '../icons.tsx';
import { UploadProgress } from './upload-status.tsx';
import classes from './uploads.module.css';
import { useUpload } from '../../lib/use-upload.ts';

/** The API's avatar limit (apps/api profile routes: 5 MB): checked here so nobody waits to send a photo too big. */
const AVATAR_MAX_BYTES = 5 * MB;

type OwnPanel = 'general' | 'agent';

/** The profile page of each panel: an expired session signs in to its own panel again and comes back here. */
const PROFILE_PATH: Record<OwnPanel, string> = { general: '/panel/profile', agent: '/agent/profile' };

/**
 * The profile picture and its "choose a new picture" button: the file goes straight from the browser to
 * POST /api/v1/me/avatar with a progress bar (XMLHttpRequest), then the page's data is loaded again so the new
 * picture shows here and in the panel menu. Needs JavaScript; without it the button says so.
 */
export function AvatarUpload({ avatar, panel }: { avatar: string; panel: OwnPanel }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const hydrated = useHydrated();
  const revalidator = useRevalidator();
  const { progress, busy, errors, failure, check, send } = useUpload({ panel, returnTo: PROFILE_PATH[panel] });
  const [saved, setSaved] = useState(false);
  const error = failure?.message ?? errors.file;

  async function onChange(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    setSaved(false);
    const problem = fileProblem(file, AVATAR_MAX_BYTES);
    const tooLarge = () => t('panel.upload.tooLarge', { size: localizeDigits(AVATAR_MAX_BYTES / MB, locale) });
    if (check(problem ? { file: problem === 'type' ? t('errors.unsupported_media_type') : tooLarge() } : {})) {
      const body = new FormData();
      body.append('file', file);
      if (await send('/api/v1/me/avatar', { body })) {
        setSaved(true);
        await revalidator.revalidate();
      }
    }
    input.value = '';
  }

  return (
    <div className={classes.avatarBlock}>
      <img
        src={avatarSrc(avatar)}
        alt={t('panel.profile.avatarAlt')}
        width={96}
        height={96}
        className={classes.avatar}
      />
      <div className={classes.avatarControls}>
        <label className={classes.pick} data-disabled={!hydrated || busy || undefined}>
          <Icon name="upload" size={20} />
          <span>{t('panel.profile.chooseAvatar')}</span>
          <input
            type="file"
            accept={IMAGE_TYPES.join(',')}
            className="visually-hidden"
            onChange={(event) => void onChange(event)}
            disabled={!hydrated || busy}
          />
        </label>
        <Text size="xs" c="dimmed">
          {t('panel.profile.avatarHint', { size: localizeDigits(AVATAR_MAX_BYTES / MB, locale) })}
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
            {t('panel.profile.avatarSaved')}
          </Text>
        )}
      </div>
    </div>
  );
}
