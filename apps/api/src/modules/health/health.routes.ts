import { HealthSchema } from '@shahrbazar/domain/api/health.schema';
import type { App, AppDeps } from '../../http/types.ts';

/** GET /api/v1/health: the process is up, and whether the database answers (503 when it does not). */
export function healthRoutes(app: App, deps: AppDeps): void {
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
