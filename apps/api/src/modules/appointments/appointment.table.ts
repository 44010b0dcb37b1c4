import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  doublePrecision,
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
import type { BookBreak, WorkingPeriod } from '@shahrbazar/domain/rules/appointments';
import { listings } from '../listings/listing.table.ts';
import { payments } from '../payments/payment.table.ts';
import { users } from '../users/user.table.ts';

// The appointment book (docs/decisions/0034-appointment-book.md): one book per listing of a vertical that takes
// appointments, its booked visits, and the waitlist of freed slots. Only this module's code touches these tables.

/** A listing's book: weekly hours, visit length, breaks, Jalali days off, the owner's change and refund policy. */
export const appointmentBooks = pgTable(
  'appointment_books',
  {
    listingId: integer('listing_id')
      .primaryKey()
      .references(() => listings.id, { onDelete: 'cascade' }),
    hours: jsonb('hours').$type<WorkingPeriod[]>().notNull().default([]),
    durationMinutes: smallint('duration_minutes').notNull().default(10),
    breaks: jsonb('breaks').$type<BookBreak[]>().notNull().default([]),
    daysOff: jsonb('days_off').$type<string[]>().notNull().default([]),
    cutoffHours: smallint('cutoff_hours').notNull().default(24),
    refundPercent: smallint('refund_percent').notNull().default(100),
    price: bigint('price', { mode: 'number' }).notNull().default(0),
    active: boolean('active').notNull().default(true),
    /**
     * The earliest free slot, kept up to date on every booking, cancellation and edit (and by the job as time passes),
     * so a list sorts by "earliest free slot" on this index instead of computing slots per listing per request.
     */
    nextFreeSlot: timestamp('next_free_slot', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('appointment_books_next_free_idx').on(t.nextFreeSlot, t.listingId)],
);

/** A booked visit. One live appointment per (listing, start): the unique index is what makes a double booking fail. */
export const appointments = pgTable(
  'appointments',
  {
    id: serial('id').primaryKey(),
    listingId: integer('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }).notNull(),
    /** booked, cancelled, visited, noShow (domain APPOINTMENT_STATUSES). */
    status: text('status').notNull().default('booked'),
    patientName: text('patient_name').notNull(),
    /** A family member's national code; null when the visit is the booker's own. */
    nationalCode: text('national_code'),
    forFamily: boolean('for_family').notNull().default(false),
    price: bigint('price', { mode: 'number' }).notNull().default(0),
    /** wallet, online or atPlace. */
    method: text('method').notNull(),
    paymentId: integer('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    refunded: bigint('refunded', { mode: 'number' }).notNull().default(0),
    /**
     * The site's percent of this visit's money (the owner's percentage plan, from the listing's subscription, fixed at
     * booking as an order's is) and what it came to when the money was settled to the owner (ADR 0042).
     */
    sitePercentage: doublePrecision('site_percentage').notNull().default(0),
    siteShare: bigint('site_share', { mode: 'number' }).notNull().default(0),
    remindedDayAt: timestamp('reminded_day_at', { withTimezone: true }),
    remindedSoonAt: timestamp('reminded_soon_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('appointments_live_slot_uq')
      .on(t.listingId, t.startAt)
      .where(sql`${t.status} <> 'cancelled'`),
    index('appointments_user_idx').on(t.userId, t.startAt),
    // What the reminder job looks at: booked visits soonest first.
    index('appointments_due_idx')
      .on(t.startAt)
      .where(sql`${t.status} = 'booked'`),
  ],
);

/** A patient waiting for a day of a book; offered a freed slot of that day for 30 minutes, first come first offered. */
export const appointmentWaitlist = pgTable(
  'appointment_waitlist',
  {
    id: serial('id').primaryKey(),
    listingId: integer('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The Jalali day waited for, "YYYY/MM/DD". */
    day: text('day').notNull(),
    /** waiting, offered, accepted, expired, left (domain WAITLIST_STATUSES). */
    status: text('status').notNull().default('waiting'),
    offeredStart: timestamp('offered_start', { withTimezone: true }),
    offerExpiresAt: timestamp('offer_expires_at', { withTimezone: true }),
    /**
     * The tariff the patient chose when joining (issue 29), by id and title: an offer is charged at it. Its id
     * changes when the owner saves the tariffs again (they are replaced), so the title finds it then; null: the
     * book's price.
     */
    tariffId: integer('tariff_id'),
    tariffTitle: text('tariff_title'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('appointment_waitlist_open_uq')
      .on(t.listingId, t.userId, t.day)
      .where(sql`${t.status} in ('waiting', 'offered')`),
    // One standing offer per slot.
    uniqueIndex('appointment_waitlist_offer_uq')
      .on(t.listingId, t.offeredStart)
      .where(sql`${t.status} = 'offered'`),
    index('appointment_waitlist_queue_idx').on(t.listingId, t.day, t.id),
    index('appointment_waitlist_user_idx').on(t.userId, t.id),
  ],
);

/**
 * A listing's secretaries (issue 29, ADR 0105): people the owner lets keep the book's visits. A secretary sees the
 * book and its visits and may cancel, move or mark one, as the owner may; the book's settings, the listing, its
 * tariffs and its money stay the owner's alone.
 */
export const appointmentBookSecretaries = pgTable(
  'appointment_book_secretaries',
  {
    listingId: integer('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.listingId, t.userId] }),
    // The books a person keeps (their panel's «منشی مطب»).
    index('appointment_book_secretaries_user_idx').on(t.userId),
  ],
);
