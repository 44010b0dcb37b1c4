import { z } from 'zod';
import { ListingStatus } from '../enums/status.ts';
import { FIRST_PAGE, MAX_PAGE_SIZE, PAGE_SIZE } from '../rules/pagination.ts';
import { enumSchema } from './enum-schema.ts';
import { IdSchema, idSchema, jsonIdSchema, OptionalIdSchema } from './id.schema.ts';
import { SubscriptionSchema } from './catalogue.schema.ts';
import { TrustSchema } from './trust.schema.ts';
import { cursorPageOf } from './page.schema.ts';

// The listing core's API contract: what every vertical's listing answers (each vertical adds its own fields at the
// top level, e.g. an ad's price), the owner's write body as the spec sends it, list queries and pages.

const RefSchema = z.object({ id: z.number().int(), title: z.string(), slug: z.string() });

export const ListingImageSchema = z
  .object({
    id: z.number().int(),
    path: z.string(),
    data: z.record(z.string(), z.string()).optional(),
    /** 'video' for a video (a city ad's files); images have none. */
    type: z.literal('video').optional(),
  })
  .meta({ id: 'ListingImage' });
export type ListingImage = z.infer<typeof ListingImageSchema>;

/**
 * A bump's days still to come (issue 35): when it is lifted next (null when no lift is left) and how many days it
 * has. Owner and manager answers only.
 */
export const ListingBumpSchema = z
  .object({ nextLift: z.string().nullable(), daysLeft: z.number().int() })
  .meta({ id: 'ListingBump' });
export type ListingBump = z.infer<typeof ListingBumpSchema>;

/** The common part of every listing (spec: Ad, Expert, Work, Advertise, Booth... share these). */
export const ListingSchema = z
  .object({
    id: z.number().int(),
    vertical: z.string(),
    /** The owner; verified when their identity is checked to level 1 or above (the expert's badge). */
    user: z.object({
      id: z.number().int(),
      name: z.string(),
      avatar: z.string(),
      verified: z.boolean(),
      /** When the owner joined (the seller card). */
      memberSince: z.string(),
    }),
    /**
     * The owner's mobile: only in the owner's and the back office's answers. The public asks for it once signed in
     * (POST /api/v1/listings/{id}/contact), so it is never in a list nor in a page an anonymous visitor gets.
     */
    mobile: z.string().nullable(),
    city: z.object({ id: z.number().int(), name: z.string(), slug: z.string() }).nullable(),
    generalCategory: RefSchema.nullable(),
    generalSubCategory: RefSchema.nullable(),
    generalSubSubCategory: RefSchema.nullable(),
    package: z
      .object({ id: z.number().int(), title: z.string(), planType: z.number().int(), price: z.number().int() })
      .nullable(),
    subscription: SubscriptionSchema.nullable(),
    /** A bump's days still running (owner and manager answers only; null otherwise). */
    bump: ListingBumpSchema.nullable(),
    paymentId: z.number().int().nullable(),
    title: z.string(),
    slug: z.string(),
    slugId: z.string(),
    description: z.string(),
    specialText: z.string(),
    isSpecial: z.boolean(),
    /** «فوری»: the owner marked it urgent, or its package makes it so (a yes/no filter of the lists). */
    isUrgent: z.boolean(),
    isFavorite: z.boolean(),
    /** The caller owns it: its public page offers its owner «نردبان» and «تمدید» (issue 35); false for anyone else. */
    isMine: z.boolean(),
    views: z.number().int(),
    status: enumSchema(ListingStatus),
    /** The manager's message on rejection or deactivation (owner and manager only; empty for the public). */
    moderationMessage: z.string(),
    /** The main image (the first), or the placeholder. */
    image: z.string(),
    images: z.array(ListingImageSchema),
    /** The tags; a listing's own page also answers each tag's slug, the address of its page /tags/{slug}. */
    tags: z.array(z.object({ id: z.number().int(), title: z.string(), slug: z.string().optional() })),
    location: z.object({ latitude: z.number(), longitude: z.number() }),
    registerDate: z.string(),
    /** Whether the owner may renew now (spec renewal rule); owner answers only, false otherwise. */
    renewalOffered: z.boolean(),
    /**
     * The verified badge of this listing and what it rests on (issue 29): the owner's identity and the checks its
     * vertical requires (a doctor's medical council number, a lawyer's licence); `missing` tells the owner what to do.
     */
    trust: TrustSchema,
  })
  .meta({ id: 'Listing' });
export type Listing = z.infer<typeof ListingSchema>;

