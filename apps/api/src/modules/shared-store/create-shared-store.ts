import { RedisStore } from './redis-store.ts';
import { MemoryStore, type SharedStore } from './shared-store.ts';

/** The store as configured: Redis with REDIS_URL (several instances), this process's memory otherwise. */
export function createSharedStore(redis: { url: string; prefix: string } | undefined): SharedStore {
  return redis ? new RedisStore(redis.url, { prefix: redis.prefix }) : new MemoryStore();
}
