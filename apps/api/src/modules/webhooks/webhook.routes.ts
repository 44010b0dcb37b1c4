import { z } from 'zod';
import { IdParamsSchema } from '@shahrbazar/domain/api/id.schema';
import {
  WebhookDeliveryListSchema,
  WebhookDeliveryParamsSchema,
  WebhookDeliverySchema,
  WebhookEndpointCreatedSchema,
  WebhookEndpointListSchema,
  WebhookEndpointPatchSchema,
  WebhookEndpointSchema,
  WebhookEndpointWriteSchema,
} from '@shahrbazar/domain/api/webhook.schema';
import type { App, AppDeps } from '../../http/types.ts';
import { requireAuth } from '../auth/access-control.ts';
import {
  changeEndpoint,
  createEndpoint,
  deleteEndpoint,
  listDeliveries,
  listEndpoints,
  redeliver,
} from './webhook.service.ts';

/**
 * A signed-in owner's webhook endpoints (issue 31, ADR 0115) under /api/v1/me/webhooks: subscribe, change, turn on
 * or off, remove, read the delivery log and send a delivery again. Another person's endpoint answers 404.
 */
export function webhookRoutes(app: App, deps: AppDeps): void {
  const db = deps.database.db;
  const own = { access: { session: 'general' } } as const;
  const tags = ['webhooks'];
  // Outside production a receiver on this machine (http://127.0.0.1) may subscribe: the tests' and a developer's.
  const allowLoopback = !deps.config.isProduction;

  app.get(
    '/api/v1/me/webhooks',
    { config: own, schema: { tags, summary: 'My webhook endpoints', response: { 200: WebhookEndpointListSchema } } },
    async (request) => ({ items: await listEndpoints(db, requireAuth(request).user.id) }),
  );

  app.post(
    '/api/v1/me/webhooks',
    {
      config: own,
      schema: {
        tags,
        summary: 'Subscribe an HTTPS endpoint to events; the answer carries its signing secret, this once',
        body: WebhookEndpointWriteSchema,
        response: { 201: WebhookEndpointCreatedSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createEndpoint(db, requireAuth(request).user.id, request.body, allowLoopback)),
  );

  app.patch(
    '/api/v1/me/webhooks/:id',
    {
      config: own,
      schema: {
        tags,
        summary: 'Change an endpoint’s events or words, or turn it off or on (on again clears its failures)',
        params: IdParamsSchema,
        body: WebhookEndpointPatchSchema,
        response: { 200: WebhookEndpointSchema },
      },
    },
    async (request) => changeEndpoint(db, requireAuth(request).user.id, request.params.id, request.body),
  );

  app.delete(
    '/api/v1/me/webhooks/:id',
    {
      config: own,
      schema: { tags, summary: 'Remove an endpoint and its log', params: IdParamsSchema, response: { 204: z.null() } },
    },
    async (request, reply) => {
      await deleteEndpoint(db, requireAuth(request).user.id, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/v1/me/webhooks/:id/deliveries',
    {
      config: own,
      schema: {
        tags,
        summary: 'The latest 100 deliveries of an endpoint, newest first, with the receiver’s answer code',
        params: IdParamsSchema,
        response: { 200: WebhookDeliveryListSchema },
      },
    },
    async (request) => ({ items: await listDeliveries(db, requireAuth(request).user.id, request.params.id) }),
  );

  app.post(
    '/api/v1/me/webhooks/:id/deliveries/:deliveryId/redeliver',
    {
      config: own,
      schema: {
        tags,
        summary: 'Send a delivery again (same body and webhook-id); the endpoint must be on',
        params: WebhookDeliveryParamsSchema,
        response: { 202: WebhookDeliverySchema },
      },
    },
    async (request, reply) =>
      reply
        .status(202)
        .send(await redeliver(db, requireAuth(request).user.id, request.params.id, request.params.deliveryId)),
  );
}
