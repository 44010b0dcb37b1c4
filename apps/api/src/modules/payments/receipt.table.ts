import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from '../users/user.table.ts';
import { payments } from './payment.table.ts';

/**
 * A card-to-card receipt sent for an unpaid payment (docs/decisions/0015-withdrawals-receipts-manual-payments.md):
 * the image (a key of the PRIVATE storage, served only through access-checked routes), the bank's tracking number
 * and the day paid. A payment has at most one receipt awaiting review and at most one confirmed (partial unique
 * indexes); a rejected one stays as history and the payer may send another.
 */
export const paymentReceipts = pgTable(
  'payment_receipts',
  {
    id: serial('id').primaryKey(),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'restrict' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    /** Storage key in the private storage (never a public /images/ address). */
    file: text('file').notNull(),
    trackingNumber: text('tracking_number').notNull(),
    paidOn: date('paid_on', { mode: 'string' }).notNull(),
    /** ReceiptStatus: pending 0, confirmed 1, rejected 2. */
    status: smallint('status').notNull().default(0),
    message: text('message').notNull().default(''),
    reviewedBy: integer('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payment_receipts_pending_uq')
      .on(t.paymentId)
      .where(sql`${t.status} = 0`),
    uniqueIndex('payment_receipts_confirmed_uq')
      .on(t.paymentId)
      .where(sql`${t.status} = 1`),
    index('payment_receipts_payment_idx').on(t.paymentId, t.id),
    index('payment_receipts_status_idx').on(t.status, t.id),
    check('payment_receipts_status_known', sql`${t.status} in (0, 1, 2)`),
  ],
);
