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
