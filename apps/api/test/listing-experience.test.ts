import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ListingReportStatus, REPORTS_TO_HIDE } from '@shahrbazar/domain/enums/listing-engagement';
import { ListingStatus } from '@shahrbazar/domain/enums/status';
import type { Db } from '../src/db/client.ts';
import type { App } from '../src/http/types.ts';
import { seedPolicies } from '../src/modules/access/access.service.ts';
import { listings } from '../src/modules/listings/listing.table.ts';
import { adsDesk, type AdJson } from './factories/ads.ts';
import { makePackage } from './factories/catalogue.ts';
import { userWithSession } from './factories/users.ts';
import { buildTestApp, testDatabase } from './support/test-app.ts';

type Ad = AdJson & { price: number; isSpecial: boolean; views: number };
type Page = { items: Ad[]; pinned: Ad[]; nextCursor: number | null };

/** The listing experience of ADR 0027 on ads (the core gives it to every vertical): sorts, price range, pins, reports, statistics. */
describe('the listing experience', () => {
  let app: App;
  let db: Db;
  let desk: Awaited<ReturnType<typeof adsDesk>>;

  beforeAll(async () => {
    db = (await testDatabase()).db;
    await seedPolicies(db);
    app = await buildTestApp();
    desk = await adsDesk(app, db);
  });
  afterAll(() => app.close());

  const list = async (query: string) => {
    const res = await app.inject({ url: `/api/v1/ads?${query}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Page>();
  };
  /** Every page of a list, following nextCursor, two at a time. */
  const walk = async (query: string) => {
    const seen: Ad[] = [];
    let cursor: number | null = null;
    do {
      const page: Page = await list(`${query}&perPage=2${cursor === null ? '' : `&cursor=${cursor}`}`);
      seen.push(...page.items);
      cursor = page.nextCursor;
    } while (cursor !== null);
    return seen;
  };

  it('sorts by price with ties and negotiable last, ranges by price, and pages by cursor without losing or repeating', async () => {
    const owner = await userWithSession(db);
    const mark = `قیمت${Date.now()}`;
    const prices = [500_000, 200_000, 0, 200_000, 900_000, 200_000, 0];
    const ads: Ad[] = [];
    for (const price of prices) ads.push((await desk.live(owner.cookie, { title: `لپ تاپ ${mark}`, price })) as Ad);
    const q = `q=${encodeURIComponent(mark)}`;

    const cheapest = await walk(`${q}&sort=cheapest`);
    expect(cheapest.map((ad) => ad.price)).toEqual([200_000, 200_000, 200_000, 500_000, 900_000, 0, 0]);
    expect(new Set(cheapest.map((ad) => ad.id)).size).toBe(prices.length);
    // Ties in price: by id, so a page boundary in the middle of them neither repeats nor skips one.
    expect(cheapest.slice(0, 3).map((ad) => ad.id)).toEqual([ads[1]!.id, ads[3]!.id, ads[5]!.id]);

    const expensive = await walk(`${q}&sort=expensive`);
    expect(expensive.map((ad) => ad.price)).toEqual([900_000, 500_000, 200_000, 200_000, 200_000, 0, 0]);

    const ranged = await walk(`${q}&sort=cheapest&priceMin=200000&priceMax=500000`);
    expect(ranged.map((ad) => ad.price)).toEqual([200_000, 200_000, 200_000, 500_000]);
    const newest = await walk(`${q}&priceMax=300000`);
    expect(newest.map((ad) => ad.id)).toEqual([ads[5]!.id, ads[3]!.id, ads[1]!.id]);
  });

  it('refuses a wrong sort, a price sort on a vertical without a price, and a bad price bound with 422', async () => {
    for (const url of [
      '/api/v1/ads?sort=random',
      '/api/v1/ads?priceMin=-5',
      '/api/v1/ads?priceMax=abc',
      '/api/v1/expert?sort=cheapest',
    ]) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(422);
      expect(res.json().error.code, url).toBe('validation');
    }
    expect((await app.inject({ url: '/api/v1/expert?sort=mostViewed' })).statusCode).toBe(200);
  });

  it('pins the specials a package promises above the first page of the newest list, and only there', async () => {
    const owner = await userWithSession(db);
    const special = await makePackage(db, { title: 'ویژه آزمون', accessPermissions: ['isSpecial', 'specialText'] });
    const mark = `ویژه${Date.now()}`;
    const q = `q=${encodeURIComponent(mark)}`;
    const top = (await desk.live(owner.cookie, { title: `مبل ${mark}`, package_id: special.id })) as Ad;
    for (let i = 0; i < 3; i += 1) await desk.live(owner.cookie, { title: `میز ${mark}` });
    expect(top.isSpecial).toBe(true);

    const first = await list(`${q}&perPage=2`);
    expect(first.pinned.map((ad) => ad.id)).toEqual([top.id]);
    expect((await list(`${q}&perPage=2&cursor=${first.nextCursor}`)).pinned).toEqual([]);
    expect((await list(`${q}&sort=cheapest`)).pinned).toEqual([]);
  });

  it('counts views once per visitor per day, reveals and favorites in the owner statistics, to the owner only', async () => {
    const owner = await userWithSession(db);
    const visitor = await userWithSession(db);
    const ad = await desk.live(owner.cookie);
    await app.inject({ url: `/api/v1/ads/${ad.slugId}`, headers: { cookie: visitor.cookie } });
    await app.inject({ url: `/api/v1/ads/${ad.slugId}`, headers: { cookie: visitor.cookie } });
    await app.inject({ url: `/api/v1/ads/${ad.slugId}`, headers: { cookie: owner.cookie } });
    await app.inject({ method: 'POST', url: `/api/v1/listings/${ad.id}/contact`, headers: { cookie: visitor.cookie } });
    await app.inject({ method: 'PUT', url: `/api/v1/me/favorites/${ad.id}`, headers: { cookie: visitor.cookie } });
    await app.inject({ method: 'PUT', url: `/api/v1/me/favorites/${ad.id}`, headers: { cookie: visitor.cookie } });

    const stats = await app.inject({ url: `/api/v1/me/listings/${ad.id}/stats`, headers: { cookie: owner.cookie } });
    expect(stats.statusCode).toBe(200);
    const body = stats.json<{ days: Array<{ day: string; views: number }>; totals: Record<string, number> }>();
    expect(body.totals).toEqual({ views: 1, reveals: 1, favorites: 1, chats: 0 });
    expect(body.days).toHaveLength(30);
    expect(body.days.at(-1)!.views).toBe(1);

    const other = await app.inject({ url: `/api/v1/me/listings/${ad.id}/stats`, headers: { cookie: visitor.cookie } });
    expect(other.statusCode).toBe(404);
    expect((await app.inject({ url: `/api/v1/me/listings/${ad.id}/stats` })).statusCode).toBe(401);
  });

  it('takes reports into the back office queue; refuses one without a reason, a second one and one of your own; hides a listing many report', async () => {
    const owner = await userWithSession(db);
    const ad = await desk.live(owner.cookie);
    const report = (cookie: string, payload: Record<string, unknown>) =>
      app.inject({ method: 'POST', url: `/api/v1/listings/${ad.id}/reports`, headers: { cookie }, payload });

    const first = await userWithSession(db, { name: 'گزارشگر' });
    const none = await report(first.cookie, { text: 'پول خواست' });
    expect(none.statusCode).toBe(422);
    expect(none.json().error.fields.reason).toBeTruthy();
    expect((await report(first.cookie, { reason: 'nonsense' })).statusCode).toBe(422);
    const own = await report(owner.cookie, { reason: 'scam' });
    expect(own.statusCode).toBe(409);
    // Named in the vertical's words (issue 29): an ad is «این آگهی», a doctor's page «صفحهٔ این پزشک».
    expect(own.json().error.message).toBe('این آگهی از خودتان است؛ نمی‌توانید گزارشش کنید.');
    const made = await report(first.cookie, { reason: 'scam', text: 'پیش‌پرداخت خواست' });
    expect(made.statusCode).toBe(201);
    expect(made.json()).toEqual({ hidden: false });
    const again = await report(first.cookie, { reason: 'duplicate' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('این آگهی را پیش‌تر گزارش کرده‌اید.');

    const queue = await app.inject({ url: '/api/v1/manager/listing-reports', headers: { cookie: desk.admin } });
    expect(queue.statusCode).toBe(200);
    const mine = queue.json<{
      items: Array<{ id: number; listing: { id: number }; text: string; user: { id: number; name: string } }>;
    }>().items;
    const entry = mine.find((item) => item.listing.id === ad.id);
    expect(entry?.text).toBe('پیش‌پرداخت خواست');
    // The back office sees who reported it.
    expect(entry?.user).toEqual({ id: first.user.id, name: 'گزارشگر' });
    // A customer cannot read the queue.
    expect(
      (await app.inject({ url: '/api/v1/manager/listing-reports', headers: { cookie: first.cookie } })).statusCode,
    ).toBe(403);

    for (let i = 1; i < REPORTS_TO_HIDE; i += 1) {
      const someone = await userWithSession(db);
      await report(someone.cookie, { reason: 'scam' });
    }
    const [row] = await db.select().from(listings).where(eq(listings.id, ad.id));
    expect(row?.status).toBe(ListingStatus.pending);
    expect((await app.inject({ url: `/api/v1/ads/${ad.slugId}` })).statusCode).toBe(404);

    const closed = await app.inject({
      method: 'POST',
      url: `/api/v1/manager/listing-reports/${entry!.id}`,
      headers: { cookie: desk.admin },
      payload: { status: ListingReportStatus.closed },
    });
    expect(closed.statusCode).toBe(204);
  });

  it("lists a seller's other live listings, and gives the seller card its member-since date", async () => {
    const owner = await userWithSession(db);
    const first = await desk.live(owner.cookie);
    const second = await desk.live(owner.cookie);
    await desk.publish(owner.cookie);
    const page = await list(`user=${owner.user.id}`);
    expect(page.items.map((ad) => ad.id)).toEqual([second.id, first.id]);
    const detail = (await app.inject({ url: `/api/v1/ads/${first.slugId}` })).json<{ user: { memberSince: string } }>();
    expect(Number.isNaN(Date.parse(detail.user.memberSince))).toBe(false);
  });
});
