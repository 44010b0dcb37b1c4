import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../users/user.table.ts';

/**
 * A user's request to be paid money from their wallet to a SHABA account
 * (docs/decisions/0015-withdrawals-receipts-manual-payments.md). Pending requests reserve their amount; approval
 * debits the wallet (a `withdrawal` ledger entry naming this row, at most one: wallet_entries.withdrawal_id is unique)
 * and records the bank transfer's tracking number. Money records are kept: restrict.
 */
export const withdrawals = pgTable(
  'withdrawals',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    /** Whole toman. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** IR and 24 digits, as the user asked for it (a later profile change does not move it). */
    shabaNumber: text('shaba_number').notNull(),
    /** WithdrawalStatus: pending 0, approved 1, rejected 2. */
    status: smallint('status').notNull().default(0),
    /** The manager's message to the user. */
    message: text('message').notNull().default(''),
    /** The bank transfer's tracking number, set on approval. */
    trackingNumber: text('tracking_number'),
    reviewedBy: integer('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('withdrawals_user_idx').on(t.userId, t.id),
    index('withdrawals_status_idx').on(t.status, t.id),
    check('withdrawals_amount_positive', sql`${t.amount} > 0`),
    check('withdrawals_status_known', sql`${t.status} in (0, 1, 2)`),
    check(
      'withdrawals_approved_tracked',
      sql`${t.status} <> 1 or (${t.trackingNumber} is not null and ${t.reviewedAt} is not null)`,
    ),
  ],
);
