import { z } from 'zod';
import {
  CommentCreateSchema,
  CommentListQuerySchema,
  CommentPageSchema,
  CommentSchema,
  CommentStatusChangeSchema,
  ItemCommentsQuerySchema,
  ItemCommentsSchema,
} from '@shahrbazar/domain/api/comment.schema';
import { IdParamsSchema } from '@shahrbazar/domain/api/id.schema';
import { CommentStatus } from '@shahrbazar/domain/enums/comment';
import { policy } from '@shahrbazar/domain/rules/policy-catalogue';
import { keptSharedValueBy } from '../../http/answer-cache.ts';
import { AppError } from '../../http/app-error.ts';
import type { App, AppDeps } from '../../http/types.ts';
import { perUserRate } from '../../http/user-rate.ts';
import { requireAuth } from '../auth/access-control.ts';
import type { CommentTargets } from './comment-targets.ts';
import { callerOnItem, findComment, findCommentPage } from './comment.repository.ts';
import { deleteComment, moderateComment, postComment } from './comment.service.ts';
import { ratingOfItem } from './rating.service.ts';

/** A person never writes 10 comments a minute. */
const WRITE_RATE = perUserRate(10);

/**
 * Comments and scores on any item the targets name (every listing vertical; docs/decisions/0018): the public list
 * with the rating, posting (signed in), and the back office's moderation (policy comments.*).
 */
export function commentRoutes(app: App, deps: AppDeps, targets: CommentTargets): void {
  const db = deps.database.db;
  const tags = ['comments'];

  // An item's approved comments and rating as everyone reads them, kept by address (each listing's page asks on every
  // render; issue 32) and dropped by every write, a comment's post and moderation among them; the caller's own score
  // and pending comment are read for each call.
  const sharedComments = keptSharedValueBy(
    app.answerCache,
    {},
    ({ key }: { key: string; query: z.output<typeof ItemCommentsQuerySchema> }) => key,
    async ({ query: { type, item_id: itemId, page, perPage } }) => ({
      list: await findCommentPage(db, { type, itemId, status: CommentStatus.approved }, { page, perPage }),
      rating: await ratingOfItem(db, { type, itemId }),
    }),
  );
  app.get(
    '/api/v1/comments',
    {
      config: { access: 'public', anonymousCache: true },
      schema: {
        tags,
        summary: "An item's approved comments, newest first, its rating, and the caller's own score if signed in",
        querystring: ItemCommentsQuerySchema,
        response: { 200: ItemCommentsSchema },
      },
    },
    async (request) => {
      const { type, item_id: itemId } = request.query;
      const { list, rating } = await sharedComments({ key: request.url, query: request.query });
      const userId = request.auth?.user.id;
      const mine =
        userId === undefined ? { myScore: null, myPending: false } : await callerOnItem(db, userId, type, itemId);
      return { ...list, rating, ...mine };
    },
  );

  app.post(
    '/api/v1/comments',
    {
      config: { access: { session: 'any' }, rateLimit: WRITE_RATE },
      schema: {
        tags,
        summary: 'Comment on an item with a text, a score 1..5 or both; it waits for approval (409 for a second score)',
        body: CommentCreateSchema,
        response: { 201: CommentSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await postComment(db, targets, requireAuth(request).user.id, request.body)),
  );

  const manager = ['manager: comments'];
  const can = (name: string) => ({ access: { panel: 'manager' as const, policy: policy('comments', name) } });

  app.get(
    '/api/v1/manager/comments',
    {
      config: can('index'),
      schema: { tags: manager, querystring: CommentListQuerySchema, response: { 200: CommentPageSchema } },
    },
    async (request) => {
      const { status, type, page, perPage } = request.query;
      return findCommentPage(db, { status, type }, { page, perPage });
    },
  );

  app.get(
    '/api/v1/manager/comments/:id',
    { config: can('index'), schema: { tags: manager, params: IdParamsSchema, response: { 200: CommentSchema } } },
    async (request) => {
      const found = await findComment(db, request.params.id);
      if (!found) throw new AppError('not_found');
      return found;
    },
  );

  app.post(
    '/api/v1/manager/comments/:id/status',
    {
      config: can('edit'),
      schema: {
        tags: manager,
        summary: "Approve (1) or reject (2) a comment; the item's rating is counted again in the same transaction",
        params: IdParamsSchema,
        body: CommentStatusChangeSchema,
        response: { 200: CommentSchema },
      },
    },
    async (request) => moderateComment(db, request.params.id, request.body.status, targets),
  );

  app.delete(
    '/api/v1/manager/comments/:id',
    {
      config: can('delete'),
      schema: { tags: manager, summary: 'Delete a comment', params: IdParamsSchema, response: { 204: z.null() } },
    },
    async (request, reply) => {
      await deleteComment(db, request.params.id);
      return reply.status(204).send(null);
    },
  );
}
