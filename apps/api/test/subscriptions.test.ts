import { randomInt } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ManagedSubscription } from '@shahrbazar/domain/api/package.schema';
import { UserType } from '@shahrbazar/domain/enums/people';
import { PackageType, PlanType, SubscriptionType } from '@shahrbazar/domain/enums/plans';
import { ListingStatus, PackageStatus } from '@shahrbazar/domain/enums/status';
import type { Db } from '../src/db/client.ts';
import type { App } from '../src/http/types.ts';
import { seedPolicies } from '../src/modules/access/access.service.ts';
import { packages, subscriptions } from '../src/modules/packages/package.table.ts';
import {
  activateSubscription,
  findSubscription,
  isRenewalOfferedFor,
} from '../src/modules/packages/subscription.service.ts';
import { insertPackage, managerCookie } from './factories/packages.ts';
import { race } from './support/race.ts';
import { buildTestApp, testDatabase } from './support/test-app.ts';

const DAY = 24 * 60 * 60 * 1000;
/** An item id no other test uses. */
const newItem = () => randomInt(1_000_000, 2_000_000_000);

describe('subscriptions', () => {
  let db: Db;
  let app: App;
  beforeAll(async () => {
    db = (await testDatabase()).db;
    await seedPolicies(db);
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  const rowsOf = (type: number, itemId: number) =>
    db
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.type, type), eq(subscriptions.itemId, itemId)));

  it('activating a package for an item without one creates its subscription for the package days', async () => {
    const pkg = await insertPackage(db, { days: 30 });
    const itemId = newItem();
    const now = new Date('2025-03-21T08:00:00Z');
    const made = await activateSubscription(db, {
      type: SubscriptionType.ads,
      itemId,
      userId: null,
      packageId: pkg.id,
      now,
    });
    expect(made).toMatchObject({
      item: itemId,
      type: SubscriptionType.ads,
      status: 1,
      startDate: now.toISOString(),
      remainingTime: 30,
      package: { id: pkg.id, title: pkg.title, price: 50_000 },
    });
    expect(await findSubscription(db, SubscriptionType.ads, itemId, new Date(now.getTime() + 10 * DAY))).toMatchObject({
      id: made.id,
      remainingTime: 20,
    });
    expect(await findSubscription(db, SubscriptionType.ads, newItem())).toBeNull();
  });

  it('activating again while days remain adds the new days to them', async () => {
    const month = await insertPackage(db, { days: 30 });
    const quarter = await insertPackage(db, { days: 90, price: 120_000 });
    const itemId = newItem();
    const start = new Date('2025-01-01T00:00:00Z');
    const first = await activateSubscription(db, {
      type: SubscriptionType.ads,
      itemId,
      userId: null,
      packageId: month.id,
      now: start,
    });
    const tenDaysLater = new Date(start.getTime() + 10 * DAY);
    const renewed = await activateSubscription(db, {
      type: SubscriptionType.ads,
      itemId,
      userId: null,
      packageId: quarter.id,
      now: tenDaysLater,
    });
    // 20 days were left; 90 more make 110, and it is the same subscription, now on the new package.
    expect(renewed).toMatchObject({ id: first.id, remainingTime: 110, startDate: start.toISOString() });
    expect(renewed.package.id).toBe(quarter.id);
    expect(await rowsOf(SubscriptionType.ads, itemId)).toHaveLength(1);
  });

  it('activating after it has run out starts again from now with the package days', async () => {
    const pkg = await insertPackage(db, { days: 30 });
    const itemId = newItem();
    const start = new Date('2025-01-01T00:00:00Z');
    await activateSubscription(db, { type: SubscriptionType.ads, itemId, userId: null, packageId: pkg.id, now: start });
    const expired = new Date(start.getTime() + 45 * DAY);
    expect((await findSubscription(db, SubscriptionType.ads, itemId, expired))?.remainingTime).toBe(-15);
    const again = await activateSubscription(db, {
      type: SubscriptionType.ads,
      itemId,
      userId: null,
      packageId: pkg.id,
      now: expired,
    });
    expect(again).toMatchObject({ startDate: expired.toISOString(), remainingTime: 30 });
    expect(await rowsOf(SubscriptionType.ads, itemId)).toHaveLength(1);
  });

  it('a percentage plan’s subscription keeps the share it was bought with; other plans record none', async () => {
    const shop = await insertPackage(db, {
      planType: PlanType.percentage,
      type: PackageType.shop,
      price: 0,
      days: 0,
      percentage: 7.5,
    });
    const itemId = newItem();
    const made = await activateSubscription(db, {
      type: SubscriptionType.booth,
      itemId,
      userId: null,
      packageId: shop.id,
    });
    expect(made).toMatchObject({ percentage: 7.5, package: { percentage: 7.5 } });
    // The package changes later: what was agreed for this item does not.
    await db.update(packages).set({ percentage: 10 }).where(eq(packages.id, shop.id));
    expect(await findSubscription(db, SubscriptionType.booth, itemId)).toMatchObject({
      percentage: 7.5,
      package: { percentage: 10 },
    });

    const monthly = await insertPackage(db, { days: 30 });
    const paid = await activateSubscription(db, {
      type: SubscriptionType.ads,
      itemId: newItem(),
      userId: null,
      packageId: monthly.id,
    });
    expect(paid.percentage).toBe(0);
  });

  it('one item of one type is not another type’s item', async () => {
    const ads = await insertPackage(db, { days: 30 });
    const expert = await insertPackage(db, { days: 60, type: PackageType.expert });
    const itemId = newItem();
    await activateSubscription(db, { type: SubscriptionType.ads, itemId, userId: null, packageId: ads.id });
    await activateSubscription(db, { type: SubscriptionType.expert, itemId, userId: null, packageId: expert.id });
    expect((await findSubscription(db, SubscriptionType.ads, itemId))?.remainingTime).toBe(30);
    expect((await findSubscription(db, SubscriptionType.expert, itemId))?.remainingTime).toBe(60);
  });

  it('refuses a package of another kind, an inactive one, and a hidden one the item does not hold', async () => {
    const shop = await insertPackage(db, { type: PackageType.shop, days: 30 });
    await expect(
      activateSubscription(db, { type: SubscriptionType.ads, itemId: newItem(), userId: null, packageId: shop.id }),
    ).rejects.toMatchObject({ code: 'validation', fields: { package_id: 'invalid' } });
    // A shop package buys the booth subscription.
    await expect(
      activateSubscription(db, { type: SubscriptionType.booth, itemId: newItem(), userId: null, packageId: shop.id }),
    ).resolves.toMatchObject({ type: SubscriptionType.booth, remainingTime: 30 });

    const inactive = await insertPackage(db, { status: PackageStatus.inactive });
    await expect(
      activateSubscription(db, { type: SubscriptionType.ads, itemId: newItem(), userId: null, packageId: inactive.id }),
    ).rejects.toMatchObject({ code: 'conflict' });

    const hidden = await insertPackage(db, { days: 30 });
    const holder = newItem();
    const start = new Date('2025-01-01T00:00:00Z');
    await activateSubscription(db, {
      type: SubscriptionType.ads,
      itemId: holder,
      userId: null,
      packageId: hidden.id,
      now: start,
    });
    await db.update(packages).set({ status: PackageStatus.hide }).where(eq(packages.id, hidden.id));
    // Its holder may renew it; nobody else may buy it.
    await expect(
      activateSubscription(db, {
        type: SubscriptionType.ads,
        itemId: holder,
        userId: null,
        packageId: hidden.id,
        now: new Date(start.getTime() + 5 * DAY),
      }),
    ).resolves.toMatchObject({ remainingTime: 55 });
    await expect(
      activateSubscription(db, { type: SubscriptionType.ads, itemId: newItem(), userId: null, packageId: hidden.id }),
    ).rejects.toMatchObject({ code: 'conflict' });

    await expect(
      activateSubscription(db, { type: SubscriptionType.ads, itemId: newItem(), userId: null, packageId: 99_999_999 }),
    ).rejects.toMatchObject({ code: 'not_found' });
  });

  it('offers renewal for an active item once no days remain, never on a percentage plan', async () => {
    const pkg = await insertPackage(db, { days: 30 });
    const itemId = newItem();
    const start = new Date('2025-01-01T00:00:00Z');
    await activateSubscription(db, { type: SubscriptionType.ads, itemId, userId: null, packageId: pkg.id, now: start });
    const item = { status: ListingStatus.active, planType: PlanType.subscription };
    const during = await findSubscription(db, SubscriptionType.ads, itemId, new Date(start.getTime() + 29 * DAY));
    const after = await findSubscription(db, SubscriptionType.ads, itemId, new Date(start.getTime() + 30 * DAY));
    expect(isRenewalOfferedFor(item, during)).toBe(false);
    expect(isRenewalOfferedFor(item, after)).toBe(true);
    expect(isRenewalOfferedFor({ ...item, status: ListingStatus.pending }, after)).toBe(false);
    expect(isRenewalOfferedFor(item, null)).toBe(true);
    expect(isRenewalOfferedFor({ ...item, planType: PlanType.percentage }, null)).toBe(false);
  });

  describe('activating one item many times at once', () => {
    const times = 6;

    it('counts every purchase in one subscription: racing on PostgreSQL, one after another on PGlite (one connection)', async () => {
      const pkg = await insertPackage(db, { days: 30 });
      const itemId = newItem();
      const now = new Date();
      const activate = () =>
        activateSubscription(db, { type: SubscriptionType.ads, itemId, userId: null, packageId: pkg.id, now });
      const results = await race(db, times, activate);
      expect(new Set(results.map((result) => result.id)).size).toBe(1);
      const rows = await rowsOf(SubscriptionType.ads, itemId);
      expect(rows).toHaveLength(1);
      expect(rows[0]?.days).toBe(30 * times);
      expect((await findSubscription(db, SubscriptionType.ads, itemId, now))?.remainingTime).toBe(30 * times);
    });
  });

  describe('back office list', () => {
    it('lists subscriptions with their package title, buyer and days left, filtered by type and status', async () => {
      const admin = await managerCookie(db);
      const pkg = await insertPackage(db, { type: PackageType.lawyerClientProject, days: 14 });
      const itemId = newItem();
      const made = await activateSubscription(db, {
        type: SubscriptionType.lawyerClientProject,
        itemId,
        userId: admin.id,
        packageId: pkg.id,
      });
      const res = await app.inject({
        url: `/api/v1/manager/subscriptions?type=${SubscriptionType.lawyerClientProject}&status=1&perPage=100`,
        headers: { cookie: admin.cookie },
      });
      expect(res.statusCode, res.body).toBe(200);
      const items = res.json<{ items: ManagedSubscription[] }>().items;
      expect(items.every((item) => item.type === SubscriptionType.lawyerClientProject && item.status === 1)).toBe(true);
      const mine = items.find((item) => item.id === made.id);
      expect(mine).toMatchObject({
        item: itemId,
        remainingTime: 14,
        current: true,
        userId: admin.id,
        userName: 'مدیر آزمون',
        package: { id: pkg.id, title: pkg.title },
      });
      expect(new Date(mine!.endDate).getTime() - new Date(mine!.startDate).getTime()).toBe(14 * DAY);

      const inactive = await app.inject({
        url: `/api/v1/manager/subscriptions?type=${SubscriptionType.lawyerClientProject}&status=0`,
        headers: { cookie: admin.cookie },
      });
      expect(inactive.json().items.map((item: ManagedSubscription) => item.id)).not.toContain(made.id);

      const bad = await app.inject({ url: '/api/v1/manager/subscriptions?type=10', headers: { cookie: admin.cookie } });
      expect(bad.statusCode).toBe(422);
    });

    it('needs a manager session (401) with the packages policy (403)', async () => {
      expect((await app.inject({ url: '/api/v1/manager/subscriptions' })).statusCode).toBe(401);
      const employee = await managerCookie(db, UserType.employee);
      expect(
        (await app.inject({ url: '/api/v1/manager/subscriptions', headers: { cookie: employee.cookie } })).statusCode,
      ).toBe(403);
    });
  });
});
