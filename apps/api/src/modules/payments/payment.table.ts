import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { packages } from '../packages/package.table.ts';
import { users } from '../users/user.table.ts';
import { walletReserves } from './reserve.table.ts';
import { withdrawals } from './withdrawal.table.ts';

/**
 * Payment of the spec (docs/decisions/0014-payments-and-wallet-ledger.md): who pays, for what (type, the item, the
 * package), how (method), the price in whole toman set by the server, and, once paid, the bank's reference and the
 * date. `authority` is the gateway's session id of the latest online attempt, unique per gateway, which the callback
 * finds the payment by. Money records are kept: a payer with payments cannot be deleted (restrict).
 */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    /** PaymentType (spec default: chargeWallet). */
    type: smallint('type').notNull().default(2),
    /** PaymentMethod (spec default: online); set to how it was actually paid. */
    method: smallint('method').notNull().default(0),
    /** The thing paid for (a listing's id for a package); null for a wallet charge. */
    itemId: integer('item_id'),
    packageId: integer('package_id').references(() => packages.id, { onDelete: 'restrict' }),
    /** Whole toman, from the package or the charge amount: never from a client. */
    price: bigint('price', { mode: 'number' }).notNull(),
    /**
     * The part of the price held from the payer's wallet while the rest is paid at the bank (ADR 0052: an order paid
     * "both"); 0 otherwise. The bank is asked, verified and refunded for price − walletPart.
     */
    walletPart: bigint('wallet_part', { mode: 'number' }).notNull().default(0),
    /** DeviceType (spec default: web client). */
    deviceType: smallint('device_type').notNull().default(4),
    /** PaymentStatus: unpaid 0, paid 1. */
    status: smallint('status').notNull().default(0),
    /** The bank's reference (refId) of the verified payment. */
    trackingNumber: text('tracking_number'),
    /** The gateway's session id of the latest online attempt. */
    authority: text('authority'),
    /** When the latest online attempt's authority was issued: the reconciliation job verifies attempts by age. */
    authorityAt: timestamp('authority_at', { withTimezone: true }),
    gateway: text('gateway'),
    description: text('description').notNull().default(''),
    /** Why the last online attempt did not complete, or 'refundedToWallet' (domain PAYMENT_FAILURE_REASONS). */
    failureReason: text('failure_reason'),
    payDate: timestamp('pay_date', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payments_gateway_authority_uq')
      .on(t.gateway, t.authority)
      .where(sql`${t.authority} is not null`),
    index('payments_user_idx').on(t.userId, t.id),
    index('payments_status_idx').on(t.status, t.id),
    // The reconciliation job's scan: unpaid online attempts by age (ADR 0014).
    index('payments_pending_at_bank_idx')
      .on(t.authorityAt)
      .where(sql`${t.status} = 0 and ${t.authority} is not null`),
    index('payments_item_idx').on(t.type, t.itemId),
    check('payments_price_positive', sql`${t.price} > 0`),
    check('payments_wallet_part_range', sql`${t.walletPart} >= 0 and ${t.walletPart} < ${t.price}`),
    check('payments_status_known', sql`${t.status} in (0, 1)`),
    check('payments_paid_dated', sql`${t.status} = 0 or ${t.payDate} is not null`),
    check('payments_gateway_known', sql`${t.gateway} is null or ${t.gateway} in ('sandbox', 'zarinpal')`),
  ],
);

/**
 * The wallet's ledger: append-only, one row per movement of money in or out of a wallet, with the balance it left.
 * The balance itself is `users.wallet_balance` (CHECK >= 0), changed only by a guarded UPDATE in the same transaction
 * as its entry; one payment credits or debits a wallet at most once per kind (unique payment_id, kind), and one
 * withdrawal debits it at most once (unique withdrawal_id; a `withdrawal` entry always names its withdrawal).
 */
export const walletEntries = pgTable(
  'wallet_entries',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    paymentId: integer('payment_id').references(() => payments.id, { onDelete: 'restrict' }),
    /** The withdrawal request a `withdrawal` entry pays out (ADR 0015). */
    withdrawalId: integer('withdrawal_id').references(() => withdrawals.id, { onDelete: 'restrict' }),
    /** The reserve a `reserve`, `release` or `payout` entry moves money into or out of (ADR 0023). */
    reserveId: integer('reserve_id').references(() => walletReserves.id, { onDelete: 'restrict' }),
    /** Signed whole toman: + credit (charge, refund, release, payout), - debit (payment, withdrawal, reserve). */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    balanceAfter: bigint('balance_after', { mode: 'number' }).notNull(),
    /** charge | payment | withdrawal | refund | reserve | release | payout (domain WalletEntryKind). */
    kind: text('kind').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('wallet_entries_payment_kind_uq').on(t.paymentId, t.kind),
    uniqueIndex('wallet_entries_withdrawal_uq').on(t.withdrawalId),
    check('wallet_entries_withdrawal_named', sql`(${t.kind} = 'withdrawal') = (${t.withdrawalId} is not null)`),
    // A reserve is funded once and released once; its payouts are many.
    uniqueIndex('wallet_entries_reserve_once_uq')
      .on(t.reserveId, t.kind)
      .where(sql`${t.kind} in ('reserve', 'release')`),
    check(
      'wallet_entries_reserve_named',
      sql`(${t.kind} in ('reserve', 'release', 'payout')) = (${t.reserveId} is not null)`,
    ),
    index('wallet_entries_user_idx').on(t.userId, t.id),
    check('wallet_entries_balance_after_non_negative', sql`${t.balanceAfter} >= 0`),
    check(
      'wallet_entries_kind_known',
      sql`${t.kind} in ('charge', 'payment', 'withdrawal', 'refund', 'reserve', 'release', 'payout')`,
    ),
    check(
      'wallet_entries_amount_signed',
      sql`(${t.kind} in ('charge', 'refund', 'release', 'payout') and ${t.amount} > 0) or (${t.kind} in ('payment', 'withdrawal', 'reserve') and ${t.amount} < 0)`,
    ),
  ],
);

/**
 * Idempotency keys of the money-moving POSTs: the first answer to (user, key), kept with a hash of the request it
 * answered. Written in the same transaction as the request's own changes, so a key is either answered and stored or,
 * when the request failed, free to be sent again. `status_code` and `response` are null only inside that transaction.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    statusCode: smallint('status_code'),
    response: jsonb('response'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] }), index('idempotency_keys_created_idx').on(t.createdAt)],
);
