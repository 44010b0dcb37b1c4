import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client.ts';
import type { App } from '../src/http/types.ts';
import { seedPolicies } from '../src/modules/access/access.service.ts';
import { adsDesk, type AdJson } from './factories/ads.ts';
import { userWithSession } from './factories/users.ts';
import { buildTestApp, testDatabase } from './support/test-app.ts';

type Contact = AdJson & { mobile: string | null };

/** Contact by mobile: the owner's number, when their displayMobile allows it, only to a signed-in visitor who asks (ADR 0027). */
describe("a listing's contact mobile", () => {
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

  /** The owner shows or hides their mobile in their profile, as the profile form does. */
  const displayMobile = async (cookie: string, value: 0 | 1) => {
    const res = await app.inject({
      method: 'PUT',
      url: '/api/v1/me/profile',
      headers: { cookie },
      payload: { displayMobile: value },
    });
    expect(res.statusCode).toBe(200);
  };
  const detail = async (slugId: string, cookie?: string) =>
    (await app.inject({ url: `/api/v1/ads/${slugId}`, headers: cookie ? { cookie } : {} })).json<Contact>();

  const reveal = (id: number, cookie?: string) =>
    app.inject({ method: 'POST', url: `/api/v1/listings/${id}/contact`, headers: cookie ? { cookie } : {} });

  it("never answers the owner's mobile on the public detail; a signed-in visitor asks for it while displayMobile is 1", async () => {
    const owner = await userWithSession(db);
    const visitor = await userWithSession(db);
    const ad = await desk.live(owner.cookie);

    await displayMobile(owner.cookie, 1);
    expect((await detail(ad.slugId)).mobile).toBeNull();
    expect((await detail(ad.slugId, visitor.cookie)).mobile).toBeNull();
    // The owner's own page shows it.
    expect((await detail(ad.slugId, owner.cookie)).mobile).toBe(owner.user.mobile);

    expect((await reveal(ad.id)).statusCode).toBe(401);
    const shown = await reveal(ad.id, visitor.cookie);
    expect(shown.statusCode).toBe(200);
    expect(shown.json()).toEqual({ mobile: owner.user.mobile });

    await displayMobile(owner.cookie, 0);
    const hidden = await reveal(ad.id, visitor.cookie);
    expect(hidden.statusCode).toBe(403);
    expect(hidden.json().error.message).toContain('شماره تماس خود را نمایش نمی‌دهد');
    await displayMobile(owner.cookie, 1);
  });

  it('refuses the number of a listing that is not live, or does not exist, with 404', async () => {
    const owner = await userWithSession(db);
    const visitor = await userWithSession(db);
    const pending = await desk.publish(owner.cookie);
    expect((await reveal(pending.id, visitor.cookie)).statusCode).toBe(404);
    expect((await reveal(2_000_000_000, visitor.cookie)).statusCode).toBe(404);
    expect((await reveal(pending.id, owner.cookie)).statusCode).toBe(200);
  });

  it("never puts a mobile on a list card: public lists, search, specials, favorites, the owner's and the queue", async () => {
    const owner = await userWithSession(db);
    const fan = await userWithSession(db);
    await displayMobile(owner.cookie, 1);
    const mark = `تماس${Date.now()}`;
    const ad = await desk.live(owner.cookie, { title: `مبل راحتی هفت نفره ${mark}` });
    await app.inject({
      method: 'POST',
      url: `/api/v1/manager/listings/${ad.id}/special`,
      headers: { cookie: desk.admin },
      payload: { isSpecial: true, specialText: 'فوری' },
    });
    await app.inject({ method: 'PUT', url: `/api/v1/me/favorites/${ad.id}`, headers: { cookie: fan.cookie } });
    // The owner's detail carries it, so the lists below are a fair test.
    expect((await detail(ad.slugId, owner.cookie)).mobile).toBe(owner.user.mobile);

    const cards = async (url: string, cookie?: string) =>
      (await app.inject({ url, headers: cookie ? { cookie } : {} })).json<{ items: Contact[] }>().items;
    for (const [url, cookie] of [
      [`/api/v1/ads?q=${encodeURIComponent(mark)}`, undefined],
      [`/api/v1/ads?city=${desk.city.slug}&category=${desk.chain.category.slug}`, fan.cookie],
      [`/api/v1/ads?special=true&q=${encodeURIComponent(mark)}`, undefined],
      ['/api/v1/me/favorites', fan.cookie],
      ['/api/v1/me/ads', owner.cookie],
      [`/api/v1/manager/listings?q=${encodeURIComponent(mark)}`, desk.admin],
    ] as const) {
      const items = await cards(url, cookie);
      const card = items.find((item) => item.id === ad.id);
      expect(card, url).toBeDefined();
      expect(card!.mobile, url).toBeNull();
      expect(JSON.stringify(items), url).not.toContain(owner.user.mobile);
    }
  });
});
