import { describe, expect, it } from 'vitest';
import { dayLabel, timeLabel, whenLabel } from './appointment-view.ts';
import type { ApiClient } from '../../lib/api-client.ts';
import {
  bookBody,
  bookTimeProblems,
  copyHoursToEveryDay,
  ownerDays,
  postedBookValues,
  viewRange,
} from './owner-book.server.ts';

describe('what the appointment screens print', () => {
  it('prints Jalali days with their weekday and Tehran times in Persian digits', () => {
    expect(dayLabel('1405/09/07', 0, 'fa')).toBe('شنبه ۷ آذر');
    expect(dayLabel('1405/09/07', 0, 'en', true)).toBe('Saturday 7 Azar 1405');
    // 05:30 UTC is 09:00 in Tehran.
    expect(timeLabel('2026-11-28T05:30:00.000Z', 'fa')).toBe('۰۹:۰۰');
    expect(whenLabel('2026-11-28T05:30:00.000Z', 'fa')).toBe('شنبه ۷ آذر ۱۴۰۵، ۰۹:۰۰');
  });
});

describe('the owner’s views and form', () => {
  it('shows a day, or the Jalali week from Saturday that holds it', () => {
    const url = (query: string) => new URL(`http://x/panel/myClinic/1/appointments?${query}`);
    const day = viewRange(url('from=1405/09/05'));
    expect(day).toMatchObject({
      view: 'day',
      days: 1,
      first: '1405/09/05',
      previous: '1405/09/04',
      next: '1405/09/06',
    });
    // Thursday 1405/09/05 is in the week of Saturday 1405/08/30.
    const week = viewRange(url('view=week&from=1405/09/05'));
    expect(week).toMatchObject({ view: 'week', days: 7, first: '1405/08/30', next: '1405/09/07' });
    expect(week.from.toISOString()).toBe('2026-11-20T20:30:00.000Z');
  });

  it('heads each day of the week view with its weekday and Jalali day in Persian digits, single-digit days too', async () => {
    const api = { GET: async () => ({ items: [] }) } as unknown as ApiClient;
    const url = new URL('http://x/panel/myClinic/1/appointments?view=week&from=1405/09/09');
    const fa = await ownerDays(api, 1, url, 'fa');
    // «۷» is the Persian seven (U+06F7), drawn like a V; no Latin digit anywhere.
    expect(fa.groups.map((group) => group.label)).toEqual([
      'شنبه ۷ آذر ۱۴۰۵',
      'یکشنبه ۸ آذر ۱۴۰۵',
      'دوشنبه ۹ آذر ۱۴۰۵',
      'سه‌شنبه ۱۰ آذر ۱۴۰۵',
      'چهارشنبه ۱۱ آذر ۱۴۰۵',
      'پنج‌شنبه ۱۲ آذر ۱۴۰۵',
      'جمعه ۱۳ آذر ۱۴۰۵',
    ]);
    const en = await ownerDays(api, 1, url, 'en');
    expect(en.groups[0]!.label).toBe('Saturday 7 Azar 1405');
  });

  it('turns the settings form into the book: blank weekdays closed, Persian digits read, days off split', () => {
    const form = new FormData();
    form.set('from0', '۰۹:۰۰');
    form.set('to0', '۱۳:۰۰');
    form.set('from1', '');
    form.set('durationMinutes', '۱۵');
    form.set('breakFrom', '11:00');
    form.set('breakTo', '11:30');
    form.set('daysOff', '۱۴۰۵/۰۹/۱۵، 1405/09/16');
    form.set('refundPercent', '80');
    form.set('price', '۲۰۰٬۰۰۰');
    form.set('active', 'on');
    expect(bookBody(form)).toEqual({
      hours: [{ weekday: 0, from: '09:00', to: '13:00' }],
      durationMinutes: '15',
      breaks: [{ weekday: null, from: '11:00', to: '11:30' }],
      daysOff: ['1405/09/15', '1405/09/16'],
      cutoffHours: 0,
      refundPercent: 80,
      price: 200_000,
      active: true,
    });
  });
});

describe('the working hours form (issue 29)', () => {
  const form = (fields: Record<string, string>) => {
    const data = new FormData();
    for (const [name, value] of Object.entries(fields)) data.set(name, value);
    return data;
  };

  it('says which time is not 24-hour HH:MM, each under its own field; Persian digits are fine', () => {
    expect(bookTimeProblems(form({ from0: '۰۸:۰۰', to0: '۴ عصر', from1: '9:00', to1: '25:00' }))).toEqual([
      'to0',
      'to1',
    ]);
    expect(bookTimeProblems(form({ from0: '۰۸:۰۰', to0: '۱۶:۳۰', breakFrom: '۱۳:۰۰', breakTo: '' }))).toEqual([
      'breakTo',
    ]);
    expect(bookTimeProblems(form({ from2: '', to2: '' }))).toEqual([]);
  });

  it('copies the first day with hours to every day', () => {
    const values = copyHoursToEveryDay(postedBookValues(form({ from1: '۰۹:۰۰', to1: '۱۷:۰۰', durationMinutes: '۱۵' })));
    expect(values.hours.map((day) => `${day.from}-${day.to}`)).toEqual(Array(7).fill('۰۹:۰۰-۱۷:۰۰'));
    expect(values.durationMinutes).toBe('۱۵');
  });
});
