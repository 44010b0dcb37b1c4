import { z } from 'zod';
import { IdParamsSchema } from '@shahrbazar/domain/api/id.schema';
import { ListingSchema, ModerationSchema, SpecialSchema } from '@shahrbazar/domain/api/listing.schema';
import { countedPage, pageOf, PageQuerySchema } from '@shahrbazar/domain/api/page.schema';
import { ListingStatus } from '@shahrbazar/domain/enums/status';
import { isWaitingForReview, WAITING_FOR_REVIEW } from '@shahrbazar/domain/rules/listing-status';
import { policy } from '@shahrbazar/domain/rules/policy-catalogue';
import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { App, AppDeps } from '../../http/types.ts';
import { AppError } from '../../http/app-error.ts';
import { auditActor } from '../audit/audit.service.ts';
import { searchWords } from './listing-browse.service.ts';
import { toListings, type VerticalRegistry } from './listing.mapper.ts';
import { conditions, countListings, findListingById, type ListingFilter } from './listing.repository.ts';
import { moveListing } from './listing-status.service.ts';
import { listings } from './listing.table.ts';

const tags = ['manager: listings'];
const can = (name: string) => ({ access: { panel: 'manager' as const, policy: policy('listings', name) } });

/**
 * The back office's moderation of every vertical's listings (written once): the queue by vertical and status with
 * search, one listing in any status, approve / reject with a message / deactivate (the status machine decides), mark
 * special, delete.
 */
export function moderationRoutes(app: App, deps: AppDeps, registry: VerticalRegistry): void {
  const db = deps.database.db;
  const Query = PageQuerySchema.extend({
    vertical: z.enum([...registry.keys()] as [string, ...string[]]).optional(),
    status: z.coerce
      .number()
      .int()
      .refine((value) => ListingStatus.is(value), 'invalid')
      .optional(),
    q: z.string().max(100).optional(),
    /**
     * Only what waits for a person (under review, or paid and waiting for confirmation: domain WAITING_FOR_REVIEW),
     * oldest first: the queue the back office opens on (issue 35). A `status` given with it narrows further.
     */
    waiting: z.enum(['true', 'false']).optional(),
  });
  const load = async (id: number) => {
    const row = await findListingById(db, id);
    if (!row) throw new AppError('not_found');
    return row;
  };
  const answer = async (row: Awaited<ReturnType<typeof load>>) =>
    (await toListings(db, registry, [row], { privileged: true, withContact: true }))[0];

  app.get(
    '/api/v1/manager/listings',
    {
      config: can('index'),
      schema: { tags, querystring: Query, response: { 200: pageOf(ListingSchema.passthrough()) } },
    },
    async (request) => {
      const { page, perPage, vertical, status, q, waiting } = request.query;
      const filter: ListingFilter = {
        ...(vertical ? { vertical } : {}),
        ...(status === undefined ? {} : { status }),
        ...(waiting === 'true' ? { statusIn: WAITING_FOR_REVIEW } : {}),
        words: searchWords(q),
      };
      // What waits for a person is served oldest first (the longest waiting since its last change at the top); any
      // other list newest first.
      const oldestFirst = waiting === 'true' || (status !== undefined && isWaitingForReview(status));
      const order = oldestFirst ? [asc(listings.updatedAt), asc(listings.id)] : [desc(listings.id)];
      const ids = db
        .select({ id: listings.id })
        .from(listings)
        .where(conditions(filter))
        .orderBy(...order)
        .limit(perPage)
        .offset((page - 1) * perPage);
      const rows = await db
        .select()
        .from(listings)
        .where(inArray(listings.id, ids))
        .orderBy(...order);
      const items = await toListings(db, registry, rows, { privileged: true });
      return countedPage(items, await countListings(db, filter), request.query);
    },
  );

  app.get(
    '/api/v1/manager/listings/:id',
    { config: can('index'), schema: { tags, params: IdParamsSchema, response: { 200: ListingSchema.passthrough() } } },
    async (request) => answer(await load(request.params.id)),
  );

  app.post(
    '/api/v1/manager/listings/:id/status',
    {
      config: can('moderate'),
      schema: {
        tags,
        summary: 'Approve, reject with a message, or deactivate',
        params: IdParamsSchema,
        body: ModerationSchema,
        response: { 200: ListingSchema.passthrough() },
      },
    },
    async (request) => {
      const row = await load(request.params.id);
      const { message, status } = request.body;
      const vertical = registry.get(row.vertical);
      return answer(
        await moveListing(db, row, status, 'manager', {
          message,
          subscriptionType: vertical?.subscriptionType,
          noun: vertical?.noun,
          by: auditActor(request),
        }),
      );
    },
  );

  app.post(
    '/api/v1/manager/listings/:id/special',
    {
      config: can('edit'),
      schema: { tags, params: IdParamsSchema, body: SpecialSchema, response: { 200: ListingSchema.passthrough() } },
    },
    async (request) => {
      await load(request.params.id);
      const [row] = await db
        .update(listings)
        .set({ isSpecial: request.body.isSpecial, specialText: request.body.isSpecial ? request.body.specialText : '' })
        .where(eq(listings.id, request.params.id))
        .returning();
      if (!row) throw new AppError('not_found');
      return answer(row);
    },
  );

  app.delete(
    '/api/v1/manager/listings/:id',
    { config: can('delete'), schema: { tags, params: IdParamsSchema, response: { 204: z.null() } } },
    async (request, reply) => {
      const deleted = await db
        .delete(listings)
        .where(eq(listings.id, request.params.id))
        .returning({ id: listings.id });
      if (deleted.length === 0) throw new AppError('not_found');
      return reply.status(204).send(null);
    },
  );
}
