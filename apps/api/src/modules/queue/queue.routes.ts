import {
  QueueJobListQuerySchema,
  QueueJobPageSchema,
  QueueJobParamsSchema,
  QueueRetrySchema,
  QueueRoundListSchema,
} from '@shahrbazar/domain/api/queue.schema';
import { policy } from '@shahrbazar/domain/rules/policy-catalogue';
import { AppError } from '../../http/app-error.ts';
import type { App, AppDeps } from '../../http/types.ts';
import { queueJobPage, roundStates } from './queue.repository.ts';
import { retryFailedJob } from './queue.service.ts';

const tags = ['manager: queue'];

/**
 * The durable queue in the back office (ADR 0085): the jobs that did not go through, by kind and state, with their
 * error, tries and times, and each periodic round's last end (policy queue.index); a given-up job tried once more at
 * once (policy queue.retry).
 */
export function queueRoutes(app: App, deps: AppDeps): void {
  const db = deps.database.db;
  app.get(
    '/api/v1/manager/queue/jobs',
    {
      config: { access: { panel: 'manager', policy: policy('queue', 'index') } },
      schema: {
        tags,
        summary: 'Jobs waiting to be tried again or given up (failed), newest try first',
        querystring: QueueJobListQuerySchema,
        response: { 200: QueueJobPageSchema },
      },
    },
    async (request) => queueJobPage(db, request.query),
  );

  app.get(
    '/api/v1/manager/queue/rounds',
    {
      config: { access: { panel: 'manager', policy: policy('queue', 'index') } },
      schema: {
        tags,
        summary: 'Every periodic round: how often it is due, when the last one ended, and whether it is behind',
        response: { 200: QueueRoundListSchema },
      },
    },
    async () => ({ items: await roundStates(db) }),
  );

  app.post(
    '/api/v1/manager/queue/jobs/:kind/:id/retry',
    {
      config: { access: { panel: 'manager', policy: policy('queue', 'retry') } },
      schema: {
        tags,
        summary: 'Try a failed (given-up) job once more, at once (404 unknown job, 409 when it is not failed)',
        params: QueueJobParamsSchema,
        response: { 200: QueueRetrySchema },
      },
    },
    async (request) => {
      const { kind, id } = request.params;
      const outcome = await retryFailedJob(db, kind, id);
      if (outcome === 'missing') throw new AppError('not_found');
      if (outcome === 'notFailed') {
        throw new AppError('conflict', {
          fa: 'این کار ناموفق نیست: در صف است، در حال انجام است یا انجام شده.',
          en: 'This job has not failed: it is waiting, running or done.',
        });
      }
      return { id, state: 'retry' as const };
    },
  );
}
