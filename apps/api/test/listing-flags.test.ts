import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client.ts';
import type { App } from '../src/http/types.ts';
import { listings } from '../src/modules/listings/listing.table.ts';
import { adsDesk, type AdJson } from './factories/ads.ts';
import { makePackage } from './factories/catalogue.ts';
import { userWithSession } from './factories/users.ts';
import { buildTestApp, testDatabase } from './support/test-app.ts';

type Ad = AdJson & { isUrgent: boolean };
type Page = { items: Ad[]; nextCursor: number | null };
type Stats = { days: Array<{ chats: number }>; totals: { chats: number; views: number } };

/**
 * Issue 16's rest (ADR 0036): the "with photo" and «فوری» yes/no filters, chats started in the owner's statistics, and
 * a search that folds Persian spellings and compound words.
 */
describe('the listing flags, chats started and search folding', () => {
  let app: App;
  let db: Db;
  let desk: Awaited<ReturnType<typeof adsDesk>>;

  beforeAll(async () => {
    db = (await testDatabase()).db;
    app = await buildTestApp();
    desk = await adsDesk(app, db);
  });
  afterAll(() => app.close());

  const titles = async (query: string) => {
    const res = await app.inject({ url: `/api/v1/ads?${query}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Page>().items.map((ad) => ad.title);
  };

  it('narrows ads to those with a photo and to urgent ones (the owner’s flag or the package’s), each and together', async () => {
    const owner = await userWithSession(db);
    const urgentPackage = await makePackage(db, { title: 'فوری آزمون', accessPermissions: ['isUrgent'] });
    const mark = `پرچم${Date.now()}`;
    const plain = await desk.live(owner.cookie, { title: `ساده ${mark}` });
    const pictured = await desk.live(owner.cookie, { title: `عکس‌دار ${mark}` });
    const flagged = (await desk.live(owner.cookie, { title: `فوری ${mark}`, is_urgent: 'on' })) as Ad;
    const paid = (await desk.live(owner.cookie, { title: `بسته ${mark}`, package_id: urgentPackage.id })) as Ad;
    // Pictures as an upload leaves them (the media module's own tests upload); the database derives has_photo.
    const picture = [{ id: 1, path: '/images/listing.webp' }];
    for (const ad of [pictured, paid]) await db.update(listings).set({ images: picture }).where(eq(listings.id, ad.id));
    expect(flagged.isUrgent).toBe(true);
    expect(paid.isUrgent).toBe(true);

    const q = `q=${encodeURIComponent(mark)}`;
    expect(await titles(q)).toEqual([paid.title, flagged.title, pictured.title, plain.title]);
    expect(await titles(`${q}&withPhoto=1`)).toEqual([paid.title, pictured.title]);
    expect(await titles(`${q}&urgent=1`)).toEqual([paid.title, flagged.title]);
    expect(await titles(`${q}&urgent=true&withPhoto=1`)).toEqual([paid.title]);
    // Same price: the cheapest sort orders them by id.
    expect(await titles(`${q}&withPhoto=1&sort=cheapest`)).toEqual([pictured.title, paid.title]);
    // The public detail says it too (the card's «فوری» badge reads it).
    const detail = await app.inject({ url: `/api/v1/ads/${flagged.slugId}` });
    expect(detail.json<Ad>().isUrgent).toBe(true);

    // The owner drops the flag: no longer urgent (a free package does not make it so).
    const edited = await app.inject({
      method: 'PUT',
      url: `/api/v1/me/ads/${flagged.id}`,
      headers: { cookie: owner.cookie },
      payload: {
        city_id: desk.city.id,
        package_id: desk.free.id,
        general_sub_sub_category_id: desk.chain.subSub.id,
        title: flagged.title,
        price: 3_500_000,
      },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json<Ad>().isUrgent).toBe(false);
  });

  it('refuses a flag value other than yes, and a flag the vertical does not declare is not a filter there', async () => {
    for (const url of ['/api/v1/ads?withPhoto=yes', '/api/v1/ads?urgent=0', '/api/v1/ads?urgent=1&urgent=1']) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(422);
      expect(res.json().error.code, url).toBe('validation');
    }
    expect((await app.inject({ url: '/api/v1/expert?withPhoto=1' })).statusCode).toBe(200);
  });

  it('counts a chat started about a listing once per conversation turning to it, per Iranian day, to its owner only', async () => {
    const owner = await userWithSession(db);
    const buyer = await userWithSession(db);
    const other = await userWithSession(db);
    const ad = await desk.live(owner.cookie);
    const second = await desk.live(owner.cookie, { title: 'دوچرخه دوم' });
    const send = async (cookie: string, listingId: number | undefined, text: string) => {
      const res = await app.inject({
        method: 'POST',
        url: `/api/v1/me/chats/${owner.user.id}/messages`,
        headers: { cookie },
        payload: listingId === undefined ? { text } : { text, listingId },
      });
      expect(res.statusCode, res.body).toBe(201);
    };
    await send(buyer.cookie, ad.id, 'سلام، هنوز هست؟');
    await send(buyer.cookie, ad.id, 'قیمت آخر؟');
    await send(buyer.cookie, undefined, 'ممنون');
    await send(other.cookie, ad.id, 'سلام');
    // The buyer turns to the second ad, then back: each turn is a chat about that listing.
    await send(buyer.cookie, second.id, 'این یکی چطور؟');
    await send(buyer.cookie, ad.id, 'همان اولی را می‌خواهم');

    const stats = async (id: number, cookie: string) =>
      app.inject({ url: `/api/v1/me/listings/${id}/stats`, headers: { cookie } });
    const mine = (await stats(ad.id, owner.cookie)).json<Stats>();
    expect(mine.totals.chats).toBe(3);
    expect(mine.days.at(-1)!.chats).toBe(3);
    expect((await stats(second.id, owner.cookie)).json<Stats>().totals.chats).toBe(1);
    expect((await stats(ad.id, buyer.cookie)).statusCode).toBe(404);
  });

  it('finds a listing whatever spelling of آ, the ezafe or a compound word the title or the query uses', async () => {
    const owner = await userWithSession(db);
    const mark = `املا${Date.now()}`;
    const laptop = await desk.live(owner.cookie, { title: `لپ تاپ آلمانی ${mark}` });
    const house = await desk.live(owner.cookie, { title: `خانهٔ ویلایی ${mark}` });
    const find = async (query: string) => titles(`q=${encodeURIComponent(`${query} ${mark}`)}`);
    expect(await find('لپتاپ المانی')).toEqual([laptop.title]);
    expect(await find('لپ‌تاپ آلمانی')).toEqual([laptop.title]);
    expect(await find('خانه‌ی ویلایی')).toEqual([house.title]);
    expect(await find('خانۀ')).toEqual([house.title]);
    expect(await find('گوشی')).toEqual([]);
  });
});
