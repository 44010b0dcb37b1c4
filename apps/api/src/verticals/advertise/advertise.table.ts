import { bigint, boolean, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { listings } from '../../modules/listings/listing.table.ts';

/**
 * What a city ad has beyond the listing core (spec: Advertise): the business's links and the reward it offers each
 * viewer (toman) for how many viewers. `is_active_rewarding` is kept by the reward service (reward.service.ts), never
 * by the owner's form; the money behind a running reward lives in advertise_rewardings and its wallet reserve.
 */
export const advertiseDetails = pgTable('advertise_details', {
  listingId: integer('listing_id')
    .primaryKey()
    .references(() => listings.id, { onDelete: 'cascade' }),
  instagram: text('instagram').notNull().default(''),
  telegram: text('telegram').notNull().default(''),
  website: text('website').notNull().default(''),
  phone: text('phone').notNull().default(''),
  whatsapp: text('whatsapp').notNull().default(''),
  reward: bigint('reward', { mode: 'number' }).notNull().default(0),
  numberReward: integer('number_reward').notNull().default(0),
  isActiveRewarding: boolean('is_active_rewarding').notNull().default(false),
});
