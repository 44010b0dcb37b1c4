import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { roles } from '../access/role.table.ts';

/** User of the spec (section 3), with the spec's defaults; mobile and e-mail are unique when set. */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    cityId: integer('city_id'),
    roleId: integer('role_id').references(() => roles.id, { onDelete: 'set null' }),
    mobile: text('mobile'),
    name: text('name').notNull().default(''),
    email: text('email'),
    passwordHash: text('password_hash'),
    nationalCode: text('national_code').notNull().default(''),
    cardNumber: text('card_number').notNull().default(''),
    shabaNumber: text('shaba_number').notNull().default(''),
    economicCode: text('economic_code').notNull().default(''),
    avatar: text('avatar').notNull().default('images/avatars/default.jpg'),
    telegramId: text('telegram_id').notNull().default(''),
    instagramId: text('instagram_id').notNull().default(''),
    whatsAppNumber: text('whatsapp_number').notNull().default(''),
    gender: text('gender').notNull().default('man'),
    activeChat: smallint('active_chat').notNull().default(1),
    displayMobile: smallint('display_mobile').notNull().default(1),
    latitude: doublePrecision('latitude').notNull().default(0),
    longitude: doublePrecision('longitude').notNull().default(0),
    address: text('address').notNull().default(''),
    description: text('description').notNull().default(''),
    type: smallint('type').notNull().default(2),
    authLevel: smallint('auth_level').notNull().default(0),
    authMessage: text('auth_message').notNull().default(''),
    status: smallint('status').notNull().default(1),
    referralId: text('referral_id').notNull(),
    referredBy: integer('referred_by').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    createdBy: integer('created_by').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    excludePolicies: jsonb('exclude_policies').$type<number[]>().notNull().default([]),
    /**
     * Whole toman in the wallet (spec walletBalance). Changed only with its ledger entry (payments/wallet.service.ts),
     * by a guarded UPDATE; the CHECK refuses a negative balance even if the code were wrong (ADR 0014).
     */
    walletBalance: bigint('wallet_balance', { mode: 'number' }).notNull().default(0),
    /**
     * What the user's pending withdrawal requests hold of the balance (ADR 0015): the sum of their amounts, changed in
     * the transaction that records, approves, rejects or cancels one. What may be spent is wallet_balance − this.
     */
    walletHeld: bigint('wallet_held', { mode: 'number' }).notNull().default(0),
    registerDate: timestamp('register_date', { withTimezone: true }).notNull().defaultNow(),
    lastVisit: timestamp('last_visit', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('users_mobile_uq')
      .on(t.mobile)
      .where(sql`${t.mobile} is not null`),
    uniqueIndex('users_email_uq')
      .on(sql`lower(${t.email})`)
      .where(sql`${t.email} is not null`),
    uniqueIndex('users_referral_uq').on(t.referralId),
    index('users_referred_by_idx').on(t.referredBy),
    index('users_created_by_idx').on(t.createdBy, t.id),
    index('users_register_date_idx').on(t.registerDate, t.id),
    check('users_wallet_balance_non_negative', sql`${t.walletBalance} >= 0`),
    check('users_wallet_held_non_negative', sql`${t.walletHeld} >= 0`),
  ],
);

/** Identity documents a user uploads ("authenticate") for a manager to review. */
export const userDocuments = pgTable(
  'user_documents',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    file: text('file').notNull(),
    status: smallint('status').notNull().default(0),
    message: text('message').notNull().default(''),
    /** Who sent the file: the user, or the agent or staff member who uploaded it for them (null: before ADR 0053). */
    uploadedBy: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedBy: integer('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    registerDate: timestamp('register_date', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('user_documents_user_idx').on(t.userId, t.id), index('user_documents_status_idx').on(t.status, t.id)],
);
