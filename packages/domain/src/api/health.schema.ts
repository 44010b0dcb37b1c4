import { z } from 'zod';

export const HealthSchema = z
  .object({
    status: z.enum(['ok', 'degraded']),
    version: z.string(),
    uptimeSeconds: z.number(),
    database: z.object({
      status: z.enum(['up', 'down']),
      driver: z.enum(['pglite', 'postgres']),
      latencyMs: z.number().optional(),
    }),
  })
  .meta({ id: 'Health' });
export type Health = z.infer<typeof HealthSchema>;

/** GET /api/v1/health/ready: whether this instance can take traffic (its database and shared store answer). */
export const ReadinessSchema = z
  .object({
    status: z.enum(['ready', 'not_ready']),
    database: z.object({ status: z.enum(['up', 'down']) }),
    sharedStore: z.object({ driver: z.enum(['memory', 'redis']), status: z.enum(['up', 'down']) }),
  })
  .meta({ id: 'Readiness' });
export type Readiness = z.infer<typeof ReadinessSchema>;

/** GET /api/v1/health/live: the process answers (no dependency is asked). */
export const LivenessSchema = z.object({ status: z.literal('ok') }).meta({ id: 'Liveness' });
