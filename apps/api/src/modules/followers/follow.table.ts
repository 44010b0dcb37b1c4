import { index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../users/user.table.ts';

/**
 * Someone follows a listing (a booth, an expert…) or a person (spec: followers, isFollow). `id` is the keyset of the
 * followers list; one row per follower and target.
 */
export const follows = pgTable(
  'follows',
  {
    id: serial('id').notNull(),
    followerId: integer('follower_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    targetType: text('target_type').notNull(),
    targetId: integer('target_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.followerId, t.targetType, t.targetId] }),
    uniqueIndex('follows_id_uq').on(t.id),
    // A target's followers (count, list newest first, the notification fan-out).
    index('follows_target_idx').on(t.targetType, t.targetId, t.id),
  ],
);
