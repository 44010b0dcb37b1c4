import type { Locale } from '../i18n/locale.ts';

const KB = 1024;
const MB = 1024 * KB;

const UNITS = {
  fa: { bytes: 'بایت', kb: 'کیلوبایت', mb: 'مگابایت' },
  en: { bytes: 'bytes', kb: 'KB', mb: 'MB' },
} as const;

const oneDecimal = {
  fa: new Intl.NumberFormat('fa-IR-u-nu-arabext', { maximumFractionDigits: 1 }),
  en: new Intl.NumberFormat('en-US-u-nu-latn', { maximumFractionDigits: 1 }),
};

/**
 * A file size as people read it, in the locale's digits: «۸۵۰ بایت», «۳۴۰ کیلوبایت», «۱٫۲ مگابایت» (en "1.2 MB");
 * kilobytes whole, megabytes with at most one decimal. Empty for a negative or non-finite size.
 */
export function formatFileSize(bytes: number, locale: Locale): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '';
  const units = UNITS[locale];
  const format = oneDecimal[locale];
  if (bytes < KB) return `${format.format(bytes)} ${units.bytes}`;
  if (bytes < MB) return `${format.format(Math.round(bytes / KB))} ${units.kb}`;
  return `${format.format(Math.round((bytes / MB) * 10) / 10)} ${units.mb}`;
}
