import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CityTourAnswer, ManagerCityTour } from '@shahrbazar/domain/api/city-tour.schema';
import { ListingStatus } from '@shahrbazar/domain/enums/status';
import type { Db } from '../src/db/client.ts';
import type { App } from '../src/http/types.ts';
import { seedPolicies } from '../src/modules/access/access.service.ts';
import { adsDesk } from './factories/ads.ts';
import { unique } from './factories/catalogue.ts';
import { userWithSession } from './factories/users.ts';
import { buildTestApp, testDatabase } from './support/test-app.ts';

describe('the city tour: the back office composes ordered stops, the public reads them (ADR 0043)', () => {
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

  const place = (title: string) => ({
    kind: 'place',
    title,
    text: `شرح ${title}`,
    image: '/images/tour/place.webp',
    latitude: 38.2484,
    longitude: 48.2963,
  });
  const write = (method: 'POST' | 'PUT', payload: Record<string, unknown>, cookie = desk.admin, id?: number) =>
    app.inject({
      method,
      url: `/api/v1/manager/city-tours${id ? `/${id}` : ''}`,
      headers: { cookie },
      payload,
    });
  const publicTour = async (city: string) => {
    const res = await app.inject({ method: 'GET', url: `/api/v1/city-tour?city=${city}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<CityTourAnswer>().tour;
  };

  it('a tour of places and listings is shown in its order; a listing stop is the live listing, by slugId or id', async () => {
    const owner = await userWithSession(db);
    const ad = await desk.live(owner.cookie, { title: `ایستگاه ${unique()}`, latitude: 38.25, longitude: 48.29 });
    const title = `گشت ${unique()}`;
    const created = await write('POST', {
      city_id: desk.city.id,
      title,
      stops: [
        place('بقعه شیخ صفی'),
        { kind: 'listing', listing: ad.slugId, text: 'سری به این آگهی بزنید' },
        place('پل'),
      ],
    });
    expect(created.statusCode, created.body).toBe(201);
    const tour = created.json<ManagerCityTour>();
    expect(tour.stops.map((stop) => stop.listing)).toEqual(['', ad.slugId, '']);

    const shown = await publicTour(desk.city.slug);
    expect(shown).toMatchObject({ id: tour.id, title, city: { slug: desk.city.slug } });
    expect(shown!.stops.map((stop) => [stop.position, stop.kind, stop.title])).toEqual([
      [1, 'place', 'بقعه شیخ صفی'],
      [2, 'listing', ad.title],
      [3, 'place', 'پل'],
    ]);
    expect(shown!.stops[1]).toMatchObject({
      vertical: 'ads',
      text: 'سری به این آگهی بزنید',
      path: `/ads/${encodeURIComponent(ad.slug as string)}/${ad.slugId}`,
      latitude: 38.25,
    });

    // Reordered by an edit (the listing now by its id, with a picture of the tour's own); a listing taken down leaves
    // the public tour by itself.
    const edited = await write(
      'PUT',
      {
        city_id: desk.city.id,
        title,
        stops: [{ kind: 'listing', listing: String(ad.id), image: '/images/tour/own.webp' }, place('بقعه شیخ صفی')],
      },
      desk.admin,
      tour.id,
    );
    expect(edited.statusCode, edited.body).toBe(200);
    const reordered = (await publicTour(desk.city.slug))!.stops;
    expect(reordered.map((stop) => stop.kind)).toEqual(['listing', 'place']);
    expect(reordered[0]!.image).toBe('/images/tour/own.webp');
    expect((await desk.moderate(ad.id, ListingStatus.inactive)).statusCode).toBe(200);
    expect((await publicTour(desk.city.slug))!.stops.map((stop) => stop.title)).toEqual(['بقعه شیخ صفی']);
  });

  it('a draft is not public; a deleted tour is gone; an unknown city has no tour', async () => {
    const city = desk.city;
    const draft = await write('POST', {
      city_id: city.id,
      title: `پیش‌نویس ${unique()}`,
      status: 0,
      stops: [place('x1')],
    });
    expect(draft.statusCode).toBe(201);
    expect((await publicTour(city.slug))?.id).not.toBe(draft.json<ManagerCityTour>().id);
    const live = await write('POST', { city_id: city.id, title: `تازه ${unique()}`, stops: [place('x2')] });
    const id = live.json<ManagerCityTour>().id;
    expect((await publicTour(city.slug))?.id).toBe(id);
    const removed = await app.inject({
      method: 'DELETE',
      url: `/api/v1/manager/city-tours/${id}`,
      headers: { cookie: desk.admin },
    });
    expect(removed.statusCode).toBe(204);
    expect((await publicTour(city.slug))?.id).not.toBe(id);
    expect(await publicTour(`no-such-${unique()}`)).toBeNull();
  });

  it('bad input is a 422 on its field, never a 500; only the back office writes', async () => {
    const bad = async (payload: Record<string, unknown>, field: string) => {
      const res = await write('POST', payload);
      expect(res.statusCode, res.body).toBe(422);
      expect(Object.keys(res.json<{ error: { fields: Record<string, string> } }>().error.fields)).toContain(field);
    };
    await bad({ city_id: desk.city.id, title: 'گشت', stops: [] }, 'stops');
    await bad(
      { city_id: desk.city.id, title: 'گشت', stops: [{ kind: 'listing', listing: 'zzzz9999' }] },
      'stops.0.listing',
    );
    await bad(
      { city_id: desk.city.id, title: 'گشت', stops: [{ ...place('xx'), image: 'javascript:alert(1)' }] },
      'stops.0.image',
    );
    await bad({ city_id: desk.city.id, title: 'گشت', stops: [{ ...place('xx'), latitude: 200 }] }, 'stops.0.latitude');
    await bad({ city_id: 999_999_999, title: 'گشت', stops: [place('xx')] }, 'city_id');

    const visitor = await userWithSession(db);
    const refused = await write('POST', { city_id: desk.city.id, title: 'گشت', stops: [place('xx')] }, visitor.cookie);
    expect(refused.statusCode).toBe(403);
    const anonymous = await app.inject({ method: 'GET', url: '/api/v1/manager/city-tours' });
    expect(anonymous.statusCode).toBe(401);
  });
});
