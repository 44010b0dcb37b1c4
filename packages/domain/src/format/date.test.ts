import { describe, it, expect } from 'vitest';
import * as jalaali from 'jalaali-js';
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

// Issue 32: ICU's Persian calendar (Intl's `ca-persian`) is arithmetic and leaves the astronomical calendar of the
// spec (jalaali-js, Borkowski: years -61..3177) around 1177 and 1503 and in 200 other years (38 796 days of the range).
// Gregorian day (noon in Tehran) → Jalali day, the astronomical calendar's; the rows marked ICU are where Node's ICU
// 78 says another day.
const KNOWN: ReadonlyArray<[gregorian: string, fa: string, en: string]> = [
  ['0560-03-20', '۱ فروردین -۶۱', '1 Farvardin -61'],
  ['1798-03-20', '۳۰ اسفند ۱۱۷۶', '30 Esfand 1176'], // ICU: 1 Farvardin 1177
  ['1798-03-21', '۱ فروردین ۱۱۷۷', '1 Farvardin 1177'], // ICU: 2 Farvardin 1177
  ['1799-03-20', '۲۹ اسفند ۱۱۷۷', '29 Esfand 1177'], // ICU: 30 Esfand 1177
  ['1920-03-21', '۱ فروردین ۱۲۹۹', '1 Farvardin 1299'],
  ['1921-03-20', '۲۹ اسفند ۱۲۹۹', '29 Esfand 1299'],
  ['1921-03-21', '۱ فروردین ۱۳۰۰', '1 Farvardin 1300'],
  ['2025-03-20', '۳۰ اسفند ۱۴۰۳', '30 Esfand 1403'],
  ['2121-03-21', '۱ فروردین ۱۵۰۰', '1 Farvardin 1500'],
  ['2122-03-20', '۲۹ اسفند ۱۵۰۰', '29 Esfand 1500'],
  ['2122-03-21', '۱ فروردین ۱۵۰۱', '1 Farvardin 1501'],
  ['2124-03-20', '۳۰ اسفند ۱۵۰۲', '30 Esfand 1502'], // ICU: 1 Farvardin 1503
  ['2124-03-21', '۱ فروردین ۱۵۰۳', '1 Farvardin 1503'], // ICU: 2 Farvardin 1503
  ['3799-03-19', '۲۹ اسفند ۳۱۷۷', '29 Esfand 3177'],
];

describe('formatJalaliDate over the calendar’s whole range', () => {
  it.each(KNOWN)('shows %s as %s', (gregorian, fa, en) => {
    const noonInTehran = new Date(`${gregorian}T08:30:00Z`);
    expect(formatJalaliDate(noonInTehran, 'fa')).toBe(fa);
    expect(formatJalaliDate(noonInTehran, 'en')).toBe(en);
    expect(formatJalaliDateTime(noonInTehran, 'en', 'UTC')).toBe(`${en}, 08:30`);
  });

  it('shows the first and the last day of every year from -61 to 3177 as the astronomical calendar has them', () => {
    const wrong: string[] = [];
    for (let year = -61; year <= 3177; year++) {
      const last = jalaali.jalaaliMonthLength(year, 12);
      for (const [month, day] of [
        [1, 1],
        [12, last],
      ] as const) {
        const { gy, gm, gd } = jalaali.toGregorian(year, month, day);
        const instant = new Date(Date.UTC(2000, gm - 1, gd, 12));
        instant.setUTCFullYear(gy);
        const shown = formatJalaliDate(instant, 'en', 'UTC');
        const expected = `${day} ${JALALI_MONTHS[month - 1]!.en} ${year}`;
        if (shown !== expected) wrong.push(`${expected}: ${shown}`);
      }
    }
    expect(wrong.slice(0, 10), `${wrong.length} days`).toEqual([]);
  });

  it('shows nothing for an instant outside the calendar’s years rather than another day', () => {
    expect(formatJalaliDate(new Date('0500-01-01T12:00:00Z'), 'fa')).toBe('');
    expect(formatJalaliDateTime(new Date('3900-01-01T12:00:00Z'), 'en')).toBe('');
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
