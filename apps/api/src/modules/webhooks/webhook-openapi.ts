import { WEBHOOK_EVENTS, WEBHOOK_EVENT_TYPES, type WebhookEventType } from '@shahrbazar/domain/rules/webhook';

// The events an endpoint may subscribe to, in the OpenAPI document's `webhooks` (ADR 0115): what each delivery's body
// says and the Standard Webhooks headers that sign it.

const DATA: Record<WebhookEventType, string> = {
  'order.created': 'WebhookOrderData',
  'order.paid': 'WebhookOrderData',
  'order.status_changed': 'WebhookOrderData',
  'listing.approved': 'WebhookListingData',
  'listing.rejected': 'WebhookListingData',
};

const HEADERS = [
  {
    name: 'webhook-id',
    description: 'The delivery’s id (`msg_…`): the same on every try and redelivery; use it to drop repeats',
  },
  { name: 'webhook-timestamp', description: 'Seconds since the epoch when this try was signed' },
  {
    name: 'webhook-signature',
    description:
      '`v1,` and the base64 HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{body}`, keyed by the base64-decoded ' +
      'part of the endpoint’s secret after `whsec_` (Standard Webhooks)',
  },
].map((header) => ({ in: 'header', required: true, schema: { type: 'string' }, ...header }));

const camel = (event: string) =>
  event
    .split(/[._]/)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join('');

/** The document's `webhooks`: one POST per event, as a subscribed endpoint receives it. */
export function webhookDocument(): Record<string, unknown> {
  return Object.fromEntries(
    WEBHOOK_EVENT_TYPES.map((event) => [
      event,
      {
        post: {
          operationId: `webhook${camel(event)}`,
          summary: WEBHOOK_EVENTS[event].en,
          description:
            'Sent to every endpoint of the record’s owner subscribed to this event, by the durable queue: an answer ' +
            'other than 2xx within 10 s is tried again with doubling waits (8 tries over 1 to 2 hours); 15 failed ' +
            'tries in a row turn the endpoint off and its owner is told.',
          tags: ['webhooks'],
          security: [],
          parameters: HEADERS,
          requestBody: {
            required: true,
            content: {
              'application/json': {
                schema: {
                  type: 'object',
                  required: ['type', 'timestamp', 'data'],
                  properties: {
                    type: { type: 'string', const: event },
                    timestamp: { type: 'string', format: 'date-time' },
                    data: { $ref: `#/components/schemas/${DATA[event]}` },
                  },
                },
              },
            },
          },
          responses: {
            '200': { description: 'Received (any 2xx)' },
            '400': { description: 'Refused (a wrong signature); any answer other than 2xx is tried again' },
          },
        },
      },
    ]),
  );
}
