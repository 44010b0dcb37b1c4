import { defineEnum } from './define-enum.ts';
import type { EnumValue } from './define-enum.ts';

/** Status of an order as the booth and the client move it along. */
export const OrderStatus = defineEnum({
  pending: { value: 0, fa: 'در انتظار تأیید', en: 'Pending' },
  confirmed: { value: 1, fa: 'تأییدشده', en: 'Confirmed' },
  rejected: { value: 2, fa: 'ردشده', en: 'Rejected' },
  preparing: { value: 3, fa: 'در حال آماده‌سازی', en: 'Preparing' },
  sent: { value: 4, fa: 'ارسال‌شده', en: 'Sent' },
  delivered: { value: 5, fa: 'تحویل‌شده', en: 'Delivered' },
  problem: { value: 6, fa: 'دارای مشکل', en: 'Problem reported' },
});
export type OrderStatus = EnumValue<typeof OrderStatus>;

/** Order statuses the booth side may choose: pending to delivered (not problem). */
export const BOOTH_ORDER_STATUSES: readonly OrderStatus[] = [
  OrderStatus.pending,
  OrderStatus.confirmed,
  OrderStatus.rejected,
  OrderStatus.preparing,
  OrderStatus.sent,
  OrderStatus.delivered,
];

/** Order statuses the client side may choose: only delivered or problem. */
export const CLIENT_ORDER_STATUSES: readonly OrderStatus[] = [OrderStatus.delivered, OrderStatus.problem];

/** Whether the booth side may set an order to this status. */
export function boothMayChooseOrderStatus(status: unknown): status is OrderStatus {
  return (BOOTH_ORDER_STATUSES as readonly unknown[]).includes(status);
}

/** Whether the client side may set an order to this status. */
export function clientMayChooseOrderStatus(status: unknown): status is OrderStatus {
  return (CLIENT_ORDER_STATUSES as readonly unknown[]).includes(status);
}

/** How much of an order is paid; derived from its payments, never stored. */
export const OrderPaymentStatus = defineEnum({
  unPaid: { value: 'unPaid', fa: 'پرداخت‌نشده', en: 'Unpaid' },
  paid: { value: 'paid', fa: 'پرداخت‌شده', en: 'Paid' },
  partPaid: { value: 'partPaid', fa: 'پرداخت ناقص', en: 'Partly paid' },
});
export type OrderPaymentStatus = EnumValue<typeof OrderPaymentStatus>;

/** Status of one payment (default unpaid). */
export const PaymentStatus = defineEnum({
  unpaid: { value: 0, fa: 'پرداخت‌نشده', en: 'Unpaid' },
  paid: { value: 1, fa: 'پرداخت‌شده', en: 'Paid' },
});
export type PaymentStatus = EnumValue<typeof PaymentStatus>;

/** What a payment pays for; decides the shape of its item (default chargeWallet). */
export const PaymentType = defineEnum({
  order: { value: 0, fa: 'سفارش', en: 'Order' },
  booth: { value: 1, fa: 'غرفه', en: 'Booth' },
  chargeWallet: { value: 2, fa: 'شارژ کیف پول', en: 'Wallet charge' },
  ads: { value: 3, fa: 'آگهی', en: 'Classified ad' },
  expert: { value: 4, fa: 'متخصص', en: 'Expert' },
  work: { value: 5, fa: 'آگهی استخدام', en: 'Job' },
  clinic: { value: 6, fa: 'مطب', en: 'Clinic' },
  advertise: { value: 7, fa: 'تبلیغات شهری', en: 'City advertising' },
  rewarder: { value: 8, fa: 'طرح پاداش‌بگیر', en: 'Rewarder plan' },
  clinicOrder: { value: 9, fa: 'سفارش پزشک', en: 'Doctor order' },
  sectionAds: { value: 10, fa: 'تبلیغ بخش', en: 'Section ad' },
  lawyer: { value: 11, fa: 'وکیل', en: 'Lawyer' },
  lawyerOrder: { value: 12, fa: 'سفارش وکیل', en: 'Lawyer order' },
  // Not in the spec's 0..12: a client project's selected offer paid into escrow (ADR 0056). lawyerOrder already
  // names the in-person and phone consultations' payments, and billing hands a type to one module.
  lawyerProject: { value: 13, fa: 'پروژه وکالت', en: 'Lawyer project' },
  // Not in the spec either: what the owner of a live listing buys for it (issue 35). The listing stays live while it
  // is paid for; billing's handler (modules/listings/listing-purchase.service.ts) applies it when the money lands,
  // without a new review (domain rules/listing-purchase.ts).
  listingBump: { value: 14, fa: 'نردبان', en: 'Bump' },
  listingRenewal: { value: 15, fa: 'تمدید', en: 'Renewal' },
  listingUpgrade: { value: 16, fa: 'ارتقای بسته', en: 'Package upgrade' },
});
export type PaymentType = EnumValue<typeof PaymentType>;

/** How a payment is made (default online). */
export const PaymentMethod = defineEnum({
  online: { value: 0, fa: 'پرداخت آنلاین', en: 'Online' },
  receipt: { value: 1, fa: 'فیش بانکی', en: 'Bank receipt' },
  wallet: { value: 2, fa: 'کیف پول', en: 'Wallet' },
  pos: { value: 3, fa: 'کارت‌خوان', en: 'Card reader (POS)' },
  manual: { value: 4, fa: 'ثبت دستی', en: 'Manual' },
});
export type PaymentMethod = EnumValue<typeof PaymentMethod>;
