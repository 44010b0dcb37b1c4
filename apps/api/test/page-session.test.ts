import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/http/types.ts';
import { sessions } from '../src/modules/auth/auth.table.ts';
import { lendPageSession, lentPageSessions, PAGE_SESSION_HEADER } from '../src/modules/auth/page-session.ts';
import { adsDesk } from './factories/ads.ts';
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

  it("reads the caller's favourites once for all the lists of a page", async () => {
    const db = (await testDatabase()).db;
    const desk = await adsDesk(app, db);
    const seller = await userWithSession(db);
    const reader = await userWithSession(db);
    const first = await desk.live(seller.cookie, { title: 'میز ناهارخوری' });
    const second = await desk.live(seller.cookie, { title: 'صندلی چوبی' });
    const marks = async (headers: Record<string, string>) =>
      Object.fromEntries(
        (await app.inject({ url: `/api/v1/ads?city=${desk.city.slug}`, headers }))
          .json<{ items: Array<{ id: number; isFavorite: boolean }> }>()
          .items.map((item) => [item.id, item.isFavorite]),
      );
    const favorite = async (id: number) =>
      (await app.inject({ method: 'PUT', url: `/api/v1/me/favorites/${id}`, headers: { cookie: reader.cookie } }))
        .statusCode;
    expect(await favorite(first.id)).toBe(204);
    const name = (await lend(reader.cookie))!;
    const page = { cookie: reader.cookie, [PAGE_SESSION_HEADER]: name };
    expect(await marks(page)).toEqual({ [first.id]: true, [second.id]: false });
    // Favourited from another tab while the page is being made: the page's later lists show what its first one read.
    expect(await favorite(second.id)).toBe(204);
    expect(await marks(page)).toEqual({ [first.id]: true, [second.id]: false });
    release.get(name)!();
    // The next page reads them again.
    expect(await marks({ cookie: reader.cookie })).toEqual({ [first.id]: true, [second.id]: true });
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
