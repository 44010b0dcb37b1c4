import type { FastifyInstance } from 'fastify';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

/**
 * OpenAPI 3 generated from the routes' zod schemas: the document at /api/v1/openapi.json, the docs UI at /api/docs.
 * Schemas registered with `.meta({ id })` in packages/domain become named components.
 */
export async function registerOpenApi(app: FastifyInstance, version: string): Promise<void> {
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
          bearer: { type: 'http', scheme: 'bearer' },
        },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });
  app.get('/api/v1/openapi.json', { schema: { hide: true }, config: { access: 'public' } }, async () => app.swagger());
}
