import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { SessionKind } from '@shahrbazar/domain/api/auth.schema';
import type { Db } from '../../db/client.ts';
import type { UserRow } from '../users/user.mapper.ts';
import { activeUserRow, activeUsers, recordLastVisit } from '../users/user.repository.ts';
import { sessions } from './auth.table.ts';
import { newToken, tokenHash } from './crypto.ts';

export type SessionRow = typeof sessions.$inferSelect;
export type { UserRow };

export interface SessionPolicy {
  /** Lifetime of a session since its last use (sliding), by kind. */
  ttlMs(kind: SessionKind): number;
}

/** Starts a session: a fresh random token (returned once, to be sent as the cookie) and its stored hash. */
export async function createSession(
  db: Db,
  policy: SessionPolicy,
  input: { userId: number; kind: SessionKind; deviceType: number; userAgent: string; ip: string },
): Promise<{ token: string; session: SessionRow }> {
  const token = newToken();
  const [session] = await db
    .insert(sessions)
    .values({
      ...input,
      userAgent: input.userAgent.slice(0, 300),
      tokenHash: tokenHash(token),
      expiresAt: new Date(Date.now() + policy.ttlMs(input.kind)),
    })
    .returning();
  if (!session) throw new Error('session insert returned nothing');
  await recordLastVisit(db, input.userId, new Date());
  return { token, session };
}

/**
 * The live session of a token with its active user, or undefined (unknown, revoked, expired, user inactive): one
 * statement on every request, the user joined through the users module's `activeUsers`. Built once per database and
 * sent as a named prepared statement (issue 32: drizzle built it anew for every page and every call it made).
 */
export async function findSession(db: Db, token: string): Promise<{ session: SessionRow; user: UserRow } | undefined> {
  let query = sessionQueries.get(db);
  if (!query) {
    query = sessionQuery(db);
    sessionQueries.set(db, query);
  }
  // As drizzle writes a timestamp column's value.
  const [row] = await query.execute({ tokenHash: tokenHash(token), now: new Date().toISOString() });
  return row;
}

function sessionQuery(db: Db) {
  return db
    .select({ session: sessions, user: activeUserRow })
    .from(sessions)
    .innerJoin(activeUsers, eq(activeUsers.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql.placeholder('now')),
      ),
    )
    .limit(1)
    .prepare('find_session');
}

const sessionQueries = new WeakMap<Db, ReturnType<typeof sessionQuery>>();

/** How often a session's sliding expiry and the user's last visit are written (not on every request). */
const TOUCH_EVERY_MS = 60_000;

/**
 * Slides a session's expiry and records the user's last visit, at most once a minute; returns the new expiry when
 * it moved (the cookie must follow it).
 */
export async function touchSession(db: Db, policy: SessionPolicy, session: SessionRow): Promise<Date | undefined> {
  const now = Date.now();
  if (now - session.lastSeenAt.getTime() < TOUCH_EVERY_MS) return undefined;
  const expiresAt = new Date(now + policy.ttlMs(session.kind as SessionKind));
  await db
    .update(sessions)
    .set({ lastSeenAt: new Date(now), expiresAt })
    .where(eq(sessions.id, session.id));
  await touchLastVisit(db, session.userId, now);
  return expiresAt;
}

/**
 * Keeps a user's last visit fresh (spec: online while its text is the word for now) at most once a minute per user,
 * whatever their sessions and open chat streams: the row is written only when its time is older than that.
 */
export async function touchLastVisit(db: Db, userId: number, now = Date.now()): Promise<void> {
  await recordLastVisit(db, userId, new Date(now), new Date(now - TOUCH_EVERY_MS));
}

/** Revokes one session of a user; false when it is not theirs or already gone. */
export async function revokeSession(db: Db, userId: number, sessionId: number): Promise<boolean> {
  const revoked = await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return revoked.length > 0;
}

/** Revokes every session of a user (password reset, account disabled). */
export async function revokeAllSessions(db: Db, userId: number): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}

/** A user's live sessions, newest first. */
export function listSessions(db: Db, userId: number): Promise<SessionRow[]> {
  return db
    .select()
    .from(sessions)
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date())))
    .orderBy(desc(sessions.lastSeenAt))
    .limit(50);
}
