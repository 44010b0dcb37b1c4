import { describe, it, expect } from 'vitest';
import {
  JALALI_MONTHS,
  PERSIAN_WEEKDAY_NAMES,
  WEEK_START,
  WEEKDAYS,
  formatJalaliDate,
  formatJalaliDateTime,
  weekdayIndex,
} from './date.ts';

describe('formatJalaliDate', () => {
  // 22 November 2026, 12:00 UTC is 1 Azar 1405 in Tehran.
  const azarFirst = new Date('2026-11-22T12:00:00Z');

  it('shows day, month name and year with Persian digits in fa', () => {
    expect(formatJalaliDate(azarFirst, 'fa')).toBe('۱ آذر ۱۴۰۵');
  });

  it('shows the same order with Latin digits in en', () => {
    expect(formatJalaliDate(azarFirst, 'en')).toBe('1 Azar 1405');
  });

  it('uses the Tehran day by default', () => {
    // 21:00 UTC on 21 November is already 00:30 on 1 Azar in Tehran, still 30 Aban in UTC.
    const lateUtc = new Date('2026-11-21T21:00:00Z');
    expect(formatJalaliDate(lateUtc, 'fa')).toBe('۱ آذر ۱۴۰۵');
    expect(formatJalaliDate(lateUtc, 'en', 'UTC')).toBe('30 Aban 1405');
  });

  it('gives the time in 24 hours with the date', () => {
    expect(formatJalaliDateTime(new Date('2026-11-22T10:35:00Z'), 'fa')).toBe('۱ آذر ۱۴۰۵، ۱۴:۰۵');
    expect(formatJalaliDateTime(new Date('2026-11-22T10:35:00Z'), 'en')).toBe('1 Azar 1405, 14:05');
  });

  it('gives an empty text for an invalid date', () => {
    expect(formatJalaliDate(new Date('nonsense'), 'fa')).toBe('');
    expect(formatJalaliDateTime(new Date(Number.NaN), 'en')).toBe('');
  });
});

describe('Jalali week', () => {
  it('starts on Saturday', () => {
    expect(WEEK_START).toBe(new Date('2024-03-23T12:00:00Z').getUTCDay());
    expect(PERSIAN_WEEKDAY_NAMES[0]).toBe('شنبه');
    expect(PERSIAN_WEEKDAY_NAMES[6]).toBe('جمعه');
    expect(WEEKDAYS.map((day) => day.en)).toEqual([
      'Saturday',
      'Sunday',
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
    ]);
  });

  it('places a day in the week', () => {
    expect(weekdayIndex(new Date('2024-03-23T12:00:00Z'))).toBe(0); // Saturday
    expect(weekdayIndex(new Date('2024-03-22T12:00:00Z'))).toBe(6); // Friday
    expect(weekdayIndex(new Date('2024-03-25T12:00:00Z'))).toBe(2); // Monday
  });

  it('names the months as Intl does', () => {
    expect(JALALI_MONTHS).toHaveLength(12);
    const month = new Intl.DateTimeFormat('fa-IR-u-ca-persian', { month: 'long', timeZone: 'UTC' });
    expect(month.format(new Date('2026-11-22T12:00:00Z'))).toBe(JALALI_MONTHS[8]?.fa);
  });
});
