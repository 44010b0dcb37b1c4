import * as jalaali from 'jalaali-js';
import type { Label, Locale } from '../i18n/locale.ts';
import { calendarDateIn } from './jalali.ts';

/** The Jalali week starts on Saturday: its index in `Date.prototype.getDay()` numbering (Sunday 0). */
export const WEEK_START = 6;

/** Weekday names from Saturday (index 0) to Friday (index 6). */
export const WEEKDAYS: readonly Label[] = [
  { fa: 'شنبه', en: 'Saturday' },
  { fa: 'یکشنبه', en: 'Sunday' },
  { fa: 'دوشنبه', en: 'Monday' },
  { fa: 'سه‌شنبه', en: 'Tuesday' },
  { fa: 'چهارشنبه', en: 'Wednesday' },
  { fa: 'پنج‌شنبه', en: 'Thursday' },
  { fa: 'جمعه', en: 'Friday' },
];
/** Persian weekday names starting Saturday. */
export const PERSIAN_WEEKDAY_NAMES: readonly string[] = WEEKDAYS.map((day) => day.fa);

/** Jalali month names, Farvardin (index 0) to Esfand (index 11). */
export const JALALI_MONTHS: readonly Label[] = [
  { fa: 'فروردین', en: 'Farvardin' },
  { fa: 'اردیبهشت', en: 'Ordibehesht' },
  { fa: 'خرداد', en: 'Khordad' },
  { fa: 'تیر', en: 'Tir' },
  { fa: 'مرداد', en: 'Mordad' },
  { fa: 'شهریور', en: 'Shahrivar' },
  { fa: 'مهر', en: 'Mehr' },
  { fa: 'آبان', en: 'Aban' },
  { fa: 'آذر', en: 'Azar' },
  { fa: 'دی', en: 'Dey' },
  { fa: 'بهمن', en: 'Bahman' },
  { fa: 'اسفند', en: 'Esfand' },
];

/** Position of an instant's day in the Jalali week, in a time zone: 0 Saturday ... 6 Friday. */
export function weekdayIndex(instant: Date, timeZone = 'Asia/Tehran'): number {
  const { year, month, day } = calendarDateIn(instant, timeZone);
  // Julian day numbers are Monday when divisible by 7, so Saturday is 5 and +2 puts it at 0.
  return (jalaali.g2d(year, month, day) + 2) % 7;
}

// Digits and calendar are named explicitly so the server and every browser print the same text.
const INTL_LOCALE: Record<Locale, string> = { fa: 'fa-IR-u-ca-persian-nu-arabext', en: 'en-US-u-ca-persian-nu-latn' };
const formats = new Map<string, Intl.DateTimeFormat>();

function partsOf(instant: Date, locale: Locale, timeZone: string): Map<Intl.DateTimeFormatPartTypes, string> {
  const key = `${locale}|${timeZone}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(INTL_LOCALE[locale], {
      timeZone,
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formats.set(key, format);
  }
  return new Map(format.formatToParts(instant).map((part) => [part.type, part.value]));
}

/**
 * A Jalali date as day, month name and year in both locales («۱ آذر ۱۴۰۵», "1 Azar 1405"), in a time zone
 * (default Tehran); an invalid date gives an empty text. Assembled from parts so the order never depends on ICU.
 */
export function formatJalaliDate(instant: Date, locale: Locale, timeZone = 'Asia/Tehran'): string {
  if (Number.isNaN(instant.getTime())) return '';
  const parts = partsOf(instant, locale, timeZone);
  return `${parts.get('day')} ${parts.get('month')} ${parts.get('year')}`;
}

/** A Jalali date with the 24-hour time («۱ آذر ۱۴۰۵، ۱۴:۰۵», "1 Azar 1405, 14:05"); empty for an invalid date. */
export function formatJalaliDateTime(instant: Date, locale: Locale, timeZone = 'Asia/Tehran'): string {
  if (Number.isNaN(instant.getTime())) return '';
  const parts = partsOf(instant, locale, timeZone);
  const separator = locale === 'fa' ? '،' : ',';
  return `${formatJalaliDate(instant, locale, timeZone)}${separator} ${parts.get('hour')}:${parts.get('minute')}`;
}
