import { z } from 'zod';
import {
  StockAlertListSchema,
  StockAlertParamsSchema,
  StockAlertQuerySchema,
  StockAlertSchema,
} from '@shahrbazar/domain/api/stock-alert.schema';
import type { FastifyRequest } from 'fastify';
import type { App, AppDeps } from '../../http/types.ts';
import { requireAuth } from '../../modules/auth/access-control.ts';
import { stockWatchesOf, unwatchStock, watchStock } from './stock-alert.service.ts';

/**
 * «موجود شد خبرم کن» (issue 35): the signed-in buyer's waits for a sold-out product or variant (`?pricingId=`). Each
 * route reads and writes only the caller's own waits.
 */
export function stockAlertRoutes(app: App, deps: AppDeps): void {
  const db = deps.database.db;
  const tags = ['products'];
  const own = { access: { session: 'general' } } as const;
  const userId = (request: FastifyRequest) => requireAuth(request).user.id;
  const path = '/api/v1/me/stock-alerts/:productId';

  app.get(
    path,
    {
      config: own,
      schema: {
        tags,
        summary: 'What of this product I wait for',
        params: StockAlertParamsSchema,
        response: { 200: StockAlertListSchema },
      },
    },
    async (request) => ({ items: await stockWatchesOf(db, userId(request), request.params.productId) }),
  );

  app.put(
    path,
    {
      config: own,
      schema: {
        tags,
        summary: 'Tell me once when this sold-out product or variant is in stock again (asking twice is once)',
        params: StockAlertParamsSchema,
        querystring: StockAlertQuerySchema,
        response: { 200: StockAlertSchema },
      },
    },
    async (request) => {
      const { productId } = request.params;
      await watchStock(db, userId(request), productId, request.query.pricingId);
      return { productId, pricingId: request.query.pricingId ?? null };
    },
  );

  app.delete(
    path,
    {
      config: own,
      schema: { tags, params: StockAlertParamsSchema, querystring: StockAlertQuerySchema, response: { 204: z.null() } },
    },
    async (request, reply) => {
      await unwatchStock(db, userId(request), request.params.productId, request.query.pricingId);
      return reply.status(204).send(null);
    },
  );
}
