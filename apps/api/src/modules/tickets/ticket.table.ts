import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { TicketFile } from '@shahrbazar/domain/api/ticket.schema';
import { generalSubCategories } from '../catalogue/category.table.ts';
import { users } from '../users/user.table.ts';

/**
 * Tickets (spec: Ticket). A thread is its first ticket (parent_id null: the owner's question, with the thread's
 * status and topic) and its replies, child tickets naming it in parent_id, each written by the owner (type send) or
 * by support (type receive). user_id is who wrote the row; the thread's owner is its first ticket's user.
 */
export const tickets = pgTable(
  'tickets',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    parentId: integer('parent_id').references((): AnyPgColumn => tickets.id, { onDelete: 'cascade' }),
    /** TicketType: send 0, receive 1. */
    type: smallint('type').notNull().default(0),
    /** TicketStatus: unread 0, read 1, pending 2, answered 3 (meaningful on a thread's first ticket). */
    status: smallint('status').notNull().default(0),
    generalSubCategoryId: integer('general_sub_category_id').references(() => generalSubCategories.id, {
      onDelete: 'set null',
    }),
    title: text('title').notNull().default(''),
    description: text('description').notNull(),
    senderName: text('sender_name').notNull().default(''),
    /** The attached images (uploaded through the media module): id and public path. */
    files: jsonb('files').$type<TicketFile[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('tickets_user_idx').on(t.userId, t.id),
    index('tickets_status_idx').on(t.status, t.id),
    index('tickets_parent_idx').on(t.parentId, t.id),
    check('tickets_status_known', sql`${t.status} in (0, 1, 2, 3)`),
    check('tickets_type_known', sql`${t.type} in (0, 1)`),
  ],
);
