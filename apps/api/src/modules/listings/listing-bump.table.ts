import { sql } from 'drizzle-orm';
import { index, integer, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { listings } from './listing.table.ts';

/**
 * A bump's days still to come (ADR 0084, amended): a bump package of N days lifts its listing when it is paid and then
 * once a day until its days end. One row per listing (a second bump adds its days to the first's); `next_lift_at` is
 * when the `lift-bumped-listings` job lifts it next (null once no lift is left before `ends_at`).
 */
export const listingBumps = pgTable(
  'listing_bumps',
  {
    listingId: integer('listing_id')
      .primaryKey()
      .references(() => listings.id, { onDelete: 'cascade' }),
    nextLiftAt: timestamp('next_lift_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
  },
  // The job's round reads only what is due: the bumps with a lift to come, by when.
  (t) => [
    index('listing_bumps_due_idx')
      .on(t.nextLiftAt)
      .where(sql`${t.nextLiftAt} is not null`),
  ],
);
