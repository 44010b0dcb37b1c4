import { createHash, randomUUID } from 'node:crypto';
import PgBoss from 'pg-boss';
import { QueueKind } from '@shahrbazar/domain/enums/queue';
import { QUEUE_POLICIES, ROUND_KINDS, roundSlot } from '@shahrbazar/domain/rules/queue';
import type { Database, Db } from '../../db/client.ts';
import { databaseSql, transactionSql } from './queue-sql.ts';

// The durable queue of side effects (docs/decisions/0085-a-durable-queue-on-pg-boss.md): pg-boss's tables in the
// database's own schema `pgboss`, on PostgreSQL and on embedded PGlite alike. A module puts a job on it with
// enqueue(tx, job) in the transaction that makes the news true, so a rolled-back change sends nothing; the workers
// (work-queue.ts) take each job once, retry a failed one with backoff and keep it as failed (dead) once its tries
// are spent, for staff to see and retry (queue.routes.ts).

/** The schema pg-boss keeps its tables in. */
export const QUEUE_SCHEMA = 'pgboss';

/** One piece of work: its kind, what the handler needs, an idempotency key and when it is due (now by default). */
export interface QueueJob {
  kind: QueueKind;
  data: Record<string, unknown>;
  /** The same key enqueues the job once however often it is enqueued (the kind's job for a notification's id). */
  key?: string | undefined;
  /** Later for a reminder; now when absent. */
  runAt?: Date | undefined;
  /**
   * Where the job stands among its kind's: jobs with a lower sequence are fetched and started first (a webhook
   * endpoint's deliveries, written in one transaction, go out in the order they were written). pg-boss keeps it as
   * priority −sequence; jobs without one come first.
   */
  sequence?: number | undefined;
}

/**
 * pg-boss's own API writes the jobs: this instance is never started and has no connection of its own; every insert
 * runs on the connection it is given (the caller's transaction).
 */
const producer = new PgBoss({
  db: { executeSql: () => Promise.reject(new Error('enqueue() runs on the caller’s transaction only')) },
  schema: QUEUE_SCHEMA,
  supervise: false,
  schedule: false,
  migrate: false,
});

/** Jobs written in one statement at most (a broadcast to every client is written in slices). */
const INSERT_SLICE = 2_000;

/**
 * Puts jobs on the queue inside `db`, the caller's transaction: they exist, and are worked, only once it commits.
 * A job with a key already on the queue is not added again.
 */
export async function enqueue(db: Db, jobs: QueueJob | readonly QueueJob[]): Promise<void> {
  const list = Array.isArray(jobs) ? (jobs as readonly QueueJob[]) : [jobs as QueueJob];
  const connection = { db: transactionSql(db) };
  for (let start = 0; start < list.length; start += INSERT_SLICE) {
    await producer.insert(
      list.slice(start, start + INSERT_SLICE).map((job) => ({
        name: job.kind,
        data: job.data,
        ...(job.key === undefined ? {} : { id: jobIdOf(job.kind, job.key) }),
        ...(job.runAt ? { startAfter: job.runAt.toISOString() } : {}),
        ...(job.sequence === undefined ? {} : { priority: -job.sequence }),
      })),
      connection,
    );
  }
}

/** The job id a kind and key always give (a name-based UUID), which makes enqueueing the same key twice a no-op. */
export function jobIdOf(kind: QueueKind, key: string): string {
  const hex = createHash('sha1').update(`${kind}:${key}`).digest('hex');
  const variant = ((Number.parseInt(hex[16] ?? '0', 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * Installs or upgrades pg-boss's tables and declares every kind's queue with its retry policy (rules/queue.ts);
 * part of the migrations, safe at every start. Answers whether any kind's queue was new (the first start with it).
 */
export async function installQueue(database: Database): Promise<{ created: QueueKind[] }> {
  const boss = new PgBoss({
    db: databaseSql(database),
    schema: QUEUE_SCHEMA,
    supervise: false,
    schedule: false,
    migrate: true,
  });
  await boss.start();
  const created: QueueKind[] = [];
  try {
    for (const kind of QueueKind.values) {
      const policy = QUEUE_POLICIES[kind];
      const options = {
        retryLimit: policy.retries,
        retryDelay: policy.retryDelaySeconds,
        retryBackoff: true,
        expireInSeconds: policy.expireSeconds,
      };
      if (await boss.getQueue(kind)) {
        await boss.updateQueue(kind, { name: kind, ...options });
      } else {
        // A periodic round is worked one at a time across instances (ADR 0101): two rounds of a kind never overlap.
        const queuePolicy = policy.everySeconds === undefined ? 'standard' : 'singleton';
        await boss.createQueue(kind, { name: kind, policy: queuePolicy, ...options });
        created.push(kind);
      }
    }
  } finally {
    await boss.stop({ graceful: false, close: false });
  }
  return { created };
}

/** What a staff retry found: the job tried again, not there, or not given up (waiting, running or done). */
export type RetryOutcome = 'retried' | 'missing' | 'notFailed';

/** Tries a failed (dead) job once more, at once (pg-boss's retry: one more try than it had). */
export async function retryFailedJob(db: Db, kind: QueueKind, id: string): Promise<RetryOutcome> {
  const connection = { db: transactionSql(db) };
  const job = await producer.getJobById(kind, id, { ...connection, includeArchive: false });
  if (!job) return 'missing';
  if (job.state !== 'failed') return 'notFailed';
  const result = (await producer.retry(kind, id, connection)) as unknown as { affected?: number } | undefined;
  // Another member of staff retried it a moment before: it is no longer failed.
  return result?.affected === 0 ? 'notFailed' : 'retried';
}

/**
 * Puts this moment's round of every periodic kind on the queue (ADR 0101): one job per kind and time slot, its id
 * the name-based UUID of `<kind>:<slot start>`, so every instance may ask at every tick and the slot's round exists
 * once. A job already there (waiting, running, done or failed) is left as it is.
 */
export async function scheduleRounds(db: Db, now: Date = new Date()): Promise<void> {
  await enqueue(
    db,
    ROUND_KINDS.map(({ kind, everySeconds }) => {
      const slot = roundSlot(now, everySeconds).toISOString();
      return { kind, key: slot, data: { slot } };
    }),
  );
}

/** The id of a slot's round of a kind (tests, the dev route). */
export function roundJobId(kind: QueueKind, now: Date): string {
  const every = QUEUE_POLICIES[kind].everySeconds;
  if (every === undefined) throw new Error(`${kind} is not a periodic round`);
  return jobIdOf(kind, roundSlot(now, every).toISOString());
}

/** An extra round of a kind, as of `at`, outside the slots (the dev route): answers its job's id. */
export async function enqueueRoundNow(db: Db, kind: QueueKind, at: Date): Promise<string> {
  const key = `now:${randomUUID()}`;
  await enqueue(db, { kind, key, data: { at: at.toISOString() } });
  return jobIdOf(kind, key);
}

/** Where a job stands and what it answered (its output: `{ done }`, or the last error's `{ message }`). */
export async function jobOutcome(
  db: Db,
  kind: QueueKind,
  id: string,
): Promise<{ state: string; output: Record<string, unknown> } | null> {
  const job = await producer.getJobById(kind, id, { db: transactionSql(db), includeArchive: true });
  if (!job) return null;
  return { state: job.state, output: (job.output ?? {}) as Record<string, unknown> };
}
