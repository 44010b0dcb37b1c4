import { z } from 'zod';
import { ApiKeyCreatedSchema, ApiKeyListSchema, ApiKeyWriteSchema } from '@shahrbazar/domain/api/api-key.schema';
import { IdParamsSchema } from '@shahrbazar/domain/api/id.schema';
import type { App, AppDeps } from '../../http/types.ts';
import { requireAuth } from '../auth/access-control.ts';
import { createApiKey, listApiKeys, revokeApiKey } from './api-key.service.ts';

/**
 * A signed-in person's API keys (issue 31, ADR 0103) under /api/v1/me/api-keys: make one (shown once), list them,
 * revoke one. Only a session manages keys: a key cannot make or revoke keys (these routes name no scope).
 */
export function apiKeyRoutes(app: App, deps: AppDeps): void {
  const db = deps.database.db;
  const own = { access: { session: 'general' } } as const;
  const tags = ['api keys'];

  app.get(
    '/api/v1/me/api-keys',
    { config: own, schema: { tags, summary: 'My live API keys', response: { 200: ApiKeyListSchema } } },
    async (request) => ({ items: await listApiKeys(db, requireAuth(request).user.id) }),
  );

  app.post(
    '/api/v1/me/api-keys',
    {
      config: own,
      schema: {
        tags,
        summary: 'Make an API key with scopes; the answer carries the key, this once',
        body: ApiKeyWriteSchema,
        response: { 201: ApiKeyCreatedSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createApiKey(db, requireAuth(request).user.id, request.body)),
  );

  app.delete(
    '/api/v1/me/api-keys/:id',
    {
      config: own,
      schema: { tags, summary: 'Revoke an API key at once', params: IdParamsSchema, response: { 204: z.null() } },
    },
    async (request, reply) => {
      await revokeApiKey(db, requireAuth(request).user.id, request.params.id);
      return reply.status(204).send(null);
    },
  );
}
