import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from './support/test-app.ts';

describe('graceful shutdown', () => {
  it('finishes a request in flight, then refuses new connections', async () => {
    let entered!: () => void;
    const inFlight = new Promise<void>((resolve) => (entered = resolve));
    const app = await buildTestApp({
      extend(a) {
        a.get('/api/v1/test/slow', { config: { access: 'public' } }, async () => {
          entered();
          await sleep(400);
          return { done: true };
        });
      },
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    if (!address || typeof address === 'string') throw new Error('no port');
    const base = `http://127.0.0.1:${address.port}`;

    const slow = fetch(`${base}/api/v1/test/slow`);
    await inFlight;
    const closed = app.close();
    const res = await slow;
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ done: true });
    await closed;
    await expect(fetch(`${base}/api/v1/health`)).rejects.toThrow();
  });
});
