import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AD_REWARD_PURPOSE } from '@shahrbazar/domain/rules/reward';
import type { Db } from '../src/db/client.ts';
import type { App } from '../src/http/types.ts';
import { seedPolicies } from '../src/modules/access/access.service.ts';
import { walletEntries } from '../src/modules/payments/payment.table.ts';
import { walletReserves } from '../src/modules/payments/reserve.table.ts';
import { makeStartToken } from '../src/verticals/advertise/reward.service.ts';
import { rewardFixtures, rewardSteps } from './factories/rewards.ts';
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
  let steps: ReturnType<typeof rewardSteps>;

  beforeAll(async () => {
    db = (await testDatabase()).db;
    await seedPolicies(db);
    app = await buildTestApp({ config: { appSecret: SECRET, rewards: { minViewSeconds: 15, dailyClaims: 50 } } });
    steps = rewardSteps(app, db, await rewardFixtures(db));
  });
  afterAll(() => app.close());

  for (const round of [1, 2, 3]) {
    it(`20 claims and 5 turn-offs at once: no 500, one turn-off gives back exactly what is unspent (round ${round})`, async () => {
      const { owner, ad } = await steps.rewardingAd(1_000, 40);
      const viewers: Array<Awaited<ReturnType<typeof steps.rewarder>>> = [];
      for (let i = 0; i < 20; i++) viewers.push(await steps.rewarder());
      const token = (userId: number) => makeStartToken(SECRET, ad.id, userId, new Date(Date.now() - 60_000));
      const answers = await race(db, 25, (index) =>
        index % 5 === 4
          ? // The turn-offs spread over the claims' own time (a claim does more work before it locks the reserve).
            new Promise((resolve) => setTimeout(resolve, 40 * index)).then(() =>
              steps.toggle(owner.cookie, ad.id, false),
            )
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
