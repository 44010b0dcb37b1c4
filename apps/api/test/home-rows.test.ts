import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client.ts';
import type { App } from '../src/http/types.ts';
import { adsDesk } from './factories/ads.ts';
import { userWithSession } from './factories/users.ts';
import { buildTestApp, testDatabase } from './support/test-app.ts';

type Card = { id: number; title: string; isSpecial: boolean; isFavorite: boolean; isMine: boolean };
type Rows = { rows: Record<string, { special: Card[]; latest: Card[] } | undefined> };

// Issue 32: the home page's rows in one answer, the same cards the verticals' public lists answer, kept as they are and
// marked for a signed-in caller.
describe('the home page rows (GET /api/v1/home/listings)', () => {
  let app: App;
  let db: Db;
  let desk: Awaited<ReturnType<typeof adsDesk>>;
  beforeAll(async () => {
    db = (await testDatabase()).db;
    app = await buildTestApp({ config: { answerCacheSeconds: 60, validateResponses: false } });
    desk = await adsDesk(app, db);
  });
  afterAll(() => app.close());

  const rows = (query: string, headers: Record<string, string> = {}) =>
    app.inject({ url: `/api/v1/home/listings?${query}`, headers });
  const ids = (cards: Card[] | undefined) => (cards ?? []).map((card) => card.id);

  it('answers each named vertical’s special and newest listings in a city, as its public list does', async () => {
    const seller = await userWithSession(db);
    const older = await desk.live(seller.cookie, { title: 'میز تحریر' });
    const special = await desk.live(seller.cookie, { title: 'کمد ویژه' });
    const newest = await desk.live(seller.cookie, { title: 'صندلی تازه' });
    const marked = await app.inject({
      method: 'POST',
      url: `/api/v1/manager/listings/${special.id}/special`,
      headers: { cookie: desk.admin },
      payload: { isSpecial: true, specialText: 'فوری' },
    });
    expect(marked.statusCode).toBe(200);

    const res = await rows(`verticals=ads,expert&city=${desk.city.slug}&perPage=2`);
    expect(res.statusCode).toBe(200);
    const body = res.json<Rows>();
    expect(Object.keys(body.rows)).toEqual(['ads', 'expert']);
    expect(ids(body.rows.ads?.latest)).toEqual([newest.id, special.id]);
    expect(ids(body.rows.ads?.special)).toEqual([special.id]);
    expect(body.rows.expert).toEqual({ special: [], latest: [] });
    expect(ids(body.rows.ads?.latest)).not.toContain(older.id);

    // The same cards the ads list answers for the same city and size.
    const list = await app.inject({ url: `/api/v1/ads?city=${desk.city.slug}&perPage=2` });
    expect(body.rows.ads?.latest).toEqual(list.json<{ items: Card[] }>().items);
    const specials = await app.inject({ url: `/api/v1/ads?city=${desk.city.slug}&perPage=2&special=true` });
    expect(body.rows.ads?.special).toEqual(specials.json<{ items: Card[] }>().items);
  });

  it('drops the kept rows when a listing of the section goes live', async () => {
    const seller = await userWithSession(db);
    const query = `verticals=ads&city=${desk.city.slug}&perPage=1`;
    const before = (await rows(query)).json<Rows>();
    const fresh = await desk.live(seller.cookie, { title: 'دوچرخه تازه' });
    const after = (await rows(query)).json<Rows>();
    expect(ids(after.rows.ads?.latest)).toEqual([fresh.id]);
    expect(ids(before.rows.ads?.latest)).not.toEqual([fresh.id]);
  });

  it('marks a signed-in caller’s favourites and own listings on their copy only', async () => {
    const seller = await userWithSession(db);
    const reader = await userWithSession(db);
    const ad = await desk.live(seller.cookie, { title: 'کتابخانه چوبی' });
    const favorited = await app.inject({
      method: 'PUT',
      url: `/api/v1/me/favorites/${ad.id}`,
      headers: { cookie: reader.cookie },
    });
    expect(favorited.statusCode).toBe(204);
    const query = `verticals=ads&city=${desk.city.slug}&perPage=1`;
    const cardFor = async (headers: Record<string, string> = {}) =>
      (await rows(query, headers)).json<Rows>().rows.ads?.latest[0];
    expect(await cardFor({ cookie: reader.cookie })).toMatchObject({ id: ad.id, isFavorite: true, isMine: false });
    expect(await cardFor({ cookie: seller.cookie })).toMatchObject({ id: ad.id, isFavorite: false, isMine: true });
    expect(await cardFor()).toMatchObject({ id: ad.id, isFavorite: false, isMine: false });
  });

  it('refuses an unknown section or too long a row with the one error shape', async () => {
    for (const query of ['verticals=ads,nowhere', 'verticals=', 'verticals=ads&perPage=13', 'perPage=2']) {
      const res = await rows(query, { 'accept-language': 'fa' });
      expect(res.statusCode, query).toBe(422);
      const { error } = res.json<{ error: { code: string; message: string; fields?: Record<string, string> } }>();
      expect(error.code, query).toBe('validation');
      expect(error.message, query).toBe('برخی از مقادیر وارد شده معتبر نیستند.');
    }
  });
});
