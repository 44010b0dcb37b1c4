import type { Payment, PaymentSubject } from '@shahrbazar/domain/api/payment.schema';
import { DeviceType } from '@shahrbazar/domain/enums/people';
import { PaymentMethod, PaymentStatus, PaymentType } from '@shahrbazar/domain/enums/commerce';
import { formatJalaliDateTime, weekdayIndex } from '@shahrbazar/domain/format/date';
import { localizeDigits } from '@shahrbazar/domain/format/number';
import { formatPrice } from '@shahrbazar/domain/format/price';
import type { Locale } from '@shahrbazar/domain/i18n/locale';
import {
  CANCELLED_PAYMENT,
  PAYMENT_TYPE_OF_PACKAGE,
  paymentBadge,
  type PaymentSubjectKind,
} from '@shahrbazar/domain/rules/payment';
import { ReceiptStatus } from '@shahrbazar/domain/rules/receipt';
import { PAGE_SIZE } from '@shahrbazar/domain/rules/pagination';
import { enumValue, filterParam, pageParam } from '../manager/labels.server.ts';
import type { Option } from '../manager/types.ts';
import { ownerPagesOf, type WebVertical } from '../../lib/listings/define-vertical.ts';
import { webVertical } from '../../verticals/registry.ts';
import { detailHref } from '../../lib/listings/view.server.ts';
import { dayLabel, timeLabel, whenLabel } from '../appointments/appointment-view.ts';
import { jalaliDayOf } from '@shahrbazar/domain/rules/appointments-time';

// Payments as the pages show them, worked out by loaders on the server: every label in the page's locale (the
// domain's enumerations), toman prices and Jalali dates in the page's digits, and where the item paid for lives.

const asOptions = (options: ReadonlyArray<{ value: number; label: string }>): Option[] =>
  options.map((option) => ({ value: String(option.value), label: option.label }));

export const paymentTypeOptions = (locale: Locale) => asOptions(PaymentType.options(locale));
export const paymentMethodOptions = (locale: Locale) => asOptions(PaymentMethod.options(locale));
export const paymentStatusOptions = (locale: Locale) => asOptions(PaymentStatus.options(locale));
export const deviceTypeOptions = (locale: Locale) => asOptions(DeviceType.options(locale));

const labelOf = <V extends number>(
  enumeration: { is(value: unknown): value is V; label(value: V, locale: Locale): string },
  value: number,
  locale: Locale,
) => (enumeration.is(value) ? enumeration.label(value as V, locale) : String(value));

/** A payment's item as a page shows it: its title and, for a listing, where the owner manages it and its public page. */
export interface PaymentItemView {
  title: string;
  /** The owner's page of the listing (/panel/myAds/12); null when it is not a listing of a known vertical. */
  panelHref: string | null;
  /** Its public page (only meaningful once active). */
  publicHref: string | null;
  /** The owner's list of that vertical (/panel/myAds) and the vertical's key (its words); null when not a listing. */
  mine: { href: string; key: WebVertical['key'] } | null;
}

/**
 * What a payment bought, as its result page names it (the API's subject): the kind (its words are the page's), its
 * number and name in the page's digits, the payer's page of it, and the facts of its kind.
 */
export interface PaymentSubjectView {
  kind: PaymentSubjectKind;
  /** text or phone, for a consultation (its own words); null otherwise. */
  consultationKind: 'text' | 'phone' | null;
  /** The order's, the appointment's, the consultation's number (its id), in the page's digits. */
  number: string | null;
  title: string;
  /** The package bought, for a listing's package. */
  packageTitle: string | null;
  /** Where to see it: its own page, or the listing's owner page (a section ad's: the listing's ads screen). */
  href: string | null;
  /** The vertical whose words a listing's link speaks (its owner page's «ویرایش آگهی», «ویرایش مطب»...). */
  verticalKey: WebVertical['key'] | null;
  /** The order's delivery code in the page's digits (its payer's only, once paid). */
  deliveryCode: string | null;
  /** A visit's or a phone consultation's Jalali day and time. */
  when: string | null;
  /** A visit's turn of its day («نوبت ۳», the number the patient is called by), in the page's digits. */
  turn: string | null;
  /** A visit's Jalali day with its weekday and year («شنبه ۷ آذر ۱۴۰۵») and its time («۰۹:۳۰»), apart. */
  day: string | null;
  time: string | null;
}

function subjectHref(subject: PaymentSubject): string | null {
  if (subject.path) return subject.path;
  const vertical = subject.listing ? webVertical(subject.listing.vertical) : undefined;
  if (!vertical || !subject.listing) return null;
  const page = ownerPagesOf(vertical).one(subject.listing.id);
  return subject.kind === 'sectionAd' ? `${page}/ads` : page;
}

