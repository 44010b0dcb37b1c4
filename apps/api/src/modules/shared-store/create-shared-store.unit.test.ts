import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { createSharedStore } from './create-shared-store.ts';

describe('REDIS_URL chooses the shared store', () => {
  it('keeps state in process without REDIS_URL, as one instance always did', async () => {
    const config = loadConfig({});
    expect(config.redis).toBeUndefined();
    const store = createSharedStore(config.redis);
    expect(store.driver).toBe('memory');
    expect(store.redis).toBeUndefined();
    await store.close();
  });

  it('uses Redis with REDIS_URL, under the default or the given prefix', async () => {
    expect(loadConfig({ REDIS_URL: 'redis://127.0.0.1:6379' }).redis).toEqual({
      url: 'redis://127.0.0.1:6379',
      prefix: 'shahrbazar:',
    });
    const config = loadConfig({ REDIS_URL: 'rediss://cache.example:6380/2', REDIS_PREFIX: 'staging:' });
    expect(config.redis).toEqual({ url: 'rediss://cache.example:6380/2', prefix: 'staging:' });
    // Connecting is lazy enough not to matter here: the store is closed before any command is sent.
    const store = createSharedStore({ url: 'redis://127.0.0.1:1', prefix: 'x:' });
    expect(store.driver).toBe('redis');
    expect(store.redis).toBeDefined();
    await store.close();
  });

  it('refuses a REDIS_URL that is not a redis:// address, naming the variable', () => {
    expect(() => loadConfig({ REDIS_URL: 'http://cache.example' })).toThrow(/REDIS_URL/);
    expect(() => loadConfig({ REDIS_URL: 'localhost:6379' })).toThrow(/REDIS_URL/);
  });
});
