import * as jalaali from 'jalaali-js';

/** A calendar day without time or time zone; `month` is 1-based. */
export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

/** Range of Jalali years the calendar helper accepts (the range in which the leap rule is exact). */
export const MIN_JALALI_YEAR = -61;
export const MAX_JALALI_YEAR = 3177;

/** Whether a Jalali year is a leap year (Esfand has 30 days); false outside the supported range. */
export function isLeapJalaliYear(year: number): boolean {
  if (!Number.isInteger(year) || year < MIN_JALALI_YEAR || year > MAX_JALALI_YEAR) return false;
  return jalaali.isLeapJalaaliYear(year);
}

/** Days in a Jalali month: 31 for months 1-6, 30 for 7-11, Esfand 30 in leap years else 29; 0 for a bad month. */
export function jalaliMonthLength(year: number, month: number): number {
  if (!Number.isInteger(month) || month < 1 || month > 12) return 0;
  if (month <= 6) return 31;
  if (month <= 11) return 30;
  return isLeapJalaliYear(year) ? 30 : 29;
}

/** Whether year/month/day is a real Jalali date: integers, year -61..3177, month 1..12, day within the month. */
export function isValidJalaliDate({ year, month, day }: CalendarDate): boolean {
  if (![year, month, day].every(Number.isInteger)) return false;
  if (year < MIN_JALALI_YEAR || year > MAX_JALALI_YEAR) return false;
  return day >= 1 && day <= jalaliMonthLength(year, month);
}

/** Converts a valid Jalali date to the Gregorian calendar; throws RangeError for an invalid one. */
export function jalaliToGregorian(date: CalendarDate): CalendarDate {
  if (!isValidJalaliDate(date)) throw new RangeError(`Invalid Jalali date ${date.year}/${date.month}/${date.day}`);
  const { gy, gm, gd } = jalaali.toGregorian(date.year, date.month, date.day);
  return { year: gy, month: gm, day: gd };
}

/** Converts a Gregorian date to the Jalali calendar; throws RangeError outside the supported Jalali years. */
export function gregorianToJalali({ year, month, day }: CalendarDate): CalendarDate {
  const { jy, jm, jd } = jalaali.toJalaali(year, month, day);
  return { year: jy, month: jm, day: jd };
}

const pad = (value: number, width: number) => String(Math.abs(value)).padStart(width, '0');

/** ISO 8601 text (YYYY-MM-DD) of a Gregorian calendar date. */
export function toIsoDate({ year, month, day }: CalendarDate): string {
  return `${year < 0 ? '-' : ''}${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
}

/** ISO 8601 date (YYYY-MM-DD, Gregorian) of a Jalali year/month/day; throws RangeError for an invalid date. */
export function jalaliToIsoDate(date: CalendarDate): string {
  return toIsoDate(jalaliToGregorian(date));
}

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** The Gregorian calendar day of an instant in a time zone (default Tehran, where the product's days begin). */
export function calendarDateIn(instant: Date, timeZone = 'Asia/Tehran'): CalendarDate {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US-u-ca-gregory-nu-latn', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
    });
    dayFormats.set(timeZone, format);
  }
  const parts = format.formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return { year: part('year'), month: part('month'), day: part('day') };
}

/** The Gregorian calendar date a number of days (may be negative) after a given one. */
export function addDays({ year, month, day }: CalendarDate, days: number): CalendarDate {
  const { gy, gm, gd } = jalaali.d2g(jalaali.g2d(year, month, day) + Math.trunc(days));
  return { year: gy, month: gm, day: gd };
}

/** ISO 8601 date a number of days after "today"; today is the calendar day of `now` in the time zone (pure). */
export function isoDateAfterDays(now: Date, days: number, timeZone = 'Asia/Tehran'): string {
  return toIsoDate(addDays(calendarDateIn(now, timeZone), days));
}

/**
 * The ISO (Gregorian) date of a Jalali day as a person types it: 1403/7/5, ۱۴۰۳/۰۷/۰۵ or 1403-07-05; null when it is
 * not a real Jalali date.
 */
export function parseJalaliDay(text: string): string | null {
  const ascii = text.trim().replace(/[۰-۹]/g, (d) => String('۰۱۲۳۴۵۶۷۸۹'.indexOf(d)));
  const match = /^(\d{3,4})[/-](\d{1,2})[/-](\d{1,2})$/.exec(ascii);
  if (!match) return null;
  const date = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
  return isValidJalaliDate(date) ? jalaliToIsoDate(date) : null;
}
