import { Redis } from 'ioredis';
import type { FastifyInstance, FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Whether a successful request of this route drops the kept copies (dropCachesOnWrite): `false` for a write that
     * changes nothing a kept copy shows (a sign-in, a session, a cookie), `true` for a request that changes shared
     * data without a session (the bank's callback, a background job run by hand), even a GET.
     */
    dropsCaches?: boolean;
  }
}

/**
 * Drops this process's copies (reference data, anonymous answers: ADR 0030) when something may have changed them,
 * and tells the other instances to do the same over Redis pub/sub when REDIS_URL is set. What changes data is a
 * successful write request of a signed-in caller (any method but GET/HEAD/OPTIONS answering below 400): writes are
 * rare next to reads, and dropping everything on any of them needs no list of which route touches which table, so a
 * route added tomorrow (another engineer's) cannot forget to invalidate. A write without a session (a sign-in, a
 * locale switch, a basket priced) changes nothing shared and drops nothing (issue 34: one script posting /locale
 * kept the site cold); a route says otherwise with `config.dropsCaches`.
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

/** Whether a request that succeeded may have changed what the copies show. */
export function dropsCaches(request: FastifyRequest): boolean {
  const declared = request.routeOptions.config?.dropsCaches;
  if (declared !== undefined) return declared;
  return !READ_METHODS.has(request.method) && Boolean(request.auth);
}

/**
 * Every successful write of a signed-in caller drops the copies, and every request of a route that says so (before
 * the response is sent, so the caller's next read is fresh).
 */
export function dropCachesOnWrite(app: FastifyInstance, invalidation: CacheInvalidation): void {
  app.addHook('onSend', async (request, reply) => {
    if (reply.statusCode < 400 && dropsCaches(request)) invalidation.drop();
  });
  app.addHook('onClose', async () => invalidation.close());
}
