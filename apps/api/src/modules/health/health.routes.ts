import { HealthSchema, LivenessSchema, ReadinessSchema } from '@shahrbazar/domain/api/health.schema';
import type { App, AppDeps } from '../../http/types.ts';

/**
 * For load balancers and orchestrators (docs/deploy.md): GET /api/v1/health, the process is up and whether the
 * database answers (503 when it does not); /health/live, liveness only (never asks a dependency, so an outage of the
 * database does not get every instance restarted); /health/ready, readiness (database and shared store answer, the
 * durable queue's tables answer and this instance's worker is not stuck; 503 otherwise, and every request answers 503
 * once a graceful shutdown has begun).
 */
export function healthRoutes(app: App, deps: AppDeps): void {
  app.get(
    '/api/v1/health/live',
    {
      config: { access: 'public' },
      schema: { tags: ['system'], summary: 'Liveness: the process answers', response: { 200: LivenessSchema } },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { status: 'ok' as const };
    },
  );

  app.get(
    '/api/v1/health/ready',
    {
      config: { access: 'public' },
      schema: {
        tags: ['system'],
        summary: 'Readiness: the database, the shared store and the queue answer, and the queue worker is not stuck',
        response: { 200: ReadinessSchema, 503: ReadinessSchema },
      },
    },
    async (request, reply) => {
      const store = deps.services.sharedStore;
      const [database, shared, queue] = await Promise.all([
        deps.database.ping().then(
          () => 'up' as const,
          (error: unknown) => {
            request.log.error({ err: error }, 'readiness: database ping failed');
            return 'down' as const;
          },
        ),
        store.ping().then((up) => (up ? ('up' as const) : ('down' as const))),
        deps.queue.health(),
      ]);
      const ready = database === 'up' && shared === 'up' && queue.status === 'up';
      reply.header('cache-control', 'no-store');
      return reply.status(ready ? 200 : 503).send({
        status: ready ? 'ready' : 'not_ready',
        database: { status: database },
        sharedStore: { driver: store.driver, status: shared },
        queue,
      });
    },
  );

  app.get(
    '/api/v1/health',
    {
      config: { access: 'public' },
      schema: {
        tags: ['system'],
        summary: 'Liveness and database reachability',
        response: { 200: HealthSchema, 503: HealthSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const base = {
        version: deps.version,
        uptimeSeconds: Math.round((Date.now() - deps.startedAt) / 1000),
      };
      try {
        const latencyMs = await deps.database.ping();
        return {
          ...base,
          status: 'ok' as const,
          database: { status: 'up' as const, driver: deps.database.driver, latencyMs },
        };
      } catch (error) {
        request.log.error({ err: error }, 'database ping failed');
        return reply.status(503).send({
          ...base,
          status: 'degraded' as const,
          database: { status: 'down' as const, driver: deps.database.driver },
        });
      }
    },
  );
}
