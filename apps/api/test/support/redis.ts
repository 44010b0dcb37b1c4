import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';

/** The Redis the Redis tests use: TEST_REDIS_URL, else the machine's (CI starts it; .ci/run). */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

/**
 * Whether that Redis answers. In CI it must (the suite fails otherwise); elsewhere the Redis tests are skipped with a
 * loud note, never silently.
 */
export async function redisReachable(): Promise<boolean> {
  const probe = new Redis(TEST_REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0, connectTimeout: 2_000 });
  probe.on('error', () => {});
  try {
    await probe.connect();
    return (await probe.ping()) === 'PONG';
  } catch {
    if (process.env.CI) throw new Error(`CI needs Redis at ${TEST_REDIS_URL} (.ci/run starts it)`);
    console.warn(`\n!! Redis is not reachable at ${TEST_REDIS_URL}: the Redis tests are SKIPPED (CI runs them).\n`);
    return false;
  } finally {
    probe.disconnect();
  }
}

/** A key prefix of its own for one test: runs never see each other's keys. */
export const testPrefix = () => `shahrbazar-test:${randomBytes(6).toString('hex')}:`;

/** Removes every key under a prefix (they expire anyway; this keeps the machine's Redis tidy). */
export async function dropPrefix(prefix: string): Promise<void> {
  const redis = new Redis(TEST_REDIS_URL);
  try {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
  } finally {
    redis.disconnect();
  }
}
