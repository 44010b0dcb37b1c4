import type { Label } from '../i18n/locale.ts';

// The weekday names apart from the date formats (date.ts) and the calendar (jalali.ts, jalaali-js): a page that only
// names days (a clinic's working hours) downloads neither (ADR 0129).

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
