import { z } from 'zod';
import {
  ProductBodySchema,
  ProductListQuerySchema,
  ProductPageSchema,
  ProductSchema,
  type ProductWrite,
} from '@shahrbazar/domain/api/product.schema';
import { PageQuerySchema } from '@shahrbazar/domain/api/page.schema';
import { enumSchema } from '@shahrbazar/domain/api/enum-schema';
import { IdSchema } from '@shahrbazar/domain/api/id.schema';
import { ActiveStatus } from '@shahrbazar/domain/enums/status';
import { policy } from '@shahrbazar/domain/rules/policy-catalogue';
import type { FastifyRequest } from 'fastify';
import type { Access } from '../../modules/auth/access-control.ts';
import { requireAuth } from '../../modules/auth/access-control.ts';
import { AppError } from '../../http/app-error.ts';
import type { App, AppDeps } from '../../http/types.ts';
import { isListingManager } from '../../modules/listings/vertical.routes.ts';
import {
  boothProduct,
  boothProductsForManager,
  browseProducts,
  createProduct,
  deleteProduct,
  manageableBooth,
  productDetail,
  toProducts,
  updateProduct,
  type BoothManager,
} from './product.service.ts';

const BoothParams = z.object({ boothId: IdSchema });
const ProductParams = z.object({ boothId: IdSchema, productId: IdSchema });
const ManagerListQuery = PageQuerySchema.extend({
  q: z.string().max(100).optional(),
  status: z.preprocess(
    (value) => (value === '' || value === undefined ? undefined : Number(value)),
    enumSchema(ActiveStatus).optional(),
  ),
});

/** The three doors to a booth's products: its owner, the agent who onboarded the owner, a manager with the policy. */
type Action = 'index' | 'create' | 'edit' | 'delete';
const DOORS: ReadonlyArray<{
  prefix: string;
  access(action: Action): Access;
  manager(request: FastifyRequest): BoothManager;
}> = [
  {
    prefix: '/api/v1/me',
    access: () => ({ session: 'general' }),
    manager: (request) => ({ kind: 'owner', userId: requireAuth(request).user.id }),
  },
  {
    prefix: '/api/v1/agent',
    // The agent panel's products policies (index, create, edit; deleting is editing).
    access: (action) => ({ panel: 'agent', policy: policy('agentProducts', action === 'delete' ? 'edit' : action) }),
    manager: (request) => ({ kind: 'agent', userId: requireAuth(request).user.id }),
  },
  {
    prefix: '/api/v1/manager',
    // The back office's listings policies (index, edit, delete; adding is editing).
    access: (action) => ({ panel: 'manager', policy: policy('listings', action === 'create' ? 'edit' : action) }),
    manager: () => ({ kind: 'manager' }),
  },
];

/**
 * A booth's products (ADR 0025): public browsing and pages, and their management by the booth's owner, the agent who
 * onboarded the owner, and managers; each checks the caller's right to that booth (404 otherwise), and a product of
 * another booth does not exist under this one.
 */
export function productRoutes(app: App, deps: AppDeps): void {
  const db = deps.database.db;
  const tags = ['products'];
  const body = (request: FastifyRequest) => request.body as ProductWrite;

  app.get(
    '/api/v1/products',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Live products of live booths by category level, city, booth, search text; sorted',
        querystring: ProductListQuerySchema,
        response: { 200: ProductPageSchema },
      },
    },
    async (request) => browseProducts(db, request.query),
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
        manager: await isListingManager(request),
      }),
  );

  for (const door of DOORS) {
    const base = `${door.prefix}/booth/:boothId/products`;
    const config = (action: Action) => ({ access: door.access(action) });
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
        const [product] = await toProducts(db, [row]);
        if (!product) throw new AppError('not_found');
        return reply.status(201).send(product);
      },
    );

    app.get(
      `${base}/:productId`,
      { config: config('index'), schema: { tags, params: ProductParams, response: { 200: ProductSchema } } },
      async (request) => {
        const booth = await manageableBooth(db, door.manager(request), request.params.boothId);
        const [product] = await toProducts(db, [await boothProduct(db, booth, request.params.productId)]);
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
        const [product] = await toProducts(db, [row]);
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
