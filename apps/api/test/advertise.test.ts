import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Rewarding, RewardEarnings, RewardOffer, RewardStart } from '@shahrbazar/domain/api/advertise.schema';
import type { Payment } from '@shahrbazar/domain/api/payment.schema';
import { PaymentStatus, PaymentType } from '@shahrbazar/domain/enums/commerce';
import { FileType } from '@shahrbazar/domain/enums/listing';
import { SubscriptionType } from '@shahrbazar/domain/enums/plans';
import { ListingStatus } from '@shahrbazar/domain/enums/status';
import { AD_REWARD_PURPOSE } from '@shahrbazar/domain/rules/reward';
import { APP_SETTING_GROUP } from '@shahrbazar/domain/api/app.schema';
import type { Db } from '../src/db/client.ts';
import { options } from '../src/modules/app/option.table.ts';
import type { App } from '../src/http/types.ts';
import { seedPolicies } from '../src/modules/access/access.service.ts';
import { listings } from '../src/modules/listings/listing.table.ts';
import { files } from '../src/modules/media/file.table.ts';
import { activateSubscription } from '../src/modules/packages/subscription.service.ts';
import { walletEntries } from '../src/modules/payments/payment.table.ts';
import { walletReserves } from '../src/modules/payments/reserve.table.ts';
import { creditWallet } from '../src/modules/payments/wallet.service.ts';
import { users } from '../src/modules/users/user.table.ts';
import { makeStartToken, releaseEndedRewards } from '../src/verticals/advertise/reward.service.ts';
import { makeImageFile, unique } from './factories/catalogue.ts';
import { rewardFixtures, rewardSteps, type RewardFixtures } from './factories/rewards.ts';
import { userWithSession } from './factories/users.ts';
import { expectReservesConsistent, expectWalletsBalanced, race, tally } from './support/race.ts';
import { buildTestApp, testDatabase } from './support/test-app.ts';

/** The ad's reward reserve: reserves of other purposes (orders, visits) use the same item ids. */
const adReserve = (adId: number) => and(eq(walletReserves.purpose, AD_REWARD_PURPOSE), eq(walletReserves.itemId, adId));

const SECRET = 'advertise-test-secret-0123456789abcdef0123456789';
const DAILY = 3;

type AdJson = Record<string, unknown> & { id: number; slugId: string; status: number };

