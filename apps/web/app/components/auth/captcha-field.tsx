import { useFetcher } from 'react-router';
import { useTranslation } from '../../lib/use-translation.tsx';
import { TextInput } from '@mantine/core';
import type { Captcha } from '@shahrbazar/domain/api/auth.schema';
import { Icon } from '../icons.tsx';
import classes from './auth.module.css';

/**
 * The captcha of a form: its image, a button for a new image, the answer input and the captcha's id in a hidden
 * input. Each captcha is good for one try, so the page passes a new one after every refused submission; give this
 * component `key={captcha.captchaId}` so that a new one also clears the typed answer.
 */
export function CaptchaField({ captcha, error }: { captcha: Captcha; error?: string | undefined }) {
  const { t } = useTranslation();
  const fetcher = useFetcher<Captcha>();
  const current = fetcher.data ?? captcha;
  return (
    <div className={classes.captcha}>
      <input type="hidden" name="captchaId" value={current.captchaId} />
      <div className={classes.captchaImageRow}>
        <img
          src={current.image}
          alt={t('auth.captchaImage')}
          width={160}
          height={56}
          className={classes.captchaImage}
        />
        <button
          type="button"
          className={classes.captchaRefresh}
          onClick={() => fetcher.load('/auth/captcha')}
          disabled={fetcher.state !== 'idle'}
        >
          <Icon name="refresh" size={18} />
          <span>{t('auth.captchaRefresh')}</span>
        </button>
      </div>
      <TextInput
        key={current.captchaId}
        name="captchaCode"
        label={t('auth.captcha')}
        inputMode="numeric"
        autoComplete="off"
        dir="ltr"
        maxLength={12}
        error={error}
        classNames={{ input: classes.ltrInput }}
      />
    </div>
  );
}
