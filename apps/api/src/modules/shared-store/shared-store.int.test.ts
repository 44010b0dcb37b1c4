import { afterAll, describe, expect, it } from 'vitest';
import { dropPrefix, redisReachable, TEST_REDIS_URL, testPrefix } from '../../../test/support/redis.ts';
import { RedisStore } from './redis-store.ts';
import { MemoryStore, type SharedStore } from './shared-store.ts';

const withRedis = await redisReachable();
const prefix = testPrefix();
afterAll(() => (withRedis ? dropPrefix(prefix) : undefined));

/** The one contract both drivers keep. */
function contract(name: string, make: () => SharedStore, enabled = true) {
  describe.runIf(enabled)(`SharedStore: ${name}`, () => {
    const stores: SharedStore[] = [];
    const store = () => {
      const made = make();
      stores.push(made);
      return made;
    };
    afterAll(() => Promise.all(stores.map((s) => s.close())));

    it('keeps a value until its time is up, replaces and deletes it', async () => {
      const s = store();
      expect(await s.get('k1')).toBeUndefined();
      await s.set('k1', 'one', 60_000);
      expect(await s.get('k1')).toBe('one');
      await s.set('k1', 'uno', 60_000);
      expect(await s.get('k1')).toBe('uno');
      await s.delete('k1');
      expect(await s.get('k1')).toBeUndefined();
      await s.set('k2', 'short', 1);
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(await s.get('k2')).toBeUndefined();
    });

    it('stores under a free key only once, even when many ask at the same time', async () => {
      const s = store();
      const wins = await Promise.all(Array.from({ length: 20 }, (_, i) => s.setIfAbsent('once', String(i), 60_000)));
      expect(wins.filter(Boolean)).toHaveLength(1);
      expect(await s.get('once')).toBe(String(wins.indexOf(true)));
    });

    it('counts hits in a window atomically and says how long the window has left', async () => {
      const s = store();
      const counts = await Promise.all(Array.from({ length: 25 }, () => s.increment('hits', 60_000)));
      expect(counts.map((c) => c.count).sort((a, b) => a - b)).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));
      for (const { resetInMs } of counts) {
        expect(resetInMs).toBeGreaterThan(50_000);
        expect(resetInMs).toBeLessThanOrEqual(60_000);
      }
    });

    it('answers its ping', async () => {
      expect(await store().ping()).toBe(true);
    });
  });
}

contract('in process', () => new MemoryStore());
contract('Redis', () => new RedisStore(TEST_REDIS_URL, { prefix }), withRedis);

describe.runIf(withRedis)('RedisStore: what several instances share', () => {
  it('two connections (two instances) see the same values and the same counters', async () => {
    const a = new RedisStore(TEST_REDIS_URL, { prefix });
    const b = new RedisStore(TEST_REDIS_URL, { prefix });
    try {
      await a.set('shared', 'from A', 60_000);
      expect(await b.get('shared')).toBe('from A');
      await a.increment('both', 60_000);
      expect((await b.increment('both', 60_000)).count).toBe(2);
      expect(await a.setIfAbsent('first', 'A', 60_000)).toBe(true);
      expect(await b.setIfAbsent('first', 'B', 60_000)).toBe(false);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });

  it('says it is down when Redis does not answer, without throwing', async () => {
    const nowhere = new RedisStore('redis://127.0.0.1:1', { prefix });
    try {
      expect(await nowhere.ping()).toBe(false);
    } finally {
      await nowhere.close();
    }
  });
});

describe('MemoryStore bounds', () => {
  it('drops the oldest entries past its capacity', async () => {
    const s = new MemoryStore({ capacity: 2 });
    await s.set('a', '1', 60_000);
    await s.set('b', '2', 60_000);
    await s.set('c', '3', 60_000);
    expect([await s.get('a'), await s.get('b'), await s.get('c')]).toEqual([undefined, '2', '3']);
  });
});
