import { z } from 'zod';
import { QUEUE_POLICIES } from '@shahrbazar/domain/rules/queue';
import { QueueKind } from '@shahrbazar/domain/enums/queue';
import type { App, AppDeps } from '../http/types.ts';
import { AppError } from '../http/app-error.ts';
import { assertLoopbackCaller } from '../http/loopback.ts';
import { enqueueRoundNow, jobOutcome } from '../modules/queue/queue.service.ts';

const ParamsSchema = z.object({ name: z.string().regex(/^[a-z-]{1,60}$/, 'invalid') });
/** The moment the round runs as (default now): a journey runs the reminders "the day before" without waiting a day. */
const BodySchema = z.object({ at: z.iso.datetime({ offset: true, error: 'invalid' }).optional() }).default({});
/** What the round changed; `failed` when some item failed (its job waits to be tried again), `waiting` when not run. */
const AnswerSchema = z.object({ done: z.union([z.number().int(), z.literal('failed'), z.literal('waiting')]) });

/**
 * POST /api/v1/dev/jobs/{name}: one round of a periodic kind now (ADR 0101), for journeys and testers, so what a round
 * does (reminders, their SMS) is seen at once instead of at its slot: the round is put on the durable queue as of
 * `at` and the queue drained. `deliver-notifications` works every due job of the queue now (the notifications' SMS,
 * e-mail, pushes; its `at` does not apply: the queue keeps the database's clock). Registered only where the dev
 * outbox is (never in production) and answered only on this machine, as the outbox is.
 */
export function devJobRoutes(app: App, deps: AppDeps): void {
  if (!deps.services.outbox) return;
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
      const kind = request.params.name;
      if (!QueueKind.is(kind) || QUEUE_POLICIES[kind].everySeconds === undefined) throw new AppError('not_found');
      const db = deps.database.db;
      const at = request.body?.at ? new Date(request.body.at) : new Date();
      const id = await enqueueRoundNow(db, kind, at);
      await deps.queue.drain();
      const outcome = await jobOutcome(db, kind, id);
      if (outcome?.state === 'completed') return { done: Number(outcome.output.done ?? 0) };
      return {
        done: outcome?.state === 'retry' || outcome?.state === 'failed' ? ('failed' as const) : ('waiting' as const),
      };
    },
  );
}
