import {
  addDays,
  calendarDateIn,
  gregorianToJalali,
  isValidJalaliDate,
  jalaliMonthLength,
  MAX_JALALI_YEAR,
  MIN_JALALI_YEAR,
  jalaliToGregorian,
  parseJalaliDay,
  toIsoDate,
  type CalendarDate,
} from '@shahrbazar/domain/format/jalali';
import { localizeDigits, toAsciiDigits } from '@shahrbazar/domain/format/number';
import type { Locale } from '@shahrbazar/domain/i18n/locale';

// The Jalali date field's arithmetic (components/forms/jalali-date-input.tsx): what a person typed, the month grid,
// moving by days and months. Days are the domain's (jalaali-js, the spec's years -61..3177); the form posts the ISO
// Gregorian day, as the native date field it replaces did.

/** What a typed date says: a day (with its ISO Gregorian date), nothing, or why it is not a day. */
export type DateReading =
  | { kind: 'empty' }
  | { kind: 'day'; date: CalendarDate; iso: string }
  | { kind: 'badFormat' }
  | { kind: 'badMonth' }
  /** The day is past the month's end (Esfand 30 in a common year): `days` is the month's length. */
  | { kind: 'badDay'; year: number; month: number; day: number; days: number };

/** Reads a Jalali date as typed: ۱۴۰۵/۰۹/۰۹, 1405/9/9 or 1405-09-09 (Persian, Arabic or Latin digits). */
export function readJalaliDate(text: string): DateReading {
  const ascii = toAsciiDigits(text).trim();
  if (ascii === '') return { kind: 'empty' };
  const match = /^(\d{4})\s*[/\-.]\s*(\d{1,2})\s*[/\-.]\s*(\d{1,2})$/.exec(ascii);
  if (!match) return { kind: 'badFormat' };
  const date = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
  if (date.year < MIN_JALALI_YEAR || date.year > MAX_JALALI_YEAR) return { kind: 'badFormat' };
  if (date.month < 1 || date.month > 12) return { kind: 'badMonth' };
  if (date.day < 1) return { kind: 'badFormat' };
  if (!isValidJalaliDate(date)) {
    return { kind: 'badDay', ...date, days: jalaliMonthLength(date.year, date.month) };
  }
  return { kind: 'day', date, iso: toIsoDate(jalaliToGregorian(date)) };
}

/** The Jalali day of an ISO (Gregorian) date such as the API answers (`2026-11-30` or a full timestamp). */
export function jalaliOfIso(iso: string): CalendarDate | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  if (!match) return undefined;
  const gregorian = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
  try {
    const date = gregorianToJalali(gregorian);
    return isValidJalaliDate(date) ? date : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The day a GET filter's date field sent: the ISO day the field posts (2026-12-31), or, from an address written
 * before the filters used the field, a Jalali day as typed (۱۴۰۳/۰۵/۱۲); the ISO day, or null when neither is a real
 * day. A loader reads it on the server and keeps the API's query parameters as they were (ISO days).
 */
export function postedDay(text: string): string | null {
  if (/^\d{4}-\d{2}-\d{2}$/.test(text)) {
    const date = new Date(`${text}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text ? text : null;
  }
  return parseJalaliDay(text);
}

/** The ISO Gregorian date of a Jalali day. */
export function isoOfJalali(date: CalendarDate): string {
  return toIsoDate(jalaliToGregorian(date));
}

/** A Jalali day as the field shows and accepts it: ۱۴۰۵/۰۹/۰۹ in Persian, 1405/09/09 in English. */
export function jalaliText({ year, month, day }: CalendarDate, locale: Locale): string {
  const two = (value: number) => String(value).padStart(2, '0');
  return localizeDigits(`${year}/${two(month)}/${two(day)}`, locale);
}

/** Today's Jalali day in Tehran, where the product's days begin. */
export function jalaliToday(now = new Date()): CalendarDate {
  return gregorianToJalali(calendarDateIn(now));
}

/** The day `days` after (or before) a Jalali day, across months and years. */
export function shiftDays(date: CalendarDate, days: number): CalendarDate {
  return gregorianToJalali(addDays(jalaliToGregorian(date), days));
}

/** The same day `months` later (or earlier), kept within the target month (31 Shahrivar + 1 month = 30 Mehr). */
export function shiftMonths({ year, month, day }: CalendarDate, months: number): CalendarDate {
  const index = year * 12 + (month - 1) + months;
  const target = { year: Math.floor(index / 12), month: (index % 12) + 1 };
  return { ...target, day: Math.min(day, jalaliMonthLength(target.year, target.month)) };
}

/** Position of a Jalali day in the week: 0 Saturday ... 6 Friday. */
export function weekdayOf(date: CalendarDate): number {
  const { year, month, day } = jalaliToGregorian(date);
  return (new Date(Date.UTC(year, month - 1, day)).getUTCDay() + 1) % 7;
}

/** A month's days as weeks of seven from Saturday; the places before the 1st and after the last day are null. */
export function monthWeeks(year: number, month: number): (CalendarDate | null)[][] {
  const cells: (CalendarDate | null)[] = Array.from({ length: weekdayOf({ year, month, day: 1 }) }, () => null);
  for (let day = 1; day <= jalaliMonthLength(year, month); day++) cells.push({ year, month, day });
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
}

/** Whether two days are the same day. */
export function sameDay(a: CalendarDate | undefined, b: CalendarDate | undefined): boolean {
  return a !== undefined && b !== undefined && a.year === b.year && a.month === b.month && a.day === b.day;
}
