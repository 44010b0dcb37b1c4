import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { listings } from '../../modules/listings/listing.table.ts';
import { users } from '../../modules/users/user.table.ts';

/**
 * What a job has beyond the listing core (spec Work). The columns its list filters on (ADR 0024) each have an index
 * that ends in listing_id, so the list's semi-join probes the index alone.
 */
export const workDetails = pgTable(
  'work_details',
  {
    listingId: integer('listing_id')
      .primaryKey()
      .references(() => listings.id, { onDelete: 'cascade' }),
    /** Monthly salary in toman; 0 is «توافقی». */
    salary: bigint('salary', { mode: 'number' }).notNull().default(0),
    skills: jsonb('skills').$type<string[]>().notNull().default([]),
    hoursWork: text('hours_work').notNull().default(''),
    educationDegree: text('education_degree').notNull().default(''),
    businessName: text('business_name').notNull().default(''),
    militaryStatus: text('military_status').notNull().default('either'),
    cooperationType: text('cooperation_type').notNull().default('fullTime'),
    gender: text('gender').notNull().default('either'),
    /** How many people are hired. */
    count: smallint('count').notNull().default(1),
  },
  (t) => [
    index('work_details_cooperation_idx').on(t.cooperationType, t.listingId),
    index('work_details_gender_idx').on(t.gender, t.listingId),
    index('work_details_military_idx').on(t.militaryStatus, t.listingId),
    index('work_details_salary_idx').on(t.salary, t.listingId),
  ],
);

/**
 * A seeker's application to a job: a short cover note and a CV (PDF or image) in the private storage, read only
 * through the API by the job's employer and listing managers. One per seeker per job.
 */
export const workApplications = pgTable(
  'work_applications',
  {
    id: serial('id').primaryKey(),
    listingId: integer('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    note: text('note').notNull().default(''),
    /** Private storage key of the CV. */
    file: text('file').notNull(),
    fileMime: text('file_mime').notNull(),
    /** The name the seeker's file had (shown, never used as a key). */
    fileName: text('file_name').notNull().default(''),
    status: text('status').notNull().default('new'),
    registerDate: timestamp('register_date', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('work_applications_listing_user_uq').on(t.listingId, t.userId),
    index('work_applications_listing_idx').on(t.listingId, t.id),
    index('work_applications_user_idx').on(t.userId, t.id),
    // The back office's list of every job's applications, by status, newest first, paged by id.
    index('work_applications_status_idx').on(t.status, t.id),
  ],
);
