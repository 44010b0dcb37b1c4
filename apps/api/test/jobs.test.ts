import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { Database } from '../src/db/client.ts';
import { runJobOnce, startJobs, type Job } from '../src/jobs/job-runner.ts';
import { JOBS } from '../src/jobs/registry.ts';
import { expireIdempotencyKeys, IDEMPOTENCY_KEY_TTL_MS } from '../src/modules/payments/idempotency.ts';
import { idempotencyKeys } from '../src/modules/payments/payment.table.ts';
import { userWithSession } from './factories/users.ts';
import { testDatabase } from './support/test-app.ts';

// PGlite is one connection: another session holding a job's lock exists only on PostgreSQL.
const onPostgres = Boolean(inject('runDatabaseUrl'));

describe('jobs', () => {
  let database: Database;
  beforeAll(async () => {
    database = await testDatabase();
  });

  it('forgets answered Idempotency-Keys older than a day, and keeps newer ones and one still being answered', async () => {
    const db = database.db;
    const { user } = await userWithSession(db);
    const now = new Date();
    const ago = (ms: number) => new Date(now.getTime() - ms);
    await db.insert(idempotencyKeys).values([
      {
        userId: user.id,
        key: 'old',
        requestHash: 'h',
        statusCode: 201,
        response: {},
        createdAt: ago(IDEMPOTENCY_KEY_TTL_MS + 60_000),
      },
      { userId: user.id, key: 'fresh', requestHash: 'h', statusCode: 201, response: {}, createdAt: ago(60_000) },
      {
        userId: user.id,
        key: 'open',
        requestHash: 'h',
        statusCode: null,
        response: null,
        createdAt: ago(IDEMPOTENCY_KEY_TTL_MS * 2),
      },
    ]);
    const job = JOBS.find((item) => item.name === 'expire-idempotency-keys')!;
    expect(await runJobOnce(db, job, now)).toBeGreaterThanOrEqual(1);
    const left = await db
      .select({ key: idempotencyKeys.key })
      .from(idempotencyKeys)
      .where(sql`${idempotencyKeys.userId} = ${user.id}`);
    expect(left.map((row) => row.key).sort()).toEqual(['fresh', 'open']);
    expect(await expireIdempotencyKeys(db, now)).toBe(0);
  });

  it('runs a round only where no other process holds the job: skipped on PostgreSQL while one does', async () => {
    let rounds = 0;
    const job: Job = { name: `test-${Date.now()}`, everyMs: 60_000, run: async () => ++rounds };
    if (onPostgres) {
      // Another session (another instance) is in the middle of a round.
      const other = await database.db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`job:${job.name}`}))`);
        return runJobOnce(database.db, job);
      });
      expect(other).toBe('skipped');
      expect(rounds).toBe(0);
    }
    expect(await runJobOnce(database.db, job)).toBe(1);
    expect(rounds).toBe(1);
  });

  it('runs each job on its timer until stopped, and a failing round does not stop the next', async () => {
    const logged: string[] = [];
    let calls = 0;
    const job: Job = {
      name: `timer-${Date.now()}`,
      everyMs: 20,
      run: async () => {
        calls += 1;
        if (calls === 1) throw new Error('first round fails');
        return 1;
      },
    };
    const runner = startJobs(database.db, [job], {
      info: (_details, message) => logged.push(message),
      error: (_details, message) => logged.push(message),
    });
    await expect.poll(() => calls, { timeout: 30_000 }).toBeGreaterThanOrEqual(2);
    await runner.stop();
    const after = calls;
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(calls).toBe(after);
    expect(logged).toContain('job round failed');
    expect(logged).toContain('job round');
  });
});
