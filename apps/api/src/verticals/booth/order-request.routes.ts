import { BoothOrderParamsSchema, OrderSchema, PaymentRequestCreateSchema } from '@shahrbazar/domain/api/order.schema';
import { AppError } from '../../http/app-error.ts';
import type { App, AppDeps } from '../../http/types.ts';
import { requireAuth } from '../../modules/auth/access-control.ts';
import { requestPayment } from './order-payment.service.ts';
import { toOrders } from './order.view.ts';
import { manageableBooth } from './product.service.ts';

/**
 * The booth's payment request (ADR 0052): its owner asks the buyer of one of its paid orders for more, with a reason.
 * The buyer pays it as any payment (`POST /api/v1/me/payments/{id}/pay`, wallet or online), from the order's page.
 */
export function orderRequestRoutes(app: App, deps: AppDeps): void {
  const db = deps.database.db;
  app.post(
    '/api/v1/me/booth/:boothId/orders/:orderId/requests',
    {
      config: { access: { session: 'general' } },
      schema: {
        tags: ['orders'],
        summary: 'The booth asks the buyer of an order for an extra amount, with a reason',
        params: BoothOrderParamsSchema,
        body: PaymentRequestCreateSchema,
        response: { 201: OrderSchema },
      },
    },
    async (request, reply) => {
      const userId = requireAuth(request).user.id;
      const booth = await manageableBooth(db, { kind: 'owner', userId }, request.params.boothId);
      const row = await requestPayment(db, booth.listing.id, request.params.orderId, request.body);
      const [order] = await toOrders(db, [row], 'booth');
      if (!order) throw new AppError('not_found');
      return reply.status(201).send(order);
    },
  );
}
