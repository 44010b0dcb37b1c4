import { defineEnum } from './define-enum.ts';
import type { EnumValue } from './define-enum.ts';

// The durable queue of side effects (docs/decisions/0085-a-durable-queue-on-pg-boss.md): each message a job of a
// kind, stored by the kind's name. A new kind (a webhook, issue 31) is one member here and its entry in rules/queue.ts.
// The periodic rounds (expiry, reconciliation, reminders; ADR 0101) are kinds too: one job per kind and time slot.

/** What a job of the queue does: one message on one channel, or one round of a periodic sweep. */
export const QueueKind = defineEnum({
  notificationSms: { value: 'notification-sms', fa: 'پیامک اعلان', en: 'Notification SMS' },
  notificationMail: { value: 'notification-mail', fa: 'ایمیل اعلان', en: 'Notification e-mail' },
  notificationPush: { value: 'notification-push', fa: 'اعلان مرورگر', en: 'Browser notification' },
  notificationBell: { value: 'notification-bell', fa: 'شمارندهٔ زنگوله', en: 'Bell count' },
  webhookDelivery: { value: 'webhook-delivery', fa: 'وب‌هوک', en: 'Webhook delivery' },
  expireIdempotencyKeys: {
    value: 'expire-idempotency-keys',
    fa: 'پاک‌کردن کلیدهای تکرار کهنه',
    en: 'Forget old Idempotency-Keys',
  },
  releaseEndedRewards: {
    value: 'release-ended-rewards',
    fa: 'آزادسازی جایزهٔ تبلیغ‌های پایان‌یافته',
    en: 'Release ended ads’ rewards',
  },
  expireUnpaidOrders: { value: 'expire-unpaid-orders', fa: 'لغو سفارش‌های پرداخت‌نشده', en: 'Expire unpaid orders' },
  endLawyerProjects: {
    value: 'end-lawyer-projects',
    fa: 'پایان پروژه‌های سررسیدهٔ وکالت',
    en: 'End lawyer projects past their deadline',
  },
  appointmentBook: {
    value: 'appointment-book',
    fa: 'یادآوری نوبت‌ها و نوبت‌های آزادشده',
    en: 'Appointment reminders and freed slots',
  },
  expireConsultations: { value: 'expire-consultations', fa: 'پایان مشاوره‌های متنی', en: 'End text consultations' },
  lapseUnpaidConsultations: {
    value: 'lapse-unpaid-consultations',
    fa: 'مشاوره‌های پرداخت‌نشده',
    en: 'Lapse unpaid consultations',
  },
  listingTermsEnded: {
    value: 'listing-terms-ended',
    fa: 'خبر پایان مهلت آگهی‌ها',
    en: 'Tell owners their listing’s term ended',
  },
  liftBumpedListings: { value: 'lift-bumped-listings', fa: 'نردبان روزانهٔ آگهی‌ها', en: 'Lift bumped listings' },
  reconcilePayments: {
    value: 'reconcile-payments',
    fa: 'پیگیری پرداخت‌های بی‌پاسخ بانک',
    en: 'Reconcile payments the bank did not call back',
  },
});
export type QueueKind = EnumValue<typeof QueueKind>;

/** Where a job that did not go through stands: waiting for its next try, or given up (dead) until staff retry it. */
export const QueueJobState = defineEnum({
  retry: { value: 'retry', fa: 'در انتظار تلاش بعدی', en: 'Waiting to try again' },
  failed: { value: 'failed', fa: 'ناموفق، کنار گذاشته', en: 'Failed, given up' },
});
export type QueueJobState = EnumValue<typeof QueueJobState>;
