import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Package } from '@shahrbazar/domain/api/catalogue.schema';
import type { ManagedPackage } from '@shahrbazar/domain/api/package.schema';
import { UserType } from '@shahrbazar/domain/enums/people';
import { PackageType, PlanType, SubscriptionType } from '@shahrbazar/domain/enums/plans';
import { PackageStatus } from '@shahrbazar/domain/enums/status';
import type { App } from '../src/http/types.ts';
import { seedPolicies } from '../src/modules/access/access.service.ts';
import { listings } from '../src/modules/listings/listing.table.ts';
import { activateSubscription } from '../src/modules/packages/subscription.service.ts';
import { insertUser } from '../src/modules/users/user.repository.ts';
import { DEMO_PACKAGES, seedPackages } from '../src/seed/packages.ts';
import { packageProblems } from '@shahrbazar/domain/rules/package';
import { managerCookie, packageWrite, uniqueTitle } from './factories/packages.ts';
import { uniqueMobile } from './support/auth.ts';
import { buildTestApp, testDatabase } from './support/test-app.ts';

describe('packages', () => {
  let app: App;
  let admin: string;
  let employee: string;

  beforeAll(async () => {
    const db = (await testDatabase()).db;
    await seedPolicies(db);
    app = await buildTestApp();
    admin = (await managerCookie(db)).cookie;
    employee = (await managerCookie(db, UserType.employee)).cookie;
  });
  afterAll(() => app.close());

  const create = async (overrides: Parameters<typeof packageWrite>[0] = {}) => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/manager/packages',
      headers: { cookie: admin },
      payload: packageWrite(overrides),
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<ManagedPackage>();
  };
  const publicList = async (type: number) => {
    const res = await app.inject({ url: `/api/v1/packages?type=${type}` });
    expect(res.statusCode).toBe(200);
    return res.json<{ items: Package[] }>().items;
  };

  describe('public', () => {
    it('offers only the active packages of the asked type, cheapest first, to anyone', async () => {
      const dear = await create({ type: PackageType.expert, price: 90_000 });
      const cheap = await create({ type: PackageType.expert, price: 40_000 });
      const hidden = await create({ type: PackageType.expert, status: PackageStatus.hide });
      const inactive = await create({ type: PackageType.expert, status: PackageStatus.inactive });
      const otherType = await create({ type: PackageType.work });

      const items = await publicList(PackageType.expert);
      const ids = items.map((item) => item.id);
      expect(ids).toContain(cheap.id);
      expect(ids.indexOf(cheap.id)).toBeLessThan(ids.indexOf(dear.id));
      expect(ids).not.toContain(hidden.id);
      expect(ids).not.toContain(inactive.id);
      expect(ids).not.toContain(otherType.id);
      expect(items.every((item) => item.type === PackageType.expert && item.status === PackageStatus.active)).toBe(
        true,
      );
      // The public answer is the spec's Package, nothing of the back office.
      expect(items.find((item) => item.id === cheap.id)).toEqual({
        id: cheap.id,
        planType: PlanType.subscription,
        type: PackageType.expert,
        categoryTitle: 'نردبان',
        title: cheap.title,
        description: 'آگهی شما هر روز به بالای فهرست می‌رود.',
        price: 40_000,
        percentage: 0,
        days: 30,
        accessPermissions: [],
        location: '',
        status: PackageStatus.active,
      });
    });

    it('reads an active or hidden package by id; an inactive or missing one is not found', async () => {
      const active = await create();
      const hidden = await create({ status: PackageStatus.hide });
      const inactive = await create({ status: PackageStatus.inactive });
      expect((await app.inject({ url: `/api/v1/packages/${active.id}` })).json()).toMatchObject({ id: active.id });
      expect((await app.inject({ url: `/api/v1/packages/${hidden.id}` })).json()).toMatchObject({ status: 2 });
      const gone = await app.inject({ url: `/api/v1/packages/${inactive.id}` });
      expect(gone.statusCode).toBe(404);
      expect(gone.json().error.code).toBe('not_found');
      expect((await app.inject({ url: '/api/v1/packages/99999999' })).statusCode).toBe(404);
    });

    it('refuses an unknown package type with 422, not 500', async () => {
      for (const bad of ['99', 'ads', '1.5']) {
        const res = await app.inject({ url: `/api/v1/packages?type=${bad}` });
        expect(res.statusCode, bad).toBe(422);
        expect(res.json().error.fields.type).toBeDefined();
      }
    });
  });

  describe('back office', () => {
    it('creates, reads, edits and deletes a package', async () => {
      const title = uniqueTitle('غرفه طلایی');
      const created = await create({
        type: PackageType.shop,
        title: `  ${title}  `,
        price: 1_200_000,
        days: 365,
        accessPermissions: ['specialBooth', ' specialBooth', 'stories'],
      });
      expect(created).toMatchObject({
        title,
        price: 1_200_000,
        days: 365,
        accessPermissions: ['specialBooth', 'stories'],
        subscriptionCount: 0,
      });

      const read = await app.inject({ url: `/api/v1/manager/packages/${created.id}`, headers: { cookie: admin } });
      expect(read.json()).toEqual(created);

      const edited = await app.inject({
        method: 'PUT',
        url: `/api/v1/manager/packages/${created.id}`,
        headers: { cookie: admin },
        payload: packageWrite({ type: PackageType.shop, title, price: 990_000, days: 365, status: PackageStatus.hide }),
      });
      expect(edited.statusCode, edited.body).toBe(200);
      expect(edited.json()).toMatchObject({ id: created.id, price: 990_000, status: PackageStatus.hide });

      const deleted = await app.inject({
        method: 'DELETE',
        url: `/api/v1/manager/packages/${created.id}`,
        headers: { cookie: admin },
      });
      expect(deleted.statusCode).toBe(204);
      expect(
        (await app.inject({ url: `/api/v1/manager/packages/${created.id}`, headers: { cookie: admin } })).statusCode,
      ).toBe(404);
      expect(
        (
          await app.inject({
            method: 'DELETE',
            url: `/api/v1/manager/packages/${created.id}`,
            headers: { cookie: admin },
          })
        ).statusCode,
      ).toBe(404);
    });

    it('saves a percentage plan and a free plan as their plans want them', async () => {
      const shop = await create({
        planType: PlanType.percentage,
        type: PackageType.shop,
        price: 0,
        percentage: 5,
        days: 0,
      });
      expect(shop).toMatchObject({ planType: PlanType.percentage, percentage: 5, days: 0, price: 0 });
      const half = await create({
        planType: PlanType.percentage,
        type: PackageType.shop,
        price: 0,
        percentage: 2.5,
        days: 0,
      });
      expect(half.percentage).toBe(2.5);
      const free = await create({ planType: PlanType.free, price: 0, days: 10 });
      expect(free).toMatchObject({ planType: PlanType.free, price: 0, days: 10 });
    });

    it('lists with the type, plan type, status and text filters, and pages', async () => {
      const marker = uniqueTitle('نقره‌ای');
      const mine = [
        await create({ type: PackageType.jewelry, title: `${marker} الف`, price: 10_000 }),
        await create({ type: PackageType.jewelry, title: `${marker} ب`, price: 20_000, status: PackageStatus.hide }),
        await create({ type: PackageType.jewelry, title: `${marker} ج`, planType: PlanType.free, price: 0 }),
      ];
      const list = async (query: string) => {
        const res = await app.inject({ url: `/api/v1/manager/packages?${query}`, headers: { cookie: admin } });
        expect(res.statusCode, res.body).toBe(200);
        return res.json<{ items: ManagedPackage[]; total: number; lastPage: number; currentPage: number }>();
      };
      const search = encodeURIComponent(marker);
      expect((await list(`textSearch=${search}`)).items.map((p) => p.id).sort()).toEqual(mine.map((p) => p.id).sort());
      expect((await list(`textSearch=${search}&status=${PackageStatus.hide}`)).items.map((p) => p.id)).toEqual([
        mine[1]!.id,
      ]);
      expect((await list(`textSearch=${search}&planType=${PlanType.free}`)).items.map((p) => p.id)).toEqual([
        mine[2]!.id,
      ]);
      expect((await list(`textSearch=${search}&type=${PackageType.ads}`)).total).toBe(0);
      // -1 and '' mean "any" (spec: list filter).
      expect((await list(`textSearch=${search}&type=-1&status=&planType=-1`)).total).toBe(3);
      // Arabic letters and a space for the zero-width non-joiner find the Persian title.
      const arabic = encodeURIComponent(marker.replace('نقره‌ای', 'نقره اي'));
      expect((await list(`textSearch=${arabic}`)).total).toBe(3);

      const first = await list(`textSearch=${search}&perPage=2`);
      expect(first).toMatchObject({ total: 3, lastPage: 2, currentPage: 1 });
      expect(first.items).toHaveLength(2);
      const second = await list(`textSearch=${search}&perPage=2&page=2`);
      expect(second.items).toHaveLength(1);
      expect([...first.items, ...second.items].map((p) => p.id).sort()).toEqual(mine.map((p) => p.id).sort());
    });

    it('finds a title with Persian digits by ASCII digits', async () => {
      const title = uniqueTitle('نردبان ۷ روزه');
      await create({ title });
      const res = await app.inject({
        url: `/api/v1/manager/packages?textSearch=${encodeURIComponent(title.replace('۷', '7'))}`,
        headers: { cookie: admin },
      });
      expect(res.json().items.map((p: ManagedPackage) => p.title)).toEqual([title]);
    });

    it('refuses what the plan does not allow with 422 and a worded message per field', async () => {
      const post = (payload: object, locale = 'fa') =>
        app.inject({
          method: 'POST',
          url: '/api/v1/manager/packages',
          headers: { cookie: admin, 'accept-language': locale },
          payload,
        });

      const percentage = await post(packageWrite({ planType: PlanType.percentage, price: 0, percentage: 0, days: 0 }));
      expect(percentage.statusCode).toBe(422);
      expect(percentage.json().error).toMatchObject({
        code: 'validation',
        fields: { percentage: 'طرح درصدی به درصدی بیشتر از ۰ و حداکثر ۱۰۰ (تا دو رقم اعشار) نیاز دارد.' },
      });

      const unpriced = await post(packageWrite({ price: 0, title: ' ', days: 0 }), 'en');
      expect(unpriced.statusCode).toBe(422);
      expect(unpriced.json().error.fields).toEqual({
        title: 'Title is required.',
        price: 'A subscription package needs a price above 0; for a package without a price choose the free plan.',
        days: 'The duration must be a whole number of days from 1 to 3650.',
      });

      const freeWithPrice = await post(packageWrite({ planType: PlanType.free, price: 5000 }));
      expect(freeWithPrice.json().error.fields).toEqual({ price: 'این طرح قیمت ندارد؛ قیمت را ۰ بگذارید.' });
      const subscriptionWithPercentage = await post(packageWrite({ percentage: 10 }));
      expect(Object.keys(subscriptionWithPercentage.json().error.fields)).toEqual(['percentage']);

      // Wrong shapes are 422 as well, never 500.
      for (const payload of [
        { ...packageWrite(), price: 'پنجاه هزار' },
        { ...packageWrite(), price: -1 },
        { ...packageWrite(), type: 14 },
        { ...packageWrite(), accessPermissions: 'specialText' },
        { title: 'فقط عنوان' },
      ]) {
        const res = await post(payload);
        expect(res.statusCode, JSON.stringify(payload)).toBe(422);
        expect(res.json().error.code).toBe('validation');
      }
    });

    it('refuses to delete a package a subscription holds (409) and suggests hiding it', async () => {
      const db = (await testDatabase()).db;
      const held = await create();
      await activateSubscription(db, {
        type: SubscriptionType.ads,
        itemId: 900_000 + held.id,
        userId: null,
        packageId: held.id,
      });
      const res = await app.inject({
        method: 'DELETE',
        url: `/api/v1/manager/packages/${held.id}`,
        headers: { cookie: admin },
      });
      expect(res.statusCode).toBe(409);
      expect(res.json().error.code).toBe('conflict');
      expect(res.json().error.message).toContain('پنهان');
      expect(res.json().error.message).toContain('۱ اشتراک');
      const still = await app.inject({ url: `/api/v1/manager/packages/${held.id}`, headers: { cookie: admin } });
      expect(still.json()).toMatchObject({ id: held.id, subscriptionCount: 1 });
    });

    it('refuses to delete a package listings chose (409), saying how many, never 500', async () => {
      const db = (await testDatabase()).db;
      const chosen = await create();
      const owner = await insertUser(db, { mobile: uniqueMobile(), name: 'آگهی‌دهنده', type: UserType.client });
      await db.insert(listings).values(
        [1, 2].map((n) => ({
          vertical: 'ads',
          userId: owner.id,
          packageId: chosen.id,
          title: `آگهی ${n}`,
          slug: 'agahi',
          slugId: randomUUID().replaceAll('-', '').slice(0, 12),
        })),
      );
      const res = await app.inject({
        method: 'DELETE',
        url: `/api/v1/manager/packages/${chosen.id}`,
        headers: { cookie: admin, 'accept-language': 'en' },
      });
      expect(res.statusCode).toBe(409);
      expect(res.json().error.message).toBe(
        'This package is used by 2 listings and cannot be deleted. Hide it instead: it is no longer offered, and those who hold it keep it.',
      );
    });

    it('answers 404 for editing a package that does not exist', async () => {
      const res = await app.inject({
        method: 'PUT',
        url: '/api/v1/manager/packages/99999999',
        headers: { cookie: admin },
        payload: packageWrite(),
      });
      expect(res.statusCode).toBe(404);
    });
  });

  describe('who may call what', () => {
    const routes = [
      { method: 'GET', url: '/api/v1/manager/packages' },
      { method: 'GET', url: '/api/v1/manager/packages/1' },
      { method: 'POST', url: '/api/v1/manager/packages' },
      { method: 'PUT', url: '/api/v1/manager/packages/1' },
      { method: 'DELETE', url: '/api/v1/manager/packages/1' },
    ] as const;

    it('the back office needs a manager session (401) holding the packages policy (403)', async () => {
      for (const route of routes) {
        const payload = route.method === 'POST' || route.method === 'PUT' ? packageWrite() : undefined;
        const anonymous = await app.inject({ ...route, payload });
        expect(anonymous.statusCode, `${route.method} ${route.url}`).toBe(401);
        const forbidden = await app.inject({ ...route, payload, headers: { cookie: employee } });
        expect(forbidden.statusCode, `${route.method} ${route.url}`).toBe(403);
      }
    });

    it('nothing was created by a refused call', async () => {
      const title = uniqueTitle();
      await app.inject({
        method: 'POST',
        url: '/api/v1/manager/packages',
        headers: { cookie: employee },
        payload: packageWrite({ title }),
      });
      const res = await app.inject({
        url: `/api/v1/manager/packages?textSearch=${encodeURIComponent(title)}`,
        headers: { cookie: admin },
      });
      expect(res.json().total).toBe(0);
    });
  });

  describe('demo seed', () => {
    it('gives every package type valid packages, free ones for ads, experts, jobs and advertising', () => {
      for (const demo of DEMO_PACKAGES) {
        const input = { location: '', status: PackageStatus.active, percentage: 0, accessPermissions: [], ...demo };
        expect(packageProblems(input), demo.title).toEqual({});
      }
      for (const type of PackageType.values) expect(DEMO_PACKAGES.some((demo) => demo.type === type)).toBe(true);
      for (const type of [PackageType.ads, PackageType.expert, PackageType.work, PackageType.advertise]) {
        expect(DEMO_PACKAGES.some((demo) => demo.type === type && demo.planType === PlanType.free)).toBe(true);
      }
      expect(DEMO_PACKAGES.some((demo) => demo.planType === PlanType.percentage && demo.percentage === 5)).toBe(true);
    });

    it('inserts only what is missing and keeps what a manager edited', async () => {
      const db = (await testDatabase()).db;
      await seedPackages(db);
      expect(await seedPackages(db)).toBe(0);
      const ads = await publicList(PackageType.ads);
      const ladder = ads.find((item) => item.title === 'نردبان ۷ روزه');
      expect(ladder).toMatchObject({ planType: PlanType.subscription, days: 7, price: 20_000 });

      const edited = await app.inject({
        method: 'PUT',
        url: `/api/v1/manager/packages/${ladder!.id}`,
        headers: { cookie: admin },
        payload: { ...ladder, price: 25_000 },
      });
      expect(edited.statusCode, edited.body).toBe(200);
      expect(await seedPackages(db)).toBe(0);
      expect((await app.inject({ url: `/api/v1/packages/${ladder!.id}` })).json().price).toBe(25_000);
    });
  });
});
