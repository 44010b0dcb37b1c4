import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UserType } from '@shahrbazar/domain/enums/people';
import { ListingStatus } from '@shahrbazar/domain/enums/status';
import { AGENT_POLICY_GROUPS, POLICY_CATALOGUE } from '@shahrbazar/domain/rules/policy-catalogue';
import type { Db } from '../src/db/client.ts';
import type { App } from '../src/http/types.ts';
import { policyIds, seedPolicies } from '../src/modules/access/access.service.ts';
import { rolePolicies, roles } from '../src/modules/access/role.table.ts';
import type { RouteAccess } from '../src/modules/auth/access-control.ts';
import { makeCategoryChain, makeCity, makePackage } from './factories/catalogue.ts';
import { adminSession, userWithSession } from './factories/users.ts';
import { buildTestApp, testDatabase } from './support/test-app.ts';

/** Ids no record can have: above an integer column's 2^31 - 1, not a number, negative, zero. */
const BAD_IDS = ['3000000000', 'abc', '-1', '0'];

/** The record routes of ads, favorites, moderation, the catalogue, geo, packages, banners, files and options. */
const LISTING_AND_CATALOGUE =
  /^\/api\/v1\/(me\/ads|me\/favorites|cities|packages|files|manager\/(listings|categories|sub-categories|sub-sub-categories|tags|states|cities|packages|banners|files|options))\//;

type Answer = { statusCode: number; json: () => unknown };

/** A refusal in the one error shape: a 4xx (never a 500) with `{ error: { code, message } }`. */
function expectRefused(res: Answer, label: string, status?: number) {
  if (status === undefined) {
    expect(res.statusCode, label).toBeGreaterThanOrEqual(400);
    expect(res.statusCode, label).toBeLessThan(500);
  } else {
    expect(res.statusCode, label).toBe(status);
  }
  expect(res.json(), label).toEqual({
    error: expect.objectContaining({ code: expect.any(String), message: expect.any(String) }),
  });
}

