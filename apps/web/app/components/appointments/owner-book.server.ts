import type { Appointment, Book, BookWrite } from '@shahrbazar/domain/api/appointment.schema';
import { weekdayIndex } from '@shahrbazar/domain/format/date';
import { addDays, gregorianToJalali, jalaliToGregorian } from '@shahrbazar/domain/format/jalali';
import { toAsciiDigits } from '@shahrbazar/domain/format/number';
import type { Locale } from '@shahrbazar/domain/i18n/locale';
import {
  formatJalaliDay,
  instantOfWallTime,
  jalaliDayOf,
  parseJalaliDay,
  wallTimeOf,
} from '@shahrbazar/domain/rules/appointments-time';
import type { ApiClient } from '../../lib/api-client.ts';
import { appointmentView, dayLabel, type AppointmentView } from './appointment-view.ts';

// The owner's side (the clinic-owner panel's appointments, day and week views in Jalali; the book's settings form).

/** The range a view shows: a day, or the Jalali week (from Saturday) holding the asked day (`?from=1405/09/07`). */
export function viewRange(url: URL, now = new Date()) {
  const view: 'day' | 'week' = url.searchParams.get('view') === 'week' ? 'week' : 'day';
  const asked = parseJalaliDay(url.searchParams.get('from') ?? '');
  let day = asked ? jalaliToGregorian(asked) : wallTimeOf(now).date;
  if (view === 'week') day = addDays(day, -weekdayIndex(instantOfWallTime(day, 12 * 60)));
  const days = view === 'week' ? 7 : 1;
  const step = (by: number) => formatJalaliDay(gregorianToJalali(addDays(day, by)));
  return { view, from: instantOfWallTime(day, 0), days, first: step(0), previous: step(-days), next: step(days) };
}

/** A book's appointments of the range, grouped by Jalali day (every day of the range, empty ones too). */
export async function ownerDays(api: ApiClient, listingId: number, url: URL, locale: Locale) {
  const range = viewRange(url);
  const list = await api.get<{ items: Appointment[] }>(
    `/api/v1/me/appointment-books/${listingId}/appointments?from=${encodeURIComponent(range.from.toISOString())}&days=${range.days}`,
  );
  const groups: Array<{ date: string; label: string; items: AppointmentView[] }> = [];
  for (let i = 0; i < range.days; i++) {
    const noon = new Date(range.from.getTime() + i * 86_400_000 + 12 * 3_600_000);
    groups.push({
      date: jalaliDayOf(noon),
      label: dayLabel(jalaliDayOf(noon), weekdayIndex(noon), locale, true),
      items: [],
    });
  }
  for (const item of list.items) {
    groups.find((group) => group.date === jalaliDayOf(new Date(item.start)))?.items.push(appointmentView(item, locale));
  }
  return { range: { view: range.view, first: range.first, previous: range.previous, next: range.next }, groups };
}

/** The settings form's values from a book: one period per weekday (blank = closed), one daily break. */
export function bookFormValues(book: Book) {
  const daily = book.breaks.find((pause) => pause.weekday === null);
  return {
    hours: [0, 1, 2, 3, 4, 5, 6].map((weekday) => {
      const period = book.hours.find((p) => p.weekday === weekday);
      return { weekday, from: period?.from ?? '', to: period?.to ?? '' };
    }),
    durationMinutes: String(book.durationMinutes),
    breakFrom: daily?.from ?? '',
    breakTo: daily?.to ?? '',
    daysOff: book.daysOff.join('، '),
    cutoffHours: String(book.cutoffHours),
    refundPercent: String(book.refundPercent),
    price: String(book.price),
    active: book.active,
  };
}

/** The PUT body from the settings form (the API validates it: overlaps, a visit of 0, bad dates). */
export function bookBody(form: FormData): Omit<BookWrite, 'durationMinutes'> & { durationMinutes: string } {
  const text = (name: string) => toAsciiDigits(String(form.get(name) ?? '')).trim();
  const hours = [0, 1, 2, 3, 4, 5, 6].flatMap((weekday) => {
    const from = text(`from${weekday}`);
    const to = text(`to${weekday}`);
    return from && to ? [{ weekday, from, to }] : [];
  });
  const breakFrom = text('breakFrom');
  const breakTo = text('breakTo');
  return {
    hours,
    durationMinutes: text('durationMinutes'),
    breaks: breakFrom && breakTo ? [{ weekday: null, from: breakFrom, to: breakTo }] : [],
    daysOff: text('daysOff')
      .split(/[,،\s]+/)
      .filter(Boolean),
    cutoffHours: Number(text('cutoffHours') || 0),
    refundPercent: Number(text('refundPercent') || 0),
    price: Number(text('price').replace(/[,٬]/g, '') || 0),
    active: form.get('active') === 'on',
  };
}
