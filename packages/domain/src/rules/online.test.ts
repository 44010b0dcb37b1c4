import { describe, it, expect } from 'vitest';
import { NOW_WORD, isOnline, lastVisitText, presenceText } from './online.ts';

const now = new Date('2026-11-22T12:00:00Z');
const before = (ms: number) => new Date(now.getTime() - ms);
const MINUTE = 60_000;

describe('lastVisitText', () => {
  it('says now within the last 5 minutes', () => {
    expect(lastVisitText(now, now, 'fa')).toBe(NOW_WORD.fa);
    expect(lastVisitText(before(4 * MINUTE + 59_000), now, 'en')).toBe(NOW_WORD.en);
    expect(lastVisitText(new Date(now.getTime() + MINUTE), now, 'fa')).toBe('هم‌اکنون');
  });

  it('counts minutes from 5 minutes on', () => {
    expect(lastVisitText(before(5 * MINUTE), now, 'fa')).toBe('۵ دقیقه پیش');
    expect(lastVisitText(before(59 * MINUTE), now, 'en')).toBe('59 minutes ago');
  });

  it('counts hours, then days', () => {
    expect(lastVisitText(before(60 * MINUTE), now, 'en')).toBe('1 hour ago');
    expect(lastVisitText(before(125 * MINUTE), now, 'en')).toBe('2 hours ago');
    expect(lastVisitText(before(3 * 60 * MINUTE), now, 'fa')).toBe('۳ ساعت پیش');
    expect(lastVisitText(before(24 * 60 * MINUTE), now, 'en')).toBe('1 day ago');
    expect(lastVisitText(before(6 * 24 * 60 * MINUTE), now, 'fa')).toBe('۶ روز پیش');
  });

  it('gives the Jalali date from a week on', () => {
    expect(lastVisitText(before(7 * 24 * 60 * MINUTE), now, 'fa')).toBe('۲۴ آبان ۱۴۰۵');
    expect(lastVisitText(before(7 * 24 * 60 * MINUTE), now, 'en')).toBe('24 Aban 1405');
  });

  it('is empty without a valid last visit', () => {
    expect(lastVisitText(null, now, 'fa')).toBe('');
    expect(lastVisitText(new Date('x'), now, 'fa')).toBe('');
  });
});

describe('isOnline', () => {
  it('is true exactly for the now word of either locale', () => {
    expect(isOnline(lastVisitText(before(MINUTE), now, 'fa'))).toBe(true);
    expect(isOnline(lastVisitText(before(MINUTE), now, 'en'))).toBe(true);
    expect(isOnline(lastVisitText(before(10 * MINUTE), now, 'fa'))).toBe(false);
    expect(isOnline(' هم‌اکنون')).toBe(false);
    expect(isOnline('')).toBe(false);
    expect(isOnline(null)).toBe(false);
  });
});

describe('presenceText', () => {
  const left = (ms: number) => ({ online: false, lastVisit: before(ms).toISOString() });
  it('says now while the person is here, and when they left once they left, never «هم‌اکنون» then', () => {
    expect(presenceText({ online: true, lastVisit: null }, now, 'fa')).toEqual({ online: true, text: 'هم‌اکنون' });
    expect(presenceText(left(10_000), now, 'fa')).toEqual({ online: false, text: 'لحظاتی پیش' });
    expect(presenceText(left(10_000), now, 'en').text).toBe('moments ago');
    expect(presenceText(left(3 * MINUTE), now, 'fa').text).toBe('۳ دقیقه پیش');
    expect(presenceText(left(2 * 60 * MINUTE), now, 'fa').text).toBe('۲ ساعت پیش');
    expect(presenceText({ online: false, lastVisit: null }, now, 'fa')).toEqual({ online: false, text: '' });
  });
});
