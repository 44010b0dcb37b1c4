import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';

/** Periodic work of the API (ADR 0016): what it is called, how often it runs, and what it does. */
export interface Job {
  name: string;
  everyMs: number;
  /**
   * Does one round of the work in the runner's transaction; answers how many things it did (for the log).
   * `afterCommit` queues what may only happen once the round's writes are visible (pushing to open streams).
   */
  run(db: Db, now: Date, afterCommit: (effect: () => Promise<void>) => void): Promise<number>;
}

/** Where the runner reports. */
export interface JobLog {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

/**
 * Runs `job` once if no other process is running it: the round happens in one transaction holding a
 * transaction-scoped advisory lock on the job's name, taken without waiting, so with several instances behind a load
 * balancer one of them does each round and the others skip it. Answers what the round did, or 'skipped'.
 */
export async function runJobOnce(db: Db, job: Job, now: Date = new Date()): Promise<number | 'skipped'> {
  const effects: Array<() => Promise<void>> = [];
  const done = await db.transaction(async (tx) => {
    const result = await tx.execute(sql`select pg_try_advisory_xact_lock(hashtext(${`job:${job.name}`})) as locked`);
    // Both drivers (node-postgres, PGlite) answer { rows }; the Db type does not say so.
    const [row] = (result as unknown as { rows: Array<{ locked: boolean }> }).rows;
    if (!row?.locked) return 'skipped' as const;
    return job.run(tx, now, (effect) => effects.push(effect));
  });
  // Committed: what the round queued may run now; a failed effect does not undo the round.
  await Promise.allSettled(effects.map((effect) => effect()));
  return done;
}

/** The running jobs: stop() clears their timers and waits for a round in progress. */
export interface JobRunner {
  stop(): Promise<void>;
}

/**
 * Starts every job on its own timer (the first round after one interval, so start-up stays quick). Timers do not
 * keep the process alive; a failed round is logged and the next one tries again.
 */
export function startJobs(db: Db, jobs: readonly Job[], log: JobLog): JobRunner {
  const running = new Set<Promise<unknown>>();
  const timers = jobs.map((job) => {
    const timer = setInterval(() => {
      const round = runJobOnce(db, job)
        .then((done) => {
          if (done !== 'skipped' && done > 0) log.info({ job: job.name, done }, 'job round');
        })
        .catch((error: unknown) => log.error({ err: error, job: job.name }, 'job round failed'))
        .finally(() => running.delete(round));
      running.add(round);
    }, job.everyMs);
    timer.unref();
    return timer;
  });
  return {
    async stop() {
      for (const timer of timers) clearInterval(timer);
      await Promise.allSettled([...running]);
    },
  };
}
