import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CategoryType } from '@shahrbazar/domain/enums/listing';
import { PackageType, PlanType } from '@shahrbazar/domain/enums/plans';
import { ListingStatus } from '@shahrbazar/domain/enums/status';
import { AD_REWARD_PURPOSE } from '@shahrbazar/domain/rules/reward';
import type { Db } from '../src/db/client.ts';
import type { App } from '../src/http/types.ts';
import { seedPolicies } from '../src/modules/access/access.service.ts';
import { walletEntries } from '../src/modules/payments/payment.table.ts';
import { walletReserves } from '../src/modules/payments/reserve.table.ts';
import { creditWallet } from '../src/modules/payments/wallet.service.ts';
import { makeStartToken } from '../src/verticals/advertise/reward.service.ts';
import { makeCategoryChain, makeCity, makePackage, unique } from './factories/catalogue.ts';
import { rewarderOf } from './factories/packages.ts';
import { adminSession, userWithSession } from './factories/users.ts';
import { expectReservesConsistent, expectWalletsBalanced, race, tally } from './support/race.ts';
import { buildTestApp, testDatabase } from './support/test-app.ts';

// Issue 34, finding 2: viewers claiming a city ad's reward while its owner turns rewarding off. The claim's foreign
// key to the listing takes the listing's KEY SHARE lock; the turn-off held the listing FOR UPDATE while it waited for
// the reserve the claim held: a deadlock, a 500, and sometimes every turn-off failed so the budget stayed held. Locks
// are now taken in one order (ADR 0077): listing, reserve, wallets.

const SECRET = 'reward-races-secret-0123456789abcdef0123456789ab';

describe('reward claims racing «turn rewarding off»', () => {
  let app: App;
  let db: Db;
  let admin: string;
  let city: Awaited<ReturnType<typeof makeCity>>;
  let chain: Awaited<ReturnType<typeof makeCategoryChain>>;
  let free: Awaited<ReturnType<typeof makePackage>>;
  let plan: Awaited<ReturnType<typeof makePackage>>;

  beforeAll(async () => {
    db = (await testDatabase()).db;
    await seedPolicies(db);
    app = await buildTestApp({ config: { appSecret: SECRET, rewards: { minViewSeconds: 15, dailyClaims: 50 } } });
    admin = (await adminSession(db)).cookie;
    city = await makeCity(db);
    chain = await makeCategoryChain(db, CategoryType.advertise);
    free = await makePackage(db, { type: PackageType.advertise });
    plan = await makePackage(db, {
      type: PackageType.rewarder,
      planType: PlanType.subscription,
      price: 20_000,
      days: 30,
      title: 'پاداش‌بگیر ماهانه',
    });
  });
  afterAll(() => app.close());

  async function rewardingAd(reward: number, numberReward: number) {
    const owner = await userWithSession(db, { name: 'کافه کتاب' });
    await db.transaction((tx) =>
      creditWallet(tx, { userId: owner.user.id, paymentId: null, amount: reward * numberReward, kind: 'charge' }),
    );
    const created = await app.inject({
      method: 'POST',
      url: '/api/v1/me/advertise',
      headers: { cookie: owner.cookie },
      payload: {
        city_id: city.id,
        package_id: free.id,
        general_sub_category_id: chain.sub.id,
        title: `تبلیغ ${unique()}`,
        description: 'هر روز از ۸ صبح تا ۱۱ شب',
        reward: String(reward),
        numberReward: String(numberReward),
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const ad = created.json<{ id: number; slugId: string }>();
    const approved = await app.inject({
      method: 'POST',
      url: `/api/v1/manager/listings/${ad.id}/status`,
      headers: { cookie: admin },
      payload: { status: ListingStatus.active },
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect((await toggle(owner.cookie, ad.id, true)).statusCode).toBe(200);
    return { owner, ad };
  }

  const toggle = (cookie: string, id: number, active: boolean) =>
    app.inject({
      method: 'POST',
      url: `/api/v1/me/advertise/${id}/rewarding`,
      headers: { cookie },
      payload: { active },
    });

  const rewarder = () => rewarderOf(db, plan.id);

  for (const round of [1, 2, 3]) {
    it(`20 claims and 5 turn-offs at once: no 500, one turn-off gives back exactly what is unspent (round ${round})`, async () => {
      const { owner, ad } = await rewardingAd(1_000, 40);
      const viewers: Array<Awaited<ReturnType<typeof rewarder>>> = [];
      for (let i = 0; i < 20; i++) viewers.push(await rewarder());
      const token = (userId: number) => makeStartToken(SECRET, ad.id, userId, new Date(Date.now() - 60_000));
      const answers = await race(db, 25, (index) =>
        index % 5 === 4
          ? // The turn-offs spread over the claims' own time (a claim does more work before it locks the reserve).
            new Promise((resolve) => setTimeout(resolve, 40 * index)).then(() => toggle(owner.cookie, ad.id, false))
          : app.inject({
              method: 'POST',
              url: `/api/v1/advertise/${ad.slugId}/reward/claim`,
              headers: { cookie: viewers[index - Math.floor(index / 5)]!.cookie },
              payload: { token: token(viewers[index - Math.floor(index / 5)]!.user.id) },
            }),
      );
      const offs = answers.filter((_, index) => index % 5 === 4);
      const claims = answers.filter((_, index) => index % 5 !== 4);
      // What a caller notices: a claim is paid or refused, a turn-off succeeds once and is refused after; never a 500.
      expect({ claims: tally(claims), offs: tally(offs) }).toEqual({
        claims: expect.not.objectContaining({ 500: expect.anything() }),
        offs: { 200: 1, 409: 4 },
      });
      const paid = claims.filter((res) => res.statusCode === 200).length;
      const [reserve] = await db
        .select()
        .from(walletReserves)
        .where(and(eq(walletReserves.purpose, AD_REWARD_PURPOSE), eq(walletReserves.itemId, ad.id)));
      expect(reserve).toMatchObject({ status: 'released', remaining: 0, released: 40_000 - paid * 1_000 });
      const releases = await db
        .select()
        .from(walletEntries)
        .where(and(eq(walletEntries.userId, owner.user.id), eq(walletEntries.kind, 'release')));
      expect(releases).toHaveLength(1);
      const everyone = [owner.user.id, ...viewers.map((viewer) => viewer.user.id)];
      await expectWalletsBalanced(db, everyone);
      await expectReservesConsistent(db, everyone);
    });
  }
});
