import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../users/user.table.ts';

/**
 * Money held out of a wallet for a purpose (docs/decisions/0023-wallet-reserves-and-ad-rewards.md): a city ad's reward
 * budget today, an order's escrow later. Funded once from the owner's wallet (ledger entry `reserve`), paid out in
 * parts to others (entries `payout`), and released once: what is left goes back to the owner (entry `release`).
 * `remaining` never goes below 0 (CHECK) and changes only by guarded UPDATEs with the row locked; at most one reserve
 * is held per (purpose, item).
 */
export const walletReserves = pgTable(
  'wallet_reserves',
  {
    id: serial('id').primaryKey(),
    /** Whose money it is (funded from, released back to). */
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    /** What it is held for, e.g. 'advertiseReward' (domain rules), with the item's id. */
    purpose: text('purpose').notNull(),
    itemId: integer('item_id').notNull(),
    /** What was funded (whole toman). */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** What is still held. */
    remaining: bigint('remaining', { mode: 'number' }).notNull(),
    /** 'held' until released, then 'released'. */
    status: text('status').notNull().default('held'),
    /** What went back to the owner on release. */
    released: bigint('released', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    releasedAt: timestamp('released_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('wallet_reserves_held_uq')
      .on(t.purpose, t.itemId)
      .where(sql`${t.status} = 'held'`),
    index('wallet_reserves_user_idx').on(t.userId, t.id),
    index('wallet_reserves_item_idx').on(t.purpose, t.itemId, t.id),
    check('wallet_reserves_amount_positive', sql`${t.amount} > 0`),
    check('wallet_reserves_remaining_range', sql`${t.remaining} >= 0 and ${t.remaining} <= ${t.amount}`),
    check('wallet_reserves_status_known', sql`${t.status} in ('held', 'released')`),
    check(
      'wallet_reserves_released_shape',
      sql`(${t.status} = 'held') = (${t.releasedAt} is null) and (${t.status} = 'held' or ${t.remaining} = 0)`,
    ),
  ],
);
