import type { Label } from '../i18n/locale.ts';

// Webhooks (issue 31, docs/decisions/0115-webhooks-on-the-durable-queue.md): a booth owner subscribes an HTTPS
// endpoint to events of their own records; each event is delivered by the durable queue, signed by the Standard
// Webhooks scheme.

/** The events an endpoint may subscribe to, with their names in both locales. */
export const WEBHOOK_EVENTS = {
  'order.created': { fa: 'سفارش تازه ثبت شد', en: 'An order was placed' },
  'order.paid': { fa: 'سفارش پرداخت شد', en: 'An order was paid' },
  'order.status_changed': { fa: 'وضعیت سفارش تغییر کرد', en: 'An order changed status' },
  'listing.approved': { fa: 'آگهی تأیید شد', en: 'A listing was approved' },
  'listing.rejected': { fa: 'آگهی رد شد', en: 'A listing was rejected' },
} as const satisfies Record<string, Label>;

export type WebhookEventType = keyof typeof WEBHOOK_EVENTS;
export const WEBHOOK_EVENT_TYPES = Object.keys(WEBHOOK_EVENTS) as [WebhookEventType, ...WebhookEventType[]];

/** Endpoints one owner may have. */
export const WEBHOOK_ENDPOINTS_MAX = 10;

/** Failed tries in a row after which an endpoint is turned off and its owner told. */
export const WEBHOOK_DISABLE_AFTER_FAILURES = 15;

/** How long one delivery may take before it counts as failed (ms). */
export const WEBHOOK_TIMEOUT_MS = 10_000;

/** A delivery's answer older or newer than this is refused by receivers (Standard Webhooks' tolerance, seconds). */
export const WEBHOOK_TOLERANCE_SECONDS = 5 * 60;

/** Where a delivery stands. */
export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'succeeded', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

export const WEBHOOK_DELIVERY_STATUS_LABELS: Record<WebhookDeliveryStatus, Label> = {
  pending: { fa: 'در صف', en: 'Queued' },
  succeeded: { fa: 'تحویل شد', en: 'Delivered' },
  failed: { fa: 'ناموفق', en: 'Failed' },
};
