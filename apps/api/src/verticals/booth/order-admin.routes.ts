import { IdParamsSchema } from '@shahrbazar/domain/api/id.schema';
import { ManagedOrderListQuerySchema, ManagedOrderPageSchema } from '@shahrbazar/domain/api/order-admin.schema';
import { OrderSchema } from '@shahrbazar/domain/api/order.schema';
import { policy } from '@shahrbazar/domain/rules/policy-catalogue';
import type { FastifyRequest } from 'fastify';
import type { App, AppDeps } from '../../http/types.ts';
import { requireAuth, type Access } from '../../modules/auth/access-control.ts';
import { managedOrder, managedOrderPage, type OrderReader } from './order-admin.service.ts';
import { toOrders } from './order.view.ts';

/**
 * Orders for the back office (policy orders.index: every order, by status, booth, buyer, date range and payment
 * status) and for agents (policy agentBooths.index: the paid orders of their own users' booths, checked on the
 * record: another agent's order is a 404). Read only: an order moves by its booth and its buyer (ADR 0037).
 */
export function orderAdminRoutes(app: App, deps: AppDeps): void {
  const db = deps.database.db;
  const tags = ['orders'];
  const doors: Array<{ prefix: string; access: Access; reader: (request: FastifyRequest) => OrderReader }> = [
    {
      prefix: '/api/v1/manager',
      access: { panel: 'manager', policy: policy('orders', 'index') },
      reader: () => ({ kind: 'manager' }),
    },
    {
      prefix: '/api/v1/agent',
      access: { panel: 'agent', policy: policy('agentBooths', 'index') },
      reader: (request) => ({ kind: 'agent', agentId: requireAuth(request).user.id }),
    },
  ];
  for (const door of doors) {
    const viewer = door.prefix.endsWith('manager') ? 'manager' : 'booth';
    app.get(
      `${door.prefix}/orders`,
      {
        config: { access: door.access },
        schema: {
          tags,
          summary: 'Orders newest first, 15 a page, by status, booth, buyer, date range and payment status',
          querystring: ManagedOrderListQuerySchema,
          response: { 200: ManagedOrderPageSchema },
        },
      },
      async (request) => {
        const page = await managedOrderPage(db, door.reader(request), request.query);
        const { rows, ...paging } = page;
        return { ...paging, items: await toOrders(db, rows, viewer) };
      },
    );
    app.get(
      `${door.prefix}/orders/:id`,
      {
        config: { access: door.access },
        schema: {
          tags,
          summary: 'One order with its lines, payment and history',
          params: IdParamsSchema,
          response: { 200: OrderSchema },
        },
      },
      async (request) => {
        const row = await managedOrder(db, door.reader(request), request.params.id);
        return (await toOrders(db, [row], viewer))[0];
      },
    );
  }
}
