import { z } from 'zod';
import { IdParamsSchema } from '@shahrbazar/domain/api/id.schema';
import {
  ListingListQuerySchema,
  ListingSchema,
  ListingWriteSchema,
  listingCursorPageOf,
  OwnerStatusSchema,
  type ListingListQuery,
  type ListingWrite,
} from '@shahrbazar/domain/api/listing.schema';
import { countedPage, pageOf, PageQuerySchema } from '@shahrbazar/domain/api/page.schema';
import { listingsTag } from '@shahrbazar/domain/api/kept-page';
import { IdempotencyHeadersSchema } from '@shahrbazar/domain/api/payment.schema';
import { UserType } from '@shahrbazar/domain/enums/people';
import { hasPermission } from '@shahrbazar/domain/rules/permission';
import { policy } from '@shahrbazar/domain/rules/policy-catalogue';
import type { FastifyRequest } from 'fastify';
import { requestLocale } from '../../http/locale.ts';
import { keptSharedValueBy } from '../../http/answer-cache.ts';
import type { Locale } from '@shahrbazar/domain/i18n/locale';
import { callerFavoritesAmong, markedCards } from './listing-marks.ts';
import type { App, AppDeps } from '../../http/types.ts';
import { isOwnRecord } from '../access/record-access.ts';
import { requireAuth } from '../auth/access-control.ts';
import type { VerticalDefinition } from './define-vertical.ts';
import { detailFilterQueryShape, sortQueryShape } from './detail-filter.ts';
import { browseListings, iranDay, listingDetail, publicListingDetail, visitorOf } from './listing-browse.service.ts';
import { toListings, type VerticalRegistry } from './listing.mapper.ts';
import { countListings, countView, findListingPage, type ListingRow } from './listing.repository.ts';
import { AppError } from '../../http/app-error.ts';
import { compiledResponse } from '../../http/serializer.ts';
import type { Db } from '../../db/client.ts';
import { claimOf, idempotent } from '../payments/idempotency.ts';
import { deleteOwnListing, editListing, ownListing, publishListing } from './listing.service.ts';
import { moveListing } from './listing-status.service.ts';

const SlugIdParams = z.object({ slugId: z.string().regex(/^[A-Za-z0-9]{4,16}$/) });
const MODERATE = policy('listings', 'index');

/** Whether the caller is a manager who may see listings in any status (preview from the moderation queue). */
export async function isListingManager(request: FastifyRequest): Promise<boolean> {
  const auth = request.auth;
  if (!auth || auth.kind !== 'manager') return false;
  return auth.user.type === UserType.admin || hasPermission({ policies: await auth.policies() }, MODERATE);
}

const items = new WeakMap<VerticalDefinition, ReturnType<typeof itemSchemaOf>>();
const itemSchemaOf = (vertical: VerticalDefinition) =>
  compiledResponse(ListingSchema.extend(vertical.detail.read.shape).meta({ id: vertical.schemaName }));

/** One listing of a vertical as its page answers it (the document's named schema), made once per vertical. */
export function verticalItemSchema(vertical: VerticalDefinition) {
  const known = items.get(vertical);
  if (known) return known;
  const made = itemSchemaOf(vertical);
  items.set(vertical, made);
  return made;
}

/**
 * The standard routes of one vertical, from its declaration (ADR 0011): the public list and detail under
 * /api/v1/{key}, and the owner's list, publish, edit, status and delete under /api/v1/me/{key}.
 */