/** Ids out of an integer column's range, or not ids at all, are refused in the error shape everywhere, never 500. */
describe('ids the database cannot hold', () => {
  let app: App;
  let db: Db;
  let routes: RouteAccess[];
  const cookies = { general: '', agent: '', manager: '' };

  beforeAll(async () => {
    db = (await testDatabase()).db;
    await seedPolicies(db);
    app = await buildTestApp();
    // Every route about one record, e.g. /api/v1/me/ads/:id or /api/v1/manager/listings/:id/status.
    routes = app.routeAccess.filter((route) => /\/:id(\/|$)/.test(route.url) && !route.url.includes('/dev/'));
    const [agentRole] = await db.insert(roles).values({ title: 'id range agents', type: UserType.agent }).returning();
    const agentPolicies = await policyIds(
      db,
      POLICY_CATALOGUE.filter((p) => AGENT_POLICY_GROUPS.includes(p.group)),
    );
    await db.insert(rolePolicies).values(agentPolicies.map((policyId) => ({ roleId: agentRole!.id, policyId })));
    cookies.general = (await userWithSession(db)).cookie;
    cookies.agent = (await userWithSession(db, { type: UserType.agent, kind: 'agent', roleId: agentRole!.id })).cookie;
    cookies.manager = (await adminSession(db)).cookie;
  });
  afterAll(() => app.close());

  /** The session a route lets in (an admin for the back office, an agent with every agent policy...). */
  const cookieFor = (route: RouteAccess): Record<string, string> => {
    const access = route.access;
    if (access === 'public') return {};
    if ('panel' in access) return { cookie: cookies[access.panel] };
    return { cookie: access.session === 'agent' ? cookies.agent : cookies.general };
  };

  it('walks the record routes of every area', () => {
    const urls = routes.map((route) => route.url);
    for (const expected of [
      '/api/v1/me/ads/:id',
      '/api/v1/me/ads/:id/status',
      '/api/v1/me/favorites/:id',
      '/api/v1/manager/listings/:id',
      '/api/v1/manager/listings/:id/status',
      '/api/v1/manager/listings/:id/special',
      '/api/v1/cities/:id',
      '/api/v1/packages/:id',
      '/api/v1/files/:id',
      '/api/v1/manager/packages/:id',
      '/api/v1/manager/banners/:id',
      '/api/v1/manager/files/:id',
      '/api/v1/manager/options/:id',
      '/api/v1/manager/tags/:id',
      '/api/v1/manager/states/:id',
      '/api/v1/manager/cities/:id',
    ]) {
      expect(urls).toContain(expected);
    }
    for (const level of ['categories', 'sub-categories', 'sub-sub-categories']) {
      expect(urls).toContain(`/api/v1/manager/${level}/:id`);
      expect(urls).toContain(`/api/v1/manager/${level}/:id/image`);
    }
  });

  it('refuses a bad id in the path of every record route with 422, in the error shape', async () => {
    for (const route of routes) {
      for (const id of BAD_IDS) {
        const label = `${route.method} ${route.url} id=${id}`;
        const res = await app.inject({
          method: route.method as 'GET',
          url: route.url.replace(/:id\b/, id),
          // No body: the path is checked first, and multipart routes would refuse a JSON body before it (415).
          headers: cookieFor(route),
        });
        // Routes of the listing, catalogue and media areas answer the validation error; others (an upload that
        // refuses a request without its file first, say) may answer another 4xx, never a 500.
        const ours = LISTING_AND_CATALOGUE.test(route.url);
        expectRefused(res, label, ours ? 422 : undefined);
        if (ours) expect((res.json() as { error: { code: string } }).error.code, label).toBe('validation');
      }
    }
  });

  it('refuses a bad id in a list query (the "more" cursor, parent and state filters)', async () => {
    const manager = { cookie: cookies.manager };
    for (const id of BAD_IDS) {
      expectRefused(await app.inject({ url: `/api/v1/ads?cursor=${id}` }), `ads cursor=${id}`, 422);
      expectRefused(
        await app.inject({ url: `/api/v1/manager/cities?state_id=${id === '-1' ? '0' : id}`, headers: manager }),
        `cities state_id=${id}`,
        422,
      );
    }
    expectRefused(
      await app.inject({ url: '/api/v1/manager/sub-categories?general_category_id=3000000000', headers: manager }),
      'sub categories of general_category_id=3000000000',
      422,
    );
  });

  describe('ids in the body', () => {
    let city: Awaited<ReturnType<typeof makeCity>>;
    let chain: Awaited<ReturnType<typeof makeCategoryChain>>;
    let free: Awaited<ReturnType<typeof makePackage>>;
    beforeAll(async () => {
      city = await makeCity(db);
      chain = await makeCategoryChain(db);
      free = await makePackage(db);
    });
    const ad = (overrides: Record<string, unknown>) => ({
      city_id: city.id,
      package_id: free.id,
      general_sub_sub_category_id: chain.subSub.id,
      title: 'دوچرخه کوهستان سالم',
      price: 1_000_000,
      ...overrides,
    });
    const owner = () => ({ cookie: cookies.general });

    it('refuses out-of-range ids of a new or edited ad field by field, with 422', async () => {
      const created = await app.inject({ method: 'POST', url: '/api/v1/me/ads', headers: owner(), payload: ad({}) });
      expect(created.statusCode).toBe(201);
      const { id } = created.json<{ id: number; status: number }>();
      expect(created.json().status).toBe(ListingStatus.pending);
      const cases: Array<[Record<string, unknown>, string]> = [
        [{ city_id: 3_000_000_000 }, 'city_id'],
        [{ city_id: '3000000000' }, 'city_id'],
        [{ package_id: 3_000_000_000 }, 'package_id'],
        [{ general_sub_sub_category_id: 3_000_000_000 }, 'general_sub_sub_category_id'],
        [{ general_category_id: 3_000_000_000 }, 'general_category_id'],
        [{ images: JSON.stringify([{ id: 3_000_000_000 }]) }, 'images.0.id'],
        [{ tags: JSON.stringify([3_000_000_000]) }, 'tags.0'],
      ];
      for (const [overrides, field] of cases) {
        for (const [method, url] of [
          ['POST', '/api/v1/me/ads'],
          ['PUT', `/api/v1/me/ads/${id}`],
        ] as const) {
          const res = await app.inject({ method, url, headers: owner(), payload: ad(overrides) });
          const label = `${method} ${field}=${JSON.stringify(overrides)}`;
          expectRefused(res, label, 422);
          expect(Object.keys(res.json().error.fields ?? {}), label).toContain(field);
        }
      }
    });

    it('refuses out-of-range parent and state ids in the back office', async () => {
      const manager = { cookie: cookies.manager };
      const cases: Array<[string, Record<string, unknown>, string]> = [
        [
          '/api/v1/manager/sub-categories',
          { general_category_id: 3_000_000_000, title: 'زیردسته', slug: 'sub-range' },
          'general_category_id',
        ],
        [
          '/api/v1/manager/sub-sub-categories',
          { general_sub_category_id: '3000000000', title: 'زیرزیردسته', slug: 'sub-sub-range' },
          'general_sub_category_id',
        ],
        ['/api/v1/manager/cities', { state_id: 3_000_000_000, name: 'شهر', slug: 'city-range' }, 'state_id'],
      ];
      for (const [url, payload, field] of cases) {
        const res = await app.inject({ method: 'POST', url, headers: manager, payload });
        expectRefused(res, url, 422);
        expect(Object.keys(res.json().error.fields ?? {}), url).toContain(field);
      }
    });
  });
});
