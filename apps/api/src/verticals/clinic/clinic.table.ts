import { sql } from 'drizzle-orm';
import { index, integer, pgTable, real, smallint, text } from 'drizzle-orm/pg-core';
import { listings } from '../../modules/listings/listing.table.ts';
import { professionalColumns, professionalIndexes } from '../../modules/professional/professional.table.ts';

/**
 * What a clinic has beyond the listing core (spec: Clinic): a professional's columns (ADR 0128) and its own. Its
 * specialties are the listing's category chain, its tariffs are the tariffs module's, its rating the comments module's. The columns its list filters on (ADR 0024)
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
    /** The medical council number in ASCII digits (domain medicalSystemNumberOf). */
    medicalSystemNumber: text('medical_system_number').notNull().default(''),
    /**
     * The number a manager checked against the council's register; the badge needs it to equal the number shown,
     * so an owner who changes the number loses the badge until it is checked again.
     */
    checkedMedicalSystemNumber: text('checked_medical_system_number'),
    /**
     * Minutes of one visit (spec default 10): the appointment book's, mirrored when the owner saves the book (issue 29:
     * the book is the one truth; the clinic form no longer writes it).
     */
    durationVisit: smallint('duration_visit').notNull().default(10),
    ...professionalColumns(),
    /** The comments' rate (0 unrated), mirrored from item_ratings when it changes, so the rating sort is indexed. */
    rate: real('rate').notNull().default(0),
  },
  (t) => [
    ...professionalIndexes('clinic_details', t),
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