export function verticalRoutes(app: App, deps: AppDeps, vertical: VerticalDefinition, registry: VerticalRegistry) {
  const db = deps.database.db;
  // Written by compiled serializers in production, checked by zod in tests (ADR 0030).
  const Item = verticalItemSchema(vertical);
  const Write = ListingWriteSchema.extend(vertical.detail.write.shape);
  const Page = compiledResponse(pageOf(Item));
  const ListQuery = ListingListQuerySchema.extend({ ...detailFilterQueryShape(vertical), ...sortQueryShape(vertical) });
  // The public list's first page also carries the pinned specials (ADR 0027).
  const PublicPage = compiledResponse(listingCursorPageOf(Item).extend({ pinned: z.array(Item) }));
  const tags = [vertical.key];
  const own = { access: { session: 'general' } } as const;
  // An owner's write to a listing changes what this vertical's lists show, not another section's (ADR 0100).
  const shows = [listingsTag(vertical.key)];
  const ownWrite = { ...own, dropsCaches: { tags: shows } };
  const base = `/api/v1/${vertical.key}`;
  const mine = `/api/v1/me/${vertical.key}`;
  const write = (body: unknown) => body as ListingWrite;
  // The public list as everyone sees it (no marks of a caller's), kept by its address and locale as a visitor's answer
  // is and dropped by the same writes: signed-in callers are answered from it too (issue 32).
  const sharedPage = keptSharedValueBy(
    app.answerCache,
    { tags: shows },
    ({ request, locale }: { request: FastifyRequest; locale: Locale }) => `${locale} ${request.url}`,
    ({ request, locale }) =>
      browseListings(db, registry, vertical, request.query as ListingListQuery & Record<string, unknown>, { locale }),
  );

  app.get(
    base,
    {
      // A visitor without a session gets what every such visitor gets: kept a few seconds (ADR 0030).
      config: { access: 'public', anonymousCache: { tags: shows } },
      schema: {
        tags,
        summary: `Active ${vertical.key}, newest first or sorted, specials pinned on the first page`,
        querystring: ListQuery,
        response: { 200: PublicPage },
      },
    },
    async (request) => {
      const page = await sharedPage({ request, locale: requestLocale(request) });
      const auth = request.auth;
      if (!auth) return page;
      // A signed-in caller reads the same copy with their own marks on it (favourites: one read for the whole page).
      const ids = [...page.items, ...page.pinned].map((card) => card.id);
      const favorites = await callerFavoritesAmong(db, auth, ids);
      const userId = auth.user.id;
      return {
        ...page,
        items: markedCards(page.items, userId, favorites),
        pinned: markedCards(page.pinned, userId, favorites),
      };
    },
  );

  const pageAnswer = listingPageAnswer(app, db, registry, vertical);
  app.get(
    `${base}/:slugId`,
    { config: { access: 'public' }, schema: { tags, params: SlugIdParams, response: { 200: Item } } },
    async (request) => pageAnswer(request, request.params.slugId),
  );

  app.get(
    mine,
    {
      config: { ...own, scope: 'listings:read' },
      schema: { tags, querystring: PageQuerySchema, response: { 200: Page } },
    },
    async (request) => {
      const userId = requireAuth(request).user.id;
      const { page, perPage } = request.query;
      const filter = { vertical: vertical.key, userId };
      const [rows, total] = await Promise.all([
        findListingPage(db, filter, { limit: perPage, offset: (page - 1) * perPage }),
        countListings(db, filter),
      ]);
      const items = await toListings(db, registry, rows, { userId, privileged: true });
      return countedPage(items, total, request.query);
    },
  );

  app.get(
    `${mine}/:id`,
    { config: { ...own, scope: 'listings:read' }, schema: { tags, params: IdParamsSchema, response: { 200: Item } } },
    async (request) => {
      const userId = requireAuth(request).user.id;
      const row = await ownListing(db, vertical, userId, request.params.id);
      const [item] = await toListings(db, registry, [row], { userId, privileged: true, withContact: true });
      return item;
    },
  );

  const answer = async (userId: number, row: ListingRow, from: Db = db) => {
    const [item] = await toListings(from, registry, [row], { userId, privileged: true, withContact: true });
    if (!item) throw new AppError('not_found');
    return item;
  };

  // Once per Idempotency-Key of the owner (ADR 0109): a retried publish answers the first listing again.
  app.post(
    mine,
    {
      config: { ...ownWrite, scope: 'listings:write' },
      schema: { tags, headers: IdempotencyHeadersSchema, body: Write, response: { 201: Item } },
    },
    async (request, reply) => {
      const userId = requireAuth(request).user.id;
      const created = await idempotent(db, claimOf(request, userId), async (tx) => {
        const row = await publishListing(tx, vertical, userId, write(request.body));
        return { statusCode: 201, body: await answer(userId, row, tx) };
      });
      return reply.status(created.statusCode as 201).send(created.body);
    },
  );

  app.put(
    `${mine}/:id`,
    {
      config: { ...ownWrite, scope: 'listings:write' },
      schema: { tags, params: IdParamsSchema, body: Write, response: { 200: Item } },
    },
    async (request) => {
      const userId = requireAuth(request).user.id;
      return answer(userId, await editListing(db, vertical, userId, request.params.id, write(request.body)));
    },
  );

  app.post(
    `${mine}/:id/status`,
    {
      config: { ...ownWrite, scope: 'listings:write' },
      schema: {
        tags,
        summary: 'Take down, or send for review again',
        params: IdParamsSchema,
        body: OwnerStatusSchema,
        response: { 200: Item },
      },
    },
    async (request) => {
      const userId = requireAuth(request).user.id;
      const row = await ownListing(db, vertical, userId, request.params.id);
      return answer(userId, await moveListing(db, row, request.body.status, 'owner'));
    },
  );

  app.delete(
    `${mine}/:id`,
    { config: ownWrite, schema: { tags, params: IdParamsSchema, response: { 204: z.null() } } },
    async (request, reply) => {
      await deleteOwnListing(db, vertical, requireAuth(request).user.id, request.params.id);
      return reply.status(204).send(null);
    },
  );
}

/**
 * A listing's page as its route answers it (by its address, or a vertical's own such as a booth's name): the page as
 * every visitor sees it, kept by address and locale as the lists are and dropped by the same writes (issue 32: six
 * statements a render before), with the views of now (each visit still counts itself) and the caller's favourite
 * beside it; its owner and managers, who see more (contact, subscription, moderation) and are not counted, read it
 * whole.
 */
export function listingPageAnswer(app: App, db: Db, registry: VerticalRegistry, vertical: VerticalDefinition) {
  const sharedDetail = keptSharedValueBy(
    app.answerCache,
    { tags: [listingsTag(vertical.key)] },
    ({ slugId, locale }: { slugId: string; locale: Locale }) => `${locale} ${slugId}`,
    ({ slugId, locale }) => publicListingDetail(db, registry, vertical, slugId, locale),
  );
  return async (request: FastifyRequest, slugId: string) => {
    const locale = requestLocale(request);
    const auth = request.auth;
    const visitor = visitorOf(auth?.user.id, request.ip, request.headers['user-agent']);
    const shared = await sharedDetail({ slugId, locale });
    const manager = await isListingManager(request);
    if (!shared || manager || isOwnRecord(auth?.user.id, 'listing', { userId: shared.user.id })) {
      return listingDetail(db, registry, vertical, slugId, { userId: auth?.user.id, locale, visitor, manager });
    }
    const { views } = await countView(db, shared.id, visitor, iranDay(new Date()));
    const favorite = auth ? (await callerFavoritesAmong(db, auth, [shared.id])).has(shared.id) : false;
    return { ...shared, views, isFavorite: favorite };
  };
}
