import { randomUUID } from 'node:crypto';
import Fastify from 'fastify';
import fastifyCookie from '@fastify/cookie';
import fastifyCompress from '@fastify/compress';
import fastifyHelmet from '@fastify/helmet';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps, App } from './http/types.ts';
import { registerErrorHandling } from './http/error-handler.ts';
import { registerOpenApi } from './http/openapi.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { appRoutes } from './modules/app/app.routes.ts';

/** Route modules, in one explicit list. Each registers its routes under /api/v1. */
const MODULES: ReadonlyArray<(app: App, deps: AppDeps) => void> = [healthRoutes, appRoutes];

const REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;

export interface BuildAppOptions {
  /** Pino options, or false to silence logs (tests). */
  logger?: boolean | { level: string };
}

/** Builds the API (not yet listening): plugins, error handling, OpenAPI and every module's routes. */
export async function buildApp(deps: AppDeps, options: BuildAppOptions = {}): Promise<App> {
  const app = Fastify({
    logger: options.logger ?? { level: deps.config.logLevel },
    trustProxy: deps.config.trustProxy,
    // Keep a caller's request id when it looks like one (a load balancer's), otherwise make one; it is in every
    // log line of the request and in the x-request-id response header.
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    },
    bodyLimit: 1024 * 1024,
    // On shutdown, idle keep-alive sockets close at once; requests in flight finish first.
    forceCloseConnections: 'idle',
    return503OnClosing: true,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  // Graceful shutdown: once closing starts, responses of requests still in flight ask the client to close its
  // keep-alive connection, so close() does not wait on sockets that would otherwise stay open.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });

  registerErrorHandling(app);
  await app.register(fastifyCookie);
  await app.register(fastifyHelmet, {
    // React Router's server render inlines its hydration data, and Mantine its colour-scheme script.
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", "'unsafe-inline'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: deps.config.isProduction ? [] : null,
      },
    },
    hsts: deps.config.isProduction,
    crossOriginEmbedderPolicy: false,
  });
  await app.register(fastifyCompress, { global: true, threshold: 1024 });
  await registerOpenApi(app, deps.version);
  for (const register of MODULES) register(app, deps);
  return app;
}
