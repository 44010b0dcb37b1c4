import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  real,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { appointments } from '../appointments/appointment.table.ts';
import { conversations } from '../chat/chat.table.ts';
import { listings } from '../listings/listing.table.ts';
import { payments } from '../payments/payment.table.ts';
import { users } from '../users/user.table.ts';

/**
 * A paid consultation (docs/decisions/0039-consultations.md), keyed by the listing it was bought from. A text one is a
 * chat session in the pair's conversation, open until its owner closes it or its deadline passes; a phone one refers
 * to the appointment (a call slot of the listing's book) that was booked for it. Only this module touches the table.
 */
export const consultations = pgTable(
  'consultations',
  {
    id: serial('id').primaryKey(),
    listingId: integer('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    /** text or phone (domain CONSULTATION_KINDS). */
    kind: text('kind').notNull(),
    patientId: integer('patient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The listing's owner when it was bought: the one who answers and is paid. */
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** A text consultation's: open, closed, expired (domain CONSULTATION_STATUSES); a phone one's is its appointment's. */
    status: text('status').notNull().default('open'),
    /** Toman paid: the tariff's price less its discount when bought. */
    price: bigint('price', { mode: 'number' }).notNull(),
    /** The site's percent of the owner's plan when bought (a percentage plan; 0 otherwise). */
    sitePercentage: real('site_percentage').notNull().default(0),
    /** Set when it ends: what the site kept and what the owner was paid. */
    siteShare: bigint('site_share', { mode: 'number' }),
    ownerPaid: bigint('owner_paid', { mode: 'number' }),
    conversationId: integer('conversation_id').references(() => conversations.id, { onDelete: 'set null' }),
    appointmentId: integer('appointment_id').references(() => appointments.id, { onDelete: 'set null' }),
    paymentId: integer('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    /** A text consultation closes by itself at this time (48 hours after it opened). */
    deadline: timestamp('deadline', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('consultations_patient_idx').on(t.patientId, t.id),
    index('consultations_listing_idx').on(t.listingId, t.id),
    index('consultations_conversation_idx').on(t.conversationId, t.id),
    // A visit marked done asks whether it was a phone consultation's call (ADR 0060).
    index('consultations_appointment_idx')
      .on(t.appointmentId)
      .where(sql`${t.appointmentId} is not null`),
    // What the expiry job reads: open text consultations by deadline.
    index('consultations_due_idx')
      .on(t.deadline)
      .where(sql`${t.status} = 'open' and ${t.kind} = 'text'`),
    // One open text consultation per patient and listing: a second purchase while one is open is refused.
    uniqueIndex('consultations_open_uq')
      .on(t.listingId, t.patientId)
      .where(sql`${t.status} = 'open' and ${t.kind} = 'text'`),
    check('consultations_kind_known', sql`${t.kind} in ('text', 'phone')`),
    check('consultations_price_positive', sql`${t.price} > 0`),
  ],
);
