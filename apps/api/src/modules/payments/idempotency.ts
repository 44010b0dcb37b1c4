import { createHash } from 'node:crypto';
import { and, eq, isNotNull, lt } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PAYMENT_MESSAGES } from '@shahrbazar/domain/rules/payment';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { idempotencyKeys } from './payment.table.ts';

/** An answer of a route: its status and its JSON body. */
export interface StoredAnswer<T = unknown> {
  statusCode: number;
  body: T;
}

/** JSON with object keys sorted at every level, so equal requests hash equally whatever their key order. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonical(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** The hash a key's request is remembered by: the method, the route, its parameters and its validated body. */
export function requestHash(request: { method: string; route: string; params: unknown; body: unknown }): string {
  return createHash('sha256').update(canonical(request)).digest('hex');
}

/** What identifies a Fastify request for its Idempotency-Key: method, route, parameters and validated body. */
export function hashOf(request: FastifyRequest): string {
  return requestHash({
    method: request.method,
    route: request.routeOptions.url ?? request.url,
    params: request.params,
    body: request.body,
  });
}

/** The header an answer replayed for its Idempotency-Key carries (as Stripe's `Idempotent-Replayed`). */
export const REPLAYED_HEADER = 'idempotent-replayed';

/** Requests answered with what their key's first request answered. */
const replayed = new WeakSet<FastifyRequest>();

/** Marks a replayed answer with `Idempotent-Replayed: true`, so a client knows not to repeat what followed it. */
export function markReplays(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply) => {
    if (replayed.has(request)) reply.header(REPLAYED_HEADER, 'true');
  });
}

/** A request's claim for `idempotent()`. */
export interface Claim {
  userId: number;
  key: string | undefined;
  hash: string;
  /** Called when the answer is the stored one (the header above). */
  onReplay?: () => void;
}

/**
 * The claim of a request for `idempotent()`: its caller, its Idempotency-Key header (validated by the route's
 * `IdempotencyHeadersSchema`) and its hash. Every POST that creates money or a listing claims through it (ADR 0109).
 */
export function claimOf(request: FastifyRequest, userId: number): Claim {
  const key = request.headers['idempotency-key'];
  return {
    userId,
    key: typeof key === 'string' ? key : undefined,
    hash: hashOf(request),
    onReplay: () => replayed.add(request),
  };
}

/**
 * Runs a request that creates money or a listing (ADR 0109) in ONE transaction, and at most once per (user, Idempotency-Key) (ADR 0014). Without a
 * key it still runs in one transaction (issue 34: a partner, a phone app or a retry by hand need not send one), so a
 * request that fails half-way (the last unit gone, the wallet short, the process killed) leaves nothing behind. With
 * one, the key is claimed in that transaction, whose changes and stored answer commit together: the same key and
 * request later answer the stored status and body again; the same key with another request is 422. A concurrent
 * request with the key waits on the claim (the primary key) and then replays the answer. A request that fails rolls
 * the claim back with everything else, so its key may be sent again.
 */
export async function idempotent<T>(
  db: Db,
  claim: Claim,
  run: (db: Db) => Promise<StoredAnswer<T>>,
): Promise<StoredAnswer<T>> {
  const { key } = claim;
  if (key === undefined) return db.transaction((tx) => run(tx));
  const match = and(eq(idempotencyKeys.userId, claim.userId), eq(idempotencyKeys.key, key));
  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(idempotencyKeys)
      .values({ userId: claim.userId, key, requestHash: claim.hash })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (claimed.length === 0) {
      const [stored] = await tx.select().from(idempotencyKeys).where(match);
      if (stored && stored.requestHash !== claim.hash) {
        throw new AppError('validation', PAYMENT_MESSAGES.idempotencyKeyReused, { 'idempotency-key': 'invalid' });
      }
      if (!stored || stored.statusCode === null) throw new AppError('conflict', PAYMENT_MESSAGES.idempotencyKeyBusy);
      claim.onReplay?.();
      return { statusCode: stored.statusCode, body: stored.response as T };
    }
    const answer = await run(tx);
    await tx
      .update(idempotencyKeys)
      .set({ statusCode: answer.statusCode, response: answer.body as object })
      .where(match);
    return answer;
  });
}

/** How long an Idempotency-Key is remembered: a day covers every retry of a client and of the bank. */
export const IDEMPOTENCY_KEY_TTL_MS = 24 * 60 * 60 * 1000;

/** Forgets answered keys older than the TTL (a periodic round: jobs/rounds.ts); answers how many went. */
export async function expireIdempotencyKeys(db: Db, now: Date = new Date()): Promise<number> {
  const gone = await db
    .delete(idempotencyKeys)
    .where(
      and(
        lt(idempotencyKeys.createdAt, new Date(now.getTime() - IDEMPOTENCY_KEY_TTL_MS)),
        isNotNull(idempotencyKeys.statusCode),
      ),
    )
    .returning({ key: idempotencyKeys.key });
  return gone.length;
}
