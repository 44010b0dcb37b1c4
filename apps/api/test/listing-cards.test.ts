import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client.ts';
import type { App } from '../src/http/types.ts';
import { seedPolicies } from '../src/modules/access/access.service.ts';
import { adsDesk, type AdJson } from './factories/ads.ts';
import { makeCity, makePackage } from './factories/catalogue.ts';
import { userWithSession } from './factories/users.ts';
import { buildTestApp, testDatabase } from './support/test-app.ts';

type Ad = AdJson & { price: number; views: number; isSpecial: boolean; city: { slug: string } | null };
type Page = { items: Ad[]; pinned: Ad[]; nextCursor: number | null };

/**
 * What only the owner's own list shows (ADR 0030), and whether the reader is its owner (`isMine`, ADR 0107): left out
 * when the owner's card is compared with the public one.
 */
const PRIVATE = ['subscription', 'paymentId', 'moderationMessage', 'mobile', 'renewalOffered', 'isMine'];
const publicPart = (ad: Ad) => Object.fromEntries(Object.entries(ad).filter(([key]) => !PRIVATE.includes(key)));

/**
 * The public list read in one statement (ADR 0063) answers what the list answered before: the same listings in the
 * same order for each sort, filter, page and cursor, the same pinned specials, and each card as the owner's list (still
 * read by the query builder) and the detail draw it. Every list is one owner's (`user=`), so other tests' listings in a
 * shared database never enter it.
 */
