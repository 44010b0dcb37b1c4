import { randomBytes } from 'node:crypto';
import { ListingStatus } from '@shahrbazar/domain/enums/status';
import { makeSlugId } from '@shahrbazar/domain/text/slug';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client.ts';
import type { App } from '../src/http/types.ts';
import { listingFavorites, listings } from '../src/modules/listings/listing.table.ts';
import { makeCategoryChain, makeCity } from './factories/catalogue.ts';
import { adminSession, userWithSession } from './factories/users.ts';
import { buildTestApp, testDatabase } from './support/test-app.ts';

type Json = Record<string, unknown>;
type Operation = {
  parameters?: Array<{ in: string; name: string }>;
  responses?: Record<string, Json>;
  'x-paging'?: string;
};
type Document = { paths: Record<string, Record<string, Operation>>; components: { schemas: Record<string, Json> } };
type Counted = { items: Array<{ id: number }>; total: number; currentPage: number; perPage: number; lastPage: number };
type Cursored = { items: Array<{ id: number }>; perPage: number; nextCursor: number | null };

/** One paging contract (ADR 0117): a counted page with a real total and lastPage, or a cursor page with a parameter. */
describe('the paging contract', () => {
  let app: App;
  let db: Db;
  let doc: Document;
  beforeAll(async () => {
    db = (await testDatabase()).db;
    app = await buildTestApp();
    doc = (await app.inject({ url: '/api/v1/openapi.json' })).json<Document>();
  });
  afterAll(() => app.close());

  /** Every operation whose success answer is an object, with that object's properties and its query parameters. */
  const answers = () =>
    Object.entries(doc.paths).flatMap(([path, operations]) =>
      Object.entries(operations).flatMap(([method, operation]) => {
        const content = operation.responses?.['200']?.content as Record<string, { schema?: Json }> | undefined;
        let schema = content?.['application/json']?.schema;
        while (typeof schema?.$ref === 'string') schema = doc.components.schemas[schema.$ref.split('/').pop() ?? ''];
        const properties = Object.keys((schema?.properties ?? {}) as Json);
        const query = (operation.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
        return [{ name: `${method.toUpperCase()} ${path}`, operation, properties, query }];
      }),
    );

  it('never answers lastPage without total, nor a nextCursor no parameter takes, and names each list’s contract', () => {
    const lists = answers().filter((a) => a.properties.includes('lastPage') || a.properties.includes('nextCursor'));
    const broken = lists.flatMap(({ name, operation, properties, query }) => {
      const problems: string[] = [];
      const counted = properties.includes('lastPage');
      const cursored = properties.includes('nextCursor');
      if (counted && !properties.includes('total')) problems.push('lastPage without total');
      if (counted && !['currentPage', 'perPage'].every((key) => properties.includes(key))) problems.push('no page');
      if (counted && !query.includes('page')) problems.push('lastPage without a page parameter');
      if (cursored && !query.includes('cursor')) problems.push('nextCursor without a cursor parameter');
      if (counted && cursored) problems.push('both contracts at once');
      if (operation['x-paging'] !== (counted ? 'counted' : 'cursor'))
        problems.push(`x-paging ${operation['x-paging']}`);
      return problems.map((problem) => `${name}: ${problem}`);
    });
    // A cursor has one name: no list continues by `before` and `next` (a chat's messages scroll back by `before`).
    const keysets = answers()
      .filter((a) => a.properties.includes('next') || (a.query.includes('before') && !a.name.includes('/messages')))
      .map((a) => `${a.name}: a cursor by another name`);
    expect([...broken, ...keysets]).toEqual([]);
    // The figures of ADR 0117, so a list that changes its contract is a decision, not an accident.
    expect(lists.filter((list) => list.operation['x-paging'] === 'counted').length).toBeGreaterThanOrEqual(52);
    const cursorLists = lists.filter((list) => list.operation['x-paging'] === 'cursor').map((list) => list.name);
    for (const deep of ['booth', 'products', 'ads', 'advertise', 'expert', 'work', 'clinic', 'lawyer']) {
      expect(cursorLists).toContain(`GET /api/v1/${deep}`);
    }
    expect(
      answers().filter((a) => !a.properties.includes('lastPage') && a.operation['x-paging'] === 'counted'),
    ).toEqual([]);
  });

  describe('on one person’s 16 ads at 15 a page', () => {
    const mark = `pg${randomBytes(4).toString('hex')}`;
    let owner: Awaited<ReturnType<typeof userWithSession>>;
    let ids: number[];
    beforeAll(async () => {
      owner = await userWithSession(db, { name: 'صاحب شانزده آگهی' });
      const city = await makeCity(db);
      const chain = await makeCategoryChain(db);
      const rows = await db
        .insert(listings)
        .values(
          Array.from({ length: 16 }, (_, i) => ({
            vertical: 'ads',
            userId: owner.user.id,
            cityId: city.id,
            generalCategoryId: chain.category.id,
            generalSubCategoryId: chain.sub.id,
            title: `آگهی ${i + 1}`,
            slug: 'agahi',
            slugId: makeSlugId((size) => randomBytes(size), 12),
            searchText: `${mark} agahi ${i + 1}`,
            status: ListingStatus.active,
          })),
        )
        .returning({ id: listings.id });
      ids = rows.map((row) => row.id).sort((a, b) => b - a);
      await db.insert(listingFavorites).values(ids.map((listingId) => ({ userId: owner.user.id, listingId })));
    });

    const counted = async (url: string, cookie: string) => {
      const res = await app.inject({ url, headers: { cookie } });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<Counted>();
    };

    it('a counted list says 16 in all and a last page of 2, and page 2 holds the 16th', async () => {
      const lists: Array<[string, string]> = [
        ['/api/v1/me/ads', owner.cookie],
        ['/api/v1/me/favorites', owner.cookie],
        [`/api/v1/manager/listings?vertical=ads&q=${mark}`, (await adminSession(db)).cookie],
      ];
      for (const [path, cookie] of lists) {
        const join = path.includes('?') ? '&' : '?';
        const first = await counted(path, cookie);
        expect(first, path).toMatchObject({ total: 16, currentPage: 1, perPage: 15, lastPage: 2 });
        expect(first.items, path).toHaveLength(15);
        expect(first, path).not.toHaveProperty('nextCursor');
        const second = await counted(`${path}${join}page=2`, cookie);
        expect(second, path).toMatchObject({ total: 16, currentPage: 2, lastPage: 2 });
        expect(second.items, path).toHaveLength(1);
        const seen = [...first.items, ...second.items].map((item) => item.id);
        expect(new Set(seen).size, path).toBe(16);
        expect(
          [...seen].sort((a, b) => b - a),
          path,
        ).toEqual(ids);
        // Past the end: no rows, and lastPage still the real last page.
        expect(await counted(`${path}${join}page=3`, cookie), path).toMatchObject({
          items: [],
          total: 16,
          lastPage: 2,
        });
      }
      const sixteen = await counted('/api/v1/me/ads?perPage=16', owner.cookie);
      expect(sixteen).toMatchObject({ total: 16, lastPage: 1 });
    });

    it('a cursor list continues page after page without a gap or a repeat, and says neither total nor lastPage', async () => {
      const seen: number[] = [];
      let cursor: number | null = null;
      let pages = 0;
      do {
        const url: string = `/api/v1/ads?user=${owner.user.id}&perPage=5${cursor === null ? '' : `&cursor=${cursor}`}`;
        const res = await app.inject({ url });
        expect(res.statusCode, res.body).toBe(200);
        const page: Cursored = res.json<Cursored>();
        expect(page).not.toHaveProperty('lastPage');
        expect(page).not.toHaveProperty('total');
        expect(page.perPage).toBe(5);
        seen.push(...page.items.map((item) => item.id));
        cursor = page.nextCursor;
        pages += 1;
      } while (cursor !== null && pages < 10);
      expect(pages).toBe(4);
      expect(seen).toEqual(ids);
    });
  });
});
