import { randomBytes, randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListingPurchaseOffers } from '@shahrbazar/domain/api/listing-purchase.schema';
import type { PayResult, Payment } from '@shahrbazar/domain/api/payment.schema';
import { PaymentStatus, PaymentType } from '@shahrbazar/domain/enums/commerce';
import { PlanType, SubscriptionType } from '@shahrbazar/domain/enums/plans';
import { ListingStatus } from '@shahrbazar/domain/enums/status';
import { makeSlugId } from '@shahrbazar/domain/text/slug';
import type { Db } from '../src/db/client.ts';
import type { App } from '../src/http/types.ts';
import { seedPolicies } from '../src/modules/access/access.service.ts';
import { listingBumps } from '../src/modules/listings/listing-bump.table.ts';
import { liftDueBumps } from '../src/modules/listings/listing-bump.service.ts';
import { listings } from '../src/modules/listings/listing.table.ts';
import { subscriptions } from '../src/modules/packages/package.table.ts';
import { creditWallet } from '../src/modules/payments/wallet.service.ts';
import { adsDesk, type AdJson } from './factories/ads.ts';
import { makeCity, makePackage } from './factories/catalogue.ts';
import { billing } from './factories/payments.ts';
import { adminSession, userWithSession } from './factories/users.ts';
import { expectWalletsBalanced, race } from './support/race.ts';
import { buildTestApp, testDatabase } from './support/test-app.ts';

// Issue 35 item 1: a bump, a renewal or an upgrade of a live listing is a purchase, not an edit. The listing stays live
// while it is paid for; the purchase is applied once, when the money lands, without a new review.

const DAY = 24 * 60 * 60 * 1000;

type Ad = AdJson & {
  bump: { nextLift: string | null; daysLeft: number } | null;
  package: { id: number } | null;
  subscription: { remainingTime: number } | null;
  isSpecial: boolean;
};

