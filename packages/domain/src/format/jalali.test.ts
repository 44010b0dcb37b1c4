import { describe, it, expect } from 'vitest';
import {
  addDays,
  parseJalaliDay,
  calendarDateIn,
  gregorianToJalali,
  isLeapJalaliYear,
  isValidJalaliDate,
  isoDateAfterDays,
  jalaliMonthLength,
  jalaliToGregorian,
  jalaliToIsoDate,
  toIsoDate,
} from './jalali.ts';

describe('Jalali validity', () => {
  it('accepts years -61 to 3177 only', () => {
    expect(isValidJalaliDate({ year: -61, month: 1, day: 1 })).toBe(true);
    expect(isValidJalaliDate({ year: 3177, month: 1, day: 1 })).toBe(true);
    expect(isValidJalaliDate({ year: -62, month: 1, day: 1 })).toBe(false);
    expect(isValidJalaliDate({ year: 3178, month: 1, day: 1 })).toBe(false);
  });

  it('accepts months 1 to 12 only', () => {
    expect(isValidJalaliDate({ year: 1402, month: 0, day: 1 })).toBe(false);
    expect(isValidJalaliDate({ year: 1402, month: 13, day: 1 })).toBe(false);
  });

  it('bounds the day by the month length', () => {
    expect(isValidJalaliDate({ year: 1402, month: 6, day: 31 })).toBe(true);
    expect(isValidJalaliDate({ year: 1402, month: 7, day: 31 })).toBe(false);
    expect(isValidJalaliDate({ year: 1402, month: 11, day: 30 })).toBe(true);
    expect(isValidJalaliDate({ year: 1402, month: 1, day: 0 })).toBe(false);
    expect(isValidJalaliDate({ year: 1402, month: 1, day: 1.5 })).toBe(false);
  });

  it('gives Esfand 30 days in leap years and 29 otherwise', () => {
    expect(isLeapJalaliYear(1403)).toBe(true);
    expect(isLeapJalaliYear(1402)).toBe(false);
    expect(isLeapJalaliYear(1399)).toBe(true);
    expect(jalaliMonthLength(1403, 12)).toBe(30);
    expect(jalaliMonthLength(1402, 12)).toBe(29);
    expect(isValidJalaliDate({ year: 1403, month: 12, day: 30 })).toBe(true);
    expect(isValidJalaliDate({ year: 1402, month: 12, day: 30 })).toBe(false);
    expect(jalaliMonthLength(1402, 1)).toBe(31);
    expect(jalaliMonthLength(1402, 7)).toBe(30);
    expect(jalaliMonthLength(1402, 13)).toBe(0);
  });
});

describe('Jalali conversion', () => {
  it('converts both ways', () => {
    expect(jalaliToGregorian({ year: 1403, month: 1, day: 1 })).toEqual({ year: 2024, month: 3, day: 20 });
    expect(gregorianToJalali({ year: 2024, month: 3, day: 20 })).toEqual({ year: 1403, month: 1, day: 1 });
    expect(gregorianToJalali({ year: 2026, month: 11, day: 22 })).toEqual({ year: 1405, month: 9, day: 1 });
  });

  it('refuses an invalid Jalali date', () => {
    expect(() => jalaliToGregorian({ year: 1402, month: 12, day: 30 })).toThrow(RangeError);
  });

  it('writes ISO 8601 dates', () => {
    expect(jalaliToIsoDate({ year: 1403, month: 12, day: 30 })).toBe('2025-03-20');
    expect(toIsoDate({ year: 987, month: 1, day: 5 })).toBe('0987-01-05');
  });
});

describe('days', () => {
  it('adds days across months and years', () => {
    expect(addDays({ year: 2024, month: 2, day: 28 }, 1)).toEqual({ year: 2024, month: 2, day: 29 });
    expect(addDays({ year: 2023, month: 12, day: 31 }, 1)).toEqual({ year: 2024, month: 1, day: 1 });
    expect(addDays({ year: 2024, month: 3, day: 1 }, -1)).toEqual({ year: 2024, month: 2, day: 29 });
  });

  it('takes today in Tehran, not in UTC', () => {
    // 21:00 UTC on 19 March is 00:30 on 20 March in Tehran (UTC+3:30).
    const now = new Date('2024-03-19T21:00:00Z');
    expect(calendarDateIn(now)).toEqual({ year: 2024, month: 3, day: 20 });
    expect(calendarDateIn(now, 'UTC')).toEqual({ year: 2024, month: 3, day: 19 });
    expect(isoDateAfterDays(now, 7)).toBe('2024-03-27');
    expect(isoDateAfterDays(now, 0, 'UTC')).toBe('2024-03-19');
  });
});

describe('parseJalaliDay', () => {
  it('reads a Jalali day typed in Persian or Latin digits, with slashes or dashes, as its Gregorian ISO date', () => {
    expect(parseJalaliDay('۱۴۰۳/۰۷/۰۵')).toBe('2024-09-26');
    expect(parseJalaliDay('1403-7-5')).toBe('2024-09-26');
    expect(parseJalaliDay(' 1403/12/30 ')).toBe('2025-03-20');
  });

  it('refuses what is not a real Jalali day', () => {
    expect(parseJalaliDay('1402/12/30')).toBeNull();
    expect(parseJalaliDay('1403/13/01')).toBeNull();
    expect(parseJalaliDay('2024-09-26x')).toBeNull();
    expect(parseJalaliDay('')).toBeNull();
  });
});
