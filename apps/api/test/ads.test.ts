import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PackageType, PlanType } from '@shahrbazar/domain/enums/plans';
import { ListingStatus } from '@shahrbazar/domain/enums/status';
import { eq } from 'drizzle-orm';
import type { Db } from '../src/db/client.ts';
import type { App } from '../src/http/types.ts';
import { seedPolicies } from '../src/modules/access/access.service.ts';
import { subscriptions } from '../src/modules/packages/package.table.ts';
import { makeCategoryChain, makeCity, makeImageFile, makePackage } from './factories/catalogue.ts';
import { adminSession, userWithSession } from './factories/users.ts';
import { buildTestApp, testDatabase } from './support/test-app.ts';

type Json = Record<string, unknown> & { id: number; slugId: string; status: number };

describe('classified ads on the listing core', () => {
  let app: App;
  let db: Db;
  let admin: string;
  let city: Awaited<ReturnType<typeof makeCity>>;
  let chain: Awaited<ReturnType<typeof makeCategoryChain>>;
  let free: Awaited<ReturnType<typeof makePackage>>;
  let paid: Awaited<ReturnType<typeof makePackage>>;

  beforeAll(async () => {
    db = (await testDatabase()).db;
    await seedPolicies(db);
    app = await buildTestApp();
    admin = (await adminSession(db)).cookie;
    city = await makeCity(db);
    chain = await makeCategoryChain(db);
    free = await makePackage(db);
    paid = await makePackage(db, { planType: PlanType.subscription, price: 50_000, title: 'نردبان' });
  });
  afterAll(() => app.close());

  const owner = () => userWithSession(db);
  const body = (overrides: Record<string, unknown> = {}) => ({
    city_id: city.id,
    package_id: free.id,
    general_sub_sub_category_id: chain.subSub.id,
    title: 'لپ‌تاپ ایسوس مدل ۱۴۰۲ در حد نو',
    description: 'کم‌کار، با کارتن و فاکتور',
    price: '۲۵٬۰۰۰٬۰۰۰'.replace(/[۰-۹]/g, (d) => String('۰۱۲۳۴۵۶۷۸۹'.indexOf(d))),
    tags: JSON.stringify(['لپ تاپ', 'ایسوس']),
    latitude: 38.25,
    longitude: 48.29,
    ...overrides,
  });
  const publish = async (cookie: string, overrides: Record<string, unknown> = {}) =>
    app.inject({ method: 'POST', url: '/api/v1/me/ads', headers: { cookie }, payload: body(overrides) });
  const approve = (id: number) =>
    app.inject({
      method: 'POST',
      url: `/api/v1/manager/listings/${id}/status`,
      headers: { cookie: admin },
      payload: { status: ListingStatus.active },
    });

  it('publishes with a free package into review, shows it only after approval, in its city and categories', async () => {
    const { user, cookie } = await owner();
    const images = [
      await makeImageFile(db, user.id),
      await makeImageFile(db, user.id),
      await makeImageFile(db, user.id),
    ];
    const res = await publish(cookie, {
      images: JSON.stringify([{ id: -1, path: images[2]!.path }, { id: images[0]!.id }, { id: images[1]!.id }]),
    });
    expect(res.statusCode).toBe(201);
    const ad = res.json<Json & { images: Array<{ id: number }>; image: string; price: number }>();
    expect(ad.status).toBe(ListingStatus.pending);
    expect(ad.price).toBe(25_000_000);
    // The entry with id -1 is the main image and comes first.
    expect(ad.images.map((image) => image.id)).toEqual([images[2]!.id, images[0]!.id, images[1]!.id]);
    expect(ad.image).toBe(images[2]!.path);

    const listPath = `/api/v1/ads?city=${city.slug}&category=${chain.category.slug}&subSubCategory=${chain.subSub.slug}`;
    expect((await app.inject({ url: listPath })).json().items).toHaveLength(0);
    expect((await app.inject({ url: `/api/v1/ads/${ad.slugId}` })).statusCode).toBe(404);

    expect((await approve(ad.id)).statusCode).toBe(200);
    const listed = (await app.inject({ url: listPath })).json<{ items: Json[] }>().items;
    expect(listed.map((item) => item.id)).toEqual([ad.id]);
    const detail = (await app.inject({ url: `/api/v1/ads/${ad.slugId}` })).json();
    expect(detail.generalSubSubCategory.slug).toBe(chain.subSub.slug);
    expect(detail.city.slug).toBe(city.slug);
    expect(detail.tags.map((tag: { title: string }) => tag.title)).toEqual(['لپ تاپ', 'ایسوس']);
  });

  it('starts a listing with a paid package awaiting payment, and a manager cannot approve it before payment', async () => {
    const { cookie } = await owner();
    const ad = (await publish(cookie, { package_id: paid.id })).json<Json>();
    expect(ad.status).toBe(ListingStatus.awaitingPayment);
    const res = await approve(ad.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBeTruthy();

    // The owner cannot skip the payment by sending the unpaid listing for review…
    const skip = await app.inject({
      method: 'POST',
      url: `/api/v1/me/ads/${ad.id}/status`,
      headers: { cookie },
      payload: { status: ListingStatus.pending },
    });
    expect(skip.statusCode).toBe(409);
    expect((await app.inject({ url: `/api/v1/me/ads/${ad.id}`, headers: { cookie } })).json().status).toBe(
      ListingStatus.awaitingPayment,
    );
    // …only by switching it to a free package.
    const switched = await app.inject({
      method: 'PUT',
      url: `/api/v1/me/ads/${ad.id}`,
      headers: { cookie },
      payload: body({ package_id: free.id }),
    });
    expect(switched.statusCode).toBe(200);
    expect(switched.json().status).toBe(ListingStatus.pending);
  });

  it('gives an approved free ad its subscription, and offers renewal only once its days have run out', async () => {
    const { cookie } = await owner();
    const ad = (await publish(cookie)).json<Json>();
    const approved = (await approve(ad.id)).json<{ subscription: { remainingTime: number; id: number } | null }>();
    expect(approved.subscription?.remainingTime).toBe(free.days);
    const mine = () =>
      app
        .inject({ url: `/api/v1/me/ads/${ad.id}`, headers: { cookie } })
        .then((res) => res.json<{ renewalOffered: boolean; subscription: { remainingTime: number } }>());
    expect((await mine()).renewalOffered).toBe(false);

    const longAgo = new Date(Date.now() - (free.days + 1) * 24 * 60 * 60 * 1000);
    await db.update(subscriptions).set({ startDate: longAgo }).where(eq(subscriptions.id, approved.subscription!.id));
    const expired = await mine();
    expect(expired.subscription.remainingTime).toBeLessThanOrEqual(0);
    expect(expired.renewalOffered).toBe(true);

    // Renewing: the owner saves the ad again with its free package, it goes to review, and its approval starts a
    // new term of the package's days.
    const saved = await app.inject({
      method: 'PUT',
      url: `/api/v1/me/ads/${ad.id}`,
      headers: { cookie },
      payload: body({ package_id: free.id }),
    });
    expect(saved.json().status).toBe(ListingStatus.pending);
    const renewed = (await approve(ad.id)).json<{ subscription: { remainingTime: number; id: number } }>();
    expect(renewed.subscription.id).toBe(approved.subscription!.id);
    expect(renewed.subscription.remainingTime).toBe(free.days);
    expect((await mine()).renewalOffered).toBe(false);
  });

  it('finds ads by Persian-normalised search: Arabic letters, Persian digits, a space for a ZWNJ', async () => {
    const { cookie } = await owner();
    const ad = (
      await publish(cookie, { title: `کتاب درسی کنکور ۱۴۰۲ ${Date.now()}`, description: 'چاپ جدید', tags: '[]' })
    ).json<Json>();
    await approve(ad.id);
    const found = async (q: string) =>
      (await app.inject({ url: `/api/v1/ads?q=${encodeURIComponent(q)}` }))
        .json<{ items: Json[] }>()
        .items.map((item) => item.id);
    expect(await found('كتاب')).toContain(ad.id);
    expect(await found('1402')).toContain(ad.id);
    expect(await found('لپ تاپ')).not.toContain(ad.id);
    const laptop = (await publish(cookie, { title: `لپ‌تاپ لنوو ${Date.now()}` })).json<Json>();
    await approve(laptop.id);
    expect(await found('لپ تاپ لنوو')).toContain(laptop.id);
  });

  it('counts a view once per visitor per day, and not the owner', async () => {
    const { cookie } = await owner();
    const ad = (await publish(cookie)).json<Json>();
    await approve(ad.id);
    const view = (ip: string, headers: Record<string, string> = {}) =>
      app.inject({ url: `/api/v1/ads/${ad.slugId}`, remoteAddress: ip, headers });
    await view('10.1.1.1');
    await view('10.1.1.1');
    await view('10.1.1.2');
    await view('10.1.1.3', { cookie });
    expect((await view('10.1.1.2')).json().views).toBe(2);
  });

  it('lets no one but the owner edit, delete or see a listing in review; guests need to sign in', async () => {
    const { cookie } = await owner();
    const stranger = await owner();
    const ad = (await publish(cookie)).json<Json>();
    const put = await app.inject({
      method: 'PUT',
      url: `/api/v1/me/ads/${ad.id}`,
      headers: { cookie: stranger.cookie },
      payload: body({ title: 'ربوده شده' }),
    });
    expect(put.statusCode).toBe(404);
    const del = await app.inject({
      method: 'DELETE',
      url: `/api/v1/me/ads/${ad.id}`,
      headers: { cookie: stranger.cookie },
    });
    expect(del.statusCode).toBe(404);
    expect(
      (await app.inject({ url: `/api/v1/me/ads/${ad.id}`, headers: { cookie: stranger.cookie } })).statusCode,
    ).toBe(404);
    expect((await app.inject({ method: 'POST', url: '/api/v1/me/ads', payload: body() })).statusCode).toBe(401);
    // The owner's own answer is untouched.
    expect((await app.inject({ url: `/api/v1/me/ads/${ad.id}`, headers: { cookie } })).json().title).toBe(body().title);
  });

  it('answers bad input with 422 in the one error shape, never 500', async () => {
    const { cookie } = await owner();
    const other = await owner();
    const othersImage = await makeImageFile(db, other.user.id);
    const jobsPackage = await makePackage(db, { type: PackageType.work });
    const otherTree = await makeCategoryChain(db, 'work');
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ general_sub_sub_category_id: undefined }, 'general_sub_sub_category_id'],
      [{ general_sub_sub_category_id: otherTree.subSub.id }, 'general_sub_sub_category_id'],
      [{ city_id: 999_999 }, 'city_id'],
      [{ city_id: 'اردبیل' }, 'city_id'],
      [{ package_id: jobsPackage.id }, 'package_id'],
      [{ images: JSON.stringify([{ id: othersImage.id }]) }, 'images'],
      [{ images: '[not json' }, 'images'],
      [{ title: 'ab' }, 'title'],
      [{ price: -5 }, 'price'],
      [{ tags: JSON.stringify(Array.from({ length: 11 }, (_, i) => `t${i}`)) }, 'tags'],
    ];
    for (const [overrides, field] of cases) {
      const res = await publish(cookie, overrides);
      expect(res.statusCode, field).toBe(422);
      expect(res.json().error.code).toBe('validation');
      expect(Object.keys(res.json().error.fields ?? {}), field).toContain(field);
    }
    const malformed = await app.inject({
      method: 'POST',
      url: '/api/v1/me/ads',
      headers: { cookie, 'content-type': 'application/json' },
      payload: '{"title":',
    });
    expect(malformed.statusCode).toBe(400);
    expect((await app.inject({ url: '/api/v1/ads?page=0' })).statusCode).toBe(422);
    expect((await app.inject({ url: '/api/v1/ads/not-a-slug!' })).statusCode).toBe(422);
  });

  it('rejects with a message the owner reads, and the owner sends it for review again', async () => {
    const { cookie } = await owner();
    const ad = (await publish(cookie)).json<Json>();
    const rejected = await app.inject({
      method: 'POST',
      url: `/api/v1/manager/listings/${ad.id}/status`,
      headers: { cookie: admin },
      payload: { status: ListingStatus.inactive, message: 'تصویر واقعی کالا را بگذارید' },
    });
    expect(rejected.statusCode).toBe(200);
    const mine = (await app.inject({ url: `/api/v1/me/ads/${ad.id}`, headers: { cookie } })).json();
    expect(mine.status).toBe(ListingStatus.inactive);
    expect(mine.moderationMessage).toBe('تصویر واقعی کالا را بگذارید');
    const again = await app.inject({
      method: 'POST',
      url: `/api/v1/me/ads/${ad.id}/status`,
      headers: { cookie },
      payload: { status: ListingStatus.pending },
    });
    expect(again.json().status).toBe(ListingStatus.pending);
    const selfApprove = await app.inject({
      method: 'POST',
      url: `/api/v1/me/ads/${ad.id}/status`,
      headers: { cookie },
      payload: { status: ListingStatus.active },
    });
    expect(selfApprove.statusCode).toBe(409);
  });

  it('keeps favorites of any listing per user, and a pending listing of someone else cannot be favorited', async () => {
    const { cookie } = await owner();
    const fan = await owner();
    const ad = (await publish(cookie)).json<Json>();
    const fav = () =>
      app.inject({ method: 'PUT', url: `/api/v1/me/favorites/${ad.id}`, headers: { cookie: fan.cookie } });
    expect((await fav()).statusCode).toBe(404);
    await approve(ad.id);
    expect((await fav()).statusCode).toBe(204);
    expect((await fav()).statusCode).toBe(204);
    const list = (await app.inject({ url: '/api/v1/me/favorites', headers: { cookie: fan.cookie } })).json();
    expect(list.items.map((item: Json) => item.id)).toEqual([ad.id]);
    expect(list.items[0].isFavorite).toBe(true);
    const detail = (await app.inject({ url: `/api/v1/ads/${ad.slugId}`, headers: { cookie: fan.cookie } })).json();
    expect(detail.isFavorite).toBe(true);
    await app.inject({ method: 'DELETE', url: `/api/v1/me/favorites/${ad.id}`, headers: { cookie: fan.cookie } });
    expect((await app.inject({ url: '/api/v1/me/favorites', headers: { cookie: fan.cookie } })).json().items).toEqual(
      [],
    );
  });

  it('pages with "more": a cursor continues exactly where the page ended', async () => {
    const { cookie } = await owner();
    const mark = `صفحه‌بندی${Date.now()}`;
    for (let i = 0; i < 5; i++) {
      const ad = (await publish(cookie, { title: `${mark} شماره ${i}` })).json<Json>();
      await approve(ad.id);
    }
    const first = (await app.inject({ url: `/api/v1/ads?q=${encodeURIComponent(mark)}&perPage=3` })).json();
    expect(first.items).toHaveLength(3);
    // A public list is a cursor page (ADR 0117): not counted, so no total and no lastPage to misread.
    expect(first).not.toHaveProperty('lastPage');
    expect(first).not.toHaveProperty('total');
    expect(first.nextCursor).toBe(first.items[2].id);
    const next = (
      await app.inject({ url: `/api/v1/ads?q=${encodeURIComponent(mark)}&perPage=3&cursor=${first.nextCursor}` })
    ).json();
    const second = (await app.inject({ url: `/api/v1/ads?q=${encodeURIComponent(mark)}&perPage=3&page=2` })).json();
    expect(next.items.map((item: Json) => item.id)).toEqual(second.items.map((item: Json) => item.id));
    expect(next.items).toHaveLength(2);
    expect(next.nextCursor).toBeNull();
  });
});
