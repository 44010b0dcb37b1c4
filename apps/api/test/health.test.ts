import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QueueKind } from '@shahrbazar/domain/enums/queue';
import type { Database } from '../src/db/client.ts';
import type { App } from '../src/http/types.ts';
import { enqueue } from '../src/modules/queue/queue.service.ts';
import { WorkQueue } from '../src/modules/queue/work-queue.ts';
import { buildTestApp, testDatabase } from './support/test-app.ts';

describe('GET /api/v1/health', () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  it('reports the process and the database as up', async () => {
    const res = await app.inject({ url: '/api/v1/health' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.status).toBe('ok');
    expect(body.database.status).toBe('up');
    expect(body.database.driver).toBe(process.env.DATABASE_URL ? 'postgres' : 'pglite');
    expect(body.database.latencyMs).toBeGreaterThanOrEqual(0);
  });

  it('answers 503 and "down" when the database does not answer', async () => {
    const database = await testDatabase();
    const broken = await buildTestApp({
      database: { ...database, ping: () => Promise.reject(new Error('connection refused')) },
    });
    const res = await broken.inject({ url: '/api/v1/health' });
    await broken.close();
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ status: 'degraded', database: { status: 'down' } });
    expect(res.body).not.toContain('connection refused');
  });
});

describe('GET /api/v1/health/live and /api/v1/health/ready (for an orchestrator)', () => {
  it('answers liveness without asking the database, and readiness from the database and the shared store', async () => {
    const database = await testDatabase();
    const app = await buildTestApp();
    const down = await buildTestApp({
      database: { ...database, ping: () => Promise.reject(new Error('connection refused')) },
    });
    try {
      expect((await app.inject({ url: '/api/v1/health/live' })).json()).toEqual({ status: 'ok' });
      const ready = await app.inject({ url: '/api/v1/health/ready' });
      expect(ready.statusCode).toBe(200);
      expect(ready.json()).toEqual({
        status: 'ready',
        database: { status: 'up' },
        sharedStore: { driver: 'memory', status: 'up' },
        queue: { status: 'up', lagSeconds: expect.any(Number), behind: expect.any(Array) },
      });

      // The database is down: still alive (no restart), but not ready (no traffic).
      expect((await down.inject({ url: '/api/v1/health/live' })).statusCode).toBe(200);
      const notReady = await down.inject({ url: '/api/v1/health/ready' });
      expect(notReady.statusCode).toBe(503);
      expect(notReady.json()).toMatchObject({ status: 'not_ready', database: { status: 'down' } });
      expect(notReady.body).not.toContain('connection refused');
    } finally {
      await app.close();
      await down.close();
    }
  });
});

describe('readiness reflects the durable queue (ADR 0085)', () => {
  const log = { info: () => {}, error: () => {} };

  it('is not ready while the queue cannot be read, though the database answers its ping', async () => {
    const database = await testDatabase();
    const unreadable: Database = {
      ...database,
      db: new Proxy(database.db, {
        get: (target, key, receiver) =>
          key === 'execute'
            ? () => Promise.reject(new Error('relation "pgboss.job" does not exist'))
            : Reflect.get(target, key, receiver),
      }),
    };
    const app = await buildTestApp({ queue: new WorkQueue(unreadable, {}, { log }) });
    try {
      const res = await app.inject({ url: '/api/v1/health/ready' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({
        status: 'not_ready',
        database: { status: 'up' },
        queue: { status: 'down', lagSeconds: null },
      });
      expect(res.body).not.toContain('pgboss');
      expect((await app.inject({ url: '/api/v1/health/live' })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('is not ready while this instance’s worker is stuck in a job, and ready again once it is done', async () => {
    const database = await testDatabase();
    let entered: () => void = () => {};
    const inJob = new Promise<void>((resolve) => (entered = resolve));
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    // A bell that hangs (a provider that never answers); other due bells pass.
    const queue = new WorkQueue(
      database,
      {
        [QueueKind.notificationBell]: async (job) => {
          if (job.data.hang !== true) return;
          entered();
          await gate;
        },
      },
      { log, stuckAfterMs: 0 },
    );
    const app = await buildTestApp({ queue });
    try {
      await enqueue(database.db, { kind: QueueKind.notificationBell, data: { hang: true } });
      const round = queue.drain();
      await inJob;
      const stuck = await app.inject({ url: '/api/v1/health/ready' });
      expect(stuck.statusCode).toBe(503);
      expect(stuck.json()).toMatchObject({ status: 'not_ready', queue: { status: 'stuck' } });
      release();
      expect(await round).toBeGreaterThanOrEqual(1);
      const ready = await app.inject({ url: '/api/v1/health/ready' });
      expect(ready.statusCode).toBe(200);
      expect(ready.json()).toMatchObject({ status: 'ready', queue: { status: 'up' } });
    } finally {
      release();
      await app.close();
    }
  });
});