function subjectView(payment: Payment, locale: Locale): PaymentSubjectView | null {
  const subject = payment.subject;
  if (!subject) return null;
  const vertical = subject.listing ? webVertical(subject.listing.vertical) : undefined;
  return {
    kind: subject.kind,
    consultationKind: subject.consultationKind,
    number: subject.id === null ? null : localizeDigits(subject.id, locale),
    title: subject.title,
    packageTitle: payment.package?.title ?? null,
    href: subjectHref(subject),
    verticalKey: vertical?.key ?? null,
    deliveryCode: subject.deliveryCode ? localizeDigits(subject.deliveryCode, locale) : null,
    when: subject.startAt ? whenLabel(subject.startAt, locale) : null,
    turn: subject.turn === null ? null : localizeDigits(subject.turn, locale),
    day: subject.startAt
      ? dayLabel(jalaliDayOf(new Date(subject.startAt)), weekdayIndex(new Date(subject.startAt)), locale, true)
      : null,
    time: subject.startAt ? timeLabel(subject.startAt, locale) : null,
  };
}

/** A payment with every text ready in the page's locale. */
export interface PaymentView {
  id: number;
  /** Its row number in a list, or its id on its own page. */
  number: string;
  /** Its id in the page's digits. */
  code: string;
  type: number;
  typeLabel: string;
  method: number;
  methodLabel: string;
  status: number;
  statusLabel: string;
  /** success (paid) or warning (unpaid): the spec's colours. */
  statusColor: string;
  price: string;
  amount: number;
  item: PaymentItemView | null;
  /** What it bought, named, with where to see it. */
  subject: PaymentSubjectView | null;
  packageTitle: string | null;
  trackingNumber: string | null;
  description: string;
  deviceLabel: string;
  failure: string | null;
  registered: string;
  paid: string | null;
  isPaid: boolean;
  isWalletCharge: boolean;
  /** A card-to-card receipt of it waits for a manager's review. */
  receiptPending: boolean;
}

function itemView(payment: Payment, locale: Locale): PaymentItemView | null {
  const item = payment.item;
  if (!item) return null;
  if (item.kind === 'other') {
    return {
      title: `${labelOf(PaymentType, payment.type, locale)} ${localizeDigits(item.id, locale)}`,
      panelHref: null,
      publicHref: null,
      mine: null,
    };
  }
  const vertical = webVertical(item.vertical);
  return {
    title: item.title,
    panelHref: vertical ? ownerPagesOf(vertical).one(item.id) : null,
    publicHref: vertical ? detailHref(vertical, item) : null,
    mine: vertical ? { href: ownerPagesOf(vertical).mine, key: vertical.key } : null,
  };
}

/** A payment as the pages show it (number: its row number in a list, or its id). */
export function paymentView(payment: Payment, locale: Locale, number?: string): PaymentView {
  const isPaid = payment.status === PaymentStatus.paid;
  const badge = paymentBadge({ status: payment.status, failureReason: payment.failure?.reason });
  return {
    id: payment.id,
    number: number ?? localizeDigits(payment.id, locale),
    code: localizeDigits(payment.id, locale),
    type: payment.type,
    typeLabel: labelOf(PaymentType, payment.type, locale),
    method: payment.method,
    methodLabel: labelOf(PaymentMethod, payment.method, locale),
    status: payment.status,
    statusLabel: badge.cancelled ? CANCELLED_PAYMENT[locale] : labelOf(PaymentStatus, payment.status, locale),
    statusColor: badge.color,
    price: formatPrice(payment.price, locale),
    amount: payment.price,
    item: itemView(payment, locale),
    subject: subjectView(payment, locale),
    packageTitle: payment.package?.title ?? null,
    trackingNumber: payment.trackingNumber ? localizeDigits(payment.trackingNumber, locale) : null,
    description: payment.description,
    deviceLabel: labelOf(DeviceType, payment.deviceType, locale),
    failure: payment.failure?.message ?? null,
    registered: formatJalaliDateTime(new Date(payment.registerDate), locale),
    paid: payment.payDate ? formatJalaliDateTime(new Date(payment.payDate), locale) : null,
    isPaid,
    isWalletCharge: payment.type === PaymentType.chargeWallet,
    receiptPending: payment.receipt?.status === ReceiptStatus.pending,
  };
}

/** Payment types a user's payments can have today (a wallet charge and each package's). */
export function payableTypeOptions(locale: Locale): Option[] {
  const types = new Set<number>([
    PaymentType.chargeWallet,
    ...Object.values(PAYMENT_TYPE_OF_PACKAGE).filter((t) => t !== null),
  ]);
  return paymentTypeOptions(locale).filter((option) => types.has(Number(option.value)));
}

/** The API query of a payments list address: page (size 15), and the type, method and status filters that are set. */
export function paymentListQuery<Extra extends Record<string, string>>(url: URL, extra?: Extra) {
  const filters = {
    type: filterParam(url.searchParams.get('type'), (value) => PaymentType.is(value)),
    method: filterParam(url.searchParams.get('method'), (value) => PaymentMethod.is(value)),
    status: filterParam(url.searchParams.get('status'), (value) => PaymentStatus.is(value)),
    ...(extra as Extra),
  };
  // The person's own list's query, as the API's enumerations (the back office adds its own filters to its query).
  const query = {
    page: pageParam(url),
    perPage: PAGE_SIZE,
    type: enumValue(filters.type, (value) => PaymentType.is(value)),
    method: enumValue(filters.method, (value) => PaymentMethod.is(value)),
    status: enumValue(filters.status, (value) => PaymentStatus.is(value)),
  };
  return { filters, query };
}
