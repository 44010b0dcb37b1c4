import { toAsciiDigits } from '../format/number.ts';
import { gregorianToJalali, isValidJalaliDate, jalaliToGregorian, type CalendarDate } from '../format/jalali.ts';

// Wall-clock time of a place, for the appointment book. Offsets come from Intl's time zone data, never a fixed
// +03:30: Iran dropped daylight saving in 2022, but a book may reach back to dates before that, and the same code
// serves any zone a later city needs.

export { parseClock } from './working-hours.ts';

/** Where appointment books keep their hours unless told otherwise. */
export const BOOK_TIME_ZONE = 'Asia/Tehran';

const formats = new Map<string, Intl.DateTimeFormat>();

function wallParts(instant: Date, timeZone: string) {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US-u-ca-gregory-nu-latn', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      hourCycle: 'h23',
    });
    formats.set(timeZone, format);
  }
  const parts = format.formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return {
    year: part('year'),
    month: part('month'),
    day: part('day'),
    hour: part('hour') % 24,
    minute: part('minute'),
    second: part('second'),
  };
}

/** Minutes the zone's wall clock is ahead of UTC at an instant (Tehran: 210 today, 270 in a summer before 2022). */
export function zoneOffsetMinutes(instant: Date, timeZone = BOOK_TIME_ZONE): number {
  const p = wallParts(instant, timeZone);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return Math.round((asUtc - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
}

/** The instant a zone's wall clock shows `minutes` after midnight of a Gregorian day. */
export function instantOfWallTime(date: CalendarDate, minutes: number, timeZone = BOOK_TIME_ZONE): Date {
  const guess = Date.UTC(date.year, date.month - 1, date.day, 0, minutes);
  const first = zoneOffsetMinutes(new Date(guess), timeZone);
  const second = zoneOffsetMinutes(new Date(guess - first * 60_000), timeZone);
  // Near a change of offset the first guess reads the wrong side of it; the second offset is the one in force.
  return new Date(guess - second * 60_000);
}

/** The Gregorian day and the minutes after its midnight that a zone's wall clock shows at an instant. */
export function wallTimeOf(instant: Date, timeZone = BOOK_TIME_ZONE): { date: CalendarDate; minutes: number } {
  const p = wallParts(instant, timeZone);
  return { date: { year: p.year, month: p.month, day: p.day }, minutes: p.hour * 60 + p.minute };
}

/** Minutes after midnight as "HH:MM". */
export function formatClock(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** A Jalali day written "YYYY/MM/DD" (or with dashes, Persian digits); undefined when it is not a real Jalali date. */
export function parseJalaliDay(text: string): CalendarDate | undefined {
  const match = /^(\d{4})[/-](\d{1,2})[/-](\d{1,2})$/.exec(toAsciiDigits(text).trim());
  if (!match) return undefined;
  const date = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
  return isValidJalaliDate(date) ? date : undefined;
}

/** A Jalali day as "YYYY/MM/DD" with Latin digits (the API's form; pages print it in Persian). */
export function formatJalaliDay({ year, month, day }: CalendarDate): string {
  return `${year}/${String(month).padStart(2, '0')}/${String(day).padStart(2, '0')}`;
}

/** The Jalali day ("YYYY/MM/DD") of an instant in a zone. */
export function jalaliDayOf(instant: Date, timeZone = BOOK_TIME_ZONE): string {
  return formatJalaliDay(gregorianToJalali(wallTimeOf(instant, timeZone).date));
}

/** The Gregorian day of a Jalali "YYYY/MM/DD"; undefined for a bad one. */
export function gregorianOfJalaliDay(text: string): CalendarDate | undefined {
  const date = parseJalaliDay(text);
  return date && jalaliToGregorian(date);
}
