import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { NotificationParams } from '@shahrbazar/domain/rules/notification';
import { users } from '../users/user.table.ts';

/**
 * A notification to one person (spec: Notification: receiver, title, via, status, user type, send type;
 * docs/decisions/0028-notifications.md). What it says is its kind and parameters, rendered in the reader's locale. It
 * shows in the panel from `deliver_at` on; the delivery job sends it by SMS or e-mail (by kind and the person's choice)
 * and pushes it to their open streams, then sets `delivered_at`.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    params: jsonb('params').$type<NotificationParams>().notNull().default({}),
    /** 0 unread, 1 read. */
    status: smallint('status').notNull().default(0),
    /** 0 to this person, 1 to every user of `user_type`. */
    sendType: smallint('send_type').notNull().default(0),
    userType: smallint('user_type'),
    /** The back office asked for SMS as well. */
    forceSms: boolean('force_sms').notNull().default(false),
    /** The channels it went by, once delivered ('panel', 'sms', 'mail'). */
    via: jsonb('via').$type<string[]>().notNull().default(['panel']),
    deliverAt: timestamp('deliver_at', { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The receiver's list, newest first, by keyset; and their unread count.
    index('notifications_user_idx').on(t.userId, t.id),
    index('notifications_unread_idx')
      .on(t.userId)
      .where(sql`${t.status} = 0`),
    // What the delivery job still has to do, soonest first.
    index('notifications_due_idx')
      .on(t.deliverAt, t.id)
      .where(sql`${t.deliveredAt} is null`),
  ],
);

/** A person's channel choice for a kind (absent: the kind's default). */
export const notificationSettings = pgTable(
  'notification_settings',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    sms: boolean('sms').notNull(),
    mail: boolean('mail').notNull(),
    /** Web push for this kind (ADR 0048); null: the kind's default (on). */
    push: boolean('push'),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind] })],
);
