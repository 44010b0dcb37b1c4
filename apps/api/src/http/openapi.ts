import type { FastifyInstance } from 'fastify';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { createJsonSchemaTransform, createJsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { webhookDocument } from '../modules/webhooks/webhook-openapi.ts';
import { completeDocument, routeFactsOf, type RouteFacts } from './openapi-contract.ts';

/**
 * The named schemas as the API's own modules registered them, copied out of zod's global registry when the API is
 * built. The server-rendered web bundle carries its own copy of packages/domain and registers look-alike schemas
 * under the same ids when it loads; converting the global registry would then meet two schemas per id and fail. Zod
 * has no public way to list a registry: `_idmap` is the one internal read (fastify-type-provider-zod reads it too).
 */
function apiSchemaRegistry() {
  const registry = z.registry<{ id?: string | undefined; [key: string]: unknown }>();
  for (const schema of z.globalRegistry._idmap.values()) {
    const meta = z.globalRegistry.get(schema);
    if (meta) registry.add(schema, meta);
  }
  return registry;
}

type Transform = ReturnType<typeof createJsonSchemaTransform>;

/**
 * Every operation whose access rule is not public declares that it needs a session, by cookie or bearer token, so
 * generated clients know which calls to sign; one that accepts a personal API key (ADR 0103) also names the key's
 * scheme with the scope it needs.
 */
function withSecurity(transform: Transform): Transform {
  return (input) => {
    const output = transform(input);
    const access = input.route.config?.access;
    if (!access || access === 'public') return output;
    const scope = input.route.config?.scope;
    const security: Array<Record<string, string[]>> = [{ cookieToken: [] }, { bearer: [] }];
    if (scope) security.push({ apiKey: [scope] });
    return { ...output, schema: { ...output.schema, security } };
  };
}

/**
 * OpenAPI 3 generated from the routes' zod schemas: the document at /api/v1/openapi.json, the docs UI at /api/docs.
 * Schemas registered with `.meta({ id })` in packages/domain become named components.
 */
export async function registerOpenApi(app: FastifyInstance, version: string): Promise<void> {
  const schemaRegistry = apiSchemaRegistry();
  // Every route's configuration (session, limits, upload), read when the document is made (openapi-contract.ts).
  const facts = new Map<string, RouteFacts>();
  app.addHook('onRoute', (route) => {
    for (const [key, fact] of routeFactsOf(route)) facts.set(key, fact);
  });
  const toOpenApi = createJsonSchemaTransformObject({ schemaRegistry });
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Shahrbazar API',
        description: 'City marketplace and directory. Errors always answer `{ error: { code, message, fields? } }`.',
        version,
      },
      servers: [{ url: '/' }],
      components: {
        securitySchemes: {
          cookieToken: { type: 'apiKey', in: 'cookie', name: 'token' },
          bearer: {
            type: 'http',
            scheme: 'bearer',
            description:
              'The session token an app gets from sign-in when it sends `X-Device-Type: 1` or `2` ' +
              '(POST /api/v1/auth/login/otp, /login/password, /register), sent as `Authorization: Bearer <token>`.',
          },
          apiKey: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'sbk_…',
            description:
              'A personal API key its owner makes in their panel (POST /api/v1/me/api-keys; shown once), sent as ' +
              '`Authorization: Bearer sbk_…`. The caller acts as the owner, only on operations that list this ' +
              'scheme and only with the scope they name (otherwise 403); the back office never accepts a key. ' +
              'Each key has its own rate limit (`x-ratelimit-limit`, `-remaining`, `-reset` on every answer, 429 ' +
              'past it); a revoked key answers 401. Pages of origins staff allow may call with a key (CORS).',
          },
        },
      },
    },
    transform: withSecurity(createJsonSchemaTransform({ schemaRegistry })),
    // The events a webhook endpoint receives (ADR 0115) are the document's `webhooks`.
    transformObject: (input) => ({
      ...completeDocument(toOpenApi(input) as Parameters<typeof completeDocument>[0], facts),
      webhooks: webhookDocument(),
    }),
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });
  app.get('/api/v1/openapi.json', { schema: { hide: true }, config: { access: 'public' } }, async () => app.swagger());
}
