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
