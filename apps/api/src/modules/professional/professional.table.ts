import { boolean, index, jsonb, smallint, text, timestamp, type PgColumn } from 'drizzle-orm/pg-core';
import type { WorkingPeriod } from '@shahrbazar/domain/rules/appointments';

/**
 * The columns a professional's detail row (a clinic's, a lawyer's) has beside its own (issue 33, ADR 0128): the
 * years of practice, the office's telephone and address, the consultation flags its tariffs imply, its appointment
 * book's mirror and the section ads' place. Spread into each vertical's pgTable: the tables and their columns are the ones they were.
 */
export const professionalColumns = () => ({
  /** Years of practice, as the owner wrote them. */
  experience: smallint('experience').notNull().default(0),
  /** The office's telephone, shown as it was written (public, unlike the owner's mobile). */
  callNumber: text('call_number').notNull().default(''),
  address: text('address').notNull().default(''),
  /** Set from the tariffs (a tariff titled «مشاوره تلفنی» / «مشاوره متنی»), never written by the form. */
  phoneReservation: boolean('phone_reservation').notNull().default(false),
  activeChat: boolean('active_chat').notNull().default(false),
  /**
   * The professional takes bookings on the site: its appointment book is switched on and has hours (domain
   * takesOnlineBookings), mirrored when the owner saves the book, so the list filters on an index (issue 29).
   */
  onlineReservation: boolean('online_reservation').notNull().default(false),
  /** Working days and hours the owner once wrote as text; no longer written or read (the book's hours are). */
  activityTime: text('activity_time').notNull().default(''),
  /** The appointment book's weekly hours, mirrored when the owner saves the book: the page's «ساعت کاری». */
  workingHours: jsonb('working_hours').$type<WorkingPeriod[]>().notNull().default([]),
  /** Set by the back office and section ads: higher comes first where the section shows featured professionals. */
  priority: smallint('priority').notNull().default(0),
  isFeatured: boolean('is_featured').notNull().default(false),
  /** The earliest free slot, kept by the appointment book (materialised so a list never computes slots). */
  availableAppointment: timestamp('available_appointment', { withTimezone: true }),
});

/**
 * The indexes of the three flags the list filters on (ADR 0024), each ending in listing_id so that the list's
 * semi-join probes the index alone; named `<table>_online_idx`, `_chat_idx`, `_phone_idx`.
 */
export const professionalIndexes = (
  table: string,
  t: { listingId: PgColumn; onlineReservation: PgColumn; activeChat: PgColumn; phoneReservation: PgColumn },
) => [
  index(`${table}_online_idx`).on(t.onlineReservation, t.listingId),
  index(`${table}_chat_idx`).on(t.activeChat, t.listingId),
  index(`${table}_phone_idx`).on(t.phoneReservation, t.listingId),
];
