import type { Appointment, WaitlistEntry } from '@shahrbazar/domain/api/appointment.schema';
import { JALALI_MONTHS, WEEKDAYS } from '@shahrbazar/domain/format/date';
import { localizeDigits } from '@shahrbazar/domain/format/number';
import { formatAmount } from '@shahrbazar/domain/format/price';
import type { Locale } from '@shahrbazar/domain/i18n/locale';
import { formatClock, jalaliDayOf, parseJalaliDay, wallTimeOf } from '@shahrbazar/domain/rules/appointments-time';
import { weekdayIndex } from '@shahrbazar/domain/format/date';

// What the appointment screens print, made once on the server in the reader's locale: Jalali days with their
// weekday (the week from Saturday), Tehran wall-clock times, Persian digits, toman.

/** "1405/09/07" as «شنبه ۷ آذر» (with the year when asked). */
export function dayLabel(day: string, weekday: number, locale: Locale, withYear = false): string {
  const date = parseJalaliDay(day);
  if (!date) return day;
  const text = `${WEEKDAYS[weekday]?.[locale] ?? ''} ${localizeDigits(date.day, locale)} ${JALALI_MONTHS[date.month - 1]?.[locale] ?? ''}`;
  return withYear ? `${text} ${localizeDigits(date.year, locale)}` : text;
}

/** The wall-clock time (Tehran) of an instant, «۰۹:۳۰». */
export function timeLabel(iso: string, locale: Locale): string {
  return localizeDigits(formatClock(wallTimeOf(new Date(iso)).minutes), locale);
}

/** An instant as «شنبه ۷ آذر ۱۴۰۵، ۰۹:۳۰». */
export function whenLabel(iso: string, locale: Locale): string {
  const instant = new Date(iso);
  const separator = locale === 'fa' ? '،' : ',';
  return `${dayLabel(jalaliDayOf(instant), weekdayIndex(instant), locale, true)}${separator} ${timeLabel(iso, locale)}`;
}

/** An appointment as the panels list it. */
export function appointmentView(item: Appointment, locale: Locale, now = Date.now()) {
  return {
    id: item.id,
    listingId: item.listingId,
    title: item.listingTitle,
    when: whenLabel(item.start, locale),
    time: timeLabel(item.start, locale),
    status: item.status,
    upcoming: item.status === 'booked' && new Date(item.end).getTime() > now,
    begun: new Date(item.start).getTime() <= now,
    // A visit booked by an account without a name carries its mobile: digits as the reader writes them.
    patientName: localizeDigits(item.patientName, locale),
    forFamily: item.forFamily,
    price: formatAmount(item.price, locale),
    method: item.method,
    refunded: formatAmount(item.refunded, locale),
    hasRefund: item.refunded > 0,
    changeable: item.changeable,
    // Its detail page's facts (the customer panel's appointment page, ADR 0055).
    nationalCode: item.nationalCode ? localizeDigits(item.nationalCode, locale) : null,
    paid: item.paid ?? false,
    paymentId: item.paymentId ?? null,
    number: localizeDigits(item.id, locale),
    // Its turn of the day among the book's visits («نوبت ۳»), not its id; null once cancelled.
    turn: item.turn ? localizeDigits(item.turn, locale) : null,
    // The place, on the patient's own page of it: address and phone as written, the map point, the listing's page.
    place: item.place ? { ...item.place, phoneShown: localizeDigits(item.place.phone, locale) } : null,
    booked: whenLabel(item.registerDate, locale),
  };
}
export type AppointmentView = ReturnType<typeof appointmentView>;

/** A waitlist entry as the patient's panel lists it. */
export function waitlistView(entry: WaitlistEntry, locale: Locale) {
  const date = parseJalaliDay(entry.date);
  return {
    id: entry.id,
    title: entry.listingTitle,
    status: entry.status,
    day: date ? `${localizeDigits(date.day, locale)} ${JALALI_MONTHS[date.month - 1]?.[locale] ?? ''}` : entry.date,
    when: entry.offeredStart ? whenLabel(entry.offeredStart, locale) : '',
    until: entry.offerExpiresAt ? timeLabel(entry.offerExpiresAt, locale) : '',
    // What taking the offer costs: the tariff chosen when joining (issue 29), else the book's price.
    tariff: entry.tariffTitle,
    price: formatAmount(entry.price, locale),
  };
}
export type WaitlistView = ReturnType<typeof waitlistView>;
