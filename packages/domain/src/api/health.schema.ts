import { z } from 'zod';
import { QueueKind } from '../enums/queue.ts';
import { enumSchema } from './enum-schema.ts';

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

/**
 * GET /api/v1/health/ready: whether this instance can take traffic: its database and shared store answer, and the
 * durable queue's tables answer and this instance's worker is not stuck in one round (ADR 0085).
 */
export const ReadinessSchema = z
  .object({
    status: z.enum(['ready', 'not_ready']),
    database: z.object({ status: z.enum(['up', 'down']) }),
    sharedStore: z.object({ driver: z.enum(['memory', 'redis']), status: z.enum(['up', 'down']) }),
    queue: z.object({
      /** up; down: its tables cannot be read; stuck: this instance's worker has been in one round too long. */
      status: z.enum(['up', 'down', 'stuck']),
      /** How long the longest-due job not yet taken has waited past its time, in seconds (null when down). */
      lagSeconds: z.number().int().nullable(),
      /**
       * The periodic rounds (expiry, reconciliation, reminders) whose last round ended 3 or more of their periods ago:
       * reported, not judged (every instance shares them; ADR 0101).
       */
      behind: z.array(enumSchema(QueueKind)),
    }),
  })
  .meta({ id: 'Readiness' });
export type Readiness = z.infer<typeof ReadinessSchema>;

/** GET /api/v1/health/live: the process answers (no dependency is asked). */
export const LivenessSchema = z.object({ status: z.literal('ok') }).meta({ id: 'Liveness' });
