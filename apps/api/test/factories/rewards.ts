import { CategoryType } from '@shahrbazar/domain/enums/listing';
import { PackageType, PlanType } from '@shahrbazar/domain/enums/plans';
import { ListingStatus } from '@shahrbazar/domain/enums/status';
import { expect } from 'vitest';
import type { Db } from '../../src/db/client.ts';
import type { App } from '../../src/http/types.ts';
import { creditWallet } from '../../src/modules/payments/wallet.service.ts';
import { makeCategoryChain, makeCity, makePackage, unique } from './catalogue.ts';
import { rewarderOf } from './packages.ts';
import { adminSession, userWithSession } from './users.ts';

/** What city ads with rewards need (ADR 0023): a city, an advertise category chain, its free package, a rewarder plan. */
export async function rewardFixtures(db: Db) {
  const admin = (await adminSession(db)).cookie;
  const city = await makeCity(db);
  const chain = await makeCategoryChain(db, CategoryType.advertise);
  const free = await makePackage(db, { type: PackageType.advertise });
  const plan = await makePackage(db, {
    type: PackageType.rewarder,
    planType: PlanType.subscription,
    price: 20_000,
    days: 30,
    title: 'پاداش‌بگیر ماهانه',
  });
  return { admin, city, chain, free, plan };
}
export type RewardFixtures = Awaited<ReturnType<typeof rewardFixtures>>;

/** The HTTP steps of a city ad that rewards its viewers, and of the people who watch it. */
export function rewardSteps(app: App, db: Db, fx: RewardFixtures) {
  /** The owner turns rewarding on or off. */
  const toggle = (cookie: string, id: number, active: boolean) =>
    app.inject({
      method: 'POST',
      url: `/api/v1/me/advertise/${id}/rewarding`,
      headers: { cookie },
      payload: { active },
    });

  /** A live city ad of a new owner whose wallet funds `numberReward` rewards of `reward`, rewarding on. */
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
        city_id: fx.city.id,
        package_id: fx.free.id,
        general_sub_category_id: fx.chain.sub.id,
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
      headers: { cookie: fx.admin },
      payload: { status: ListingStatus.active },
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect((await toggle(owner.cookie, ad.id, true)).statusCode).toBe(200);
    return { owner, ad };
  }

  /** A person subscribed to the rewarder plan: rewards are theirs to claim. */
  const rewarder = () => rewarderOf(db, fx.plan.id);

  return { toggle, rewardingAd, rewarder };
}
