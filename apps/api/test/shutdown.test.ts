import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/http/types.ts';
import { buildTestApp } from './support/test-app.ts';

describe('graceful shutdown', () => {
  // The request is held open until the test lets it go, after the server has begun to close: no sleep that a busy
  // machine could outlast before close() is called.
  let entered!: () => void;
  const inFlight = new Promise<void>((resolve) => (entered = resolve));
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let app: App;

  // Built before the test (the first file of a worker migrates its database): the test's own time is the shutdown.
  beforeAll(async () => {
    app = await buildTestApp({
      extend(a) {
        a.get('/api/v1/test/slow', { config: { access: 'public' } }, async () => {
          entered();
          await released;
          return { done: true };
        });
      },
    });
  });

  it('finishes a request in flight, then refuses new connections', async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    if (!address || typeof address === 'string') throw new Error('no port');
    const base = `http://127.0.0.1:${address.port}`;

    const slow = fetch(`${base}/api/v1/test/slow`);
    await inFlight;
    const closed = app.close();
    release();
    const res = await slow;
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ done: true });
    await closed;
    await expect(fetch(`${base}/api/v1/health`)).rejects.toThrow();
  });
});
