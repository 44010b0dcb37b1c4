import type { Database } from '../db/client.ts';
import type { CacheInvalidation } from '../http/cache-invalidation.ts';
import type { AppServices } from '../http/types.ts';
import { notificationHandlers } from '../modules/notify/notification-delivery.ts';
import type { PaymentLog } from '../modules/payments/payment.service.ts';
import { scheduleRounds } from '../modules/queue/queue.service.ts';
import { WorkQueue, type JobLog, type WorkQueueOptions } from '../modules/queue/work-queue.ts';
import { webhookHandlers } from '../modules/webhooks/webhook.service.ts';
import { roundHandlers, roundsOf } from './rounds.ts';

/**
 * The handler of every kind of the durable queue (ADR 0085), each its module's own: the notification channels
 * (ADR 0086), webhook deliveries (ADR 0115) and the periodic rounds (ADR 0101), which the worker also schedules, one
 * job per kind and time slot. `allowLoopback` lets a webhook reach this machine (never in production). Without a
 * payment gateway (some tests) there is no reconciliation round; with the app's `invalidation`, a round that changes
 * what kept copies show drops them (ADR 0107).
 */
export function createWorkQueue(
  database: Database,
  services: Pick<AppServices, 'sms' | 'mail' | 'push' | 'chatBus'> & Partial<Pick<AppServices, 'paymentGateway'>>,
  log: JobLog & PaymentLog,
  options: Omit<WorkQueueOptions, 'log' | 'schedule'> & {
    allowLoopback?: boolean;
    invalidation?: Pick<CacheInvalidation, 'drop'>;
  } = {},
): WorkQueue {
  const { allowLoopback = false, invalidation, ...rest } = options;
  return new WorkQueue(
    database,
    {
      ...notificationHandlers(database.db, services),
      ...webhookHandlers(database.db, { allowLoopback }),
      ...roundHandlers(database.db, roundsOf(services, log, invalidation)),
    },
    { ...rest, log, schedule: scheduleRounds },
  );
}
