import { defineEnum, type EnumValue } from '../enums/define-enum.ts';
import { StatusColor } from '../enums/status.ts';
import {
  addDays,
  calendarDateIn,
  isValidJalaliDate,
  jalaliToGregorian,
  toIsoDate,
  type CalendarDate,
} from '../format/jalali.ts';
import { toAsciiDigits } from '../format/number.ts';
import type { Label } from '../i18n/locale.ts';
import type { ValidationMessageKey } from '../i18n/validation-messages.ts';

// Card-to-card receipts (docs/decisions/0015-withdrawals-receipts-manual-payments.md): the payer of an unpaid payment
// pays by card-to-card transfer to the site's card, then sends the receipt's image, the bank's tracking number and
// the day they paid; a manager confirms it (the payment is paid) or rejects it with a message.

/** Where a receipt stands: waiting for a manager, confirmed (its payment is paid), or rejected. */
export const ReceiptStatus = defineEnum({
  pending: { value: 0, fa: 'در انتظار بررسی', en: 'Awaiting review' },
  confirmed: { value: 1, fa: 'تأیید شد', en: 'Confirmed' },
  rejected: { value: 2, fa: 'رد شد', en: 'Rejected' },
});
export type ReceiptStatus = EnumValue<typeof ReceiptStatus>;

/** Badge colour of each receipt status: waiting is warning, confirmed is success, rejected is danger. */
export const RECEIPT_STATUS_COLORS: Readonly<Record<ReceiptStatus, StatusColor>> = {
  [ReceiptStatus.pending]: StatusColor.warning,
  [ReceiptStatus.confirmed]: StatusColor.success,
  [ReceiptStatus.rejected]: StatusColor.danger,
};

/** Badge colour of a receipt status (an unknown value, from bad data, is a warning). */
export function receiptStatusColor(status: number): StatusColor {
  return ReceiptStatus.is(status) ? RECEIPT_STATUS_COLORS[status] : StatusColor.warning;
}

/**
 * The site options (an option group the back office edits under /manager/options) naming the card payers transfer to.
 * Card-to-card payment is offered only while the card number is set.
 */
export const RECEIPT_CARD_OPTION_GROUP = 'paymentReceipt';
export const RECEIPT_CARD_OPTIONS = {
  number: 'receiptCardNumber',
  owner: 'receiptCardOwner',
  bank: 'receiptBankName',
} as const;

/** How far back a receipt's day may be: a year (a typo such as 1340 for 1403 is refused). */
export const RECEIPT_MAX_AGE_DAYS = 365;

/**
 * The day a text names, as a Gregorian ISO date (YYYY-MM-DD): a Jalali day as people type it («۱۴۰۳/۰۵/۱۲»,
 * 1403-5-12) or a Gregorian ISO day (2024-08-02), told apart by the year (below 1700 is Jalali). Undefined when the
 * text is not a real day of its calendar.
 */
export function parsePaidOn(text: string): string | undefined {
  const match = /^(\d{4})[/\-.](\d{1,2})[/\-.](\d{1,2})$/.exec(toAsciiDigits(text).trim());
  if (!match) return undefined;
  const date: CalendarDate = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
  if (date.year < 1700) return isValidJalaliDate(date) ? toIsoDate(jalaliToGregorian(date)) : undefined;
  const iso = toIsoDate(date);
  const parsed = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(iso) ? iso : undefined;
}

/** Why a receipt's day (ISO) cannot be right, if it cannot: after today, or more than a year ago (Tehran days). */
export function paidOnProblem(isoDate: string, now: Date, timeZone = 'Asia/Tehran'): 'future' | 'tooOld' | undefined {
  const today = calendarDateIn(now, timeZone);
  if (isoDate > toIsoDate(today)) return 'future';
  if (isoDate < toIsoDate(addDays(today, -RECEIPT_MAX_AGE_DAYS))) return 'tooOld';
  return undefined;
}

/** The validation message (a key of the catalogue) for each problem of a receipt's day. */
export const PAID_ON_MESSAGE_KEYS = {
  invalid: 'paidOnInvalid',
  future: 'paidOnFuture',
  tooOld: 'paidOnTooOld',
} as const satisfies Record<'invalid' | 'future' | 'tooOld', ValidationMessageKey>;

/** The messages of the receipt API that are not about one field, in both locales. */
export const RECEIPT_MESSAGES = {
  alreadyPending: {
    fa: 'رسیدی برای این پرداخت در انتظار بررسی است؛ پس از بررسی آن می‌توانید رسید تازه بفرستید.',
    en: 'A receipt for this payment is awaiting review; you can send a new one once it has been reviewed.',
  },
  alreadyReviewed: { fa: 'این رسید پیش‌تر بررسی شده است.', en: 'This receipt has already been reviewed.' },
  notOffered: {
    fa: 'پرداخت کارت به کارت فعلاً ارائه نمی‌شود؛ از پرداخت آنلاین استفاده کنید.',
    en: 'Card-to-card payment is not offered at the moment; pay online instead.',
  },
} as const satisfies Record<string, Label>;
