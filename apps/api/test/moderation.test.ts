import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ListingStatus } from '@shahrbazar/domain/enums/status';
import type { Db } from '../src/db/client.ts';
import type { App } from '../src/http/types.ts';
import { seedPolicies } from '../src/modules/access/access.service.ts';
import { adsDesk, type AdJson } from './factories/ads.ts';
import { userWithSession } from './factories/users.ts';
import { buildTestApp, testDatabase } from './support/test-app.ts';

/** The back office's moderation of a live listing: deactivate with a message, mark special, delete. */
describe('moderation of listings', () => {
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

  const publicIds = async (query: string) =>
    (await app.inject({ url: `/api/v1/ads?${query}` })).json<{ items: AdJson[] }>().items.map((item) => item.id);

  it('deactivates a live ad with a message: gone from the public, the owner reads why', async () => {
    const { cookie } = await userWithSession(db);
    const mark = `غیرفعال${Date.now()}`;
    const ad = await desk.live(cookie, { title: `میز تحریر چوبی ${mark}` });
    expect(await publicIds(`q=${encodeURIComponent(mark)}`)).toEqual([ad.id]);

    const message = 'عکس آگهی با کالا هم‌خوانی ندارد';
    const res = await desk.moderate(ad.id, ListingStatus.inactive, message);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: ListingStatus.inactive, moderationMessage: message });

    expect(await publicIds(`q=${encodeURIComponent(mark)}`)).toEqual([]);
    expect((await app.inject({ url: `/api/v1/ads/${ad.slugId}` })).statusCode).toBe(404);
    const mine = (await app.inject({ url: `/api/v1/me/ads/${ad.id}`, headers: { cookie } })).json<AdJson>();
    expect(mine).toMatchObject({ status: ListingStatus.inactive, moderationMessage: message });
    const list = (await app.inject({ url: '/api/v1/me/ads', headers: { cookie } })).json<{ items: AdJson[] }>();
    expect(list.items.find((item) => item.id === ad.id)).toMatchObject({ moderationMessage: message });
  });

  it('marks a live ad special with its text: it is in the special list, and unmarking takes it out', async () => {
    const { cookie } = await userWithSession(db);
    const mark = `ویژه${Date.now()}`;
    const ordinary = await desk.live(cookie, { title: `گلدان سفالی ${mark}` });
    const ad = await desk.live(cookie, { title: `یخچال ساید بای ساید ${mark}` });
    const special = (isSpecial: boolean, specialText = '') =>
      app.inject({
        method: 'POST',
        url: `/api/v1/manager/listings/${ad.id}/special`,
        headers: { cookie: desk.admin },
        payload: { isSpecial, specialText },
      });

    const marked = await special(true, 'فوری');
    expect(marked.statusCode).toBe(200);
    expect(marked.json()).toMatchObject({ isSpecial: true, specialText: 'فوری' });
    const specials = (await app.inject({ url: `/api/v1/ads?special=true&q=${encodeURIComponent(mark)}` })).json<{
      items: AdJson[];
    }>().items;
    expect(specials.map((item) => item.id)).toEqual([ad.id]);
    expect(specials[0]).toMatchObject({ isSpecial: true, specialText: 'فوری' });
    expect(await publicIds('special=true&perPage=100')).toContain(ad.id);
    expect(await publicIds('special=true&perPage=100')).not.toContain(ordinary.id);
    // Still in the ordinary list too, beside the others.
    expect((await publicIds(`q=${encodeURIComponent(mark)}`)).sort()).toEqual([ordinary.id, ad.id].sort());

    const unmarked = await special(false, 'فوری');
    expect(unmarked.json()).toMatchObject({ isSpecial: false, specialText: '' });
    expect(await publicIds(`special=true&q=${encodeURIComponent(mark)}`)).toEqual([]);
  });

  it('deletes a listing for good: the manager, the owner and the public find nothing, a second delete is 404', async () => {
    const { cookie } = await userWithSession(db);
    const fan = await userWithSession(db);
    const mark = `حذف${Date.now()}`;
    const ad = await desk.live(cookie, { title: `کتابخانه فلزی ${mark}` });
    await app.inject({ method: 'PUT', url: `/api/v1/me/favorites/${ad.id}`, headers: { cookie: fan.cookie } });

    const remove = () =>
      app.inject({ method: 'DELETE', url: `/api/v1/manager/listings/${ad.id}`, headers: { cookie: desk.admin } });
    const deleted = await remove();
    expect(deleted.statusCode).toBe(204);

    expect(
      (await app.inject({ url: `/api/v1/manager/listings/${ad.id}`, headers: { cookie: desk.admin } })).statusCode,
    ).toBe(404);
    expect((await app.inject({ url: `/api/v1/me/ads/${ad.id}`, headers: { cookie } })).statusCode).toBe(404);
    expect((await app.inject({ url: `/api/v1/ads/${ad.slugId}` })).statusCode).toBe(404);
    expect(await publicIds(`q=${encodeURIComponent(mark)}`)).toEqual([]);
    const favorites = (await app.inject({ url: '/api/v1/me/favorites', headers: { cookie: fan.cookie } })).json<{
      items: AdJson[];
    }>();
    expect(favorites.items.map((item) => item.id)).not.toContain(ad.id);

    const again = await remove();
    expect(again.statusCode).toBe(404);
    expect(again.json().error.code).toBe('not_found');
  });
});
