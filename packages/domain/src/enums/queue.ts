import { defineEnum } from './define-enum.ts';
import type { EnumValue } from './define-enum.ts';

// The durable queue of side effects (docs/decisions/0085-a-durable-queue-on-pg-boss.md): each message a job of a
// kind, stored by the kind's name. A new kind (a webhook, issue 31) is one member here and its entry in rules/queue.ts.

/** What a job of the queue does: one message on one channel. */
export const QueueKind = defineEnum({
  notificationSms: { value: 'notification-sms', fa: 'پیامک اعلان', en: 'Notification SMS' },
  notificationMail: { value: 'notification-mail', fa: 'ایمیل اعلان', en: 'Notification e-mail' },
  notificationPush: { value: 'notification-push', fa: 'اعلان مرورگر', en: 'Browser notification' },
  notificationBell: { value: 'notification-bell', fa: 'شمارندهٔ زنگوله', en: 'Bell count' },
  webhookDelivery: { value: 'webhook-delivery', fa: 'وب‌هوک', en: 'Webhook delivery' },
});
export type QueueKind = EnumValue<typeof QueueKind>;

/** Where a job that did not go through stands: waiting for its next try, or given up (dead) until staff retry it. */
export const QueueJobState = defineEnum({
  retry: { value: 'retry', fa: 'در انتظار تلاش بعدی', en: 'Waiting to try again' },
  failed: { value: 'failed', fa: 'ناموفق، کنار گذاشته', en: 'Failed, given up' },
});
export type QueueJobState = EnumValue<typeof QueueJobState>;
