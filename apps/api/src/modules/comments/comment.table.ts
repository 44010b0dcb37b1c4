import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  real,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from '../users/user.table.ts';

/**
 * Comments and scores (spec: Comment; docs/decisions/0018-comments-and-ratings.md): on an item named by its type (a
 * vertical's key, later booth or product) and id. A comment may carry only a score. One score per user per item (the
 * partial unique index); a new comment waits for the back office (status pending 0).
 */
export const comments = pgTable(
  'comments',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    itemId: integer('item_id').notNull(),
    description: text('description').notNull().default(''),
    /** 1..5, or null for a comment without a score. */
    score: smallint('score'),
    /** CommentStatus: pending 0, approved 1, rejected 2. */
    status: smallint('status').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('comments_item_idx').on(t.type, t.itemId, t.status, t.id),
    index('comments_status_idx').on(t.status, t.id),
    uniqueIndex('comments_one_score_uq')
      .on(t.type, t.itemId, t.userId)
      .where(sql`${t.score} is not null`),
    check('comments_score_range', sql`${t.score} is null or ${t.score} between 1 and 5`),
    check('comments_status_known', sql`${t.status} in (0, 1, 2)`),
  ],
);

/**
 * An item's rating, derived from its approved comments' scores by rules/rating.ts and rewritten in the transaction
 * that approves, rejects or deletes one of them (its row locked first, so two decisions at once do not lose one).
 */
export const itemRatings = pgTable(
  'item_ratings',
  {
    type: text('type').notNull(),
    itemId: integer('item_id').notNull(),
    rate: real('rate').notNull().default(0),
    totalUser: integer('total_user').notNull().default(0),
    ratingBar1: smallint('rating_bar1').notNull().default(0),
    ratingBar2: smallint('rating_bar2').notNull().default(0),
    ratingBar3: smallint('rating_bar3').notNull().default(0),
    ratingBar4: smallint('rating_bar4').notNull().default(0),
    ratingBar5: smallint('rating_bar5').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.type, t.itemId] })],
);
