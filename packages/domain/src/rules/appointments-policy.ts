import type { Label } from '../i18n/locale.ts';

// What happens to a booked appointment over time: changes until the owner's cut-off, refunds per the owner's policy,
// the two reminders and the waitlist's offers (issue 18, item 3).

/** An appointment's states: booked (the slot is taken), cancelled (freed), visited and noShow (marked by the owner). */
export const APPOINTMENT_STATUSES = ['booked', 'cancelled', 'visited', 'noShow'] as const;
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];
/** The statuses that hold a slot: one such appointment per (book, start), a unique index. */
export const LIVE_APPOINTMENT_STATUSES: readonly AppointmentStatus[] = ['booked', 'visited', 'noShow'];

/** How a visit is paid: from the wallet now, or at the clinic on the day. */
export const APPOINTMENT_PAY_METHODS = ['wallet', 'atPlace', 'online'] as const;
export type AppointmentPayMethod = (typeof APPOINTMENT_PAY_METHODS)[number];

/** How long a visit booked to be paid online keeps its slot unpaid before the book's job frees it (ADR 0042). */
export const ONLINE_PAY_MINUTES = 30;

/** Longest cut-off an owner may set (a week). */
export const MAX_CUTOFF_HOURS = 168;

/** Whether the patient may still cancel or move a visit starting at `start`: at least `cutoffHours` before it. */
export function canChangeAppointment(start: Date, now: Date, cutoffHours: number): boolean {
  return start.getTime() - now.getTime() >= cutoffHours * 3_600_000;
}

/** What goes back to the patient's wallet on a cancellation: the owner's percent of the price, in whole toman. */
export function refundOf(price: number, refundPercent: number): number {
  const percent = Math.min(100, Math.max(0, Math.trunc(refundPercent)));
  return Math.floor((price * percent) / 100);
}

/** Who cancels a visit: the patient (before the owner's cut-off) or the owner (the doctor, any time before it). */
export type CancelledBy = 'patient' | 'owner';

/**
 * The percent of a cancelled visit's money that goes back to the patient (ADR 0082): the owner's policy when the patient
 * cancels, all of it when the owner does (the patient did nothing wrong; nothing is kept, so the site takes no share).
 */
export function cancellationRefundPercent(by: CancelledBy, ownerRefundPercent: number): number {
  return by === 'owner' ? 100 : ownerRefundPercent;
}

/**
 * A visit's turn of its day («نوبت چندم»): its place, from 1, among the live visits of the same book on the same
 * (Tehran) day, by start; undefined for a visit that is not among them (cancelled). `dayStarts` are those visits' starts.
 */
export function turnOfDay(start: Date, dayStarts: readonly Date[]): number | undefined {
  const sorted = [...new Set(dayStarts.map((day) => day.getTime()))].sort((a, b) => a - b);
  const index = sorted.indexOf(start.getTime());
  return index < 0 ? undefined : index + 1;
}

/**
 * A visit's tracking code («کد پیگیری»), told in its confirmation and shown at the reception: the appointment's id in
 * six digits or more and a check digit (Luhn), so a code read over the phone with one digit wrong is caught. ASCII
 * digits; shown in the reader's digits.
 */
export function appointmentTrackingCode(id: number): string {
  const body = String(Math.trunc(id)).padStart(6, '0');
  let sum = 0;
  [...body].reverse().forEach((digit, index) => {
    const value = Number(digit) * (index % 2 === 0 ? 2 : 1);
    sum += value > 9 ? value - 9 : value;
  });
  return `${body}${(10 - (sum % 10)) % 10}`;
}

/** The reminders: the day before (24 hours) and two hours before the visit. */
export const REMINDERS = { day: 24 * 60, soon: 2 * 60 } as const;
export type ReminderKind = keyof typeof REMINDERS;

/**
 * Which reminder is due now for a visit at `start`, given those already sent: the nearer one first (a visit booked an
 * hour ahead gets only the two-hour reminder, never the day-before one after it). None once the visit began.
 */
export function dueReminder(start: Date, now: Date, sent: { day: boolean; soon: boolean }): ReminderKind | undefined {
  const minutesLeft = (start.getTime() - now.getTime()) / 60_000;
  if (minutesLeft <= 0) return undefined;
  if (minutesLeft <= REMINDERS.soon) {
    return sent.soon ? undefined : 'soon';
  }
  if (minutesLeft <= REMINDERS.day && !sent.day) return 'day';
  return undefined;
}

/** How long a waitlist offer of a freed slot stands before it passes to the next waiting patient. */
export const WAITLIST_OFFER_MINUTES = 30;

/** A waitlist entry's states. */
export const WAITLIST_STATUSES = ['waiting', 'offered', 'accepted', 'expired', 'left'] as const;
export type WaitlistStatus = (typeof WAITLIST_STATUSES)[number];

/** Messages of the appointment book (both locales), for the one error shape. */
export const APPOINTMENT_MESSAGES = {
  notBookable: {
    fa: 'برای این مورد نوبت‌دهی فعال نیست.',
    en: 'This listing does not take appointments.',
  },
  slotTaken: {
    fa: 'این نوبت پیش‌تر رزرو شده است؛ نوبت دیگری انتخاب کنید.',
    en: 'This slot has just been booked; choose another.',
  },
  slotInPast: { fa: 'زمان این نوبت گذشته است.', en: 'This slot is in the past.' },
  slotOutsideHours: {
    fa: 'این زمان در ساعت‌های کاری نیست.',
    en: 'This time is outside the working hours.',
  },
  tooLate: {
    fa: 'مهلت لغو یا جابه‌جایی این نوبت گذشته است.',
    en: 'It is too late to cancel or move this appointment.',
  },
  notChangeable: { fa: 'این نوبت دیگر قابل تغییر نیست.', en: 'This appointment can no longer be changed.' },
  notYet: { fa: 'زمان این نوبت هنوز نرسیده است.', en: 'This appointment has not started yet.' },
  begun: {
    fa: 'این نوبت آغاز شده است؛ آن را «مراجعه کرد» یا «نیامد» علامت بزنید.',
    en: 'This appointment has begun; mark it visited or a no-show.',
  },
  alreadyWaiting: {
    fa: 'شما در فهرست انتظار این روز هستید.',
    en: 'You are already on this day’s waitlist.',
  },
  offerGone: {
    fa: 'این پیشنهاد دیگر معتبر نیست.',
    en: 'This offer is no longer open.',
  },
  noPrice: {
    fa: 'مبلغی برای پرداخت از کیف پول تعیین نشده است؛ پرداخت در محل را انتخاب کنید.',
    en: 'There is nothing to pay from the wallet; choose paying at the place.',
  },
} as const satisfies Record<string, Label>;
