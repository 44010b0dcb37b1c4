import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InitialDataSchema } from '@shahrbazar/domain/api/app.schema';
import { ListingSchema, listingCursorPageOf } from '@shahrbazar/domain/api/listing.schema';
import { eq } from 'drizzle-orm';
import { CommentStatus } from '@shahrbazar/domain/enums/comment';
import { PlanType } from '@shahrbazar/domain/enums/plans';
import { QueueKind } from '@shahrbazar/domain/enums/queue';
import { ListingStatus } from '@shahrbazar/domain/enums/status';
import type { Db } from '../src/db/client.ts';
import { buildApp } from '../src/app.ts';
import { listings } from '../src/modules/listings/listing.table.ts';
import { seoSettings } from '../src/modules/app/seo.table.ts';
import { comments } from '../src/modules/comments/comment.table.ts';
import { siteMessages } from '../src/modules/site-messages/site-message.table.ts';
import type { App } from '../src/http/types.ts';
import { creditWallet } from '../src/modules/payments/wallet.service.ts';
import { roundsOf } from '../src/jobs/rounds.ts';
import { findUp } from '../src/paths.ts';
import { mountWeb } from '../src/server/web.ts';
import { createServices } from '../src/services.ts';
import { adsDesk } from './factories/ads.ts';
import { shopFixtures, shopSteps } from './factories/orders.ts';
import { products } from '../src/verticals/booth/product.table.ts';
import { clinicDesk } from './factories/clinics.ts';
import { makeCity, makePackage } from './factories/catalogue.ts';
import { billing } from './factories/payments.ts';
import { userWithSession } from './factories/users.ts';
import { uniqueIp, uniqueMobile } from './support/auth.ts';
import { buildTestApp, testConfig, testDatabase } from './support/test-app.ts';

