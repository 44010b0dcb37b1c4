import type { Book, BookWrite } from '@shahrbazar/domain/api/appointment.schema';
import { weekdayIndex } from '@shahrbazar/domain/format/date';
import { addDays, gregorianToJalali, jalaliToGregorian } from '@shahrbazar/domain/format/jalali';
import { localizeDigits, toAsciiDigits } from '@shahrbazar/domain/format/number';
import type { Locale } from '@shahrbazar/domain/i18n/locale';
import {
  formatClock,
  formatJalaliDay,
  instantOfWallTime,
  parseClock,
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
  const list = await api.GET('/api/v1/me/appointment-books/{listingId}/appointments', {
    params: { path: { listingId }, query: { from: range.from.toISOString(), days: range.days } },
  });
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
export function bookFormValues(book: Book, locale: Locale = 'fa') {
  const daily = book.breaks.find((pause) => pause.weekday === null);
  // Shown in the reader's digits (Persian ones are typed back too: bookBody reads either).
  const shown = (text: string) => localizeDigits(text, locale);
  return {
    hours: [0, 1, 2, 3, 4, 5, 6].map((weekday) => {
      const period = book.hours.find((p) => p.weekday === weekday);
      return { weekday, from: shown(period?.from ?? ''), to: shown(period?.to ?? '') };
    }),
    durationMinutes: shown(String(book.durationMinutes)),
    breakFrom: shown(daily?.from ?? ''),
    breakTo: shown(daily?.to ?? ''),
    daysOff: shown(book.daysOff.join('، ')),
    cutoffHours: shown(String(book.cutoffHours)),
    refundPercent: shown(String(book.refundPercent)),
    price: shown(String(book.price)),
    active: book.active,
  };
}
export type BookFormValues = ReturnType<typeof bookFormValues>;

/** The settings form's values as posted (to show them again: after «copy to every day», or a refusal). */
export function postedBookValues(form: FormData): BookFormValues {
  const raw = (name: string) => String(form.get(name) ?? '').trim();
  return {
    hours: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, from: raw(`from${weekday}`), to: raw(`to${weekday}`) })),
    durationMinutes: raw('durationMinutes'),
    breakFrom: raw('breakFrom'),
    breakTo: raw('breakTo'),
    daysOff: raw('daysOff'),
    cutoffHours: raw('cutoffHours'),
    refundPercent: raw('refundPercent'),
    price: raw('price'),
    active: form.get('active') === 'on',
  };
}

/** «همین ساعت برای همهٔ روزها»: the first day with hours gives its period to every day. */
export function copyHoursToEveryDay(values: BookFormValues): BookFormValues {
  const first = values.hours.find((day) => day.from && day.to);
  if (!first) return values;
  return { ...values, hours: values.hours.map((day) => ({ ...day, from: first.from, to: first.to })) };
}

/**
 * The time fields the form cannot send as typed («۴ عصر», «25:00», a start without an end), each under its own input
 * (`from{weekday}`, `to{weekday}`, `breakFrom`, `breakTo`); empty when every time reads as 24-hour "HH:MM".
 */
export function bookTimeProblems(form: FormData): string[] {
  const text = (name: string) => toAsciiDigits(String(form.get(name) ?? '')).trim();
  const pairs = [
    ...[0, 1, 2, 3, 4, 5, 6].map((weekday) => [`from${weekday}`, `to${weekday}`] as const),
    ['breakFrom', 'breakTo'] as const,
  ];
  const wrong: string[] = [];
  for (const [from, to] of pairs) {
    const [a, b] = [text(from), text(to)];
    if (!a && !b) continue;
    if (parseClock(a) === undefined) wrong.push(from);
    if (parseClock(b) === undefined) wrong.push(to);
  }
  return wrong;
}

/** The times offered by the hours' inputs (every half hour), in the reader's digits. */
export function timeChoices(locale: Locale): string[] {
  return Array.from({ length: 48 }, (_, index) => localizeDigits(formatClock(index * 30), locale));
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