describe('city advertising and its rewards', () => {
  let app: App;
  let db: Db;
  let admin: RewardFixtures['admin'];
  let city: RewardFixtures['city'];
  let chain: RewardFixtures['chain'];
  let free: RewardFixtures['free'];
  let plan: RewardFixtures['plan'];
  let steps: ReturnType<typeof rewardSteps>;

  beforeAll(async () => {
    db = (await testDatabase()).db;
    await seedPolicies(db);
    app = await buildTestApp({
      config: { appSecret: SECRET, rewards: { minViewSeconds: 15, dailyClaims: DAILY } },
    });
    const fx = await rewardFixtures(db);
    ({ admin, city, chain, free, plan } = fx);
    steps = rewardSteps(app, db, fx);
  });
  afterAll(() => app.close());

  const balanceOf = async (userId: number) =>
    (await db.select({ balance: users.walletBalance }).from(users).where(eq(users.id, userId)))[0]!.balance;
  const fund = (userId: number, amount: number) =>
    db.transaction((tx) => creditWallet(tx, { userId, paymentId: null, amount, kind: 'charge' }));
  const body = (overrides: Record<string, unknown> = {}) => ({
    city_id: city.id,
    package_id: free.id,
    general_sub_category_id: chain.sub.id,
    title: 'کافه کتاب شهر؛ ده درصد تخفیف',
    description: 'هر روز از ۸ صبح تا ۱۱ شب',
    instagram: 'cafe.ketab',
    telegram: 'cafeketab',
    website: 'https://cafe.example',
    phone: '۰۴۵-۳۳۱۲۳۴۵۶',
    whatsapp: '09141234567',
    reward: '5000',
    numberReward: '3',
    ...overrides,
  });
  const publish = (cookie: string, overrides: Record<string, unknown> = {}) =>
    app.inject({ method: 'POST', url: '/api/v1/me/advertise', headers: { cookie }, payload: body(overrides) });
  const approve = (id: number) =>
    app.inject({
      method: 'POST',
      url: `/api/v1/manager/listings/${id}/status`,
      headers: { cookie: admin },
      payload: { status: ListingStatus.active },
    });
  const toggle = (cookie: string, id: number, active: boolean) => steps.toggle(cookie, id, active);
  const start = (cookie: string, slugId: string) =>
    app.inject({ method: 'POST', url: `/api/v1/advertise/${slugId}/reward/start`, headers: { cookie } });
  const claim = (cookie: string, slugId: string, token: string) =>
    app.inject({
      method: 'POST',
      url: `/api/v1/advertise/${slugId}/reward/claim`,
      headers: { cookie },
      payload: { token },
    });
  /** A token as if the viewer had opened the ad a minute ago (the server signed it then). */
  const pastToken = (adId: number, userId: number) =>
    makeStartToken(SECRET, adId, userId, new Date(Date.now() - 60_000));

  /** An advertiser with money and a live city ad rewarding `reward` to `numberReward` viewers, funded. */
  async function rewardingAd(reward = 5_000, numberReward = 3) {
    const owner = await userWithSession(db, { name: 'کافه کتاب' });
    await fund(owner.user.id, reward * numberReward);
    const res = await publish(owner.cookie, { reward, numberReward, title: `تبلیغ ${unique()}` });
    expect(res.statusCode, res.body).toBe(201);
    const ad = res.json<AdJson>();
    expect((await approve(ad.id)).statusCode).toBe(200);
    const on = await toggle(owner.cookie, ad.id, true);
    expect(on.statusCode, on.body).toBe(200);
    return { owner, ad };
  }

  /** A user subscribed to the rewarder plan (straight in the database; the paid path is tested below). */
  const rewarder = () => steps.rewarder();

  it('publishes a city ad with its links, reward and a video under a sub-category, found in its list after approval', async () => {
    const owner = await userWithSession(db);
    const image = await makeImageFile(db, owner.user.id);
    const [video] = await db
      .insert(files)
      .values({
        userId: owner.user.id,
        fileType: FileType.video,
        path: `/images/files/2026/11/${unique()}.mp4`,
        data: { mime: 'video/mp4', bytes: 5000, keys: [] },
      })
      .returning();
    const res = await publish(owner.cookie, { images: JSON.stringify([{ id: video!.id }, { id: image.id }]) });
    expect(res.statusCode, res.body).toBe(201);
    const ad = res.json<AdJson & { images: Array<{ id: number; type?: string }>; image: string }>();
    expect(ad).toMatchObject({
      status: ListingStatus.pending,
      instagram: 'cafe.ketab',
      website: 'https://cafe.example',
      phone: '04533123456',
      reward: 5000,
      numberReward: 3,
      isActiveRewarding: false,
      generalSubCategory: { id: chain.sub.id },
    });
    expect(ad.images).toEqual([
      expect.objectContaining({ id: video!.id, type: 'video' }),
      expect.objectContaining({ id: image.id }),
    ]);
    // A card shows a picture, never the video's address.
    expect(ad.image).toBe(image.path);

    expect((await approve(ad.id)).statusCode).toBe(200);
    const list = await app.inject({ url: `/api/v1/advertise?city=${city.slug}&subCategory=${chain.sub.slug}` });
    expect(list.json<{ items: AdJson[] }>().items.map((item) => item.id)).toContain(ad.id);
    // Another user's video cannot be attached; an ads vertical (images only) does not take videos either.
    const stranger = await userWithSession(db);
    expect(
      (await publish(stranger.cookie, { images: JSON.stringify([{ id: video!.id }]) })).json().error.fields,
    ).toHaveProperty('images');
  });

  it('refuses bad input with field errors in the one error shape', async () => {
    const { cookie } = await userWithSession(db);
    const negative = await publish(cookie, { reward: -5, numberReward: '-1', website: 'javascript:alert(1)' });
    expect(negative.statusCode).toBe(422);
    const error = negative.json<{ error: { code: string; message: string; fields: Record<string, string> } }>().error;
    expect(error.code).toBe('validation');
    expect(error.fields.reward).toMatch(/پاداش/);
    expect(error.fields.numberReward).toMatch(/تعداد/);
    expect(error.fields.website).toMatch(/http/);
    // Filed under a category (not a sub-category) of the advertise tree: refused.
    const noSub = await publish(cookie, { general_sub_category_id: undefined, general_category_id: chain.category.id });
    expect(noSub.json().error.fields).toHaveProperty('general_sub_category_id');
  });

  it('funds reward x numberReward from the wallet into a reserve, and refuses what the wallet cannot fund', async () => {
    const owner = await userWithSession(db);
    const ad = (await publish(owner.cookie, { reward: 5_000, numberReward: 3 })).json<AdJson>();
    await fund(owner.user.id, 14_999);

    const short = await toggle(owner.cookie, ad.id, true);
    expect(short.statusCode).toBe(409);
    expect(short.json().error.message).toMatch(/موجودی کیف پول/);
    expect(await balanceOf(owner.user.id)).toBe(14_999);
    expect(await db.select().from(walletReserves).where(adReserve(ad.id))).toHaveLength(0);

    await fund(owner.user.id, 1);
    const on = await toggle(owner.cookie, ad.id, true);
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json<Rewarding>()).toMatchObject({
      isActiveRewarding: true,
      funded: 15_000,
      remaining: 15_000,
      rewardedCount: 0,
    });
    expect(await balanceOf(owner.user.id)).toBe(0);
    const entries = await db.select().from(walletEntries).where(eq(walletEntries.userId, owner.user.id));
    expect(entries.find((entry) => entry.kind === 'reserve')).toMatchObject({ amount: -15_000, balanceAfter: 0 });
    expect((await toggle(owner.cookie, ad.id, true)).statusCode).toBe(409);
    // The answer of the listing says so too.
    expect(
      (await app.inject({ url: `/api/v1/me/advertise/${ad.id}`, headers: { cookie: owner.cookie } })).json(),
    ).toMatchObject({ isActiveRewarding: true });
    // An owner's edit keeps the running reward (the form does not write it).
    const edited = await app.inject({
      method: 'PUT',
      url: `/api/v1/me/advertise/${ad.id}`,
      headers: { cookie: owner.cookie },
      payload: body({ reward: 5_000, numberReward: 3, title: 'کافه کتاب شهر؛ منوی تازه' }),
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ isActiveRewarding: true });

    // Nothing to fund: refused as a field error; another's ad: 404.
    const zero = (await publish(owner.cookie, { reward: 0, numberReward: 3 })).json<AdJson>();
    const nothing = await toggle(owner.cookie, zero.id, true);
    expect(nothing.statusCode).toBe(422);
    expect(nothing.json().error.fields).toHaveProperty('reward');
    const stranger = await userWithSession(db);
    expect((await toggle(stranger.cookie, ad.id, false)).statusCode).toBe(404);
  });

  it('subscribes to the rewarder plan by paying like any package, then pays a viewer once after the minimum time', async () => {
    const { owner, ad } = await rewardingAd();
    const viewer = await userWithSession(db);

    // Not a subscriber: told so, no token, no money.
    const offerBefore = await app.inject({
      url: `/api/v1/advertise/${ad.slugId}/reward`,
      headers: { cookie: viewer.cookie },
    });
    expect(offerBefore.json<RewardOffer>()).toMatchObject({ state: 'notSubscriber', reward: 5_000 });
    const refused = await start(viewer.cookie, ad.slugId);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toMatch(/اشتراک طرح پاداش‌بگیر/);
    expect((await claim(viewer.cookie, ad.slugId, pastToken(ad.id, viewer.user.id))).statusCode).toBe(403);
    expect(await balanceOf(viewer.user.id)).toBe(0);

    // The plan is a package of type rewarder, paid with a payment of type rewarder (here from the wallet).
    await fund(viewer.user.id, plan.price);
    const created = await app.inject({
      method: 'POST',
      url: '/api/v1/me/payments',
      headers: { cookie: viewer.cookie },
      payload: { type: PaymentType.rewarder, package_id: plan.id },
    });
    expect(created.statusCode, created.body).toBe(201);
    const payment = created.json<Payment>();
    expect(payment.price).toBe(plan.price);
    const paid = await app.inject({
      method: 'POST',
      url: `/api/v1/me/payments/${payment.id}/pay`,
      headers: { cookie: viewer.cookie },
      payload: { method: 'wallet' },
    });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json()).toMatchObject({ payment: { status: PaymentStatus.paid } });
    const earningsBefore = await app.inject({ url: '/api/v1/me/rewards', headers: { cookie: viewer.cookie } });
    expect(earningsBefore.json<RewardEarnings>()).toMatchObject({ subscribed: true, total: 0, count: 0 });

    // Started now and claimed at once: too early, nothing moves.
    const started = await start(viewer.cookie, ad.slugId);
    expect(started.statusCode, started.body).toBe(200);
    const { token, minSeconds } = started.json<RewardStart>();
    expect(minSeconds).toBe(15);
    const early = await claim(viewer.cookie, ad.slugId, token);
    expect(early.statusCode).toBe(422);
    expect(early.json().error).toMatchObject({ code: 'validation', fields: { token: expect.any(String) } });
    expect(early.json().error.message).toMatch(/زمان کافی/);

    // Forged: the signature changed, another viewer's token, a token signed with another secret.
    const forged = `${pastToken(ad.id, viewer.user.id).slice(0, -2)}xx`;
    const stranger = await rewarder();
    for (const bad of [
      forged,
      pastToken(ad.id, stranger.user.id),
      makeStartToken('another-secret-of-someone-else-000000000', ad.id, viewer.user.id, new Date(Date.now() - 60_000)),
      'not-a-token',
    ]) {
      const res = await claim(viewer.cookie, ad.slugId, bad);
      expect(res.statusCode, bad).toBe(422);
      expect(res.json().error.message).toMatch(/معتبر نیست/);
    }
    expect(await balanceOf(viewer.user.id)).toBe(0);

    // Long enough: paid once.
    const good = await claim(viewer.cookie, ad.slugId, pastToken(ad.id, viewer.user.id));
    expect(good.statusCode, good.body).toBe(200);
    expect(good.json()).toEqual({ amount: 5_000, balance: 5_000 });
    const again = await claim(viewer.cookie, ad.slugId, pastToken(ad.id, viewer.user.id));
    expect(again.statusCode).toBe(409);
    expect(await balanceOf(viewer.user.id)).toBe(5_000);
    const payout = await db
      .select()
      .from(walletEntries)
      .where(and(eq(walletEntries.userId, viewer.user.id), eq(walletEntries.kind, 'payout')));
    expect(payout).toHaveLength(1);

    // The advertiser cannot reward themself.
    await activateSubscription(db, {
      type: SubscriptionType.rewarder,
      itemId: owner.user.id,
      userId: owner.user.id,
      packageId: plan.id,
    });
    expect((await start(owner.cookie, ad.slugId)).statusCode).toBe(403);
    expect((await claim(owner.cookie, ad.slugId, pastToken(ad.id, owner.user.id))).statusCode).toBe(403);

    // Each side sees it: the rewarder what they earned, the advertiser how many were rewarded and what is left.
    const earnings = (
      await app.inject({ url: '/api/v1/me/rewards', headers: { cookie: viewer.cookie } })
    ).json<RewardEarnings>();
    expect(earnings).toMatchObject({ total: 5_000, count: 1, items: [{ amount: 5_000, slugId: ad.slugId }] });
    const state = await app.inject({
      url: `/api/v1/me/advertise/${ad.id}/rewarding`,
      headers: { cookie: owner.cookie },
    });
    expect(state.json<Rewarding>()).toMatchObject({ rewardedCount: 1, numberReward: 3, remaining: 10_000 });
    expect(
      (await app.inject({ url: `/api/v1/me/advertise/${ad.id}/rewarding`, headers: { cookie: viewer.cookie } }))
        .statusCode,
    ).toBe(404);
  });

  it('stops at the daily limit of claims per viewer', async () => {
    const viewer = await rewarder();
    for (let i = 0; i < DAILY; i++) {
      const { ad } = await rewardingAd(1_000, 2);
      expect((await claim(viewer.cookie, ad.slugId, pastToken(ad.id, viewer.user.id))).statusCode).toBe(200);
    }
    const { ad } = await rewardingAd(1_000, 2);
    const over = await claim(viewer.cookie, ad.slugId, pastToken(ad.id, viewer.user.id));
    expect(over.statusCode).toBe(409);
    expect(over.json().error.message).toMatch(/سقف/);
    expect(await balanceOf(viewer.user.id)).toBe(DAILY * 1_000);
  });

  it('gives the unspent part back when rewarding is turned off, exactly once', async () => {
    const { owner, ad } = await rewardingAd(5_000, 3);
    const viewers = [await rewarder(), await rewarder()];
    for (const viewer of viewers) {
      expect((await claim(viewer.cookie, ad.slugId, pastToken(ad.id, viewer.user.id))).statusCode).toBe(200);
    }
    const answers = await race(db, 2, () => toggle(owner.cookie, ad.id, false));
    expect(tally(answers)).toEqual({ 200: 1, 409: 1 });
    expect(answers.find((res) => res.statusCode === 200)!.json<Rewarding>()).toMatchObject({
      isActiveRewarding: false,
      rewardedCount: 2,
      remaining: 0,
      refunded: 5_000,
    });
    expect(await balanceOf(owner.user.id)).toBe(5_000);
    const releases = await db
      .select()
      .from(walletEntries)
      .where(and(eq(walletEntries.userId, owner.user.id), eq(walletEntries.kind, 'release')));
    expect(releases).toHaveLength(1);
    const everyone = [owner.user.id, ...viewers.map((viewer) => viewer.user.id)];
    await expectWalletsBalanced(db, everyone);
    await expectReservesConsistent(db, everyone);
    // Off: nobody is paid any more.
    const late = await rewarder();
    expect((await claim(late.cookie, ad.slugId, pastToken(ad.id, late.user.id))).statusCode).toBe(409);
  });

  it('pays nobody and funds nothing while the site’s rewarding switch (activeReward) is off; turning off still refunds', async () => {
    const { owner, ad } = await rewardingAd(2_000, 2);
    const viewer = await rewarder();
    const setSwitch = (content: string) =>
      db
        .insert(options)
        .values({ group: APP_SETTING_GROUP, name: 'activeReward', content })
        .onConflictDoUpdate({ target: [options.group, options.name], set: { content } });
    await setSwitch('false');
    try {
      const offer = await app.inject({
        url: `/api/v1/advertise/${ad.slugId}/reward`,
        headers: { cookie: viewer.cookie },
      });
      expect(offer.json<RewardOffer>().state).toBe('off');
      expect((await start(viewer.cookie, ad.slugId)).statusCode).toBeGreaterThanOrEqual(400);
      const refused = await claim(viewer.cookie, ad.slugId, pastToken(ad.id, viewer.user.id));
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error.message).toMatch(/خاموش/);
      expect(await balanceOf(viewer.user.id)).toBe(0);

      // The advertiser gets the budget back, and cannot fund it again while the switch is off.
      expect((await toggle(owner.cookie, ad.id, false)).json<Rewarding>()).toMatchObject({ refunded: 4_000 });
      expect(await balanceOf(owner.user.id)).toBe(4_000);
      const again = await toggle(owner.cookie, ad.id, true);
      expect(again.statusCode).toBe(409);
      expect(await balanceOf(owner.user.id)).toBe(4_000);
    } finally {
      await setSwitch('true');
    }
    expect((await toggle(owner.cookie, ad.id, true)).statusCode).toBe(200);
  });

  it('gives the rest back when the ad is taken down, by the background job, once', async () => {
    const { owner, ad } = await rewardingAd(2_000, 5);
    await db.update(listings).set({ status: ListingStatus.inactive }).where(eq(listings.id, ad.id));
    expect(await releaseEndedRewards(db)).toBeGreaterThanOrEqual(1);
    expect(await balanceOf(owner.user.id)).toBe(10_000);
    await releaseEndedRewards(db);
    expect(await balanceOf(owner.user.id)).toBe(10_000);
    const [reserve] = await db.select().from(walletReserves).where(adReserve(ad.id));
    expect(reserve).toMatchObject({ status: 'released', remaining: 0, released: 10_000 });
  });

  describe('races (real on PostgreSQL, one after another on PGlite)', () => {
    it('50 claims at once on an ad for 10 viewers pay exactly 10', async () => {
      const { owner, ad } = await rewardingAd(1_000, 10);
      const viewers: Array<Awaited<ReturnType<typeof rewarder>>> = [];
      for (let i = 0; i < 50; i++) viewers.push(await rewarder());
      const answers = await race(db, viewers.length, (index) => {
        const viewer = viewers[index]!;
        return claim(viewer.cookie, ad.slugId, pastToken(ad.id, viewer.user.id));
      });
      expect(tally(answers)).toEqual({ 200: 10, 409: 40 });
      const paid = await Promise.all(viewers.map((viewer) => balanceOf(viewer.user.id)));
      expect(paid.reduce((sum, balance) => sum + balance, 0)).toBe(10_000);
      const [reserve] = await db.select().from(walletReserves).where(adReserve(ad.id));
      expect(reserve).toMatchObject({ remaining: 0, status: 'released' });
      const state = await app.inject({
        url: `/api/v1/me/advertise/${ad.id}/rewarding`,
        headers: { cookie: owner.cookie },
      });
      expect(state.json<Rewarding>()).toMatchObject({ isActiveRewarding: false, rewardedCount: 10, remaining: 0 });
      const everyone = [owner.user.id, ...viewers.map((viewer) => viewer.user.id)];
      await expectWalletsBalanced(db, everyone);
      await expectReservesConsistent(db, everyone);
    });

    it('the same viewer claiming twice at once is paid once', async () => {
      const { owner, ad } = await rewardingAd(3_000, 5);
      const viewer = await rewarder();
      const answers = await race(db, 2, () => claim(viewer.cookie, ad.slugId, pastToken(ad.id, viewer.user.id)));
      expect(tally(answers)).toEqual({ 200: 1, 409: 1 });
      expect(await balanceOf(viewer.user.id)).toBe(3_000);
      await expectWalletsBalanced(db, [owner.user.id, viewer.user.id]);
      await expectReservesConsistent(db, [owner.user.id, viewer.user.id]);
    });
  });
});
