import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UserType } from '@shahrbazar/domain/enums/people';
import { policy } from '@shahrbazar/domain/rules/policy-catalogue';
import type { App } from '../src/http/types.ts';
import { policyIds, seedPolicies } from '../src/modules/access/access.service.ts';
import { rolePolicies, roles } from '../src/modules/access/role.table.ts';
import { insertUser } from '../src/modules/users/user.repository.ts';
import { IRAN_STATES } from '../src/seed/iran-cities.ts';
import { seedGeo } from '../src/seed/geo.ts';
import { adsDesk } from './factories/ads.ts';
import { userWithSession } from './factories/users.ts';
import { staffSession, uniqueMobile } from './support/auth.ts';
import { buildTestApp, testDatabase } from './support/test-app.ts';

interface CityOut {
  id: number;
  state_id: number;
  name: string;
  slug: string;
  latitude: number;
  longitude: number;
}
interface StateOut {
  id: number;
  name: string;
  slug: string;
  cities: CityOut[];
}

/** A slug no other test (or run) uses. */
const uniqueSlug = (prefix: string) => `${prefix}-${randomUUID().slice(0, 8)}`;

describe('states and cities', () => {
  let app: App;
  let admin: string;
  let employee: string;

  beforeAll(async () => {
    const db = (await testDatabase()).db;
    await seedPolicies(db);
    await seedGeo(db);
    app = await buildTestApp();
    const session = (type: number, roleId: number | null = null) => staffSession(db, type, roleId);
    admin = await session(UserType.admin);
    // An employee whose role opens the users list only: no permission on cities.
    const [role] = await db.insert(roles).values({ title: 'بدون شهرها', type: UserType.employee }).returning();
    const ids = await policyIds(db, [policy('users', 'index')]);
    await db.insert(rolePolicies).values(ids.map((policyId) => ({ roleId: role!.id, policyId })));
    employee = await session(UserType.employee, role!.id);
  });
  afterAll(() => app.close());

  const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, cookie = admin) =>
    app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

  it('seeds the 31 provinces with their capitals and every city of Ardabil, once', async () => {
    expect(IRAN_STATES).toHaveLength(31);
    const db = (await testDatabase()).db;
    expect(await seedGeo(db)).toBe(0);

    const res = await app.inject({ url: '/api/v1/states' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('max-age');
    const states: StateOut[] = res.json().items;
    const seeded = states.filter((state) => IRAN_STATES.some((s) => s.slug === state.slug));
    expect(seeded).toHaveLength(31);
    // Ardabil leads the seeded provinces (other test files add their own), Ardabil city first; the default map
    // point (39.01, 48.08) is Germi, in it.
    expect(seeded[0]).toMatchObject({ name: 'اردبیل', slug: 'ardabil' });
    const ardabil = seeded[0]!;
    expect(ardabil.cities[0]).toMatchObject({ name: 'اردبیل', slug: 'ardabil' });
    const names = ardabil.cities.map((city) => city.name);
    for (const name of ['پارس‌آباد', 'مشگین‌شهر', 'خلخال', 'گرمی', 'بیله‌سوار', 'نمین', 'نیر', 'سرعین', 'اصلاندوز']) {
      expect(names).toContain(name);
    }
    expect(ardabil.cities.length).toBeGreaterThanOrEqual(28);
    const germi = ardabil.cities.find((city) => city.slug === 'germi')!;
    expect(germi.latitude).toBeCloseTo(39.01, 1);
    expect(germi.longitude).toBeCloseTo(48.08, 1);
    // Every province capital is there, and every seeded city has real coordinates inside Iran.
    expect(states.find((s) => s.slug === 'tehran')?.cities[0]).toMatchObject({ name: 'تهران', slug: 'tehran' });
    expect(states.find((s) => s.slug === 'east-azerbaijan')?.cities[0]?.name).toBe('تبریز');
    for (const city of seeded.flatMap((state) => state.cities)) {
      expect(city.latitude, city.slug).toBeGreaterThan(25);
      expect(city.latitude, city.slug).toBeLessThan(40);
      expect(city.longitude, city.slug).toBeGreaterThan(44);
      expect(city.longitude, city.slug).toBeLessThan(64);
    }
    const slugs = IRAN_STATES.flatMap((state) => state.cities.map((city) => city.slug));
    expect(new Set(slugs).size).toBe(slugs.length);
  });

  it('answers one city, and 404 for one that does not exist', async () => {
    const states: StateOut[] = (await app.inject({ url: '/api/v1/states' })).json().items;
    const tabriz = states.flatMap((s) => s.cities).find((city) => city.slug === 'tabriz')!;
    const res = await app.inject({ url: `/api/v1/cities/${tabriz.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(tabriz);
    expect((await app.inject({ url: '/api/v1/cities/99999999' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/api/v1/cities/abc' })).statusCode).toBe(422);
  });

  it('keeps the back office to managers with the cities permission (401 guest, 403 without it)', async () => {
    for (const url of ['/api/v1/manager/states', '/api/v1/manager/cities']) {
      expect((await app.inject({ url })).statusCode).toBe(401);
      expect((await app.inject({ url, headers: { cookie: employee } })).statusCode).toBe(403);
      expect((await app.inject({ url, headers: { cookie: admin } })).statusCode).toBe(200);
    }
    const writes = [
      send('POST', '/api/v1/manager/states', { name: 'x', slug: uniqueSlug('x') }, employee),
      send('POST', '/api/v1/manager/cities', { state_id: 1, name: 'x', slug: uniqueSlug('x') }, employee),
      send('DELETE', '/api/v1/manager/cities/1', undefined, employee),
      app.inject({ method: 'POST', url: '/api/v1/manager/states', payload: { name: 'x', slug: 'x' } }),
    ];
    expect((await Promise.all(writes)).map((res) => res.statusCode)).toEqual([403, 403, 403, 401]);
  });

  it('a manager creates, edits, finds and deletes a state and its city', async () => {
    const stateSlug = uniqueSlug('state');
    const created = await send('POST', '/api/v1/manager/states', { name: 'استان آزمون', slug: stateSlug });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ name: 'استان آزمون', slug: stateSlug, cityCount: 0 });
    const stateId: number = created.json().id;

    const citySlug = uniqueSlug('city');
    const city = await send('POST', '/api/v1/manager/cities', {
      state_id: stateId,
      name: 'شهر آزمون',
      slug: `  ${citySlug.toUpperCase()} `,
      latitude: 38.5,
      longitude: 47.1,
    });
    expect(city.statusCode).toBe(201);
    expect(city.json()).toMatchObject({
      state_id: stateId,
      name: 'شهر آزمون',
      slug: citySlug,
      latitude: 38.5,
      longitude: 47.1,
      stateName: 'استان آزمون',
      userCount: 0,
    });
    const cityId: number = city.json().id;

    const edited = await send('PUT', `/api/v1/manager/cities/${cityId}`, {
      state_id: stateId,
      name: 'شهر ویرایش‌شده',
      slug: citySlug,
      latitude: 38.6,
      longitude: 47.2,
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ name: 'شهر ویرایش‌شده', latitude: 38.6 });

    // The public list shows the new state with its city, and the state's city count follows.
    const states: StateOut[] = (await app.inject({ url: '/api/v1/states' })).json().items;
    expect(states.find((s) => s.id === stateId)?.cities.map((c) => c.name)).toEqual(['شهر ویرایش‌شده']);
    const state = await app.inject({ url: `/api/v1/manager/states/${stateId}`, headers: { cookie: admin } });
    expect(state.json()).toMatchObject({ cityCount: 1 });

    // Filtered by the state: exactly this city; the search (Arabic ي and ZWNJ written as a space) finds it too.
    const byState = await app.inject({
      url: `/api/v1/manager/cities?state_id=${stateId}`,
      headers: { cookie: admin },
    });
    expect(byState.json()).toMatchObject({ total: 1, currentPage: 1, lastPage: 1 });
    const searched = await app.inject({
      url: `/api/v1/manager/cities?textSearch=${encodeURIComponent('ويرايش شده')}&state_id=-1`,
      headers: { cookie: admin },
    });
    expect(searched.json().items.map((c: CityOut) => c.id)).toContain(cityId);

    const renamed = await send('PUT', `/api/v1/manager/states/${stateId}`, { name: 'استان تازه', slug: stateSlug });
    expect(renamed.json()).toMatchObject({ name: 'استان تازه', cityCount: 1 });

    expect((await send('DELETE', `/api/v1/manager/cities/${cityId}`)).statusCode).toBe(204);
    expect((await app.inject({ url: `/api/v1/cities/${cityId}` })).statusCode).toBe(404);
    expect((await send('DELETE', `/api/v1/manager/states/${stateId}`)).statusCode).toBe(204);
    expect((await send('DELETE', `/api/v1/manager/states/${stateId}`)).statusCode).toBe(404);
  });

  it('searches Persian-normalised and pages the cities 15 at a time', async () => {
    const states: StateOut[] = (await app.inject({ url: '/api/v1/states' })).json().items;
    const ardabil = states.find((s) => s.slug === 'ardabil')!;
    const first = await app.inject({
      url: `/api/v1/manager/cities?state_id=${ardabil.id}`,
      headers: { cookie: admin },
    });
    expect(first.json()).toMatchObject({ currentPage: 1, perPage: 15, total: ardabil.cities.length });
    expect(first.json().items).toHaveLength(15);
    expect(first.json().items[0]).toMatchObject({ slug: 'ardabil', stateName: 'اردبیل' });
    const second = await app.inject({
      url: `/api/v1/manager/cities?state_id=${ardabil.id}&page=2`,
      headers: { cookie: admin },
    });
    expect(second.json().items[0].slug).toBe(ardabil.cities[15]!.slug);

    // «مشگين شهر» typed with an Arabic ي and a space finds «مشگین‌شهر» (Persian ی, zero-width non-joiner).
    const search = await app.inject({
      url: `/api/v1/manager/cities?textSearch=${encodeURIComponent('مشگين شهر')}`,
      headers: { cookie: admin },
    });
    expect(search.json().items.map((c: CityOut) => c.slug)).toContain('meshginshahr');
    const bySlug = await app.inject({ url: '/api/v1/manager/cities?textSearch=PARSA', headers: { cookie: admin } });
    expect(bySlug.json().items.map((c: CityOut) => c.slug)).toEqual(['parsabad']);
    const stateSearch = await app.inject({
      url: `/api/v1/manager/states?textSearch=${encodeURIComponent('آذربايجان')}`,
      headers: { cookie: admin },
    });
    expect(
      stateSearch
        .json()
        .items.map((s: StateOut) => s.slug)
        .sort(),
    ).toEqual(['east-azerbaijan', 'west-azerbaijan']);
  });

  it('refuses a slug in use with 409 and a clear message on the slug field', async () => {
    const fa = await send('POST', '/api/v1/manager/states', { name: 'اردبیل دوم', slug: 'ardabil' });
    expect(fa.statusCode).toBe(409);
    expect(fa.json().error).toMatchObject({
      code: 'conflict',
      message: 'این نامک برای استان دیگری ثبت شده است؛ نامک دیگری انتخاب کنید.',
      fields: { slug: 'این نامک برای استان دیگری ثبت شده است؛ نامک دیگری انتخاب کنید.' },
    });
    const states: StateOut[] = (await app.inject({ url: '/api/v1/states' })).json().items;
    const en = await app.inject({
      method: 'POST',
      url: '/api/v1/manager/cities',
      headers: { cookie: admin, 'accept-language': 'en' },
      payload: { state_id: states[0]!.id, name: 'Tabriz again', slug: 'tabriz' },
    });
    expect(en.statusCode).toBe(409);
    expect(en.json().error.fields).toEqual({ slug: 'Another city already uses this slug; choose another one.' });
  });

  it('will not delete a state that has cities, nor a city users chose', async () => {
    const states: StateOut[] = (await app.inject({ url: '/api/v1/states' })).json().items;
    const ardabil = states.find((s) => s.slug === 'ardabil')!;
    const refused = await send('DELETE', `/api/v1/manager/states/${ardabil.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toContain('این استان');
    expect(refused.json().error.message).toContain('شهر دارد');

    const stateId: number = (
      await send('POST', '/api/v1/manager/states', { name: 'استان', slug: uniqueSlug('s') })
    ).json().id;
    const cityId: number = (
      await send('POST', '/api/v1/manager/cities', { state_id: stateId, name: 'شهر', slug: uniqueSlug('c') })
    ).json().id;
    const db = (await testDatabase()).db;
    await insertUser(db, { mobile: uniqueMobile(), name: 'ساکن', type: UserType.client, cityId });
    const listed = await app.inject({ url: `/api/v1/manager/cities/${cityId}`, headers: { cookie: admin } });
    expect(listed.json().userCount).toBe(1);
    const inUse = await send('DELETE', `/api/v1/manager/cities/${cityId}`);
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json().error.message).toBe(
      '۱ کاربر این شهر را به عنوان شهر خود ثبت کرده‌اند و حذف نمی‌شود؛ ابتدا شهر آن کاربران را تغییر دهید.',
    );
    expect((await app.inject({ url: `/api/v1/cities/${cityId}` })).statusCode).toBe(200);
  });

  it('will not delete a city that listings are in, nor its province: 409 saying what uses it, never 500', async () => {
    const db = (await testDatabase()).db;
    const desk = await adsDesk(app, db);
    const owner = (await userWithSession(db)).cookie;
    await desk.publish(owner, { title: 'دوچرخه' });
    await desk.publish(owner, { title: 'کتاب' });
    const city = await send('DELETE', `/api/v1/manager/cities/${desk.city.id}`);
    expect(city.statusCode).toBe(409);
    expect(city.json().error.code).toBe('conflict');
    expect(city.json().error.message).toBe('این شهر در ۲ آگهی استفاده شده است و حذف نمی‌شود.');
    const en = await app.inject({
      method: 'DELETE',
      url: `/api/v1/manager/cities/${desk.city.id}`,
      headers: { cookie: admin, 'accept-language': 'en' },
    });
    expect(en.json().error.message).toBe('This city is used by 2 listings and cannot be deleted.');
    const state = await send('DELETE', `/api/v1/manager/states/${desk.city.stateId}`);
    expect(state.statusCode).toBe(409);
    expect(state.json().error.message).toContain('شهر دارد');
    expect((await app.inject({ url: `/api/v1/cities/${desk.city.id}` })).statusCode).toBe(200);
  });

  it('answers bad input with 422 and the field, never 500', async () => {
    const cases: Array<[string, object, string]> = [
      ['/api/v1/manager/states', { slug: 'a-b' }, 'name'],
      ['/api/v1/manager/states', { name: 'نام', slug: 'با فاصله' }, 'slug'],
      ['/api/v1/manager/states', { name: 'نام', slug: 'a'.repeat(81) }, 'slug'],
      ['/api/v1/manager/cities', { name: 'شهر', slug: 'ok-slug' }, 'state_id'],
      ['/api/v1/manager/cities', { state_id: 1, name: 'شهر', slug: 'ok-slug', latitude: 'north' }, 'latitude'],
      ['/api/v1/manager/cities', { state_id: 1, name: 'شهر', slug: 'ok-slug', longitude: 500 }, 'longitude'],
      ['/api/v1/manager/cities', { state_id: 99999999, name: 'شهر', slug: uniqueSlug('c') }, 'state_id'],
    ];
    for (const [url, payload, field] of cases) {
      const res = await send('POST', url, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(Object.keys(res.json().error.fields), JSON.stringify(payload)).toContain(field);
    }
    expect(
      (await send('PUT', '/api/v1/manager/cities/99999999', { state_id: 1, name: 'x', slug: 'x' })).statusCode,
    ).toBe(404);
    const badQuery = await app.inject({ url: '/api/v1/manager/cities?page=0', headers: { cookie: admin } });
    expect(badQuery.statusCode).toBe(422);
    const badState = await app.inject({ url: '/api/v1/manager/cities?state_id=abc', headers: { cookie: admin } });
    expect(badState.statusCode).toBe(422);
  });
});
