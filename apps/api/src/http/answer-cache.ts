import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { acceptedEncoding, compressBytes, markEncoded } from './compression.ts';
import { isDropped, type CacheInvalidation } from './cache-invalidation.ts';
import { requestLocale } from './locale.ts';
import { matchesEtag, PUBLIC_VARY, weakEtag } from './public-validators.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A public GET whose answer is the same for every visitor without a session: kept for a few seconds
     * (ANSWER_CACHE_SECONDS) keyed by its address and locale (and the cookies named), dropped on a write that may
     * change it: any, or with `tags` only those of its tags and those that name none (ADR 0030, 0100).
     */
    anonymousCache?: boolean | { cookies?: readonly string[]; tags?: readonly string[] };
  }
  interface FastifyInstance {
    /** How long anonymous answers are kept and what drops them: the SSR web keeps its pages by the same rules. */
    answerCache: { seconds: number; invalidation: CacheInvalidation };
  }
}

interface Entry {
  at: number;
  tags: readonly string[] | undefined;
  type: string;
  etag: string;
  body: Buffer;
  encoded: Partial<Record<'br' | 'gzip', Buffer>>;
}

const MAX_ENTRIES = 2000;
const HIT = Symbol('answer-cache-hit');

type Marked = FastifyRequest & { [HIT]?: boolean };

/**
 * Anonymous hot answers (a list page, a vertical's filters) kept in this process for `seconds`: a hit is answered
 * before the handler runs, already compressed, with an ETag (a matching If-None-Match gets 304). Signed-in callers
 * never read or fill it (their answers carry their favorites). A write drops what it may change, on every instance.
 */
export function registerAnswerCache(app: FastifyInstance, seconds: number, invalidation: CacheInvalidation): void {
  app.decorate('answerCache', { seconds, invalidation });
  if (seconds <= 0) return;
  const ttl = seconds * 1000;
  const entries = new Map<string, Entry>();
  invalidation.onDrop((scope) => {
    if (scope === undefined) return entries.clear();
    for (const [key, entry] of entries) if (isDropped(entry.tags, scope)) entries.delete(key);
  });

  // The key is everything the answer depends on: the address (path and query), the locale and the cookies the route
  // names (initial data: the chosen city).
  const keyOf = (request: FastifyRequest) => {
    const rule = request.routeOptions.config?.anonymousCache;
    const cookies =
      typeof rule === 'object' ? (rule.cookies ?? []).map((name) => request.cookies?.[name] ?? '').join('|') : '';
    return `${requestLocale(request)} ${cookies} ${request.url}`;
  };
  const applies = (request: FastifyRequest) =>
    request.method === 'GET' && Boolean(request.routeOptions.config?.anonymousCache) && !request.auth;

  const lookups = app.metrics.cacheLookups;
  app.addHook('preHandler', async (request, reply) => {
    if (!applies(request)) return;
    const entry = entries.get(keyOf(request));
    if (!entry || Date.now() - entry.at > ttl) {
      if (entry) entries.delete(keyOf(request));
      lookups.inc({ cache: 'answer', result: 'miss' });
      return;
    }
    lookups.inc({ cache: 'answer', result: 'hit' });
    (request as Marked)[HIT] = true;
    answerFrom(entry, request, reply, seconds);
    return reply;
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if ((request as Marked)[HIT] || !applies(request) || reply.statusCode !== 200) return payload;
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    if (reply.getHeader('set-cookie') || reply.getHeader('content-encoding')) return payload;
    const body = Buffer.isBuffer(payload) ? payload : Buffer.from(payload);
    const etag = weakEtag(body);
    if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
    const rule = request.routeOptions.config?.anonymousCache;
    entries.set(keyOf(request), {
      at: Date.now(),
      tags: typeof rule === 'object' ? rule.tags : undefined,
      type: String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8'),
      etag,
      body,
      encoded: {},
    });
    cacheHeaders(reply, etag, seconds);
    return payload;
  });
}

/**
 * A value made from shared data only (no caller's session in it), kept by key as anonymous answers are: for the
 * answer cache's seconds, dropped on every write on every instance, and made anew for each call when the cache is off
 * (tests, ANSWER_CACHE_SECONDS=0). Unlike a kept answer it serves signed-in callers too: what they add of their own is
 * put beside it by the caller. A failed load is not kept.
 */
export function keptSharedValue<K, T>(
  cache: { seconds: number; invalidation: CacheInvalidation },
  load: (key: K) => Promise<T>,
): (key: K) => Promise<T> {
  return keptSharedValueBy(cache, {}, (key: K) => key, load);
}

/**
 * keptSharedValue for a value made from more than its key (a list's parsed query, kept by its address): `keyOf` names
 * what the value depends on. With `tags` only a write that drops them (or names none) drops it, as a kept answer's
 * tags do (ADR 0100). At most `MAX_ENTRIES` are kept, the oldest going first, so keys a caller makes up (a search
 * text, a cursor) cannot grow it without bound.
 */
export function keptSharedValueBy<A, K, T>(
  cache: { seconds: number; invalidation: CacheInvalidation },
  options: { tags?: readonly string[] },
  keyOf: (input: A) => K,
  load: (input: A) => Promise<T>,
): (input: A) => Promise<T> {
  if (cache.seconds <= 0) return load;
  const ttl = cache.seconds * 1000;
  const kept = new Map<K, { at: number; value: Promise<T> }>();
  cache.invalidation.onDrop((scope) => {
    if (isDropped(options.tags, scope)) kept.clear();
  });
  return (input) => {
    const key = keyOf(input);
    const now = Date.now();
    const entry = kept.get(key);
    if (entry && now - entry.at <= ttl) return entry.value;
    const value = load(input);
    const fresh = { at: now, value };
    // Re-inserted, so the map's order is the order of making and the first entry is the oldest.
    kept.delete(key);
    if (kept.size >= MAX_ENTRIES) kept.delete(kept.keys().next().value as K);
    kept.set(key, fresh);
    value.catch(() => {
      if (kept.get(key) === fresh) kept.delete(key);
    });
    return value;
  };
}

/** Headers of a kept answer: shared caches may keep it briefly, for visitors without a session only. */
function cacheHeaders(reply: FastifyReply, etag: string, seconds: number): void {
  reply.header('etag', etag);
  reply.header('cache-control', `public, max-age=0, s-maxage=${seconds}, must-revalidate`);
  reply.header('vary', PUBLIC_VARY);
}

function answerFrom(entry: Entry, request: FastifyRequest, reply: FastifyReply, seconds: number): void {
  cacheHeaders(reply, entry.etag, seconds);
  reply.header('content-type', entry.type);
  if (matchesEtag(request.headers['if-none-match'], entry.etag)) {
    void reply.code(304).send();
    return;
  }
  const encoding = entry.body.length >= 1024 ? acceptedEncoding(request.headers['accept-encoding']) : undefined;
  if (!encoding) {
    void reply.send(entry.body);
    return;
  }
  const bytes = (entry.encoded[encoding] ??= compressBytes(entry.body, encoding));
  markEncoded(reply, encoding);
  void reply.send(bytes);
}
