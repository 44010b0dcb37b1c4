import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { CategoryType } from '@shahrbazar/domain/enums/listing';
import { PackageType } from '@shahrbazar/domain/enums/plans';
import { ListingStatus } from '@shahrbazar/domain/enums/status';
import type { Db } from '../src/db/client.ts';
import type { App } from '../src/http/types.ts';
import { seedPolicies } from '../src/modules/access/access.service.ts';
import { users } from '../src/modules/users/user.table.ts';
import { makeCategoryChain, makeCity, makePackage } from './factories/catalogue.ts';
import { adminSession, userWithSession } from './factories/users.ts';
import { buildTestApp, testDatabase } from './support/test-app.ts';

type Expert = Record<string, unknown> & {
  id: number;
  slugId: string;
  experience: number;
  user: { verified: boolean };
};

describe('experts on the listing core', () => {
  let app: App;
  let db: Db;
  let admin: string;
  let city: Awaited<ReturnType<typeof makeCity>>;
  let chain: Awaited<ReturnType<typeof makeCategoryChain>>;
  let pkg: Awaited<ReturnType<typeof makePackage>>;

  beforeAll(async () => {
    db = (await testDatabase()).db;
    await seedPolicies(db);
    app = await buildTestApp();
    admin = (await adminSession(db)).cookie;
    city = await makeCity(db);
    chain = await makeCategoryChain(db, CategoryType.expert);
    pkg = await makePackage(db, { type: PackageType.expert });
  });
  afterAll(() => app.close());

  const body = (overrides: Record<string, unknown> = {}) => ({
    city_id: city.id,
    package_id: pkg.id,
    general_sub_category_id: chain.sub.id,
    title: 'لوله‌کش ساختمان با ضمانت',
    description: 'تعمیر و تعویض لوله آب و گاز',
    experience: '۱۲',
    ...overrides,
  });
  const publish = (cookie: string, overrides: Record<string, unknown> = {}) =>
    app.inject({ method: 'POST', url: '/api/v1/me/expert', headers: { cookie }, payload: body(overrides) });
  const approve = (id: number) =>
    app.inject({
      method: 'POST',
      url: `/api/v1/manager/listings/${id}/status`,
      headers: { cookie: admin },
      payload: { status: ListingStatus.active },
    });

  it('files an expert under a sub category with their years of experience (Persian digits read)', async () => {
    const { cookie } = await userWithSession(db);
    const res = await publish(cookie);
    expect(res.statusCode).toBe(201);
    const expert = res.json<Expert>();
    expect(expert.experience).toBe(12);
    expect(expert.generalSubCategory).toMatchObject({ slug: chain.sub.slug });
    expect((await approve(expert.id)).statusCode).toBe(200);
    const list = await app.inject({ url: `/api/v1/expert?city=${city.slug}&subCategory=${chain.sub.slug}` });
    expect(list.json<{ items: Expert[] }>().items.map((item) => item.id)).toContain(expert.id);
  });

  it('needs the sub category, an expert package and a sensible experience', async () => {
    const { cookie } = await userWithSession(db);
    const ads = await makePackage(db, { type: PackageType.ads });
    const res = await publish(cookie, { general_sub_category_id: '', experience: '۹۹', package_id: ads.id });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().error.fields)).toContain('experience');
    const wrongPackage = await publish(cookie, { package_id: ads.id });
    expect(wrongPackage.statusCode).toBe(422);
    expect(wrongPackage.json().error.fields).toHaveProperty('package_id');
    const noCategory = await publish(cookie, { general_sub_category_id: '' });
    expect(noCategory.json().error.fields).toHaveProperty('general_sub_category_id');
  });

  it('says an expert is verified once the owner’s identity is checked to level 1', async () => {
    const { user, cookie } = await userWithSession(db);
    const expert = (await publish(cookie)).json<Expert>();
    await approve(expert.id);
    const read = async () => (await app.inject({ url: `/api/v1/expert/${expert.slugId}` })).json<Expert>();
    expect((await read()).user.verified).toBe(false);
    await db.update(users).set({ authLevel: 1 }).where(eq(users.id, user.id));
    expect((await read()).user.verified).toBe(true);
  });

  it('is not listed under ads, nor an ad under experts', async () => {
    const { cookie } = await userWithSession(db);
    const expert = (await publish(cookie, { title: 'برق‌کار شبانه‌روزی ویژه' })).json<Expert>();
    await approve(expert.id);
    expect((await app.inject({ url: `/api/v1/ads/${expert.slugId}` })).statusCode).toBe(404);
    const found = await app.inject({ url: `/api/v1/expert?q=${encodeURIComponent('برق کار شبانه روزی')}` });
    expect(found.json<{ items: Expert[] }>().items.map((item) => item.id)).toEqual([expert.id]);
  });
});
