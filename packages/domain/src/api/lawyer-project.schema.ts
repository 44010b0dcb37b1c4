import { z } from 'zod';
import { Gender } from '../enums/people.ts';
import { ClientProjectStatus } from '../enums/status.ts';
import { PROJECT_RATING_COMMENT_MAX, PROJECT_RATING_MAX } from '../rules/lawyer.ts';
import { ESCROW_STATES, MAX_PROJECT_DAYS, PROJECT_TYPES } from '../rules/lawyer-project.ts';
import { enumSchema } from './enum-schema.ts';
import { IdSchema } from './id.schema.ts';
import { QuestionFileSchema } from './lawyer.schema.ts';
import { pageOf } from './page.schema.ts';

// Lawyer client projects and offers (issue 19 item 4, ADR 0041): the request and answer shapes of the API.

/** The largest budget or offer price (whole toman). */
export const MAX_PROJECT_PRICE = 100_000_000_000;

const money = z.coerce.number().int('invalid').min(0, 'invalid').max(MAX_PROJECT_PRICE, 'invalid');

/** A client posts a project. */
export const ProjectCreateSchema = z.object({
  /** Legal specialties (general sub-categories of the lawyer type), at least one. */
  specialties: z.array(IdSchema).min(1, 'required').max(5, 'invalid'),
  /** The kind of work asked for: a drafting or representation kind, or other (ADR 0060: it names what it counts). */
  type: z.enum(PROJECT_TYPES, 'required'),
  title: z.string().trim().min(5, 'tooShort').max(120, 'tooLong'),
  description: z.string().trim().min(20, 'tooShort').max(5000, 'tooLong'),
  tags: z.array(z.string().trim().min(1).max(40)).max(10, 'invalid').default([]),
  budgetFrom: money.default(0),
  budgetTo: money.default(0),
  /** Days to take offers: the package's days when left out, at most those (ADR 0060). */
  duration: z.coerce.number().int('invalid').min(1, 'invalid').max(MAX_PROJECT_DAYS, 'invalid').optional(),
  /** The posting package (type lawyerClientProject): the newest active free one when left out. */
  package_id: IdSchema.optional(),
  gender: enumSchema(Gender).default(Gender.either),
  city_id: IdSchema.nullable().default(null),
});
export type ProjectCreate = z.input<typeof ProjectCreateSchema>;

/** A lawyer's offer on a project. */
export const OfferCreateSchema = z.object({
  price: money.refine((value) => value > 0, 'required'),
  days: z.coerce.number().int('invalid').min(1, 'invalid').max(365, 'invalid'),
  message: z.string().trim().min(10, 'tooShort').max(2000, 'tooLong'),
});
export type OfferCreate = z.input<typeof OfferCreateSchema>;

export const ProjectListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  perPage: z.coerce.number().int().min(1).max(100).default(15),
  specialty: IdSchema.optional(),
});

export const SelectOfferSchema = z.object({ offerId: IdSchema });

/** The client scores the lawyer of a completed project (1..5), with a word if they like. */
export const ProjectRatingSchema = z.object({
  score: z.coerce.number().int('required').min(1, 'required').max(PROJECT_RATING_MAX, 'invalid'),
  comment: z.string().trim().max(PROJECT_RATING_COMMENT_MAX, 'tooLong').default(''),
});
export type ProjectRatingInput = z.input<typeof ProjectRatingSchema>;
export const ResolveDisputeSchema = z.object({ outcome: z.enum(['release', 'refund']) });

const PersonSchema = z.object({ id: z.number().int(), name: z.string() });

/** One file of a project, to its client and the selected lawyer only: `url` is the authorised route, never public. */
export const ProjectFileSchema = QuestionFileSchema;

/** One project as anyone reads it (its files only to its client and the selected lawyer; how many, to everyone). */
export const ProjectSchema = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    slugId: z.string(),
    title: z.string(),
    description: z.string(),
    type: z.string(),
    specialties: z.array(z.object({ id: z.number().int(), title: z.string() })),
    tags: z.array(z.string()),
    budgetFrom: z.number().int(),
    budgetTo: z.number().int(),
    duration: z.number().int(),
    gender: enumSchema(Gender),
    city: z.object({ id: z.number().int(), name: z.string() }).nullable(),
    views: z.number().int(),
    offerCount: z.number().int(),
    status: enumSchema(ClientProjectStatus),
    escrow: z.enum(ESCROW_STATES),
    expireDate: z.string(),
    registerDate: z.string(),
    user: PersonSchema,
    files: z.array(ProjectFileSchema),
    fileCount: z.number().int(),
  })
  .meta({ id: 'LawyerProject' });
export type Project = z.infer<typeof ProjectSchema>;
export const ProjectPageSchema = pageOf(ProjectSchema);

/**
 * A project just posted: open at once with a free package; with a priced one awaiting `paymentId` (paid at
 * /api/v1/me/payments/{id}/pay, the bank or the wallet), null otherwise.
 */
export const PostedProjectSchema = ProjectSchema.extend({ paymentId: z.number().int().nullable() }).meta({
  id: 'PostedLawyerProject',
});
export type PostedProject = z.infer<typeof PostedProjectSchema>;

/** One offer. */
export const OfferSchema = z
  .object({
    id: z.number().int(),
    projectId: z.number().int(),
    price: z.number().int(),
    days: z.number().int(),
    message: z.string(),
    selected: z.boolean(),
    registerDate: z.string(),
    lawyer: PersonSchema.extend({ listingSlugId: z.string().nullable() }),
  })
  .meta({ id: 'LawyerOffer' });
export type Offer = z.infer<typeof OfferSchema>;

/** The client's own project with its offers and its money. */
export const MyProjectSchema = ProjectSchema.extend({
  offers: z.array(OfferSchema),
  selectedOfferId: z.number().int().nullable(),
  price: z.number().int().nullable(),
  siteShare: z.number().int().nullable(),
  /** While it awaits the payment of its posting package: that payment (ADR 0060). */
  postingPaymentId: z.number().int().nullable(),
  /** The client's score of the lawyer once completed (1..5), and their word; null until they rate. */
  rating: z.number().int().nullable(),
  ratingComment: z.string(),
}).meta({ id: 'MyLawyerProject' });
export type MyProject = z.infer<typeof MyProjectSchema>;
export const MyProjectPageSchema = pageOf(ProjectSchema);

/** A lawyer's own offer with its project. */
export const MyOfferSchema = OfferSchema.extend({
  project: z.object({
    id: z.number().int(),
    slug: z.string(),
    slugId: z.string(),
    title: z.string(),
    status: enumSchema(ClientProjectStatus),
    escrow: z.enum(ESCROW_STATES),
    /** The client, to the selected lawyer only (their chat room from the project); null otherwise. */
    client: PersonSchema.nullable(),
    /** The client's score of this lawyer once completed; null until rated or to another lawyer. */
    rating: z.number().int().nullable(),
  }),
  /** What the lawyer gets (after the share) once it is released. */
  payout: z.number().int().nullable(),
}).meta({ id: 'MyLawyerOffer' });
export type MyOffer = z.infer<typeof MyOfferSchema>;
export const MyOfferPageSchema = pageOf(MyOfferSchema);