// ADR 0030: anonymous list answers kept a few seconds and dropped on any write; reference data (cities) in memory
// with new rows still found; the compiled serializer of production writing what zod would.
describe('anonymous answer cache and production serialisation', () => {
  let app: App;
  let db: Db;
  let desk: Awaited<ReturnType<typeof adsDesk>>;
  let owner: string;
  beforeAll(async () => {
    db = (await testDatabase()).db;
    app = await buildTestApp({ config: { answerCacheSeconds: 60, validateResponses: false } });
    desk = await adsDesk(app, db);
    owner = (await userWithSession(db)).cookie;
  });
  afterAll(() => app.close());

  const cityList = (headers: Record<string, string> = {}) =>
    app.inject({ url: `/api/v1/ads?city=${desk.city.slug}`, headers });

  it('answers a visitor from the copy with an ETag, and 304 when the visitor has it', async () => {
    await desk.live(owner, { title: 'میز تحریر چوبی' });
    const first = await cityList();
    expect(first.statusCode).toBe(200);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"/);
    expect(first.headers['cache-control']).toContain('s-maxage=60');
    const again = await cityList({ 'accept-encoding': 'br' });
    expect(again.headers.etag).toBe(etag);
    expect(again.headers['content-encoding']).toBe('br');
    const titles = (body: string) =>
      (JSON.parse(body) as { items: Array<{ title: string }> }).items.map((i) => i.title);
    expect(titles(first.body)).toEqual(['میز تحریر چوبی']);
    const revalidated = await cityList({ 'if-none-match': etag });
    expect(revalidated.statusCode).toBe(304);
  });

  it('drops the copy when a listing changes: a new live ad is on the next page a visitor loads', async () => {
    const before = await cityList();
    await desk.live(owner, { title: 'صندلی گردان' });
    const after = await cityList();
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.json<{ items: Array<{ title: string }> }>().items.map((i) => i.title)).toContain('صندلی گردان');
  });

  it('never keeps or serves a copy to a signed-in visitor (their favorites are theirs)', async () => {
    const [ad] = (await cityList()).json<{ items: Array<{ id: number }> }>().items;
    const favorited = await app.inject({
      method: 'PUT',
      url: `/api/v1/me/favorites/${ad!.id}`,
      headers: { cookie: owner },
    });
    expect(favorited.statusCode).toBe(204);
    const mine = await cityList({ cookie: owner });
    expect(mine.headers.etag).toBeUndefined();
    expect(mine.headers['cache-control']).toBe('private, no-store');
    expect(mine.json<{ items: Array<{ id: number; isFavorite: boolean }> }>().items[0]?.isFavorite).toBe(true);
    expect((await cityList()).json<{ items: Array<{ isFavorite: boolean }> }>().items[0]?.isFavorite).toBe(false);
  });

  it('answers a signed-in caller from the kept list too, with their own favourites and listings marked', async () => {
    const seller = await userWithSession(db);
    const reader = await userWithSession(db);
    const ad = await desk.live(seller.cookie, { title: 'کمد دیواری' });
    const favorited = await app.inject({
      method: 'PUT',
      url: `/api/v1/me/favorites/${ad.id}`,
      headers: { cookie: reader.cookie },
    });
    expect(favorited.statusCode).toBe(204);
    await cityList();
    // Changed behind the API's back (nothing dropped): what a signed-in caller reads is the kept list as well.
    await db.update(listings).set({ title: 'کمد دیواری سفید' }).where(eq(listings.id, ad.id));
    type Card = { id: number; title: string; isFavorite: boolean; isMine: boolean };
    const card = async (headers: Record<string, string> = {}) =>
      (await cityList(headers)).json<{ items: Card[] }>().items.find((item) => item.id === ad.id);
    expect(await card({ cookie: reader.cookie })).toMatchObject({
      title: 'کمد دیواری',
      isFavorite: true,
      isMine: false,
    });
    expect(await card({ cookie: seller.cookie })).toMatchObject({
      title: 'کمد دیواری',
      isFavorite: false,
      isMine: true,
    });
    expect(await card()).toMatchObject({ title: 'کمد دیواری', isFavorite: false, isMine: false });
    // A favourite taken back shows on the reader's next list at once (the marks are never kept).
    const removed = await app.inject({
      method: 'DELETE',
      url: `/api/v1/me/favorites/${ad.id}`,
      headers: { cookie: reader.cookie },
    });
    expect(removed.statusCode).toBe(204);
    expect(await card({ cookie: reader.cookie })).toMatchObject({ isFavorite: false });
  });

  it('answers a booth’s products from one kept copy, a visitor’s and a signed-in caller’s with their favourites', async () => {
    const shop = shopSteps(app, db, await shopFixtures(db));
    const { owner: seller, booth } = await shop.sellingBooth();
    const { id } = await shop.product(seller, booth.id, { price: 500_000, count: 3 });
    const reader = await userWithSession(db);
    const favorite = (method: 'PUT' | 'DELETE') =>
      app.inject({ method, url: `/api/v1/me/favorites/products/${id}`, headers: { cookie: reader.cookie } });
    expect((await favorite('PUT')).statusCode).toBe(204);
    const list = (headers: Record<string, string> = {}) =>
      app.inject({ url: `/api/v1/products?booth=${booth.name}`, headers });
    const first = await list();
    expect(first.headers['cache-control']).toContain('s-maxage=60');
    type Item = { id: number; title: string; isFavorite: boolean };
    const { title } = first.json<{ items: Item[] }>().items.find((one) => one.id === id)!;
    // Changed behind the API's back (nothing dropped): every caller reads the kept copy.
    await db.update(products).set({ title: 'کیف چرمی قهوه‌ای' }).where(eq(products.id, id));
    const item = async (headers: Record<string, string> = {}) =>
      (await list(headers)).json<{ items: Item[] }>().items.find((one) => one.id === id);
    expect(await item()).toMatchObject({ title, isFavorite: false });
    expect(await item({ cookie: reader.cookie })).toMatchObject({ title, isFavorite: true });
    expect(await item({ cookie: seller.cookie })).toMatchObject({ title, isFavorite: false });
    expect((await list({ cookie: reader.cookie })).headers['cache-control']).toBe('private, no-store');
    // A signed-in write drops the copy: the favourite taken back and the title changed show on the next list.
    expect((await favorite('DELETE')).statusCode).toBe(204);
    expect(await item({ cookie: reader.cookie })).toMatchObject({ title: 'کیف چرمی قهوه‌ای', isFavorite: false });
  });

  it('keeps how many follow a listing for visitors until someone follows it', async () => {
    const ad = await desk.live(owner, { title: 'دوچرخه کوهستان' });
    const state = (cookie?: string) =>
      app.inject({ url: `/api/v1/follows/listing/${ad.id}`, headers: cookie ? { cookie } : {} });
    const first = await state();
    expect(first.headers['cache-control']).toContain('s-maxage=60');
    expect(first.json()).toEqual({ followers: 0, isFollow: false });
    const follower = await userWithSession(db);
    const followed = await app.inject({
      method: 'PUT',
      url: `/api/v1/me/follows/listing/${ad.id}`,
      headers: { cookie: follower.cookie },
    });
    expect(followed.statusCode, followed.body).toBe(200);
    expect((await state()).json()).toEqual({ followers: 1, isFollow: false });
    expect((await state(follower.cookie)).json()).toEqual({ followers: 1, isFollow: true });
  });

  it('answers a listing’s page from the copy everyone sees, with the views of now and the caller’s own marks', async () => {
    const seller = await userWithSession(db);
    const reader = await userWithSession(db);
    const ad = await desk.live(seller.cookie, { title: 'میز ناهارخوری' });
    type Detail = { title: string; views: number; isFavorite: boolean; isMine: boolean; mobile: string | null };
    const detail = async (headers: Record<string, string> = {}, ip = uniqueIp()) =>
      (await app.inject({ url: `/api/v1/ads/${ad.slugId}`, headers, remoteAddress: ip })).json<Detail>();
    expect(await detail({}, '10.7.0.1')).toMatchObject({ title: 'میز ناهارخوری', views: 1 });
    // Changed behind the API's back: a visitor reads the kept copy, yet each visit is counted and shown as it stands.
    await db.update(listings).set({ title: 'میز پنهان' }).where(eq(listings.id, ad.id));
    expect(await detail({}, '10.7.0.2')).toMatchObject({ title: 'میز ناهارخوری', views: 2 });
    expect(await detail({}, '10.7.0.1')).toMatchObject({ title: 'میز ناهارخوری', views: 2 });
    const favorited = await app.inject({
      method: 'PUT',
      url: `/api/v1/me/favorites/${ad.id}`,
      headers: { cookie: reader.cookie },
    });
    expect(favorited.statusCode).toBe(204);
    expect(await detail({ cookie: reader.cookie })).toMatchObject({
      title: 'میز ناهارخوری',
      views: 3,
      isFavorite: true,
      isMine: false,
      mobile: null,
    });
    expect(await detail()).toMatchObject({ views: 4, isFavorite: false });
    // Its owner reads the listing itself (and is not counted).
    expect(await detail({ cookie: seller.cookie })).toMatchObject({ title: 'میز پنهان', views: 4, isMine: true });
    // Taken down by its owner: gone for visitors at once, though a copy was kept.
    const down = await app.inject({
      method: 'POST',
      url: `/api/v1/me/ads/${ad.id}/status`,
      headers: { cookie: seller.cookie },
      payload: { status: ListingStatus.inactive },
    });
    expect(down.statusCode, down.body).toBe(200);
    expect((await app.inject({ url: `/api/v1/ads/${ad.slugId}` })).statusCode).toBe(404);
  });

  it('keeps an item’s approved comments and rating for everyone; the caller’s own score is read for each call', async () => {
    const seller = await userWithSession(db);
    const ali = await userWithSession(db, { name: 'علی' });
    const ad = await desk.live(seller.cookie, { title: 'گلدان سفالی' });
    const posted = await app.inject({
      method: 'POST',
      url: '/api/v1/comments',
      headers: { cookie: ali.cookie },
      payload: { type: 'ads', item_id: ad.id, description: 'بسته‌بندی خوب بود', score: 5 },
    });
    expect(posted.statusCode, posted.body).toBe(201);
    const id = posted.json<{ id: number }>().id;
    const approved = await app.inject({
      method: 'POST',
      url: `/api/v1/manager/comments/${id}/status`,
      headers: { cookie: desk.admin },
      payload: { status: CommentStatus.approved },
    });
    expect(approved.statusCode).toBe(200);
    type Thread = { items: Array<{ description: string; score: number }>; myScore: number | null };
    const thread = async (headers: Record<string, string> = {}) =>
      (await app.inject({ url: `/api/v1/comments?type=ads&item_id=${ad.id}`, headers })).json<Thread>();
    expect((await thread()).items.map((item) => item.description)).toEqual(['بسته‌بندی خوب بود']);
    // Changed behind the API's back: the thread is the kept one, the caller's own score is read now.
    await db.update(comments).set({ description: 'متن پنهان', score: 3 }).where(eq(comments.id, id));
    const mine = await thread({ cookie: ali.cookie });
    expect(mine.items.map((item) => [item.description, item.score])).toEqual([['بسته‌بندی خوب بود', 5]]);
    expect(mine.myScore).toBe(3);
    expect((await thread()).items[0]?.description).toBe('بسته‌بندی خوب بود');
  });

  it('keeps a page type’s SEO and the site messages for everyone, signed in or not, until a manager writes', async () => {
    const reader = await userWithSession(db);
    const seo = async (headers: Record<string, string> = {}) =>
      (await app.inject({ url: '/api/v1/seo/home', headers })).json<{ title: string }>().title;
    const messages = async (headers: Record<string, string> = {}) =>
      (await app.inject({ url: '/api/v1/site-messages?location=home', headers }))
        .json<{ items: Array<{ title: string }> }>()
        .items.map((item) => item.title);
    const saveHomeSeo = async (title: string) => {
      const saved = await app.inject({
        method: 'PUT',
        url: '/api/v1/manager/seo/home',
        headers: { cookie: desk.admin },
        payload: { title },
      });
      expect(saved.statusCode).toBe(200);
    };
    await saveHomeSeo('شهربازار تبریز');
    const posted = await app.inject({
      method: 'POST',
      url: '/api/v1/manager/site-messages',
      headers: { cookie: desk.admin },
      payload: { title: 'تعطیلی جمعه', category: 'notice', location: 'home', description: 'پشتیبانی پاسخ نمی‌دهد' },
    });
    expect(posted.statusCode).toBe(201);
    expect(await seo({ cookie: reader.cookie })).toBe('شهربازار تبریز');
    expect(await messages()).toContain('تعطیلی جمعه');
    // Changed behind the API's back: both are answered from the kept copies, to a visitor and a signed-in reader.
    await db.update(seoSettings).set({ title: 'نوشته پنهان' }).where(eq(seoSettings.type, 'home'));
    await db.update(siteMessages).set({ title: 'پیام پنهان' }).where(eq(siteMessages.title, 'تعطیلی جمعه'));
    expect(await seo()).toBe('شهربازار تبریز');
    expect(await seo({ cookie: reader.cookie })).toBe('شهربازار تبریز');
    expect(await messages({ cookie: reader.cookie })).toContain('تعطیلی جمعه');
    // A manager's write drops them: the next reader sees the database.
    await saveHomeSeo('شهربازار');
    expect(await seo({ cookie: reader.cookie })).toBe('شهربازار');
    expect(await messages()).toContain('پیام پنهان');
  });

  it('finds a city added after the cities were read into memory', async () => {
    await cityList();
    const city = await makeCity(db);
    const res = await app.inject({ url: `/api/v1/ads?city=${city.slug}` });
    expect(res.statusCode).toBe(200);
    expect(res.json<{ items: unknown[] }>().items).toEqual([]);
    const ad = await desk.live(owner, { city_id: city.id, title: 'کتابخانه فلزی' });
    const listed = await app.inject({ url: `/api/v1/ads?city=${city.slug}` });
    expect(listed.json<{ items: Array<{ id: number; city: { slug: string } }> }>().items[0]).toMatchObject({
      id: ad.id,
      city: { slug: city.slug },
    });
  });

  it('a write without a session drops nothing; a signed-in write drops the copies', async () => {
    let drops = 0;
    app.answerCache.invalidation.onDrop(() => drops++);
    const kept = await cityList();
    for (let n = 0; n < 20; n++) {
      const quote = await app.inject({ method: 'POST', url: '/api/v1/basket/quote', payload: { lines: [] } });
      expect(quote.statusCode).toBe(200);
    }
    const code = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/otp',
      payload: { mobile: uniqueMobile() },
      remoteAddress: uniqueIp(),
    });
    expect(code.statusCode).toBe(200);
    expect(drops).toBe(0);
    // A signed-in caller's sign-out changes nothing a visitor sees either.
    const session = await userWithSession(db);
    expect(
      (await app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: { cookie: session.cookie } }))
        .statusCode,
    ).toBe(204);
    expect(drops).toBe(0);
    // Nor does a favourite: it is the user's own, and visitors' copies never show it.
    const [ad] = kept.json<{ items: Array<{ id: number }> }>().items;
    const favorite = await app.inject({
      method: 'PUT',
      url: `/api/v1/me/favorites/${ad!.id}`,
      headers: { cookie: owner },
    });
    expect(favorite.statusCode).toBe(204);
    expect(drops).toBe(0);
    expect((await cityList()).headers.etag).toBe(kept.headers.etag);
    // A listing published and approved: the next visitor sees it.
    await desk.live(owner, { title: 'قفسه کتاب' });
    expect(drops).toBeGreaterThan(0);
    expect((await cityList()).json<{ items: Array<{ title: string }> }>().items.map((i) => i.title)).toContain(
      'قفسه کتاب',
    );
  });

  it('an owner’s write to a listing drops its own section’s kept lists, not another section’s', async () => {
    const doctors = await clinicDesk(app, db);
    const doctor = await userWithSession(db, { name: 'دکتر نگه‌داشته' });
    const clinic = (await doctors.publish(doctor.cookie, { title: 'دکتر پیش از تغییر' })).json<{ id: number }>();
    expect((await doctors.approve(clinic.id)).statusCode).toBe(200);
    const titles = async (url: string) =>
      (await app.inject({ url })).json<{ items: Array<{ title: string }> }>().items.map((item) => item.title);
    const doctorsList = `/api/v1/clinic?city=${doctors.city.slug}`;
    const ad = await desk.live(owner, { title: 'کمد دو در' });
    expect(await titles(doctorsList)).toEqual(['دکتر پیش از تغییر']);
    expect(await titles(`/api/v1/ads?city=${desk.city.slug}`)).toContain('کمد دو در');
    // Changed behind the copies' back (no request): a kept list still shows the old title, a fresh one the new.
    await db.update(listings).set({ title: 'دکتر پس از تغییر' }).where(eq(listings.id, clinic.id));
    // The ad's owner takes it down: the ads list drops it at once; the doctors' kept list stays kept.
    const down = await app.inject({
      method: 'POST',
      url: `/api/v1/me/ads/${ad.id}/status`,
      headers: { cookie: owner },
      payload: { status: ListingStatus.inactive },
    });
    expect(down.statusCode, down.body).toBe(200);
    expect(await titles(`/api/v1/ads?city=${desk.city.slug}`)).not.toContain('کمد دو در');
    expect(await titles(doctorsList)).toEqual(['دکتر پیش از تغییر']);
    // A write that names no section (a manager's decision) drops every kept list.
    await desk.live(owner, { title: 'میز ناهارخوری' });
    expect(await titles(doctorsList)).toEqual(['دکتر پس از تغییر']);
  });

  it('a bump paid from the wallet and its daily lift drop their vertical’s kept lists, not another section’s (ADR 0107)', async () => {
    const { user, cookie } = await userWithSession(db);
    const city = await makeCity(db);
    const ads = async () =>
      (await app.inject({ url: `/api/v1/ads?city=${city.slug}` })).json<{ items: Array<{ id: number }> }>().items;
    const idsOfAds = async () => (await ads()).map((item) => item.id);
    const older = await desk.live(cookie, { city_id: city.id, title: 'گلدان سفالی' });
    const newer = await desk.live(cookie, { city_id: city.id, title: 'فرش دستباف' });
    const ladder = await makePackage(db, {
      planType: PlanType.subscription,
      title: 'نردبان ۷ روزه',
      price: 20_000,
      days: 7,
      accessPermissions: ['ladder'],
    });
    // Another section's list a visitor has kept, changed behind its back: while it is kept it shows the old title.
    const doctors = await clinicDesk(app, db);
    const doctor = await userWithSession(db, { name: 'دکتر نردبان' });
    const clinic = (await doctors.publish(doctor.cookie, { title: 'دکتر پیش از نردبان' })).json<{ id: number }>();
    expect((await doctors.approve(clinic.id)).statusCode).toBe(200);
    const doctorsList = async () =>
      (await app.inject({ url: `/api/v1/clinic?city=${doctors.city.slug}` }))
        .json<{ items: Array<{ title: string }> }>()
        .items.map((item) => item.title);

    // The owner buys «نردبان» for the older ad, to pay it from the wallet.
    await creditWallet(db, { userId: user.id, paymentId: null, amount: ladder.price, kind: 'charge' });
    const bought = await app.inject({
      method: 'POST',
      url: `/api/v1/me/ads/${older.id}/purchases`,
      headers: { cookie },
      payload: { kind: 'bump', package_id: ladder.id },
    });
    expect(bought.statusCode, bought.body).toBe(201);
    expect(await idsOfAds()).toEqual([newer.id, older.id]);
    expect(await doctorsList()).toEqual(['دکتر پیش از نردبان']);
    await db.update(listings).set({ title: 'دکتر پس از نردبان' }).where(eq(listings.id, clinic.id));
    const paid = await billing(app).pay(cookie, bought.json<{ id: number }>().id, 'wallet');
    expect(paid.statusCode, paid.body).toBe(200);

    // The next visitor sees the bumped ad first; the doctors' list is still the kept one.
    expect(await idsOfAds()).toEqual([older.id, newer.id]);
    expect(await doctorsList()).toEqual(['دکتر پیش از نردبان']);

    // A day later something newer is above it in the kept list, until the day's lift round lifts it again.
    const newest = await desk.live(cookie, { city_id: city.id, title: 'چراغ مطالعه' });
    expect(await idsOfAds()).toEqual([newest.id, older.id, newer.id]);
    // (Its approval, a manager's decision, dropped every copy: the doctors' list is kept anew, then changed again.)
    expect(await doctorsList()).toEqual(['دکتر پس از نردبان']);
    await db.update(listings).set({ title: 'دکتر پس از بالا رفتن' }).where(eq(listings.id, clinic.id));
    const lift = roundsOf({}, { warn: () => {}, error: () => {} }, app.answerCache.invalidation)[
      QueueKind.liftBumpedListings
    ]!;
    expect(await lift(db, new Date(Date.now() + 24 * 60 * 60_000 + 60_000))).toBeGreaterThanOrEqual(1);
    expect(await idsOfAds()).toEqual([older.id, newest.id, newer.id]);
    expect(await doctorsList()).toEqual(['دکتر پس از نردبان']);
  });

  it('writes with the compiled serializer exactly what the zod schema accepts', async () => {
    const list = await cityList();
    const page = listingCursorPageOf(ListingSchema.loose()).parse(JSON.parse(list.body));
    expect(page.items.length).toBeGreaterThan(0);
    const detail = await app.inject({ url: `/api/v1/ads/${page.items[0]!.slugId}` });
    expect(detail.statusCode).toBe(200);
    expect(ListingSchema.loose().parse(detail.json()).status).toBe(ListingStatus.active);
    // The initial data every page asks for, signed in (never from the copy): what zod itself would write.
    const initial = await app.inject({ url: '/api/v1/app/initial-data', headers: { cookie: owner } });
    expect(initial.statusCode).toBe(200);
    const parsed = InitialDataSchema.parse(initial.json());
    expect(parsed.cities.length).toBeGreaterThan(0);
    expect(initial.body).toBe(JSON.stringify(InitialDataSchema.encode(parsed)));
  });
});

