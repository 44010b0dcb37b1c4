import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, real, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import type { WorkingPeriod } from '@shahrbazar/domain/rules/appointments';
import { listings } from '../../modules/listings/listing.table.ts';

/**
 * What a clinic has beyond the listing core (spec: Clinic). Its specialties are the listing's category chain, its
 * tariffs are the tariffs module's, its rating the comments module's. The columns its list filters on (ADR 0024)
 * each have an index that ends in listing_id, so the list's semi-join probes the index alone.
 */
export const clinicDetails = pgTable(
  'clinic_details',
  {
    listingId: integer('listing_id')
      .primaryKey()
      .references(() => listings.id, { onDelete: 'cascade' }),
    /** doctor, clinic or center (domain ClinicType). */
    type: text('type').notNull().default('doctor'),
    /** The office's telephone, shown as it was written (public, unlike the owner's mobile). */
    callNumber: text('call_number').notNull().default(''),
    address: text('address').notNull().default(''),
    /** The medical council number in ASCII digits (domain medicalSystemNumberOf). */
    medicalSystemNumber: text('medical_system_number').notNull().default(''),
    /**
     * The number a manager checked against the council's register; the badge needs it to equal the number shown,
     * so an owner who changes the number loses the badge until it is checked again.
     */
    checkedMedicalSystemNumber: text('checked_medical_system_number'),
    experience: smallint('experience').notNull().default(0),
    /**
     * Minutes of one visit (spec default 10): the appointment book's, mirrored when the owner saves the book (issue 29:
     * the book is the one truth; the clinic form no longer writes it).
     */
    durationVisit: smallint('duration_visit').notNull().default(10),
    /** Set from the tariffs (a tariff titled «مشاوره تلفنی» / «مشاوره متنی»), never written by the form. */
    phoneReservation: boolean('phone_reservation').notNull().default(false),
    activeChat: boolean('active_chat').notNull().default(false),
    /**
     * The clinic takes bookings on the site: its appointment book is switched on and has hours (domain
     * takesOnlineBookings), mirrored when the owner saves the book, so the list filters on an index (issue 29).
     */
    onlineReservation: boolean('online_reservation').notNull().default(false),
    /** Working days and hours the owner once wrote as text; no longer written or read (the book's hours are). */
    activityTime: text('activity_time').notNull().default(''),
    /** The appointment book's weekly hours, mirrored when the owner saves the book: the page's «ساعت کاری». */
    workingHours: jsonb('working_hours').$type<WorkingPeriod[]>().notNull().default([]),
    /** Set by the back office and section ads: higher comes first where the section shows featured clinics. */
    priority: smallint('priority').notNull().default(0),
    isFeatured: boolean('is_featured').notNull().default(false),
    /** The earliest free slot, kept by the appointment book (materialised so a list never computes slots). */
    availableAppointment: timestamp('available_appointment', { withTimezone: true }),
    /** The comments' rate (0 unrated), mirrored from item_ratings when it changes, so the rating sort is indexed. */
    rate: real('rate').notNull().default(0),
  },
  (t) => [
    index('clinic_details_online_idx').on(t.onlineReservation, t.listingId),
    index('clinic_details_chat_idx').on(t.activeChat, t.listingId),
    index('clinic_details_phone_idx').on(t.phoneReservation, t.listingId),
    index('clinic_details_type_idx').on(t.type, t.listingId),
    // The list sorted by the earliest free slot (ADR 0042): the sort's key, none last, so a page is an index range.
    index('clinic_details_earliest_idx').on(
      sql`coalesce(${t.availableAppointment}, 'infinity'::timestamptz)`,
      t.listingId,
    ),
    // The list sorted by rating (ADR 0050): read backwards, best first and newest first among equals.
    index('clinic_details_rate_idx').on(t.rate, t.listingId),
  ],
);
