import { z } from 'zod';
import { IdParamsSchema } from '@shahrbazar/domain/api/id.schema';
import { IdSchema } from '@shahrbazar/domain/api/id.schema';
import {
  BasketQuoteSchema,
  BoothOrderParamsSchema,
  CartSchema,
  CheckoutResultSchema,
  CheckoutSchema,
  OrderListQuerySchema,
  OrderPageSchema,
  OrderSchema,
  OrderStatusChangeSchema,
  type CheckoutResult,
} from '@shahrbazar/domain/api/order.schema';
import { IdempotencyHeadersSchema } from '@shahrbazar/domain/api/payment.schema';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../http/app-error.ts';
import type { App, AppDeps } from '../../http/types.ts';
import { requireAuth } from '../../modules/auth/access-control.ts';
import type { VerticalRegistry } from '../../modules/listings/listing.mapper.ts';
import { hashOf, idempotent } from '../../modules/payments/idempotency.ts';
import { cartOf, quoteBasket, saveCart } from './cart.service.ts';
import { registerOrderPayments } from './order-payment.service.ts';
import { checkout, moveOrder, orderPage, ordersByIds } from './order.service.ts';
import { toOrders } from './order.view.ts';
import { manageableBooth } from './product.service.ts';
import { requireAccess } from '../../modules/access/record-access.ts';

/**
 * The basket, checkout and orders of booths (ADR 0026): a public quote of any basket, the signed-in buyer's basket on
 * the server, checkout per booth, the buyer's orders and the booth owner's orders, each checked on the record.
 */
export function orderRoutes(app: App, deps: AppDeps, registry: VerticalRegistry): void {
  registerOrderPayments();
  const db = deps.database.db;
  const tags = ['orders'];
  const own = { access: { session: 'general' } } as const;
  const reserveMinutes = deps.config.orders.reserveMinutes;
  const userId = (request: FastifyRequest) => requireAuth(request).user.id;

  app.post(
    '/api/v1/basket/quote',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'A basket priced now by the server, grouped by booth with shipping, minimum purchase and tax',
        body: CartSchema,
        response: { 200: BasketQuoteSchema },
      },
    },
    async (request) => quoteBasket(db, request.body.lines),
  );

  app.get('/api/v1/me/cart', { config: own, schema: { tags, response: { 200: CartSchema } } }, async (request) => ({
    lines: await cartOf(db, userId(request)),
  }));

  app.put(
    '/api/v1/me/cart',
    {
      config: own,
      schema: { tags, summary: 'Replace the basket on the server', body: CartSchema, response: { 200: CartSchema } },
    },
    async (request) => ({ lines: await saveCart(db, userId(request), request.body.lines, false) }),
  );

  app.post(
    '/api/v1/me/cart/merge',
    {
      config: own,
      schema: {
        tags,
        summary: 'Merge the browser’s basket into the server’s (signing in); answers the merged basket',
        body: CartSchema,
        response: { 200: CartSchema },
      },
    },
    async (request) => ({ lines: await saveCart(db, userId(request), request.body.lines, true) }),
  );

  app.post(
    '/api/v1/me/orders',
    {
      config: { ...own, counts: { event: 'order' } },
      schema: {
        tags,
        summary: 'Check out one booth: the order, its stock and its payment (wallet at once, or the bank’s address)',
        headers: IdempotencyHeadersSchema,
        body: CheckoutSchema,
        response: { 201: CheckoutResultSchema },
      },
    },
    async (request, reply) => {
      const { user } = requireAuth(request);
      const answer = await idempotent<CheckoutResult>(
        db,
        { userId: user.id, key: request.headers['idempotency-key'], hash: hashOf(request) },
        async (tx) => {
          const done = await checkout(
            tx,
            { registry, gateway: deps.services.paymentGateway, publicUrl: deps.config.publicUrl, reserveMinutes },
            { id: user.id, mobile: user.mobile },
            request.body,
          );
          const [order] = await toOrders(tx, [done.order], 'client');
          if (!order) throw new AppError('not_found');
          return { statusCode: 201, body: { order, redirectUrl: done.redirectUrl } };
        },
      );
      return reply.status(answer.statusCode as 201).send(answer.body);
    },
  );

  app.get(
    '/api/v1/me/orders',
    { config: own, schema: { tags, querystring: OrderListQuerySchema, response: { 200: OrderPageSchema } } },
    async (request) => {
      const page = await orderPage(db, { userId: userId(request) }, request.query);
      return { items: await toOrders(db, page.rows, 'client'), nextCursor: page.nextCursor, pending: page.pending };
    },
  );

  app.get(
    '/api/v1/me/orders/:id',
    { config: own, schema: { tags, params: IdParamsSchema, response: { 200: OrderSchema } } },
    async (request) => {
      const [row] = await ordersByIds(db, [request.params.id]);
      requireAccess(userId(request), 'order', row, 'read');
      return (await toOrders(db, [row], 'client'))[0];
    },
  );

  app.post(
    '/api/v1/me/orders/:id/status',
    {
      config: own,
      schema: {
        tags,
        summary: 'The buyer confirms delivery or reports a problem',
        params: IdParamsSchema,
        body: OrderStatusChangeSchema,
        response: { 200: OrderSchema },
      },
    },
    async (request) => {
      const row = await moveOrder(
        db,
        { side: 'client', userId: userId(request) },
        request.params.id,
        request.body.status,
      );
      return (await toOrders(db, [row], 'client'))[0];
    },
  );

  // The booth's orders, for its owner (another user's booth, or an order of another booth, is a 404).
  const boothOf = (request: FastifyRequest, boothId: number) =>
    manageableBooth(db, { kind: 'owner', userId: userId(request) }, boothId);

  app.get(
    '/api/v1/me/booth/:boothId/orders',
    {
      config: { ...own, scope: 'orders:read' },
      schema: {
        tags,
        params: z.object({ boothId: IdSchema }),
        querystring: OrderListQuerySchema,
        response: { 200: OrderPageSchema },
      },
    },
    async (request) => {
      const booth = await boothOf(request, request.params.boothId);
      const page = await orderPage(db, { boothId: booth.listing.id }, request.query);
      return { items: await toOrders(db, page.rows, 'booth'), nextCursor: page.nextCursor, pending: page.pending };
    },
  );

  app.get(
    '/api/v1/me/booth/:boothId/orders/:orderId',
    {
      config: { ...own, scope: 'orders:read' },
      schema: { tags, params: BoothOrderParamsSchema, response: { 200: OrderSchema } },
    },
    async (request) => {
      const booth = await boothOf(request, request.params.boothId);
      const [row] = await ordersByIds(db, [request.params.orderId]);
      if (!row || row.boothId !== booth.listing.id || !row.paidAt) throw new AppError('not_found');
      return (await toOrders(db, [row], 'booth'))[0];
    },
  );

  app.post(
    '/api/v1/me/booth/:boothId/orders/:orderId/status',
    {
      config: { ...own, scope: 'orders:write' },
      schema: {
        tags,
        summary: 'The booth moves an order (confirm, reject, prepare, send; deliver with the buyer’s code)',
        params: BoothOrderParamsSchema,
        body: OrderStatusChangeSchema,
        response: { 200: OrderSchema },
      },
    },
    async (request) => {
      const booth = await boothOf(request, request.params.boothId);
      const row = await moveOrder(
        db,
        { side: 'booth', userId: userId(request), boothId: booth.listing.id },
        request.params.orderId,
        request.body.status,
        request.body.deliveryCode,
      );
      return (await toOrders(db, [row], 'booth'))[0];
    },
  );
}
