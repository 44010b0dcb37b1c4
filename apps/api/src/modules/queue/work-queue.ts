import PgBoss from 'pg-boss';
import { QueueKind } from '@shahrbazar/domain/enums/queue';
import { QUEUE_STUCK_SECONDS } from '@shahrbazar/domain/rules/queue';
import type { Database, Db } from '../../db/client.ts';
import { queueLagSeconds, roundsBehind } from './queue.repository.ts';
import { QUEUE_SCHEMA } from './queue.service.ts';
import { databaseSql } from './queue-sql.ts';

// The workers of the durable queue (ADR 0085). Every instance runs one: it asks pg-boss for due jobs of each kind it
// has a handler for (FOR UPDATE SKIP LOCKED: two instances never take the same job), runs each job's handler, and
// marks it completed, or failed with the error: pg-boss then retries it after a doubling delay, and once its tries are
// spent keeps it as failed (dead) for staff. pg-boss's own maintenance (supervise) takes back a job whose try outlived
// its expiry (a process died mid-job) and archives what is done. The loop is ours rather than pg-boss's work(): a
// failed message fails alone in a batch, `drain()` (the dev route, tests) and the timer never overlap, and readiness
// can see a stuck worker. The periodic rounds (ADR 0101) are jobs too: every SCHEDULE_MS the worker puts this moment's
// round of each periodic kind on the queue (`schedule`), which exists once per slot however many instances ask.

/** Where the worker reports. */
export interface JobLog {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

/** A job as its handler gets it. */
export interface QueuedJob {
  id: string;
  kind: QueueKind;
  data: Record<string, unknown>;
  /** 1 for the first try. */
  attempt: number;
}

/**
 * Does a job's work. Resolving completes it (with what it answers, kept on the job: `{ skipped: '…' }`); throwing
 * fails this try. Handlers are idempotent: a job tried again after a lost try must not repeat what already happened.
 */
export type QueueHandler = (job: QueuedJob) => Promise<Record<string, unknown> | void>;
export type QueueHandlers = Partial<Record<QueueKind, QueueHandler>>;

export interface WorkQueueOptions {
  log: JobLog;
  /** How often an idle worker asks for due jobs (ms). */
  pollMs?: number;
  /** Jobs of a kind taken at once, and worked side by side. */
  batchSize?: number;
  /** A round running longer than this means the worker is stuck (readiness); QUEUE_STUCK_SECONDS by default. */
  stuckAfterMs?: number;
  /** Puts this moment's periodic rounds on the queue (scheduleRounds), at start and every SCHEDULE_MS. */
  schedule?: (db: Db, now: Date) => Promise<void>;
}

/** What readiness says of the queue. */
export interface QueueHealth {
  status: 'up' | 'down' | 'stuck';
  lagSeconds: number | null;
  /** The periodic kinds whose last round ended ROUND_BEHIND_PERIODS of their periods ago or more (reported). */
  behind: QueueKind[];
}

/** How a worker is doing, for readiness. */
export interface WorkerState {
  running: boolean;
  /** When the round in progress began (ms since the epoch), or null between rounds. */
  busySince: number | null;
  /** When the last round ended. */
  lastRoundAt: number | null;
}

export const QUEUE_POLL_MS = 1_000;
/** How often a worker puts the periodic rounds due on the queue (the shortest period is a minute). */
export const SCHEDULE_MS = 10_000;
const BATCH_SIZE = 10;
/** At most this many rounds per drain (a drain ends when no kind has due work). */
const DRAIN_ROUNDS = 1_000;

export class WorkQueue {
  readonly #boss: PgBoss;
  readonly #handlers: QueueHandlers;
  readonly #log: JobLog;
  readonly #pollMs: number;
  readonly #batchSize: number;
  readonly #stuckAfterMs: number;
  readonly #db: Db;
  readonly #schedule: ((db: Db, now: Date) => Promise<void>) | undefined;
  #scheduledAt = 0;
  #timer: NodeJS.Timeout | undefined;
  #turn: Promise<unknown> = Promise.resolve();
  #busySince: number | null = null;
  #lastRoundAt: number | null = null;
  #started = false;

