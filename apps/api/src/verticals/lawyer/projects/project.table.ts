import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { cities } from '../../../modules/geo/geo.table.ts';
import { listings } from '../../../modules/listings/listing.table.ts';
import { packages } from '../../../modules/packages/package.table.ts';
import { payments } from '../../../modules/payments/payment.table.ts';
import { users } from '../../../modules/users/user.table.ts';

/**
 * A lawyer client project (spec: Lawyer client project; ADR 0041): what a client needs a lawyer for, with a budget and
 * a deadline. Status is the spec's (active while open, selected 5, completed 6, ended 7); `escrow` says where the
 * selected offer's money is (none, held, delivered, disputed, released, refunded). The money itself is a wallet
 * reserve of the client's (purpose lawyerProject, item = this id); `offer_count` is kept by the offer's transaction.
 */
export const lawyerProjects = pgTable(
  'lawyer_projects',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    cityId: integer('city_id').references(() => cities.id, { onDelete: 'set null' }),
    /** Ids of legal specialties (general sub-categories of type lawyer). */
    specialties: jsonb('specialties').$type<number[]>().notNull().default([]),
    type: text('type').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    slug: text('slug').notNull(),
    slugId: text('slug_id').notNull(),
    priority: integer('priority').notNull().default(0),
    isFeatured: boolean('is_featured').notNull().default(false),
    duration: smallint('duration').notNull(),
    budgetFrom: bigint('budget_from', { mode: 'number' }).notNull().default(0),
    budgetTo: bigint('budget_to', { mode: 'number' }).notNull().default(0),
    gender: text('gender').notNull().default('either'),
    views: integer('views').notNull().default(0),
    offerCount: integer('offer_count').notNull().default(0),
    status: smallint('status').notNull(),
    expireDate: timestamp('expire_date', { withTimezone: true }).notNull(),
    escrow: text('escrow').notNull().default('none'),
    selectedOfferId: integer('selected_offer_id'),
    /** The selected offer's price, fixed at selection; the site's percent and share fixed at payment / release. */
    price: bigint('price', { mode: 'number' }),
    sitePercentage: numeric('site_percentage', { precision: 5, scale: 2, mode: 'number' }),
    siteShare: bigint('site_share', { mode: 'number' }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** The online payment of the selected offer (type lawyerProject) while one is open or once it paid (ADR 0056). */
    paymentId: integer('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    /** The posting package (type lawyerClientProject, ADR 0060) and, when it was priced, the payment that opened it. */
    packageId: integer('package_id').references(() => packages.id, { onDelete: 'set null' }),
    postPaymentId: integer('post_payment_id').references(() => payments.id, { onDelete: 'set null' }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    disputedAt: timestamp('disputed_at', { withTimezone: true }),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    /** The client's score of the selected lawyer once completed (1..5, once), their word and when (issue 29). */
    rating: smallint('rating'),
    ratingComment: text('rating_comment').notNull().default(''),
    ratedAt: timestamp('rated_at', { withTimezone: true }),
    registerDate: timestamp('register_date', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('lawyer_projects_slug_id_uq').on(t.slugId),
    index('lawyer_projects_status_idx').on(t.status, t.id),
    index('lawyer_projects_user_idx').on(t.userId, t.id),
    index('lawyer_projects_expire_idx')
      .on(t.expireDate)
      .where(sql`${t.status} = 2`),
    check(
      'lawyer_projects_budget',
      sql`${t.budgetFrom} >= 0 and (${t.budgetTo} = 0 or ${t.budgetTo} >= ${t.budgetFrom})`,
    ),
    check('lawyer_projects_offer_count', sql`${t.offerCount} >= 0`),
    check('lawyer_projects_rating', sql`${t.rating} is null or ${t.rating} between 1 and 5`),
    check(
      'lawyer_projects_escrow_known',
      sql`${t.escrow} in ('none', 'held', 'delivered', 'disputed', 'released', 'refunded')`,
    ),
  ],
);

/** A lawyer's offer on a project (price, days, message): one per lawyer per project (a unique index). */
export const lawyerProjectOffers = pgTable(
  'lawyer_project_offers',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => lawyerProjects.id, { onDelete: 'cascade' }),
    lawyerId: integer('lawyer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    /** The lawyer's page the offer was made from. */
    listingId: integer('listing_id').references(() => listings.id, { onDelete: 'set null' }),
    price: bigint('price', { mode: 'number' }).notNull(),
    days: smallint('days').notNull(),
    message: text('message').notNull(),
    registerDate: timestamp('register_date', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('lawyer_project_offers_one_uq').on(t.projectId, t.lawyerId),
    index('lawyer_project_offers_lawyer_idx').on(t.lawyerId, t.id),
    check('lawyer_project_offers_price', sql`${t.price} > 0`),
  ],
);

/**
 * A project's file (ADR 0056): in the private storage (`file` is its key there), read only through
 * GET /api/v1/lawyer/projects/{slugId}/files/{id} by the client and the selected lawyer.
 */
export const lawyerProjectFiles = pgTable(
  'lawyer_project_files',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => lawyerProjects.id, { onDelete: 'cascade' }),
    file: text('file').notNull(),
    mime: text('mime').notNull(),
    name: text('name').notNull().default(''),
    registerDate: timestamp('register_date', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('lawyer_project_files_project_idx').on(t.projectId, t.id)],
);
