import { addDays, gregorianToJalali, type CalendarDate } from '../format/jalali.ts';
import { weekdayIndex } from '../format/date.ts';
import { BOOK_TIME_ZONE, formatJalaliDay, instantOfWallTime, parseJalaliDay, wallTimeOf } from './appointments-time.ts';
import { BOOK_WEEKDAYS, parseClock } from './working-hours.ts';

// The appointment book's hours and free slots (issue 18, item 3), shared by every vertical that takes appointments.
// Hours are wall-clock times of the book's zone (Tehran); slots are instants. Everything here is pure: the API hands
// in "now" and the starts already taken.

/** A working period of a weekday, "HH:MM" to "HH:MM". */
export interface WorkingPeriod {
  weekday: number;
  from: string;
  to: string;
}

/** A break inside the working hours: of one weekday, or of every day (`weekday` null). */
export interface BookBreak {
  weekday: number | null;
  from: string;
  to: string;
}

/** What decides a book's slots. `daysOff` are Jalali days ("1405/09/10"): holidays and leave. */
export interface BookHours {
  hours: readonly WorkingPeriod[];
  durationMinutes: number;
  breaks: readonly BookBreak[];
  daysOff: readonly string[];
}

/** Shortest and longest visit a book may set. */
export const MIN_VISIT_MINUTES = 1;
export const MAX_VISIT_MINUTES = 240;
/** How many days ahead the public may ask for free slots. */
export const MAX_SLOT_DAYS = 60;

type Span = { from: number; to: number };
const spanOf = (period: { from: string; to: string }): Span | undefined => {
  const from = parseClock(period.from);
  const to = parseClock(period.to);
  return from === undefined || to === undefined ? undefined : { from, to };
};
const overlaps = (a: Span, b: Span) => a.from < b.to && b.from < a.to;

/**
 * Field errors of a book's hours (validation message keys by field path), or none: a visit of 0 (or outside
 * 1..240 minutes), a period that ends before it starts, two periods of one weekday that overlap, a bad break, a day off
 * that is not a Jalali date.
 */
export function bookHoursProblems(book: BookHours): Record<string, string> {
  const problems: Record<string, string> = {};
  const d = book.durationMinutes;
  if (!Number.isInteger(d) || d < MIN_VISIT_MINUTES || d > MAX_VISIT_MINUTES) {
    problems.durationMinutes = 'visitDurationInvalid';
  }
  const spans: Array<Span & { weekday: number }> = [];
  book.hours.forEach((period, index) => {
    const span = spanOf(period);
    if (!span || span.from >= span.to || !BOOK_WEEKDAYS.includes(period.weekday as 0)) {
      problems[`hours.${index}`] = 'workingHoursInvalid';
      return;
    }
    if (spans.some((other) => other.weekday === period.weekday && overlaps(other, span))) {
      problems[`hours.${index}`] = 'workingHoursOverlap';
    }
    spans.push({ ...span, weekday: period.weekday });
  });
  book.breaks.forEach((pause, index) => {
    const span = spanOf(pause);
    if (!span || span.from >= span.to) problems[`breaks.${index}`] = 'workingHoursInvalid';
  });
  book.daysOff.forEach((day, index) => {
    if (!parseJalaliDay(day)) problems[`daysOff.${index}`] = 'jalaliDateInvalid';
  });
  return problems;
}

/** The slot starts (minutes after midnight) of a weekday: its periods cut into visits, less the breaks. */
export function dayStarts(book: BookHours, weekday: number): number[] {
  const d = book.durationMinutes;
  if (!Number.isInteger(d) || d < MIN_VISIT_MINUTES) return [];
  const pauses = book.breaks
    .filter((pause) => pause.weekday === null || pause.weekday === weekday)
    .map(spanOf)
    .filter((span): span is Span => span !== undefined);
  const starts: number[] = [];
  for (const period of book.hours.filter((p) => p.weekday === weekday)) {
    const span = spanOf(period);
    if (!span) continue;
    for (let start = span.from; start + d <= span.to; start += d) {
      if (!pauses.some((pause) => overlaps(pause, { from: start, to: start + d }))) starts.push(start);
    }
  }
  return [...new Set(starts)].sort((a, b) => a - b);
}

