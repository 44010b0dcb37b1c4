import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/http/types.ts';
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