  constructor(database: Database, handlers: QueueHandlers, options: WorkQueueOptions) {
    this.#handlers = handlers;
    this.#log = options.log;
    this.#pollMs = options.pollMs ?? QUEUE_POLL_MS;
    this.#batchSize = options.batchSize ?? BATCH_SIZE;
    this.#stuckAfterMs = options.stuckAfterMs ?? QUEUE_STUCK_SECONDS * 1000;
    this.#db = database.db;
    this.#schedule = options.schedule;
    this.#boss = new PgBoss({
      db: databaseSql(database),
      schema: QUEUE_SCHEMA,
      // The tables are installed by the migrations (installQueue); here pg-boss only checks their version.
      migrate: false,
      supervise: true,
      schedule: false,
      maintenanceIntervalSeconds: 60,
      // Failed jobs stay for staff a month; completed ones a day, then pg-boss's archive keeps them a week.
      archiveCompletedAfterSeconds: 24 * 3600,
      archiveFailedAfterSeconds: 30 * 24 * 3600,
    });
    this.#boss.on('error', (error) => this.#log.error({ err: error }, 'queue maintenance failed'));
  }

  /** Starts pg-boss's maintenance and, unless `timer` is false (tests drain by hand), the polling loop. */
  async start(options: { timer?: boolean } = {}): Promise<void> {
    await this.#boss.start();
    this.#started = true;
    if (options.timer === false) return;
    await this.schedule().catch((error: unknown) => this.#log.error({ err: error }, 'scheduling rounds failed'));
    this.#timer = setInterval(() => {
      // A round still in progress (a slow provider) is not doubled: the next tick finds the turn taken and skips.
      if (this.#busySince !== null) return;
      const scheduling =
        Date.now() - this.#scheduledAt >= SCHEDULE_MS
          ? this.schedule().catch((error: unknown) => this.#log.error({ err: error }, 'scheduling rounds failed'))
          : Promise.resolve();
      void scheduling
        .then(() => this.drain())
        .catch((error: unknown) => this.#log.error({ err: error }, 'queue round failed'));
    }, this.#pollMs);
    this.#timer.unref();
  }

  /** Puts this moment's periodic rounds on the queue (each once per slot across instances). */
  async schedule(now: Date = new Date()): Promise<void> {
    if (!this.#schedule) return;
    this.#scheduledAt = Date.now();
    await this.#schedule(this.#db, now);
  }

  /** Works every due job now, after any round in progress; answers how many jobs it worked. */
  drain(): Promise<number> {
    const round = this.#turn.then(() => this.#work());
    this.#turn = round.catch(() => undefined);
    return round;
  }

  /** How the worker is doing (readiness). */
  state(): WorkerState {
    return { running: this.#started, busySince: this.#busySince, lastRoundAt: this.#lastRoundAt };
  }

  /**
   * Readiness: down when the queue's tables cannot be read, stuck when this worker's round has run past
   * `stuckAfterMs` (a handler that never returns); the lag of due work is reported, not judged: a backlog shared by
   * every instance must not take them all out of the load balancer at once (docs/deploy.md watches it instead).
   */
  async health(): Promise<QueueHealth> {
    let lagSeconds: number;
    let behind: QueueKind[];
    try {
      [lagSeconds, behind] = await Promise.all([queueLagSeconds(this.#db), roundsBehind(this.#db)]);
    } catch (error) {
      this.#log.error({ err: error }, 'readiness: the queue cannot be read');
      return { status: 'down', lagSeconds: null, behind: [] };
    }
    const busy = this.#busySince;
    const stuck = busy !== null && Date.now() - busy >= this.#stuckAfterMs;
    return { status: stuck ? 'stuck' : 'up', lagSeconds, behind };
  }

  /** Stops the loop, waits for the round in progress, stops pg-boss's maintenance. */
  async stop(): Promise<void> {
    if (this.#timer) clearInterval(this.#timer);
    this.#timer = undefined;
    await this.#turn;
    if (this.#started) await this.#boss.stop({ graceful: false, close: false });
    this.#started = false;
  }

  async #work(): Promise<number> {
    this.#busySince = Date.now();
    let worked = 0;
    try {
      for (let round = 0; round < DRAIN_ROUNDS; round++) {
        let full = false;
        for (const kind of QueueKind.values) {
          const handler = this.#handlers[kind];
          if (!handler) continue;
          const jobs = await this.#boss.fetch<Record<string, unknown>>(kind, {
            batchSize: this.#batchSize,
            includeMetadata: true,
          });
          // pg-boss answers a batch in no set order; it is started in the queue's order (sequence, then age).
          jobs.sort((a, b) => b.priority - a.priority || a.createdOn.getTime() - b.createdOn.getTime());
          const done = await Promise.all(jobs.map((job) => this.#run(kind, handler, job)));
          await this.#complete(kind, done);
          worked += jobs.length;
          // A periodic kind gives one job per fetch (one at a time across instances): any job means ask again.
          if (jobs.length > 0) full = true;
        }
        if (!full) break;
      }
    } finally {
      this.#busySince = null;
      this.#lastRoundAt = Date.now();
    }
    return worked;
  }

  /** Runs one job's handler; a failure fails the job at once, a success answers what to complete it with. */
  async #run(
    kind: QueueKind,
    handler: QueueHandler,
    job: PgBoss.JobWithMetadata<Record<string, unknown>>,
  ): Promise<{ id: string; output: Record<string, unknown> } | null> {
    const attempt = job.retryCount + 1;
    try {
      const output = await handler({ id: job.id, kind, data: job.data ?? {}, attempt });
      return { id: job.id, output: output ?? {} };
    } catch (error) {
      const message = (error instanceof Error ? error.message : String(error)).slice(0, 500);
      this.#log.error({ queue: kind, job: job.id, attempt, err: error }, 'queue job failed');
      await this.#boss.fail(kind, job.id, { message });
      return null;
    }
  }

  /** Completes a batch's succeeded jobs, one statement per distinct answer ({ sent: true }, { skipped: '…' }…). */
  async #complete(kind: QueueKind, done: ReadonlyArray<{ id: string; output: Record<string, unknown> } | null>) {
    const byOutput = new Map<string, { output: Record<string, unknown>; ids: string[] }>();
    for (const job of done) {
      if (!job) continue;
      const key = JSON.stringify(job.output);
      const group = byOutput.get(key) ?? { output: job.output, ids: [] };
      group.ids.push(job.id);
      byOutput.set(key, group);
    }
    for (const { output, ids } of byOutput.values()) await this.#boss.complete(kind, ids, output);
  }
}
