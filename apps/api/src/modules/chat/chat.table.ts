import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from '../users/user.table.ts';

/**
 * A one-to-one conversation (docs/decisions/0017-chat-transport.md): one per pair of users (user_a < user_b), with
 * what it is about (a listing: its vertical key and id), the last seq given to a message, and how far each side has
 * read. A message is numbered under this row's lock, so seq 1, 2, 3... commit in order without gaps.
 */
export const conversations = pgTable(
  'conversations',
  {
    id: serial('id').primaryKey(),
    userA: integer('user_a')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userB: integer('user_b')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subjectType: text('subject_type'),
    subjectId: integer('subject_id'),
    lastSeq: integer('last_seq').notNull().default(0),
    readA: integer('read_a').notNull().default(0),
    readB: integer('read_b').notNull().default(0),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('conversations_pair_uq').on(t.userA, t.userB),
    index('conversations_b_idx').on(t.userB),
    check('conversations_ordered_pair', sql`${t.userA} < ${t.userB}`),
  ],
);

/** A chat message: stored first, then pushed (ADR 0021). seq is its number in its conversation. */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    senderId: integer('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    /** An attached picture (an image the sender uploaded, checked by content): its public path. */
    image: text('image'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('chat_messages_seq_uq').on(t.conversationId, t.seq)],
);

/** A user's block of another: neither may write to the other while it stands. */
export const chatBlocks = pgTable(
  'chat_blocks',
  {
    blockerId: integer('blocker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    blockedId: integer('blocked_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.blockerId, t.blockedId] }), index('chat_blocks_blocked_idx').on(t.blockedId)],
);

/** A user's report of another (spec: reporting a user), for the back office to look at. */
export const chatReports = pgTable(
  'chat_reports',
  {
    id: serial('id').primaryKey(),
    reporterId: integer('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reportedId: integer('reported_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    /** The conversation's last seq when reported: the back office reads the messages up to it as the context. */
    seq: integer('seq').notNull().default(0),
    /** ChatReportStatus: open 0, resolved 1, dismissed 2. */
    status: smallint('status').notNull().default(0),
    reviewedBy: integer('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('chat_reports_reported_idx').on(t.reportedId, t.id),
    index('chat_reports_queue_idx').on(t.status, t.id),
  ],
);
