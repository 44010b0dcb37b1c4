import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ActiveStatus } from '@shahrbazar/domain/enums/status';
import type { Db } from '../src/db/client.ts';
import type { App } from '../src/http/types.ts';
import { sessions } from '../src/modules/auth/auth.table.ts';
import { users } from '../src/modules/users/user.table.ts';
import { userWithSession } from './factories/users.ts';
import { buildTestApp, testDatabase } from './support/test-app.ts';

// The session of a request is found by one prepared statement (issue 32): only a live session of an active user signs
// its caller in; one past its expiry, revoked, or of a user taken off signs nobody in.
describe('a request’s session', () => {
  let app: App;
  let db: Db;
  beforeAll(async () => {
    db = (await testDatabase()).db;
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  const profile = (cookie: string) => app.inject({ url: '/api/v1/me/profile', headers: { cookie } });
  const sessionOf = async (userId: number) => (await db.select().from(sessions).where(eq(sessions.userId, userId)))[0]!;

  it('signs in the caller of a live session, again and again', async () => {
    const { user, cookie } = await userWithSession(db, { name: 'نرگس' });
    for (let i = 0; i < 3; i++) {
      const res = await profile(cookie);
      expect(res.statusCode).toBe(200);
      expect(res.json<{ id: number; name: string }>()).toMatchObject({ id: user.id, name: 'نرگس' });
    }
  });

  it('signs nobody in with a session past its expiry, revoked, or of a user taken off', async () => {
    const expired = await userWithSession(db);
    await db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.id, (await sessionOf(expired.user.id)).id));
    expect((await profile(expired.cookie)).statusCode).toBe(401);

    const revoked = await userWithSession(db);
    expect((await profile(revoked.cookie)).statusCode).toBe(200);
    await db
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(eq(sessions.id, (await sessionOf(revoked.user.id)).id));
    expect((await profile(revoked.cookie)).statusCode).toBe(401);

    const banned = await userWithSession(db);
    await db.update(users).set({ status: ActiveStatus.inactive }).where(eq(users.id, banned.user.id));
    expect((await profile(banned.cookie)).statusCode).toBe(401);

    expect((await profile('token=not-a-token')).statusCode).toBe(401);
  });
});
