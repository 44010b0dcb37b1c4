import { Redis } from 'ioredis';
import type { FastifyInstance, FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Whether a successful request of this route drops the kept copies (dropCachesOnWrite): `false` for a write that
     * changes nothing a kept copy shows (a sign-in, a session, a cookie), `true` for a request that changes shared
     * data without a session (the bank's callback, a background job run by hand), even a GET; `{ tags }` for a
     * signed-in write that changes only the copies of those tags (an owner's listing: its vertical's lists).
     */
    dropsCaches?: boolean | { tags: readonly string[] };
  }
}

/**
 * What a drop drops: `undefined` drops every kept copy (reference data too); a list of tags drops the copies tagged
 * with one of them and every copy that has no tags (a page mixing sections, the initial data), never reference data.
 * A copy says what it shows with tags (a vertical's list: `listingsTag(key)`, domain api/kept-page.ts; a kept page
 * by its address: `pageTagsOf`), a write route what it changes (`config.dropsCaches: { tags }`, or `dropOnlyTags` once
 * the request knows), a background round by calling `drop(tags)`; a write that says nothing drops everything, so a
 * route added tomorrow cannot forget.
 */
export type DropScope = readonly string[] | undefined;

/** Whether a copy kept with `tags` goes with a drop of `scope`. */
export function isDropped(tags: readonly string[] | undefined, scope: DropScope): boolean {
  if (scope === undefined || !tags || tags.length === 0) return true;
  return tags.some((tag) => scope.includes(tag));
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
  /** Registers what to drop; called here and when another instance publishes, with what was dropped. */
  onDrop(listener: (scope: DropScope) => void): void;
  /** Drops (everything, or what `scope` names) here and publishes to the other instances. */
  drop(scope?: DropScope): void;
  close(): Promise<void>;
}

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function createCacheInvalidation(redis: { url: string; prefix: string } | undefined): CacheInvalidation {
  const listeners: Array<(scope: DropScope) => void> = [];
  const dropHere = (scope: DropScope) => {
    for (const listener of listeners) listener(scope);
  };
  if (!redis) {
    return { onDrop: (listener) => listeners.push(listener), drop: dropHere, close: async () => {} };
  }
  const channel = `${redis.prefix}cache:drop`;
  const publisher = new Redis(redis.url, { maxRetriesPerRequest: 2 });
  const subscriber = new Redis(redis.url);
  // The sender dropped its own copies at once; a message from itself drops them again, harmlessly.
  // The message is the scope's tags as JSON, or '*' for everything (anything unreadable drops everything too).
  subscriber.on('message', (_channel: string, message: string) => dropHere(scopeOfMessage(message)));
  void subscriber.subscribe(channel).catch(() => undefined);
  // A lost connection must not crash the process; copies still expire on their own.
  publisher.on('error', () => undefined);
  subscriber.on('error', () => undefined);
  return {
    onDrop: (listener) => listeners.push(listener),
    drop(scope) {
      dropHere(scope);
      void publisher.publish(channel, scope === undefined ? '*' : JSON.stringify(scope)).catch(() => undefined);
    },
    async close() {
      subscriber.disconnect();
      publisher.disconnect();
    },
  };
}

function scopeOfMessage(message: string): DropScope {
  if (message === '*') return undefined;
  try {
    const tags: unknown = JSON.parse(message);
    return Array.isArray(tags) && tags.every((tag) => typeof tag === 'string') ? tags : undefined;
  } catch {
    return undefined;
  }
}

const narrowed = new WeakMap<FastifyRequest, readonly string[]>();

/**
 * This request's write changed only the copies of `tags`, which its route cannot name in advance (a payment for a
 * bump names its listing's vertical once it is read, ADR 0107): if the request drops copies at all, it drops those
 * tags' (and the untagged ones) instead of everything. The same tags and the same drop as `config.dropsCaches`.
 */
export function dropOnlyTags(request: FastifyRequest, tags: readonly string[]): void {
  narrowed.set(request, tags);
}

/**
 * What a request that succeeded may have changed of what the copies show: `false` nothing, `true` anything, or the
 * tags the route names (or the request named with `dropOnlyTags`).
 */
export function dropsCaches(request: FastifyRequest): boolean | { tags: readonly string[] } {
  const declared = request.routeOptions.config?.dropsCaches;
  const signedInWrite = !READ_METHODS.has(request.method) && Boolean(request.auth);
  const drops = typeof declared === 'boolean' ? declared : declared ? signedInWrite && declared : signedInWrite;
  // Tags narrow what a signed-in write drops; the route's reads drop nothing.
  if (drops === false) return false;
  const tags = narrowed.get(request);
  return tags ? { tags } : drops;
}

/**
 * Every successful write of a signed-in caller drops the copies (those of the tags its route names, else all), and
 * every request of a route that says so (before the response is sent, so the caller's next read is fresh).
 */
export function dropCachesOnWrite(app: FastifyInstance, invalidation: CacheInvalidation): void {
  app.addHook('onSend', async (request, reply) => {
    if (reply.statusCode >= 400) return;
    const drops = dropsCaches(request);
    if (drops === true) invalidation.drop();
    else if (drops !== false) invalidation.drop(drops.tags);
  });
  app.addHook('onClose', async () => invalidation.close());
}