/** A list of JSON text (as the spec sends tags and images) or a JSON array. */
function jsonList<T extends z.ZodType>(item: T, max: number) {
  return z.preprocess(
    (value) => {
      if (typeof value !== 'string') return value;
      if (value.trim() === '') return [];
      try {
        return JSON.parse(value) as unknown;
      } catch {
        return value;
      }
    },
    z.array(item).max(max, 'tooMany'),
  );
}

/** A coordinate as JSON or text (a form's input) within ±limit degrees; 0, the default, means not chosen. */
const coordinate = (limit: number) => z.coerce.number().min(-limit, 'invalid').max(limit, 'invalid').default(0);

/** The most images and tags one listing may carry. */
export const MAX_LISTING_IMAGES = 10;
export const MAX_LISTING_TAGS = 10;

/**
 * What an owner sends to publish or edit a listing, as the spec spells it (Ad: user_id, city_id, package_id,
 * general_sub_sub_category_id, latitude, longitude, tags and images as JSON text). user_id is ignored: the owner is
 * the signed-in user. Each vertical names which category level it requires and extends this with its own fields.
 */
export const ListingWriteSchema = z.object({
  city_id: idSchema({ blank: 'required' }),
  package_id: idSchema({ blank: 'required' }),
  general_category_id: OptionalIdSchema,
  general_sub_category_id: OptionalIdSchema,
  general_sub_sub_category_id: OptionalIdSchema,
  title: z.string().trim().min(3, 'titleRequired').max(120, 'tooLong'),
  description: z.string().trim().max(5000, 'tooLong').default(''),
  latitude: coordinate(90),
  longitude: coordinate(180),
  /** Tag ids of existing tags, or new tag titles. */
  tags: jsonList(z.union([jsonIdSchema(), z.string().trim().min(1).max(40)]), MAX_LISTING_TAGS).default([]),
  /**
   * The images, main image first: each an uploaded file of the owner (POST /api/v1/files) by id; an entry with id -1
   * names the main image by its path instead (spec: "The first image can be the main image with id -1").
   */
  images: jsonList(
    z.object({ id: z.union([z.literal(-1), jsonIdSchema()]), path: z.string().max(500).optional() }),
    MAX_LISTING_IMAGES,
  ).default([]),
  /** «فوری»: the owner marks it urgent (a checkbox sends 'on'); a package with isUrgent makes it urgent anyway. */
  is_urgent: z
    .preprocess((value) => {
      if (value === 'on' || value === 'true' || value === '1' || value === 1) return true;
      if (value === '' || value === 'false' || value === '0' || value === 0) return false;
      return value;
    }, z.boolean())
    .default(false),
});
export type ListingWrite = z.output<typeof ListingWriteSchema>;

/** Query of a public list: filters by id or slug (spec filters), a search text, and page or cursor. */
export const ListingListQuerySchema = z.object({
  city: z.string().max(80).optional(),
  category: z.string().max(120).optional(),
  subCategory: z.string().max(120).optional(),
  subSubCategory: z.string().max(120).optional(),
  q: z.string().max(100).optional(),
  special: z.enum(['true', 'false']).optional(),
  /** Listings of one owner (a seller's other listings). */
  user: IdSchema.optional(),
  /** Where to start by page number (an offset: slow when deep); the list continues by `cursor` (ADR 0117). */
  page: z.coerce.number().int().min(FIRST_PAGE).max(10_000).default(FIRST_PAGE),
  perPage: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(PAGE_SIZE),
  /** The last id of the previous page ("more"): keyset paging, as fast on page 1000 as on page 1. */
  cursor: IdSchema.optional(),
});
export type ListingListQuery = z.output<typeof ListingListQuerySchema>;

/**
 * One page of a public list of listings (ADR 0059, 0117): not counted (counting a million rows on every page is the
 * slow part of deep lists); nextCursor, sent back as `cursor`, continues the list from here, null on the last page.
 */
export function listingCursorPageOf<T extends z.ZodType>(item: T) {
  return cursorPageOf(item, z.number().int());
}

/** A manager's moderation decision: the new status and, on rejection, the message the owner reads. */
export const ModerationSchema = z.object({
  status: enumSchema(ListingStatus),
  message: z.string().trim().max(500, 'tooLong').default(''),
});

/** What the owner may change of their listing's status (take down, send for review again). */
export const OwnerStatusSchema = z.object({ status: enumSchema(ListingStatus) });

/** A manager marks a listing special, with its special text. */
export const SpecialSchema = z.object({
  isSpecial: z.boolean(),
  specialText: z.string().trim().max(60, 'tooLong').default(''),
});
