import { z } from 'zod';
import { ShippingSchema, ShippingWriteSchema } from '@shahrbazar/domain/api/order.schema';
import { IdSchema } from '@shahrbazar/domain/api/id.schema';
import type { App, AppDeps } from '../../http/types.ts';
import { requireAuth } from '../../modules/auth/access-control.ts';
import { manageableBooth } from './product.service.ts';
import {
  boothShipping,
  createShipping,
  deleteShipping,
  shippingsOf,
  toShipping,
  updateShipping,
} from './shipping.service.ts';

const BoothParams = z.object({ boothId: IdSchema });
const ShippingParams = z.object({ boothId: IdSchema, shippingId: IdSchema });

/** A booth's shipping methods, managed by its owner (another user's booth is a 404). Buyers see them in the basket. */
export function shippingRoutes(app: App, deps: AppDeps): void {
  const db = deps.database.db;
  const tags = ['orders'];
  const config = { access: { session: 'general' } } as const;
  const base = '/api/v1/me/booth/:boothId/shipping';
  const booth = (request: Parameters<typeof requireAuth>[0], boothId: number) =>
    manageableBooth(db, { kind: 'owner', userId: requireAuth(request).user.id }, boothId);

  app.get(
    base,
    { config, schema: { tags, params: BoothParams, response: { 200: z.object({ items: z.array(ShippingSchema) }) } } },
    async (request) => {
      const found = await booth(request, request.params.boothId);
      return { items: (await shippingsOf(db, [found.listing.id], false)).map(toShipping) };
    },
  );

  app.post(
    base,
    { config, schema: { tags, params: BoothParams, body: ShippingWriteSchema, response: { 201: ShippingSchema } } },
    async (request, reply) => {
      const found = await booth(request, request.params.boothId);
      return reply.status(201).send(toShipping(await createShipping(db, found, request.body)));
    },
  );

  app.get(
    `${base}/:shippingId`,
    { config, schema: { tags, params: ShippingParams, response: { 200: ShippingSchema } } },
    async (request) => {
      const found = await booth(request, request.params.boothId);
      return toShipping(await boothShipping(db, found, request.params.shippingId));
    },
  );

  app.put(
    `${base}/:shippingId`,
    { config, schema: { tags, params: ShippingParams, body: ShippingWriteSchema, response: { 200: ShippingSchema } } },
    async (request) => {
      const found = await booth(request, request.params.boothId);
      return toShipping(await updateShipping(db, found, request.params.shippingId, request.body));
    },
  );

  app.delete(
    `${base}/:shippingId`,
    { config, schema: { tags, params: ShippingParams, response: { 204: z.null() } } },
    async (request, reply) => {
      const found = await booth(request, request.params.boothId);
      await deleteShipping(db, found, request.params.shippingId);
      return reply.status(204).send(null);
    },
  );
}
