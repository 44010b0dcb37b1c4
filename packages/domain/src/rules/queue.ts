import { QueueKind } from '../enums/queue.ts';

// How the durable queue treats each kind of job (docs/decisions/0085-a-durable-queue-on-pg-boss.md): how many times a
// failed job is tried again, after how long (doubling each time, with jitter: the first retry after 1-2 delays, the
// second after 2-4…), and how long one try may hold the job before another instance may take it.

/** The retry policy of a kind of job. */
export interface QueuePolicy {
  /** Tries after the first; once they are spent the job is failed (dead) until staff retry it. */
  readonly retries: number;
  /** The first retry's delay in seconds; each next one doubles it. */
  readonly retryDelaySeconds: number;
  /** How long one try may take before the job counts as lost and is tried again (longer than any driver's timeout). */
  readonly expireSeconds: number;
}

/** Every kind's policy. An SMS or e-mail is tried 5 times over about 8 to 15 minutes; a bell count is cheap. */
export const QUEUE_POLICIES: Readonly<Record<QueueKind, QueuePolicy>> = {
  [QueueKind.notificationSms]: { retries: 4, retryDelaySeconds: 30, expireSeconds: 120 },
  [QueueKind.notificationMail]: { retries: 4, retryDelaySeconds: 30, expireSeconds: 120 },
  [QueueKind.notificationPush]: { retries: 3, retryDelaySeconds: 30, expireSeconds: 120 },
  [QueueKind.notificationBell]: { retries: 2, retryDelaySeconds: 5, expireSeconds: 60 },
  // A webhook is tried 8 times over about 1 to 2 hours (waits of 30 s, 1 min, 2 min … 32 min; ADR 0115): a receiver down for a
  // deploy gets it once back.
  [QueueKind.webhookDelivery]: { retries: 7, retryDelaySeconds: 30, expireSeconds: 60 },
};

/** A worker's round running longer than this is stuck (a handler that never returns): its instance is not ready. */
export const QUEUE_STUCK_SECONDS = 10 * 60;
