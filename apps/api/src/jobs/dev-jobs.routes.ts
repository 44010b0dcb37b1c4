import { z } from 'zod';
import type { App, AppDeps } from '../http/types.ts';
import { AppError } from '../http/app-error.ts';
import { assertLoopbackCaller } from '../http/loopback.ts';
import { runJobOnce } from './job-runner.ts';
import { jobsOf } from './registry.ts';

const ParamsSchema = z.object({ name: z.string().regex(/^[a-z-]{1,60}$/, 'invalid') });
/** The moment the round runs as (default now): a journey runs the reminders "the day before" without waiting a day. */
const BodySchema = z.object({ at: z.iso.datetime({ offset: true, error: 'invalid' }).optional() }).default({});
const AnswerSchema = z.object({ done: z.union([z.number().int(), z.literal('skipped')]) });

/**
 * POST /api/v1/dev/jobs/{name}: runs one round of a background job now, for journeys and testers, so what a job does
 * (reminders, their SMS) is seen at once instead of after a timer; `deliver-notifications` works every due job of the
 * durable queue now (the notifications' SMS, e-mail, pushes; its `at` does not apply: the queue keeps the database's
 * clock). Registered only where the dev outbox is (never in
 * production) and answered only on this machine, as the outbox is.
 */
export function devJobRoutes(app: App, deps: AppDeps): void {
  if (!deps.services.outbox) return;
  const jobs = jobsOf(deps.services, app.log);
  app.post(
    '/api/v1/dev/jobs/:name',
    {
      config: { access: 'public', dropsCaches: true },
      schema: {
        tags: ['dev'],
        summary: 'Run one round of a background job now (development and test only)',
        params: ParamsSchema,
        body: BodySchema,
        response: { 200: AnswerSchema },
      },
    },
    async (request) => {
      assertLoopbackCaller(request);
      // Notifications are delivered by the durable queue (ADR 0086): its due jobs are worked now.
      if (request.params.name === 'deliver-notifications') return { done: await deps.queue.drain() };
      const job = jobs.find((candidate) => candidate.name === request.params.name);
      if (!job) throw new AppError('not_found');
      const at = request.body?.at ? new Date(request.body.at) : new Date();
      return { done: await runJobOnce(deps.database.db, job, at) };
    },
  );
}
