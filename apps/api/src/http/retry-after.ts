import { localizeDigits } from '@shahrbazar/domain/format/number';
import type { Label } from '@shahrbazar/domain/i18n/locale';
import { AppError } from './app-error.ts';

/**
 * 429 saying how long to wait (issue 34: a refusal that does not say when to try again leaves people retrying):
 * in seconds under two minutes, else in minutes, with Persian digits in Persian.
 */
export function retryAfterLabel(waitMs: number): Label {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  if (seconds < 120) {
    return {
      fa: `لطفاً ${localizeDigits(seconds, 'fa')} ثانیه دیگر دوباره درخواست کنید.`,
      en: `Please ask again in ${seconds} seconds.`,
    };
  }
  const minutes = Math.ceil(seconds / 60);
  return {
    fa: `لطفاً ${localizeDigits(minutes, 'fa')} دقیقه دیگر دوباره درخواست کنید.`,
    en: `Please ask again in ${minutes} minutes.`,
  };
}

/** The refusal of a request made too often, saying how long to wait. */
export const tooSoon = (waitMs: number) => new AppError('rate_limited', retryAfterLabel(waitMs));
