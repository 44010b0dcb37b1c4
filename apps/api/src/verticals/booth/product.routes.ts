import { z } from 'zod';
import {
  ProductBodySchema,
  ProductListQuerySchema,
  ProductCursorPageSchema,
  ProductPageSchema,
  ProductSchema,
  type ProductListQuery,
  type ProductWrite,
} from '@shahrbazar/domain/api/product.schema';
import { PageQuerySchema } from '@shahrbazar/domain/api/page.schema';
import { enumSchema } from '@shahrbazar/domain/api/enum-schema';
import { IdSchema } from '@shahrbazar/domain/api/id.schema';
import { ActiveStatus } from '@shahrbazar/domain/enums/status';
import type { FastifyRequest } from 'fastify';
import { requireAuth } from '../../modules/auth/access-control.ts';
import { AppError } from '../../http/app-error.ts';
import { requestLocale } from '../../http/locale.ts';
import { keptSharedValueBy } from '../../http/answer-cache.ts';
import { listingsTag } from '@shahrbazar/domain/api/kept-page';
import type { Locale } from '@shahrbazar/domain/i18n/locale';
import type { App, AppDeps } from '../../http/types.ts';
import { isListingManager } from '../../modules/listings/vertical.routes.ts';
import { visitorOf } from '../../modules/listings/listing-browse.service.ts';
import {
  boothProduct,
  boothProductsForManager,
  browseProducts,
  favoriteProductsAmong,
  createProduct,
  deleteProduct,
  favoriteProduct,
  favoriteProducts,
  unfavoriteProduct,
  manageableBooth,
  productDetail,
  toProducts,
  updateProduct,
} from './product.service.ts';
import { boothDoors, type BoothAction } from './booth-doors.ts';

const BoothParams = z.object({ boothId: IdSchema });
const ProductParams = z.object({ boothId: IdSchema, productId: IdSchema });
const ManagerListQuery = PageQuerySchema.extend({
  q: z.string().max(100).optional(),
  status: z.preprocess(
    (value) => (value === '' || value === undefined ? undefined : Number(value)),
    enumSchema(ActiveStatus).optional(),
  ),
});

/**
 * A booth's products (ADR 0025): public browsing and pages, and their management by the booth's owner, the agent who
 * onboarded the owner, and managers; each checks the caller's right to that booth (404 otherwise), and a product of
 * another booth does not exist under this one.
 */
