import { Redis } from 'ioredis';
import type { FastifyInstance } from 'fastify';

/**
 * Drops this process's copies (reference data, anonymous answers: ADR 0030) when something may have changed them,
 * and tells the other instances to do the same over Redis pub/sub when REDIS_URL is set. What changes data is a
 * successful write request (any method but GET/HEAD/OPTIONS answering below 400): writes are rare next to reads, and
 * dropping everything on any of them needs no list of which route touches which table, so a route added tomorrow
 * (another engineer's) cannot forget to invalidate.
 */
export interface CacheInvalidation {
  /** Registers what to drop; called here and when another instance publishes. */
  onDrop(listener: () => void): void;
  /** Drops here and publishes to the other instances. */
  drop(): void;
  close(): Promise<void>;
}

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function createCacheInvalidation(redis: { url: string; prefix: string } | undefined): CacheInvalidation {
  const listeners: Array<() => void> = [];
  const dropHere = () => {
    for (const listener of listeners) listener();
  };
  if (!redis) {
    return { onDrop: (listener) => listeners.push(listener), drop: dropHere, close: async () => {} };
  }
  const channel = `${redis.prefix}cache:drop`;
  const publisher = new Redis(redis.url, { maxRetriesPerRequest: 2 });
  const subscriber = new Redis(redis.url);
  // The sender dropped its own copies at once; a message from itself drops them again, harmlessly.
  subscriber.on('message', dropHere);
  void subscriber.subscribe(channel).catch(() => undefined);
  // A lost connection must not crash the process; copies still expire on their own.
  publisher.on('error', () => undefined);
  subscriber.on('error', () => undefined);
  return {
    onDrop: (listener) => listeners.push(listener),
    drop() {
      dropHere();
      void publisher.publish(channel, '1').catch(() => undefined);
    },
    async close() {
      subscriber.disconnect();
      publisher.disconnect();
    },
  };
}

/** Every successful write request drops the copies (before the response is sent, so the caller's next read is fresh). */
export function dropCachesOnWrite(app: FastifyInstance, invalidation: CacheInvalidation): void {
  app.addHook('onSend', async (request, reply) => {
    if (!READ_METHODS.has(request.method) && reply.statusCode < 400) invalidation.drop();
  });
  app.addHook('onClose', async () => invalidation.close());
}