describe('purchases for a live listing (issue 35)', () => {
  let app: App;
  let db: Db;
  let desk: Awaited<ReturnType<typeof adsDesk>>;
  let steps: ReturnType<typeof billing>;
  let bump: Awaited<ReturnType<typeof makePackage>>;
  let plan: Awaited<ReturnType<typeof makePackage>>;
  let special: Awaited<ReturnType<typeof makePackage>>;

  beforeAll(async () => {
    db = (await testDatabase()).db;
    await seedPolicies(db);
    app = await buildTestApp();
    desk = await adsDesk(app, db);
    steps = billing(app);
    const paid = { planType: PlanType.subscription } as const;
    bump = await makePackage(db, {
      ...paid,
      title: 'نردبان ۷ روزه',
      price: 20_000,
      days: 7,
      accessPermissions: ['ladder'],
    });
    plan = await makePackage(db, { ...paid, title: 'آگهی ماهانه', price: 50_000, days: 30 });
    special = await makePackage(db, {
      ...paid,
      title: 'ویژه',
      price: 80_000,
      days: 30,
      accessPermissions: ['isSpecial'],
    });
  });
  afterAll(() => app.close());

  /** A city of the test's own: its public list holds only what the test publishes. */
  const ownCity = () => makeCity(db);
  const listOf = async (citySlug: string) =>
    (await app.inject({ url: `/api/v1/ads?city=${citySlug}` })).json<{ items: Ad[] }>().items.map((item) => item.id);
  const mine = async (cookie: string, id: number) =>
    (await app.inject({ url: `/api/v1/me/ads/${id}`, headers: { cookie } })).json<Ad>();
  const offers = async (cookie: string, id: number) => {
    const res = await app.inject({ url: `/api/v1/me/ads/${id}/purchases`, headers: { cookie } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<ListingPurchaseOffers>();
  };
  const buy = (cookie: string, id: number, payload: Record<string, unknown>, key?: string) =>
    app.inject({
      method: 'POST',
      url: `/api/v1/me/ads/${id}/purchases`,
      headers: { cookie, ...(key ? { 'idempotency-key': key } : {}) },
      payload,
    });
  const waitingQueue = async () =>
    (
      await app.inject({ url: '/api/v1/manager/listings?waiting=true&perPage=100', headers: { cookie: desk.admin } })
    ).json<{ items: Ad[] }>().items;
  /** A live ad on the paid monthly plan: published, paid from the wallet, approved. */
  const livePaid = async (cookie: string, userId: number, cityId: number) => {
    const ad = await desk.publish(cookie, { package_id: plan.id, city_id: cityId });
    await creditWallet(db, { userId, paymentId: null, amount: plan.price, kind: 'charge' });
    const created = await steps.create(cookie, { type: PaymentType.ads, item_id: ad.id });
    expect((await steps.pay(cookie, created.json<{ id: number }>().id, 'wallet')).statusCode).toBe(200);
    expect((await desk.moderate(ad.id, ListingStatus.active)).statusCode).toBe(200);
    return ad;
  };

  it('a bought bump keeps the ad live throughout, then puts it first in its list, unreviewed', async () => {
    const { cookie } = await userWithSession(db);
    const city = await ownCity();
    const older = await desk.live(cookie, { city_id: city.id, title: 'میز تحریر چوبی' });
    const newer = await desk.live(cookie, { city_id: city.id, title: 'صندلی گردان' });
    expect(await listOf(city.slug)).toEqual([newer.id, older.id]);

    // The ladder is offered as a bump, not as a plan; the free ad has no package of its own to renew.
    const offered = await offers(cookie, older.id);
    expect(offered.bump.map((pkg) => pkg.id)).toContain(bump.id);
    expect(offered.upgrade.map((pkg) => pkg.id)).toContain(plan.id);
    expect(offered.upgrade.map((pkg) => pkg.id)).not.toContain(bump.id);
    expect(offered.renewal).toEqual([]);

    const created = await buy(cookie, older.id, { kind: 'bump', package_id: bump.id });
    expect(created.statusCode, created.body).toBe(201);
    const payment = created.json<Payment>();
    expect(payment).toMatchObject({
      type: PaymentType.listingBump,
      price: bump.price,
      status: PaymentStatus.unpaid,
      item: { kind: 'listing', id: older.id },
    });
    // Bought, not yet paid: still live, still where it was.
    expect((await mine(cookie, older.id)).status).toBe(ListingStatus.active);
    expect(await listOf(city.slug)).toEqual([newer.id, older.id]);

    const started = await steps.pay(cookie, payment.id, 'online');
    expect(started.statusCode, started.body).toBe(200);
    // At the bank: still live.
    expect(await listOf(city.slug)).toEqual([newer.id, older.id]);
    const back = await steps.callback(await steps.bank(started.json<PayResult>().redirectUrl!, 'pay'));
    expect(back.headers.location).toBe(`/panel/verifyPayment?payment=${payment.id}`);

    expect((await steps.payment(cookie, payment.id)).json().status).toBe(PaymentStatus.paid);
    expect(await listOf(city.slug)).toEqual([older.id, newer.id]);
    const after = await mine(cookie, older.id);
    expect(after.status).toBe(ListingStatus.active);
    // The bump changed nothing else: its package is its own, and no manager is asked to look at it.
    expect(after.package?.id).toBe(desk.free.id);
    expect((await waitingQueue()).map((item) => item.id)).not.toContain(older.id);

    // What is published after the bump comes above it, as anything newer does.
    const newest = await desk.live(cookie, { city_id: city.id, title: 'کمد لباس' });
    expect(await listOf(city.slug)).toEqual([newest.id, older.id, newer.id]);
  });

  it('a bump of 7 days lifts the ad once a day for 7 days, once however many rounds run, and its owner sees what is left', async () => {
    const { user, cookie } = await userWithSession(db);
    const city = await ownCity();
    const bumped = await desk.live(cookie, { city_id: city.id, title: 'دوچرخه کوهستان' });
    await creditWallet(db, { userId: user.id, paymentId: null, amount: bump.price, kind: 'charge' });
    const payment = (await buy(cookie, bumped.id, { kind: 'bump', package_id: bump.id })).json<Payment>();
    const before = Date.now();
    expect((await steps.pay(cookie, payment.id, 'wallet')).statusCode).toBe(200);
    const after = Date.now();
    const running = (await mine(cookie, bumped.id)).bump;
    expect(running?.daysLeft).toBe(7);
    // The first lift of the days to come is a day after the one paid for.
    const firstDue = new Date(running!.nextLift!).getTime();
    expect(firstDue).toBeGreaterThanOrEqual(before + DAY);
    expect(firstDue).toBeLessThanOrEqual(after + DAY);
    const placeOf = async () =>
      (await db.select({ key: listings.sortKey }).from(listings).where(eq(listings.id, bumped.id)))[0]!.key;

    for (let day = 1; day <= 6; day++) {
      // Something newer each day comes above it, until the day's round lifts it again.
      const newer = await desk.live(cookie, { city_id: city.id, title: `کلاه ایمنی ${day}` });
      expect((await listOf(city.slug))[0]).toBe(newer.id);
      const now = new Date(firstDue + (day - 1) * DAY + 60_000);
      // A round an hour early lifts nothing.
      expect(await liftDueBumps(db, new Date(now.getTime() - 61 * 60_000))).not.toContain(bumped.id);
      // Two rounds at once (two instances, had the runner's lock not held one back): one lift.
      const rounds = await race(db, 2, () => liftDueBumps(db, now));
      expect(rounds.flat().filter((id) => id === bumped.id)).toEqual([bumped.id]);
      expect((await listOf(city.slug))[0]).toBe(bumped.id);
      // The runner's round later that day: nothing more.
      const place = await placeOf();
      await liftDueBumps(db, new Date(now.getTime() + 3 * 60 * 60_000));
      expect(await placeOf()).toBe(place);
      expect((await mine(cookie, bumped.id)).bump?.nextLift).toBe(
        day < 6 ? new Date(firstDue + day * DAY).toISOString() : null,
      );
    }
    // The seventh day was the last: the day after, nothing lifts it, and its days are gone from its owner's list.
    const last = await desk.live(cookie, { city_id: city.id, title: 'قفل دوچرخه' });
    expect(await liftDueBumps(db, new Date(firstDue + 6 * DAY + 60_000))).not.toContain(bumped.id);
    expect((await listOf(city.slug))[0]).toBe(last.id);
    expect(await db.select().from(listingBumps).where(eq(listingBumps.listingId, bumped.id))).toEqual([]);
  });

  it('a renewal adds the package’s days to the live ad’s term; an upgrade moves it to the plan, both unreviewed', async () => {
    const { user, cookie } = await userWithSession(db);
    const city = await ownCity();
    const ad = await livePaid(cookie, user.id, city.id);
    expect((await mine(cookie, ad.id)).subscription?.remainingTime).toBe(30);

    const offered = await offers(cookie, ad.id);
    expect(offered.renewal.map((pkg) => pkg.id)).toEqual([plan.id]);
    expect(offered.upgrade.map((pkg) => pkg.id)).toContain(special.id);
    expect(offered.upgrade.map((pkg) => pkg.id)).not.toContain(plan.id);

    await creditWallet(db, { userId: user.id, paymentId: null, amount: plan.price + special.price, kind: 'charge' });
    const renewal = (await buy(cookie, ad.id, { kind: 'renewal', package_id: plan.id })).json<Payment>();
    expect(renewal.type).toBe(PaymentType.listingRenewal);
    const paid = await steps.pay(cookie, renewal.id, 'wallet');
    expect(paid.statusCode, paid.body).toBe(200);
    const renewed = await mine(cookie, ad.id);
    expect(renewed.status).toBe(ListingStatus.active);
    expect(renewed.subscription?.remainingTime).toBe(60);
    expect(await listOf(city.slug)).toEqual([ad.id]);

    const upgrade = (await buy(cookie, ad.id, { kind: 'upgrade', package_id: special.id })).json<Payment>();
    expect(upgrade.type).toBe(PaymentType.listingUpgrade);
    expect((await steps.pay(cookie, upgrade.id, 'wallet')).statusCode).toBe(200);
    const upgraded = await mine(cookie, ad.id);
    expect(upgraded).toMatchObject({ status: ListingStatus.active, isSpecial: true, package: { id: special.id } });
    expect(upgraded.subscription?.remainingTime).toBe(90);
    expect((await waitingQueue()).map((item) => item.id)).not.toContain(ad.id);
    await expectWalletsBalanced(db, [user.id]);
  });

  it('refuses what cannot be bought: another’s ad (404), an ad not live (409), a package of the wrong kind (422)', async () => {
    const alice = await userWithSession(db);
    const bob = await userWithSession(db);
    const ad = await desk.live(alice.cookie);
    expect((await buy(bob.cookie, ad.id, { kind: 'bump', package_id: bump.id })).statusCode).toBe(404);
    expect((await app.inject({ url: `/api/v1/me/ads/${ad.id}/purchases` })).statusCode).toBe(401);
    const field = async (payload: Record<string, unknown>) => {
      const res = await buy(alice.cookie, ad.id, payload);
      expect(res.statusCode, res.body).toBe(422);
      return Object.keys(res.json().error.fields ?? {});
    };
    expect(await field({ kind: 'bump', package_id: plan.id })).toEqual(['package_id']);
    expect(await field({ kind: 'upgrade', package_id: bump.id })).toEqual(['package_id']);
    expect(await field({ kind: 'renewal', package_id: plan.id })).toEqual(['package_id']);
    expect(await field({ kind: 'upgrade', package_id: desk.free.id })).toEqual(['package_id']);
    expect(await field({ kind: 'lift', package_id: bump.id })).toEqual(['kind']);
    const pending = await desk.publish(alice.cookie);
    expect((await buy(alice.cookie, pending.id, { kind: 'bump', package_id: bump.id })).statusCode).toBe(409);
  });

  it('an edit that picks another package for a live ad is refused and leaves it live (a purchase instead)', async () => {
    const { cookie } = await userWithSession(db);
    const ad = await desk.live(cookie);
    const res = await app.inject({
      method: 'PUT',
      url: `/api/v1/me/ads/${ad.id}`,
      headers: { cookie },
      payload: {
        city_id: desk.city.id,
        package_id: bump.id,
        general_sub_sub_category_id: desk.chain.subSub.id,
        title: ad.title,
        description: 'کم‌کار، با لوازم یدکی',
        price: 3_500_000,
      },
    });
    expect(res.statusCode, res.body).toBe(422);
    expect(Object.keys(res.json().error.fields)).toEqual(['package_id']);
    expect((await mine(cookie, ad.id)).status).toBe(ListingStatus.active);
  });

  const daysOf = async (listingId: number) =>
    (
      await db
        .select({ days: subscriptions.days })
        .from(subscriptions)
        .where(and(eq(subscriptions.type, SubscriptionType.ads), eq(subscriptions.itemId, listingId)))
    ).map((row) => row.days);

  it('a renewal paid twice with one key, or by the bank and the wallet at once, adds its days once', async () => {
    const { user, cookie } = await userWithSession(db);
    const ad = await livePaid(cookie, user.id, (await ownCity()).id);
    await creditWallet(db, { userId: user.id, paymentId: null, amount: 10 * plan.price, kind: 'charge' });

    // One key, sent twice (a double tap): one purchase, paid once.
    const key = randomUUID();
    const first = await buy(cookie, ad.id, { kind: 'renewal', package_id: plan.id }, key);
    const again = await buy(cookie, ad.id, { kind: 'renewal', package_id: plan.id }, key);
    expect(again.json<Payment>().id).toBe(first.json<Payment>().id);
    const id = first.json<Payment>().id;
    const payKey = randomUUID();
    const paid = await steps.pay(cookie, id, 'wallet', payKey);
    const replay = await steps.pay(cookie, id, 'wallet', payKey);
    expect([paid.statusCode, replay.statusCode]).toEqual([200, 200]);
    expect((await steps.pay(cookie, id, 'wallet')).statusCode).toBe(409);
    expect(await daysOf(ad.id)).toEqual([60]);

    // The bank's callback and a wallet payment of the same purchase, at once: one of them pays it.
    const racing = (await buy(cookie, ad.id, { kind: 'renewal', package_id: plan.id })).json<Payment>();
    const started = await steps.pay(cookie, racing.id, 'online');
    const path = await steps.bank(started.json<PayResult>().redirectUrl!, 'pay');
    const answers = await race(db, 2, (index) =>
      index === 0 ? steps.callback(path) : steps.pay(cookie, racing.id, 'wallet'),
    );
    expect(answers[0]!.statusCode).toBe(303);
    expect([200, 409]).toContain(answers[1]!.statusCode);
    expect((await steps.payment(cookie, racing.id)).json().status).toBe(PaymentStatus.paid);
    expect(await daysOf(ad.id)).toEqual([90]);
    expect((await mine(cookie, ad.id)).status).toBe(ListingStatus.active);
    await expectWalletsBalanced(db, [user.id]);
  });
});

// Issue 35 item 2: what waits for a person — under review (0) or paid and waiting for confirmation (4), of every
// vertical — is in the back office's default queue, oldest first, and in the dashboard's counts.
describe('the review queue and its counts (issue 35)', () => {
  let app: App;
  let db: Db;
  let admin: string;

  beforeAll(async () => {
    db = (await testDatabase()).db;
    await seedPolicies(db);
    app = await buildTestApp();
    admin = (await adminSession(db)).cookie;
  });
  afterAll(() => app.close());

  /** A listing straight in the database, findable by `word`, last changed `minutesAgo`. */
  async function waiting(vertical: string, status: number, word: string, minutesAgo: number) {
    const owner = await userWithSession(db);
    const [row] = await db
      .insert(listings)
      .values({
        vertical,
        userId: owner.user.id,
        title: `${word} ${vertical} ${status}`,
        slug: word,
        slugId: makeSlugId((size) => randomBytes(size), 12),
        searchText: `${word} ${vertical}`,
        status,
        updatedAt: new Date(Date.now() - minutesAgo * 60_000),
      })
      .returning();
    return row!;
  }
  const get = (url: string) => app.inject({ url, headers: { cookie: admin } });

  it('opens on statuses 0 and 4 of every vertical, oldest first', async () => {
    const word = `queue${randomBytes(4).toString('hex')}`;
    const paidBooth = await waiting('booth', ListingStatus.paidWaitingConfirmation, word, 90);
    const reviewAd = await waiting('ads', ListingStatus.pending, word, 60);
    const paidAd = await waiting('ads', ListingStatus.paidWaitingConfirmation, word, 30);
    await waiting('ads', ListingStatus.active, word, 120);
    await waiting('ads', ListingStatus.awaitingPayment, word, 120);
    const res = await get(`/api/v1/manager/listings?waiting=true&q=${word}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ items: Array<{ id: number }> }>().items.map((item) => item.id)).toEqual([
      paidBooth.id,
      reviewAd.id,
      paidAd.id,
    ]);
    // One vertical's queue, and one status's, keep the order.
    const ads = await get(`/api/v1/manager/listings?waiting=true&vertical=ads&q=${word}`);
    expect(ads.json<{ items: Array<{ id: number }> }>().items.map((item) => item.id)).toEqual([reviewAd.id, paidAd.id]);
  });

  it('counts paid booths waiting for confirmation among the booths pending review, and every vertical’s waiting', async () => {
    const counts = async () =>
      (await get('/api/v1/manager/dashboard')).json<{
        boothPending: number;
        listingsWaiting: Record<string, number>;
      }>();
    const before = await counts();
    const word = `count${randomBytes(4).toString('hex')}`;
    await waiting('booth', ListingStatus.paidWaitingConfirmation, word, 10);
    await waiting('booth', ListingStatus.pending, word, 10);
    await waiting('clinic', ListingStatus.paidWaitingConfirmation, word, 10);
    await waiting('booth', ListingStatus.awaitingPayment, word, 10);
    const after = await counts();
    expect(after.boothPending - before.boothPending).toBe(2);
    expect((after.listingsWaiting.booth ?? 0) - (before.listingsWaiting.booth ?? 0)).toBe(2);
    expect((after.listingsWaiting.clinic ?? 0) - (before.listingsWaiting.clinic ?? 0)).toBe(1);
  });
});
