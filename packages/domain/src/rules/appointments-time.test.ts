import { describe, expect, it } from 'vitest';
import {
  formatClock,
  instantOfWallTime,
  jalaliDayOf,
  parseClock,
  parseJalaliDay,
  wallTimeOf,
  zoneOffsetMinutes,
} from './appointments-time.ts';

describe('Tehran wall time from the time zone data', () => {
  it('is three and a half hours ahead of UTC now (no daylight saving since 2022)', () => {
    expect(zoneOffsetMinutes(new Date('2026-07-01T12:00:00Z'))).toBe(210);
    expect(zoneOffsetMinutes(new Date('2026-12-01T12:00:00Z'))).toBe(210);
  });

  it('knew the summer hour before 2022, so the offset is never a fixed +03:30', () => {
    expect(zoneOffsetMinutes(new Date('2021-07-01T12:00:00Z'))).toBe(270);
    expect(instantOfWallTime({ year: 2021, month: 7, day: 1 }, 9 * 60).toISOString()).toBe('2021-07-01T04:30:00.000Z');
  });

  it('turns a wall time into an instant and back', () => {
    const start = instantOfWallTime({ year: 2026, month: 11, day: 28 }, 9 * 60);
    expect(start.toISOString()).toBe('2026-11-28T05:30:00.000Z');
    expect(wallTimeOf(start)).toEqual({ date: { year: 2026, month: 11, day: 28 }, minutes: 540 });
    expect(jalaliDayOf(start)).toBe('1405/09/07');
  });

  it('takes the day after midnight Tehran time even while it is still the day before in UTC', () => {
    expect(jalaliDayOf(new Date('2026-11-27T21:00:00Z'))).toBe('1405/09/07');
  });
});

describe('clock and Jalali day texts', () => {
  it('reads "HH:MM" in Latin or Persian digits and refuses the impossible', () => {
    expect(parseClock('09:30')).toBe(570);
    expect(parseClock('۱۴:۰۰')).toBe(840);
    expect(parseClock('24:00')).toBe(1440);
    expect(parseClock('24:30')).toBeUndefined();
    expect(parseClock('9:75')).toBeUndefined();
    expect(parseClock('nine')).toBeUndefined();
    expect(formatClock(570)).toBe('09:30');
  });

  it('accepts real Jalali days only (Esfand 30 in leap years)', () => {
    expect(parseJalaliDay('۱۴۰۵/۰۹/۰۷')).toEqual({ year: 1405, month: 9, day: 7 });
    expect(parseJalaliDay('1403/12/30')).toBeDefined();
    expect(parseJalaliDay('1404/12/30')).toBeUndefined();
    expect(parseJalaliDay('1405/07/31')).toBeUndefined();
  });
});