/** One day of free slots: its Jalali day, weekday (0 Saturday) and the free starts (ISO instants). */
export interface SlotDay {
  date: string;
  weekday: number;
  slots: string[];
}

/**
 * The free slots of the next `days` days (today first, by the zone's calendar): the book's starts on working days
 * that are not days off, after `now`, without the starts in `taken` (epoch milliseconds of booked or offered slots).
 */
export function freeSlots(
  book: BookHours,
  options: { now: Date; days: number; taken: ReadonlySet<number>; timeZone?: string },
): SlotDay[] {
  const timeZone = options.timeZone ?? BOOK_TIME_ZONE;
  const off = new Set(book.daysOff.map((day) => parseJalaliDay(day)).map((d) => d && formatJalaliDay(d)));
  const today = wallTimeOf(options.now, timeZone).date;
  const result: SlotDay[] = [];
  for (let i = 0; i < options.days; i++) {
    const date: CalendarDate = addDays(today, i);
    const noon = instantOfWallTime(date, 12 * 60, timeZone);
    const weekday = weekdayIndex(noon, timeZone);
    const jalali = formatJalaliDay(gregorianToJalali(date));
    const slots = off.has(jalali)
      ? []
      : dayStarts(book, weekday)
          .map((minutes) => instantOfWallTime(date, minutes, timeZone))
          .filter((start) => start.getTime() > options.now.getTime() && !options.taken.has(start.getTime()))
          .map((start) => start.toISOString());
    result.push({ date: jalali, weekday, slots });
  }
  return result;
}

/** The first free slot within `days` days, if any (what a list sorts "earliest free slot" by). */
export function firstFreeSlot(
  book: BookHours,
  options: { now: Date; days: number; taken: ReadonlySet<number>; timeZone?: string },
): Date | undefined {
  for (const day of freeSlots(book, options)) {
    const [first] = day.slots;
    if (first) return new Date(first);
  }
  return undefined;
}

/** Why a start cannot be booked by the hours alone: in the past, or not a slot of the book (hours, breaks, days off). */
export type SlotProblem = 'slotInPast' | 'slotOutsideHours';

/** Whether `start` is one of the book's slots and still ahead of `now`. */
export function slotProblem(
  book: BookHours,
  start: Date,
  now: Date,
  timeZone = BOOK_TIME_ZONE,
): SlotProblem | undefined {
  if (Number.isNaN(start.getTime())) return 'slotOutsideHours';
  if (start.getTime() <= now.getTime()) return 'slotInPast';
  const { date, minutes } = wallTimeOf(start, timeZone);
  if (start.getUTCSeconds() !== 0 || start.getUTCMilliseconds() !== 0) return 'slotOutsideHours';
  const jalali = formatJalaliDay(gregorianToJalali(date));
  if (book.daysOff.some((day) => parseJalaliDay(day) && formatJalaliDay(parseJalaliDay(day)!) === jalali)) {
    return 'slotOutsideHours';
  }
  return dayStarts(book, weekdayIndex(start, timeZone)).includes(minutes) ? undefined : 'slotOutsideHours';
}

/**
 * Whether a listing takes bookings on the site (issue 29): its book is switched on and has working hours. The one
 * truth behind a listing's `onlineReservation`, its «رزرو نوبت» button and its list filter: a page never offers a
 * booking the book would refuse.
 */
export function takesOnlineBookings(book: { active: boolean; hours: readonly WorkingPeriod[] } | undefined): boolean {
  return book !== undefined && book.active && book.hours.length > 0;
}
