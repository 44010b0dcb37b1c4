import { Redis } from 'ioredis';
import { traceRedis } from '../../observability/tracing.ts';
import type { SharedStore } from './shared-store.ts';

// INCR and, at the first hit, the window's expiry, in one step: no instance sees a counter without its expiry.
const INCREMENT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local left = redis.call('PTTL', KEYS[1])
if left < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); left = tonumber(ARGV[1]) end
return { count, left }
`;

/**
 * The Redis driver (REDIS_URL): every instance shares the same keys, under `prefix` (REDIS_PREFIX) so one Redis can
 * serve several deployments or test runs. Commands wait for a reconnect for a short while and then fail (an error
 * answers 500/503 rather than a request hanging); ioredis reconnects on its own.
 */
export class RedisStore implements SharedStore {
  readonly driver = 'redis' as const;
  readonly redis: Redis;
  readonly #prefix: string;

  constructor(url: string, options: { prefix?: string } = {}) {
    this.#prefix = options.prefix ?? 'shahrbazar:';
    this.redis = traceRedis(
      new Redis(url, { maxRetriesPerRequest: 2, connectTimeout: 5_000, enableAutoPipelining: true }),
    );
    // Connection errors are retried by ioredis and surface on the commands that fail; do not crash the process.
    this.redis.on('error', () => {});
  }

  #key(key: string): string {
    return this.#prefix + key;
  }

  async get(key: string): Promise<string | undefined> {
    return (await this.redis.get(this.#key(key))) ?? undefined;
  }

  async set(key: string, value: string, ttlMs: number): Promise<void> {
    await this.redis.set(this.#key(key), value, 'PX', Math.max(1, Math.ceil(ttlMs)));
  }

  async setIfAbsent(key: string, value: string, ttlMs: number): Promise<boolean> {
    return (await this.redis.set(this.#key(key), value, 'PX', Math.max(1, Math.ceil(ttlMs)), 'NX')) === 'OK';
  }

  async delete(key: string): Promise<void> {
    await this.redis.del(this.#key(key));
  }

  async increment(key: string, ttlMs: number): Promise<{ count: number; resetInMs: number }> {
    const [count, left] = (await this.redis.eval(INCREMENT, 1, this.#key(key), Math.max(1, Math.ceil(ttlMs)))) as [
      number,
      number,
    ];
    return { count, resetInMs: left };
  }

  async ping(): Promise<boolean> {
    try {
      return (await this.redis.ping()) === 'PONG';
    } catch {
      return false;
    }
  }

  async close(): Promise<void> {
    if (this.redis.status === 'end') return;
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}
