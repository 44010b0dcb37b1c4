import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/http/types.ts';
import { sessions } from '../src/modules/auth/auth.table.ts';
import { lendPageSession, lentPageSessions, PAGE_SESSION_HEADER } from '../src/modules/auth/page-session.ts';
import { userWithSession } from './factories/users.ts';
import { buildTestApp, testDatabase } from './support/test-app.ts';

// A read page's API calls take the session the page looked up (issue 32, page-session.ts): only with the page's own
// token, only while the page is being answered, and never for a name made up outside.
describe("a page's session lent to its API calls", () => {
  let app: App;
  const release = new Map<string, () => void>();
  beforeAll(async () => {
    app = await buildTestApp({
      extend: (built) => {
        // Stands for the web's page route: looks the session up as any request does, and lends it.
        built.route({
          method: ['GET', 'POST'],
          url: '/test/page',
          config: { access: 'public' },
          handler: async (request) => {
            const lent = lendPageSession(request, request.cookies.token);
            if (lent) release.set(lent.name, lent.release);
            return { name: lent?.name ?? null };
          },
        });
      },
    });
  });
  afterAll(() => app.close());

  const meOf = async (headers: Record<string, string>) => {
    const res = await app.inject({ url: '/api/v1/auth/me', headers });
    return { status: res.statusCode, id: res.statusCode === 200 ? res.json<{ user: { id: number } }>().user.id : null };
  };
  const lend = async (cookie: string, method: 'GET' | 'POST' = 'GET') =>
    (await app.inject({ method, url: '/test/page', headers: { cookie } })).json<{ name: string | null }>().name;

  it('serves the calls of the page that lent it, with its token, while the page is answered', async () => {
    const db = (await testDatabase()).db;
    const a = await userWithSession(db);
    const name = (await lend(a.cookie))!;
    expect(name).toMatch(/^[\w-]{22}$/);
    expect(await meOf({ cookie: a.cookie, [PAGE_SESSION_HEADER]: name })).toEqual({ status: 200, id: a.user.id });

    // Signed out in the middle of the page: its calls still read the look-up the page made...
    const token = a.cookie.slice('token='.length);
    const [row] = await db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, a.user.id));
    await db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, row!.id));
    expect(await meOf({ cookie: `token=${token}`, [PAGE_SESSION_HEADER]: name })).toEqual({
      status: 200,
      id: a.user.id,
    });
    // ...and once the page is answered the name is taken back: the next call looks again and is refused.
    release.get(name)!();
    expect(await meOf({ cookie: a.cookie, [PAGE_SESSION_HEADER]: name })).toEqual({ status: 401, id: null });
  });

  it('is not taken with another token, without one, or by a name made up outside', async () => {
    const db = (await testDatabase()).db;
    const a = await userWithSession(db);
    const b = await userWithSession(db);
    const name = (await lend(a.cookie))!;
    expect(await meOf({ cookie: b.cookie, [PAGE_SESSION_HEADER]: name })).toEqual({ status: 200, id: b.user.id });
    expect(await meOf({ [PAGE_SESSION_HEADER]: name })).toEqual({ status: 401, id: null });
    expect(await meOf({ cookie: a.cookie, [PAGE_SESSION_HEADER]: 'made-up-name-made-up-na' })).toEqual({
      status: 200,
      id: a.user.id,
    });
    release.get(name)!();
  });

  it('is lent by a read only, and by a page with a session only', async () => {
    const db = (await testDatabase()).db;
    const a = await userWithSession(db);
    const before = lentPageSessions();
    expect(await lend(a.cookie, 'POST')).toBeNull();
    expect(await lend('token=unknown')).toBeNull();
    expect(lentPageSessions()).toBe(before);
  });
});