describe('the public list and detail read in one statement', () => {
  let app: App;
  let db: Db;
  let desk: Awaited<ReturnType<typeof adsDesk>>;
  let owner: Awaited<ReturnType<typeof userWithSession>>;
  let ads: Ad[];
  let special: Ad;
  let elsewhere: Ad;
  const mark = `کارت${Date.now()}`;

  const list = async (query: string) => {
    const res = await app.inject({ url: `/api/v1/ads?user=${owner.user.id}&${query}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Page>();
  };
  /** Every page of a list two at a time, by cursor ("more") and by page number: both must give the same listings. */
  const walk = async (query: string) => {
    const byCursor: Ad[] = [];
    const byPage: Ad[] = [];
    let cursor: number | null = null;
    do {
      const page: Page = await list(`${query}&perPage=2${cursor === null ? '' : `&cursor=${cursor}`}`);
      byCursor.push(...page.items);
      cursor = page.nextCursor;
    } while (cursor !== null);
    for (let number = 1; ; number += 1) {
      const page = await list(`${query}&perPage=2&page=${number}`);
      byPage.push(...page.items);
      // A page started by number still says by its cursor whether more follow (a cursor page, ADR 0117).
      if (page.nextCursor === null) break;
    }
    expect(byPage.map((ad) => ad.id)).toEqual(byCursor.map((ad) => ad.id));
    return byCursor.map((ad) => ad.id);
  };
  const idsOf = (list: Ad[]) => list.map((ad) => ad.id);
  const byId = (a: Ad, b: Ad) => a.id - b.id;

  beforeAll(async () => {
    db = (await testDatabase()).db;
    await seedPolicies(db);
    app = await buildTestApp();
    desk = await adsDesk(app, db);
    owner = await userWithSession(db, { name: 'فروشنده کارت‌ها' });
    const prices = [500_000, 200_000, 0, 200_000, 900_000, 0];
    ads = [];
    for (const [i, price] of prices.entries()) {
      ads.push((await desk.live(owner.cookie, { title: i % 2 === 0 ? `گوشی ${mark}` : 'میز تحریر', price })) as Ad);
    }
    const other = await makeCity(db, 'زنجان');
    elsewhere = (await desk.live(owner.cookie, { title: 'صندلی', price: 300_000, city_id: other.id })) as Ad;
    const pinning = await makePackage(db, { title: 'ویژه کارت', accessPermissions: ['isSpecial', 'specialText'] });
    special = (await desk.live(owner.cookie, { title: 'مبل', price: 700_000, package_id: pinning.id })) as Ad;
    // Views for the most viewed order: visitors without a session, told apart by their browser.
    for (const [ad, times] of [
      [ads[4]!, 2],
      [ads[0]!, 1],
    ] as const) {
      for (let i = 0; i < times; i += 1) {
        await app.inject({ url: `/api/v1/ads/${ad.slugId}`, headers: { 'user-agent': `card-test-${i}` } });
        ad.views += 1;
      }
    }
    ads.push(elsewhere, special);
  }, 300_000);
  afterAll(() => app.close());

  it('orders every sort as before, by page and by cursor alike', async () => {
    const newest = [...ads].sort(byId).reverse();
    const cheapest = [...ads].sort(
      (a, b) => Number(a.price === 0) - Number(b.price === 0) || a.price - b.price || a.id - b.id,
    );
    const expensive = [...ads].sort((a, b) => b.price - a.price || b.id - a.id);
    const mostViewed = [...ads].sort((a, b) => b.views - a.views || b.id - a.id);

    expect(await walk('sort=newest')).toEqual(idsOf(newest));
    expect(await walk('sort=cheapest')).toEqual(idsOf(cheapest));
    expect(await walk('sort=expensive')).toEqual(idsOf(expensive));
    expect(await walk('sort=mostViewed')).toEqual(idsOf(mostViewed));
    expect(idsOf(mostViewed).slice(0, 2)).toEqual([ads[4]!.id, ads[0]!.id]);
  });

  it('filters by city, words and price range, and pins the specials above the first newest page only', async () => {
    expect(await walk(`city=${elsewhere.city!.slug}`)).toEqual([elsewhere.id]);
    const worded = ads
      .filter((ad) => ad.title.includes(mark))
      .sort(byId)
      .reverse();
    expect(worded).toHaveLength(3);
    expect(await walk(`q=${encodeURIComponent(mark)}`)).toEqual(idsOf(worded));
    const ranged = ads
      .filter((ad) => ad.price >= 200_000 && ad.price <= 500_000)
      .sort((a, b) => a.price - b.price || a.id - b.id);
    expect(await walk('sort=cheapest&priceMin=200000&priceMax=500000')).toEqual(idsOf(ranged));

    const first = await list('perPage=2');
    expect(idsOf(first.pinned)).toEqual([special.id]);
    expect(first.pinned[0]).toEqual(first.items.find((ad) => ad.id === special.id));
    expect((await list(`perPage=2&cursor=${first.nextCursor}`)).pinned).toEqual([]);
    expect((await list('perPage=2&page=2')).pinned).toEqual([]);
    expect((await list('sort=cheapest')).pinned).toEqual([]);
    // A cursor past every id: the newest list continues below it (all of them), a sorted one names no listing: nothing.
    const everyNewest = idsOf([...ads].sort(byId).reverse());
    for (const sort of ['newest', 'cheapest', 'mostViewed']) {
      const page = await list(`sort=${sort}&cursor=2000000000`);
      expect(idsOf(page.items), sort).toEqual(sort === 'newest' ? everyNewest : []);
    }
  });

  it('draws each card as the owner list and the detail draw it: owner, city, categories, package, price, images', async () => {
    const publicList = await list('perPage=20');
    const mine = await app.inject({ url: '/api/v1/me/ads?perPage=20', headers: { cookie: owner.cookie } });
    expect(mine.statusCode, mine.body).toBe(200);
    const ownList = mine.json<Page>().items;
    expect(idsOf(publicList.items)).toEqual(idsOf(ownList));
    expect(publicList.items.map(publicPart)).toEqual(ownList.map(publicPart));
    // The owner's list says each is theirs; a visitor's list says none is.
    expect(ownList.map((ad) => ad.isMine)).toEqual(ownList.map(() => true));
    expect(publicList.items.map((ad) => ad.isMine)).toEqual(publicList.items.map(() => false));
    expect(publicList.items[0]).toMatchObject({
      user: { id: owner.user.id, name: 'فروشنده کارت‌ها', verified: false },
      price: 700_000,
      isSpecial: true,
    });

    const detail = await app.inject({ url: `/api/v1/ads/${ads[1]!.slugId}`, headers: { cookie: owner.cookie } });
    expect(detail.statusCode, detail.body).toBe(200);
    const card = publicList.items.find((ad) => ad.id === ads[1]!.id)!;
    expect(publicPart(detail.json<Ad>())).toEqual(publicPart(card));
    expect(detail.json<Ad>().isMine).toBe(true);
    expect((await app.inject({ url: '/api/v1/ads/zzzzzzzz' })).statusCode).toBe(404);
  });
});
