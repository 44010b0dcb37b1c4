import { z } from 'zod';
import { IdSchema } from './id.schema.ts';
import { WEBHOOK_DELIVERY_STATUSES, WEBHOOK_EVENT_TYPES } from '../rules/webhook.ts';

// The owner's webhook endpoints and their deliveries (issue 31, ADR 0115), and the payload of every event.

export const WebhookEventTypeSchema = z.enum(WEBHOOK_EVENT_TYPES).meta({ id: 'WebhookEventType' });

const eventsSchema = z
  .array(WebhookEventTypeSchema)
  .min(1, 'required')
  .max(WEBHOOK_EVENT_TYPES.length)
  .transform((events) => [...new Set(events)]);

/** A new endpoint: where to, for which events. */
export const WebhookEndpointWriteSchema = z.object({
  url: z.string().trim().min(1, 'required').max(500, 'tooLong'),
  events: eventsSchema,
  description: z.string().trim().max(200, 'tooLong').default(''),
});
export type WebhookEndpointWrite = z.output<typeof WebhookEndpointWriteSchema>;

/** A change to an endpoint: its events, its words, or turning it on or off (on again clears its failures). */
export const WebhookEndpointPatchSchema = z.object({
  events: eventsSchema.optional(),
  description: z.string().trim().max(200, 'tooLong').optional(),
  enabled: z.boolean().optional(),
});
export type WebhookEndpointPatch = z.output<typeof WebhookEndpointPatchSchema>;

export const WebhookEndpointSchema = z
  .object({
    id: z.number().int(),
    url: z.string(),
    events: z.array(WebhookEventTypeSchema),
    description: z.string(),
    enabled: z.boolean(),
    /** Why it is off: turned off by its owner, or by the platform after failed tries in a row. */
    disabledReason: z.enum(['owner', 'failures']).nullable(),
    /** Failed tries in a row. */
    failures: z.number().int(),
    createdAt: z.string(),
  })
  .meta({ id: 'WebhookEndpoint' });
export type WebhookEndpoint = z.infer<typeof WebhookEndpointSchema>;

/** A new endpoint with its signing secret, shown this once. */
export const WebhookEndpointCreatedSchema = WebhookEndpointSchema.extend({
  secret: z.string().describe('The signing secret (`whsec_` and base64): shown once, keep it'),
}).meta({ id: 'WebhookEndpointCreated' });
export type WebhookEndpointCreated = z.infer<typeof WebhookEndpointCreatedSchema>;

export const WebhookDeliverySchema = z
  .object({
    id: z.number().int(),
    /** The `webhook-id` header: the same on every try of this delivery. */
    messageId: z.string(),
    event: WebhookEventTypeSchema,
    status: z.enum(WEBHOOK_DELIVERY_STATUSES),
    attempts: z.number().int(),
    /** The receiver's last answer code, or null when it did not answer (timeout, refused connection). */
    lastStatusCode: z.number().int().nullable(),
    lastError: z.string(),
    createdAt: z.string(),
    lastTriedAt: z.string().nullable(),
  })
  .meta({ id: 'WebhookDelivery' });
export type WebhookDelivery = z.infer<typeof WebhookDeliverySchema>;

export const WebhookDeliveryListSchema = z.object({ items: z.array(WebhookDeliverySchema) });
export const WebhookEndpointListSchema = z.object({ items: z.array(WebhookEndpointSchema) });

export const WebhookDeliveryParamsSchema = z.object({ id: IdSchema, deliveryId: IdSchema });

/** What an order event says: the order as its booth sees it. */
export const WebhookOrderDataSchema = z
  .object({
    orderId: z.number().int(),
    boothId: z.number().int().nullable(),
    /** OrderStatus's value. */
    status: z.number().int(),
    /** The status before, on order.status_changed. */
    previousStatus: z.number().int().optional(),
    /** Toman. */
    total: z.number().int(),
    createdAt: z.string(),
  })
  .meta({ id: 'WebhookOrderData' });

/** What a listing event says. */
export const WebhookListingDataSchema = z
  .object({
    listingId: z.number().int(),
    vertical: z.string(),
    title: z.string(),
    /** ListingStatus's value. */
    status: z.number().int(),
    message: z.string(),
  })
  .meta({ id: 'WebhookListingData' });

/** The body of every delivery (Standard Webhooks' envelope). */
export const webhookPayloadSchema = <T extends z.ZodType>(type: string, data: T) =>
  z.object({ type: z.literal(type), timestamp: z.string(), data });

export type WebhookOrderData = z.infer<typeof WebhookOrderDataSchema>;
export type WebhookListingData = z.infer<typeof WebhookListingDataSchema>;