// Issue 34: 40 POST /locale in a row each emptied every kept page (a re-render of 273 ms instead of 2-3 ms), so one
// script could keep the site cold. A page's form post drops nothing itself; anonymous posts are limited per address.
// Serves the built web (`npm run build`, which `npm test` runs before this stage), as page-weight.test.ts does.
describe('kept pages and anonymous form posts', () => {
  let app: App;
  beforeAll(async () => {
    const config = testConfig({ answerCacheSeconds: 60, validateResponses: false });
    app = await buildApp(
      {
        config,
        database: await testDatabase(),
        services: createServices(config, { info: () => {} }),
        version: '0.0.0-test',
        startedAt: Date.now(),
      },
      { logger: false },
    );
    const webDir = findUp(path.join('apps', 'web', 'build'), path.join('server', 'index.js'));
    if (!webDir) throw new Error('The web build (apps/web/build) is missing: run `npm run build` first');
    await mountWeb(app, webDir, { anonymousPostsPerMinute: 45 });
    await app.ready();
  }, 120_000);
  afterAll(() => app.close());

  const switchLocale = () =>
    app.inject({
      method: 'POST',
      url: '/locale',
      payload: 'locale=en&redirectTo=%2Fads%2Flist',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://localhost' },
      remoteAddress: '10.34.0.1',
    });

  it('40 locale switches in a row leave the kept page kept; the address is then limited', async () => {
    const first = await app.inject({ url: '/ads/list' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toContain('s-maxage');
    const kept = await app.inject({ url: '/ads/list' });
    expect(kept.headers.age).toBeDefined();
    for (let n = 0; n < 40; n++) expect((await switchLocale()).statusCode).toBe(303);
    // Answered from the copy (an Age header), not rendered anew.
    const after = await app.inject({ url: '/ads/list' });
    expect(after.statusCode).toBe(200);
    expect(after.headers.age).toBeDefined();
    // 45 a minute from one address to one page: the 46th is refused, another address still switches.
    for (let n = 40; n < 45; n++) expect((await switchLocale()).statusCode).toBe(303);
    const limited = await switchLocale();
    expect(limited.statusCode).toBe(429);
    const other = await app.inject({
      method: 'POST',
      url: '/locale',
      payload: 'locale=en',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://localhost' },
      remoteAddress: '10.34.0.2',
    });
    expect(other.statusCode).toBe(303);
  });
});
