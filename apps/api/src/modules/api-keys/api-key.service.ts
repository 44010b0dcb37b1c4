import { randomBytes } from 'node:crypto';
import { and, count, desc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { ApiKey, ApiKeyCreated, ApiKeyWrite } from '@shahrbazar/domain/api/api-key.schema';
import { API_KEY_PREFIX, API_KEY_SHOWN_LENGTH, API_KEYS_MAX } from '@shahrbazar/domain/rules/api-key';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { tokenHash } from '../auth/crypto.ts';
import type { UserRow } from '../auth/session.service.ts';
import { activeUserRow, activeUsers } from '../users/user.repository.ts';
import { apiKeys } from './api-key.table.ts';

// Personal API keys (issue 31, docs/decisions/0103-personal-api-keys.md): made by a signed-in person, shown once,
// kept as a SHA-256 like a session's token, revoked by their owner. access-control.ts reads them.

export type ApiKeyRow = typeof apiKeys.$inferSelect;

const TOO_MANY = {
  fa: `حداکثر ${API_KEYS_MAX.toLocaleString('fa-IR')} کلید فعال می‌توانید داشته باشید.`,
  en: `You can have at most ${API_KEYS_MAX} live keys.`,
} as const;

function keyOf(row: ApiKeyRow): ApiKey {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    scopes: row.scopes,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  };
}

/** A new key: `sbk_` and 256 random bits, URL-safe. */
export function newApiKey(): string {
  return `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
}

/** Makes a key for its owner; the answer carries the key itself, this once. At most API_KEYS_MAX live ones. */
export async function createApiKey(db: Db, userId: number, input: ApiKeyWrite): Promise<ApiKeyCreated> {
  const key = newApiKey();
  const row = await db.transaction(async (tx) => {
    // One person's keys are counted under a lock on them, so two made at once cannot pass the limit.
    await tx.execute(sql`select pg_advisory_xact_lock(103, ${userId})`);
    const [had] = await tx
      .select({ n: count() })
      .from(apiKeys)
      .where(and(eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt)));
    if ((had?.n ?? 0) >= API_KEYS_MAX) throw new AppError('conflict', TOO_MANY);
    const [made] = await tx
      .insert(apiKeys)
      .values({
        userId,
        name: input.name,
        scopes: input.scopes,
        keyHash: tokenHash(key),
        prefix: key.slice(0, API_KEY_SHOWN_LENGTH),
      })
      .returning();
    return made!;
  });
  return { ...keyOf(row), key };
}

/** A person's live keys, newest first. */
export async function listApiKeys(db: Db, userId: number): Promise<ApiKey[]> {
  const rows = await db
    .select()
    .from(apiKeys)
    .where(and(eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt)))
    .orderBy(desc(apiKeys.id))
    .limit(API_KEYS_MAX);
  return rows.map(keyOf);
}

/** Revokes one of a person's keys at once; another person's (or an already revoked one) is not found. */
export async function revokeApiKey(db: Db, userId: number, id: number): Promise<void> {
  const revoked = await db
    .update(apiKeys)
    .set({ revokedAt: new Date() })
    .where(and(eq(apiKeys.id, id), eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt)))
    .returning({ id: apiKeys.id });
  if (!revoked.length) throw new AppError('not_found');
}

/**
 * The live key of a bearer token with its active owner, or undefined (unknown, revoked, owner inactive): one
 * statement on every request, the owner joined through the users module's `activeUsers`.
 */
export async function findApiKey(db: Db, key: string): Promise<{ key: ApiKeyRow; user: UserRow } | undefined> {
  const [row] = await db
    .select({ key: apiKeys, user: activeUserRow })
    .from(apiKeys)
    .innerJoin(activeUsers, eq(activeUsers.id, apiKeys.userId))
    .where(and(eq(apiKeys.keyHash, tokenHash(key)), isNull(apiKeys.revokedAt)))
    .limit(1);
  return row;
}

/** How often a key's last use is written: to the minute, not on every request. */
const TOUCH_EVERY_MS = 60_000;

/** Records a key's use, at most once a minute. */
export async function touchApiKey(db: Db, key: ApiKeyRow, now = Date.now()): Promise<void> {
  if (key.lastUsedAt && now - key.lastUsedAt.getTime() < TOUCH_EVERY_MS) return;
  await db
    .update(apiKeys)
    .set({ lastUsedAt: new Date(now) })
    .where(
      and(
        eq(apiKeys.id, key.id),
        or(isNull(apiKeys.lastUsedAt), lt(apiKeys.lastUsedAt, new Date(now - TOUCH_EVERY_MS))),
      ),
    );
}