export function productRoutes(app: App, deps: AppDeps): void {
  const db = deps.database.db;
  const tags = ['products'];
  const body = (request: FastifyRequest) => request.body as ProductWrite;

  // Live products as everyone sees them (no caller's favourites), kept by address and locale as a visitor's answer is
  // and dropped by the same writes (a booth's, a product's, an order's): signed-in callers are answered from it too
  // (issue 32: a booth's page asked for its products anew for every visitor, ~15 ms a page).
  const shows = [listingsTag('booth')];
  const sharedProducts = keptSharedValueBy(
    app.answerCache,
    { tags: shows },
    ({ request, locale }: { request: FastifyRequest; locale: Locale }) => `${locale} ${request.url}`,
    ({ request, locale }) => browseProducts(db, request.query as ProductListQuery, { locale }),
  );
  app.get(
    '/api/v1/products',
    {
      // A visitor without a session gets what every such visitor gets: kept a few seconds (ADR 0030).
      config: { access: 'public', anonymousCache: { tags: shows } },
      schema: {
        tags,
        summary: 'Live products of live booths by category level, city, booth, search text; sorted',
        querystring: ProductListQuerySchema,
        response: { 200: ProductCursorPageSchema },
      },
    },
    async (request) => {
      const page = await sharedProducts({ request, locale: requestLocale(request) });
      const auth = request.auth;
      if (!auth) return page;
      // A signed-in caller reads the same copy with their own favourites marked on copies of its items.
      const favorites = await favoriteProductsAmong(
        db,
        auth.user.id,
        page.items.map((item) => item.id),
      );
      return { ...page, items: page.items.map((item) => ({ ...item, isFavorite: favorites.has(item.id) })) };
    },
  );

  app.get(
    '/api/v1/products/:productId',
    {
      config: { access: 'public' },
      schema: { tags, params: z.object({ productId: IdSchema }), response: { 200: ProductSchema } },
    },
    async (request) =>
      productDetail(db, request.params.productId, {
        ...(request.auth ? { userId: request.auth.user.id } : {}),
        locale: requestLocale(request),
        visitor: visitorOf(request.auth?.user.id, request.ip, request.headers['user-agent']),
        manager: await isListingManager(request),
      }),
  );

  // A user's favorite products (user panel favorites, beside the listings'): products are not listings (ADR 0025).
  const own = { access: { session: 'general' } } as const;
  const ProductIdParams = z.object({ productId: IdSchema });
  app.get(
    '/api/v1/me/favorites/products',
    {
      config: own,
      schema: { tags: ['favorites'], querystring: PageQuerySchema, response: { 200: ProductPageSchema } },
    },
    async (request) => favoriteProducts(db, requireAuth(request).user.id, request.query, requestLocale(request)),
  );
  app.put(
    '/api/v1/me/favorites/products/:productId',
    {
      config: own,
      schema: {
        tags: ['favorites'],
        summary: 'Add a product to my favorites',
        params: ProductIdParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await favoriteProduct(db, requireAuth(request).user.id, request.params.productId);
      return reply.status(204).send(null);
    },
  );
  app.delete(
    '/api/v1/me/favorites/products/:productId',
    { config: own, schema: { tags: ['favorites'], params: ProductIdParams, response: { 204: z.null() } } },
    async (request, reply) => {
      await unfavoriteProduct(db, requireAuth(request).user.id, request.params.productId);
      return reply.status(204).send(null);
    },
  );

  for (const door of boothDoors('agentProducts')) {
    const base = `${door.prefix}/booth/:boothId/products`;
    const config = (action: BoothAction) => ({ access: door.access(action), scope: door.keyScope(action) });
    const uploaders = (request: FastifyRequest, ownerId: number) => [
      ...new Set([ownerId, ...(request.auth ? [request.auth.user.id] : [])]),
    ];

    app.get(
      base,
      {
        config: config('index'),
        schema: { tags, params: BoothParams, querystring: ManagerListQuery, response: { 200: ProductPageSchema } },
      },
      async (request) => {
        const booth = await manageableBooth(db, door.manager(request), request.params.boothId);
        return boothProductsForManager(db, booth, request.query);
      },
    );

    app.post(
      base,
      {
        config: config('create'),
        schema: { tags, params: BoothParams, body: ProductBodySchema, response: { 201: ProductSchema } },
      },
      async (request, reply) => {
        const booth = await manageableBooth(db, door.manager(request), request.params.boothId);
        const row = await createProduct(
          db,
          booth,
          uploaders(request, booth.listing.userId),
          body(request),
          request.body,
        );
        const [product] = await toProducts(db, [row], { locale: requestLocale(request) });
        if (!product) throw new AppError('not_found');
        return reply.status(201).send(product);
      },
    );

    app.get(
      `${base}/:productId`,
      { config: config('index'), schema: { tags, params: ProductParams, response: { 200: ProductSchema } } },
      async (request) => {
        const booth = await manageableBooth(db, door.manager(request), request.params.boothId);
        const [product] = await toProducts(db, [await boothProduct(db, booth, request.params.productId)], {
          locale: requestLocale(request),
        });
        return product;
      },
    );

    app.put(
      `${base}/:productId`,
      {
        config: config('edit'),
        schema: { tags, params: ProductParams, body: ProductBodySchema, response: { 200: ProductSchema } },
      },
      async (request) => {
        const booth = await manageableBooth(db, door.manager(request), request.params.boothId);
        const row = await updateProduct(
          db,
          booth,
          request.params.productId,
          uploaders(request, booth.listing.userId),
          body(request),
          request.body,
        );
        const [product] = await toProducts(db, [row], { locale: requestLocale(request) });
        return product;
      },
    );

    app.delete(
      `${base}/:productId`,
      { config: config('delete'), schema: { tags, params: ProductParams, response: { 204: z.null() } } },
      async (request, reply) => {
        const booth = await manageableBooth(db, door.manager(request), request.params.boothId);
        await deleteProduct(db, booth, request.params.productId);
        return reply.status(204).send(null);
      },
    );
  }
}
