import { bigint, date, index, integer, pgTable, serial, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { listings } from '../../modules/listings/listing.table.ts';
import { walletReserves } from '../../modules/payments/reserve.table.ts';
import { users } from '../../modules/users/user.table.ts';

/**
 * One funding of a city ad's rewards (ADR 0023): the reward per viewer and the number of viewers as they were when the
 * advertiser turned rewarding on, and the wallet reserve holding reward x numberReward. It ends when the reserve is
 * released (turned off, run out, or the ad expired). The listing may be deleted later; the money's history stays.
 */
export const advertiseRewardings = pgTable(
  'advertise_rewardings',
  {
    reserveId: integer('reserve_id')
      .primaryKey()
      .references(() => walletReserves.id, { onDelete: 'restrict' }),
    listingId: integer('listing_id').references(() => listings.id, { onDelete: 'set null' }),
    reward: bigint('reward', { mode: 'number' }).notNull(),
    numberReward: integer('number_reward').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [index('advertise_rewardings_listing_idx').on(t.listingId, t.reserveId)],
);

/**
 * A viewer's reward for looking at a city ad: once per ad and viewer (unique), on a day (Tehran time) for the daily
 * limit, paid from the funding's reserve.
 */
export const advertiseRewardClaims = pgTable(
  'advertise_reward_claims',
  {
    id: serial('id').primaryKey(),
    reserveId: integer('reserve_id')
      .notNull()
      .references(() => advertiseRewardings.reserveId, { onDelete: 'restrict' }),
    listingId: integer('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    day: date('day').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('advertise_reward_claims_once_uq').on(t.listingId, t.userId),
    index('advertise_reward_claims_user_day_idx').on(t.userId, t.day),
    index('advertise_reward_claims_reserve_idx').on(t.reserveId),
  ],
);
