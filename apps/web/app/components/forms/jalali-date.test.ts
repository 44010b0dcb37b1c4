import { describe, expect, it } from 'vitest';
import {
  isoOfJalali,
  jalaliOfIso,
  jalaliText,
  monthWeeks,
  postedDay,
  readJalaliDate,
  shiftDays,
  shiftMonths,
  weekdayOf,
} from './jalali-date.ts';

describe('a Jalali date as a person types it', () => {
  it('reads Persian and Latin digits alike and gives the Gregorian ISO day', () => {
    const expected = { kind: 'day', date: { year: 1405, month: 9, day: 9 }, iso: '2026-11-30' };
    expect(readJalaliDate('۱۴۰۵/۰۹/۰۹')).toEqual(expected);
    expect(readJalaliDate('1405/09/09')).toEqual(expected);
    expect(readJalaliDate(' 1405/9/9 ')).toEqual(expected);
    expect(readJalaliDate('۱۴۰۵-۰۹-۰۹')).toEqual(expected);
    expect(readJalaliDate('١٤٠٥/٠٩/٠٩')).toEqual(expected);
  });

  it('knows Nowruz and the last day of a leap Esfand', () => {
    expect(readJalaliDate('1404/01/01')).toMatchObject({ iso: '2025-03-21' });
    expect(readJalaliDate('1403/12/30')).toMatchObject({ kind: 'day', iso: '2025-03-20' });
  });

  it('refuses Esfand 30 in a common year, saying how long the month is', () => {
    expect(readJalaliDate('1405/12/30')).toEqual({ kind: 'badDay', year: 1405, month: 12, day: 30, days: 29 });
    expect(readJalaliDate('۱۴۰۵/۱۲/۳۱')).toEqual({ kind: 'badDay', year: 1405, month: 12, day: 31, days: 29 });
    expect(readJalaliDate('1405/07/31')).toMatchObject({ kind: 'badDay', days: 30 });
  });

  it('refuses what is not a date', () => {
    expect(readJalaliDate('')).toEqual({ kind: 'empty' });
    expect(readJalaliDate('   ')).toEqual({ kind: 'empty' });
    expect(readJalaliDate('1405/13/01')).toEqual({ kind: 'badMonth' });
    expect(readJalaliDate('1405/00/01')).toEqual({ kind: 'badMonth' });
    expect(readJalaliDate('1405/09/00')).toEqual({ kind: 'badFormat' });
    expect(readJalaliDate('05/09/09')).toEqual({ kind: 'badFormat' });
    expect(readJalaliDate('9 Azar 1405')).toEqual({ kind: 'badFormat' });
    expect(readJalaliDate('9999/01/01')).toEqual({ kind: 'badFormat' });
  });
});

describe('the field and the form', () => {
  it('shows a saved ISO day in Jalali, in the locale’s digits', () => {
    const day = jalaliOfIso('2026-11-30T00:00:00.000Z');
    expect(day).toEqual({ year: 1405, month: 9, day: 9 });
    expect(jalaliText(day!, 'fa')).toBe('۱۴۰۵/۰۹/۰۹');
    expect(jalaliText(day!, 'en')).toBe('1405/09/09');
    expect(jalaliOfIso('')).toBeUndefined();
    expect(jalaliOfIso('not a date')).toBeUndefined();
  });

  it('posts the Gregorian ISO day of a picked Jalali day', () => {
    expect(isoOfJalali({ year: 1405, month: 1, day: 1 })).toBe('2026-03-21');
    expect(isoOfJalali({ year: 1403, month: 12, day: 30 })).toBe('2025-03-20');
  });
});

describe('the month grid', () => {
  it('starts the week on Saturday', () => {
    // 1 Farvardin 1405 is Saturday 21 March 2026; 1 Azar Sunday 22 November, 6 Azar Friday 27 November.
    expect(weekdayOf({ year: 1405, month: 1, day: 1 })).toBe(0);
    expect(weekdayOf({ year: 1405, month: 9, day: 1 })).toBe(1);
    expect(weekdayOf({ year: 1405, month: 9, day: 6 })).toBe(6);
    expect(weekdayOf({ year: 1405, month: 9, day: 7 })).toBe(0);
    // 1 Dey 1405 is Tuesday 22 December 2026.
    expect(weekdayOf({ year: 1405, month: 10, day: 1 })).toBe(3);
  });

  it('lays a month out in weeks, with blanks before the 1st and after the last day', () => {
    const dey = monthWeeks(1405, 10);
    expect(dey[0]!.slice(0, 4)).toEqual([null, null, null, { year: 1405, month: 10, day: 1 }]);
    expect(dey.every((week) => week.length === 7)).toBe(true);
    const days = dey.flat().filter((cell) => cell !== null);
    expect(days).toHaveLength(30);
    expect(days.at(-1)).toEqual({ year: 1405, month: 10, day: 30 });
    expect(monthWeeks(1405, 12).flat().filter(Boolean)).toHaveLength(29);
    expect(monthWeeks(1403, 12).flat().filter(Boolean)).toHaveLength(30);
  });

  it('moves by days and months across their ends', () => {
    expect(shiftDays({ year: 1405, month: 12, day: 29 }, 1)).toEqual({ year: 1406, month: 1, day: 1 });
    expect(shiftDays({ year: 1405, month: 7, day: 1 }, -1)).toEqual({ year: 1405, month: 6, day: 31 });
    expect(shiftMonths({ year: 1405, month: 6, day: 31 }, 1)).toEqual({ year: 1405, month: 7, day: 30 });
    expect(shiftMonths({ year: 1405, month: 1, day: 10 }, -1)).toEqual({ year: 1404, month: 12, day: 10 });
    expect(shiftMonths({ year: 1405, month: 12, day: 5 }, 1)).toEqual({ year: 1406, month: 1, day: 5 });
  });
});

describe('the day a GET filter’s date field sent', () => {
  it('takes the ISO day the field posts, and a real one only', () => {
    expect(postedDay('2026-12-31')).toBe('2026-12-31');
    expect(postedDay('2026-02-29')).toBeNull();
    expect(postedDay('2026-13-01')).toBeNull();
  });

  it('still reads a Jalali day typed into an older address', () => {
    expect(postedDay('۱۴۰۵/۱۰/۱۰')).toBe('2026-12-31');
    expect(postedDay('1405/12/30')).toBeNull();
    expect(postedDay('soon')).toBeNull();
  });
});
