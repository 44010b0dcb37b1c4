import { index, integer, jsonb, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import type { WebhookDeliveryStatus, WebhookEventType } from '@shahrbazar/domain/rules/webhook';
import { users } from '../users/user.table.ts';

/**
 * An owner's webhook endpoint (issue 31, ADR 0115): where their events are delivered, signed with `secret` (Standard
 * Webhooks: `whsec_` and base64 of the key; kept as it is, since every delivery is signed with it, and shown to its
 * owner only when made). `disabled_reason` is null while it is on.
 */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    secret: text('secret').notNull(),
    events: jsonb('events').$type<WebhookEventType[]>().notNull(),
    description: text('description').notNull().default(''),
    /** 'owner' or 'failures', or null while it is on. */
    disabledReason: text('disabled_reason').$type<'owner' | 'failures'>(),
    /** Failed tries in a row; a success sets it back to 0. */
    failures: smallint('failures').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('webhook_endpoints_user_idx').on(table.userId)],
);

/**
 * One event for one endpoint: its body as first sent (every try and every redelivery sends the same bytes under the
 * same `webhook-id`), and how its tries went.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: serial('id').primaryKey(),
    endpointId: integer('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    messageId: text('message_id').notNull().unique(),
    event: text('event').$type<WebhookEventType>().notNull(),
    body: text('body').notNull(),
    status: text('status').$type<WebhookDeliveryStatus>().notNull().default('pending'),
    attempts: smallint('attempts').notNull().default(0),
    lastStatusCode: smallint('last_status_code'),
    lastError: text('last_error').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastTriedAt: timestamp('last_tried_at', { withTimezone: true }),
  },
  (table) => [index('webhook_deliveries_endpoint_idx').on(table.endpointId, table.id)],
);
