import type { Database } from '../db/client.ts';
import type { AppServices } from '../http/types.ts';
import { notificationHandlers } from '../modules/notify/notification-delivery.ts';
import { WorkQueue, type WorkQueueOptions } from '../modules/queue/work-queue.ts';
import { webhookHandlers } from '../modules/webhooks/webhook.service.ts';
import type { JobLog } from './job-runner.ts';

/**
 * The handler of every kind of the durable queue (ADR 0085), each its module's own: the notification channels
 * (ADR 0086) and webhook deliveries (ADR 0115). `allowLoopback` lets a webhook reach this machine (never in
 * production).
 */
export function createWorkQueue(
  database: Database,
  services: Pick<AppServices, 'sms' | 'mail' | 'push' | 'chatBus'>,
  log: JobLog,
  options: Omit<WorkQueueOptions, 'log'> & { allowLoopback?: boolean } = {},
): WorkQueue {
  const { allowLoopback = false, ...rest } = options;
  return new WorkQueue(
    database,
    { ...notificationHandlers(database.db, services), ...webhookHandlers(database.db, { allowLoopback }) },
    { ...rest, log },
  );
}
