import type { Locale } from '../i18n/locale.ts';
import { formatNumber } from './number.ts';

/** An expert's years of experience («۱۲ سال سابقه», "12 years of experience"); 0 says they are starting out. */
export function formatExperience(years: number, locale: Locale): string {
  if (!Number.isFinite(years) || years <= 0)
    return locale === 'fa' ? 'کمتر از یک سال سابقه' : 'Under a year of experience';
  if (locale === 'fa') return `${formatNumber(years, locale)} سال سابقه`;
  return `${formatNumber(years, locale)} ${years === 1 ? 'year' : 'years'} of experience`;
}
