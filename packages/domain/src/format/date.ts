import * as jalaali from 'jalaali-js';
import type { Label, Locale } from '../i18n/locale.ts';
import {
  MAX_JALALI_YEAR,
  MIN_JALALI_YEAR,
  calendarDateIn,
  gregorianToJalali,
  jalaliMonthLength,
  jalaliToGregorian,
  type CalendarDate,
} from './jalali.ts';
import { localizeDigits } from './number.ts';

/** The Jalali week starts on Saturday: its index in `Date.prototype.getDay()` numbering (Sunday 0). */
export const WEEK_START = 6;

export { PERSIAN_WEEKDAY_NAMES, WEEKDAYS } from './weekdays.ts';

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

// The day is the astronomical calendar's (jalaali-js, the spec's range -61..3177), not ICU's `ca-persian`: ICU's is
// arithmetic and says another day in 202 of those years (1177, 1503 and others; issue 32), and a browser's ICU may
// not be the server's. Intl gives only the Gregorian wall clock of the time zone, which every ICU agrees on.
const clocks = new Map<string, Intl.DateTimeFormat>();

interface WallClock extends CalendarDate {
  hour: string;
  minute: string;
}

const FIRST_DAY = jalaliToGregorian({ year: MIN_JALALI_YEAR, month: 1, day: 1 });
const LAST_DAY = jalaliToGregorian({ year: MAX_JALALI_YEAR, month: 12, day: jalaliMonthLength(MAX_JALALI_YEAR, 12) });
const dayNumber = ({ year, month, day }: CalendarDate) => year * 10_000 + month * 100 + day;

/** Whether a Gregorian day falls in the Jalali years -61..3177 (jalaali-js throws outside them). */
function inJalaliRange(gregorian: CalendarDate): boolean {
  const at = dayNumber(gregorian);
  return at >= dayNumber(FIRST_DAY) && at <= dayNumber(LAST_DAY);
}

/**
 * Wall clocks already worked out, by time zone and minute: a server renders the same listings' dates page after page,
 * and Intl's formatToParts was ~1 % of a page's CPU (issue 32). At most MAX_CLOCKS, then emptied.
 */
const knownClocks = new Map<string, WallClock | undefined>();
const MAX_CLOCKS = 10_000;

/** The Jalali day and the time of an instant in a time zone; undefined outside the calendar's years. */
function jalaliClockOf(instant: Date, timeZone: string): WallClock | undefined {
  const key = `${timeZone} ${Math.floor(instant.getTime() / 60_000)}`;
  if (knownClocks.has(key)) return knownClocks.get(key);
  const clock = workedOutClock(instant, timeZone);
  if (knownClocks.size >= MAX_CLOCKS) knownClocks.clear();
  knownClocks.set(key, clock);
  return clock;
}

function workedOutClock(instant: Date, timeZone: string): WallClock | undefined {
  let clock = clocks.get(timeZone);
  if (!clock) {
    clock = new Intl.DateTimeFormat('en-US-u-ca-gregory-nu-latn', {
      timeZone,
      era: 'short',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    clocks.set(timeZone, clock);
  }
  const parts = new Map(clock.formatToParts(instant).map((part) => [part.type, part.value]));
  const yearOfEra = Number(parts.get('year'));
  // Years before the common era (none in the calendar's range) are 1 BC = 0, 2 BC = -1.
  const year = parts.get('era') === 'BC' ? 1 - yearOfEra : yearOfEra;
  const gregorian = { year, month: Number(parts.get('month')), day: Number(parts.get('day')) };
  if (!inJalaliRange(gregorian)) return undefined;
  return { ...gregorianToJalali(gregorian), hour: parts.get('hour') ?? '', minute: parts.get('minute') ?? '' };
}

/**
 * A Jalali date as day, month name and year in both locales («۱ آذر ۱۴۰۵», "1 Azar 1405"), in a time zone
 * (default Tehran); an invalid date, or one outside the calendar's years -61..3177, gives an empty text.
 */
export function formatJalaliDate(instant: Date, locale: Locale, timeZone = 'Asia/Tehran'): string {
  const clock = Number.isNaN(instant.getTime()) ? undefined : jalaliClockOf(instant, timeZone);
  return clock ? dayText(clock, locale) : '';
}

function dayText({ year, month, day }: CalendarDate, locale: Locale): string {
  return `${localizeDigits(day, locale)} ${JALALI_MONTHS[month - 1]![locale]} ${localizeDigits(year, locale)}`;
}

/** A Jalali date with the 24-hour time («۱ آذر ۱۴۰۵، ۱۴:۰۵», "1 Azar 1405, 14:05"); empty as formatJalaliDate is. */
export function formatJalaliDateTime(instant: Date, locale: Locale, timeZone = 'Asia/Tehran'): string {
  const clock = Number.isNaN(instant.getTime()) ? undefined : jalaliClockOf(instant, timeZone);
  if (!clock) return '';
  const separator = locale === 'fa' ? '،' : ',';
  return `${dayText(clock, locale)}${separator} ${localizeDigits(`${clock.hour}:${clock.minute}`, locale)}`;
}
