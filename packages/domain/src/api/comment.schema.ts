import { z } from 'zod';
import { CommentStatus } from '../enums/comment.ts';
import { FIRST_PAGE, MAX_PAGE_SIZE, PAGE_SIZE } from '../rules/pagination.ts';
import { MAX_RATE, SCORE_MIN } from '../rules/rating.ts';
import { enumSchema } from './enum-schema.ts';
import { idSchema, jsonIdSchema } from './id.schema.ts';
import { pageOf } from './page.schema.ts';

// Comments and scores (spec: Comment; docs/decisions/0018-comments-and-ratings.md): anyone signed in may comment on
// an item (a listing of any vertical: type is the vertical's key), with a text, a score 1..5, or both; the back office
// approves them; the item shows its approved comments and the rating their scores make.

/** Longest comment text. */
export const COMMENT_TEXT_MAX = 2000;
/** An item type: a vertical's key ("ads") or, later, "booth", "product". */
const itemType = z
  .string({ error: 'required' })
  .trim()
  .regex(/^[a-zA-Z]{1,32}$/, 'invalid');

const blank = (value: unknown) => (value === '' || value === null ? undefined : value);

/** A new comment (POST /api/v1/comments): a text, a score, or both (spec: it may carry only a score). */
export const CommentCreateSchema = z
  .object({
    type: itemType,
    item_id: jsonIdSchema({ type: 'required' }),
    description: z.string().trim().max(COMMENT_TEXT_MAX, 'tooLong').default(''),
    score: z.preprocess(
      blank,
      z.coerce
        .number({ error: 'scoreInvalid' })
        .int('scoreInvalid')
        .min(SCORE_MIN, 'scoreInvalid')
        .max(MAX_RATE, 'scoreInvalid')
        .optional(),
    ),
  })
  .refine((body) => body.description !== '' || body.score !== undefined, {
    path: ['description'],
    message: 'commentEmpty',
  })
  .meta({ id: 'CommentCreate' });
export type CommentCreate = z.input<typeof CommentCreateSchema>;

/** A comment as the item's page shows it. */
export const CommentSchema = z
  .object({
    id: z.number().int(),
    userId: z.number().int(),
    userName: z.string(),
    type: z.string(),
    itemId: z.number().int(),
    description: z.string(),
    score: z.number().int().nullable(),
    status: enumSchema(CommentStatus),
    registerDate: z.string(),
  })
  .meta({ id: 'Comment' });
export type Comment = z.infer<typeof CommentSchema>;

/** The clinic's rating shape (rules/rating.ts). */
export const RatingSchema = z
  .object({
    rate: z.number(),
    totalUser: z.number().int(),
    maxRate: z.number().int(),
    ratingBar1: z.number().int(),
    ratingBar2: z.number().int(),
    ratingBar3: z.number().int(),
    ratingBar4: z.number().int(),
    ratingBar5: z.number().int(),
  })
  .meta({ id: 'Rating' });

const paging = {
  page: z.coerce.number().int().min(FIRST_PAGE).default(FIRST_PAGE),
  perPage: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(PAGE_SIZE),
};

/** An item's approved comments (GET /api/v1/comments?type=ads&item_id=12). */
export const ItemCommentsQuerySchema = z.object({ ...paging, type: itemType, item_id: idSchema({ type: 'required' }) });

/** An item's approved comments, newest first, with its rating and whether the caller already scored it. */
export const ItemCommentsSchema = pageOf(CommentSchema)
  .extend({
    rating: RatingSchema,
    myScore: z.number().int().nullable(),
    /** The caller has a comment awaiting approval here: the page shows that, not the form again (issue 29). */
    myPending: z.boolean().default(false),
  })
  .meta({ id: 'ItemComments' });
export type ItemComments = z.infer<typeof ItemCommentsSchema>;

/** The back office's comments: by status (-1 / '' any) and item type. */
export const CommentListQuerySchema = z.object({
  ...paging,
  status: z.preprocess(
    (value) => (value === undefined || value === '' || value === '-1' || value === -1 ? undefined : Number(value)),
    enumSchema(CommentStatus).optional(),
  ),
  type: z.preprocess(blank, itemType.optional()),
});

export const CommentPageSchema = pageOf(CommentSchema).meta({ id: 'CommentPage' });

/** A moderation decision: approve or reject. */
export const CommentStatusChangeSchema = z
  .object({ status: z.literal([CommentStatus.approved, CommentStatus.rejected], { error: 'invalid' }) })
  .meta({ id: 'CommentStatusChange' });
