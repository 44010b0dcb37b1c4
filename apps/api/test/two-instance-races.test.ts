import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Payment } from '@shahrbazar/domain/api/payment.schema';
import type { Withdrawal } from '@shahrbazar/domain/api/withdrawal.schema';
import { PaymentType } from '@shahrbazar/domain/enums/commerce';
import { AD_REWARD_PURPOSE } from '@shahrbazar/domain/rules/reward';
import type { Db } from '../src/db/client.ts';
import type { App } from '../src/http/types.ts';
import { seedPolicies } from '../src/modules/access/access.service.ts';
import { walletEntries } from '../src/modules/payments/payment.table.ts';
import { walletReserves } from '../src/modules/payments/reserve.table.ts';
import { creditWallet } from '../src/modules/payments/wallet.service.ts';
import { users } from '../src/modules/users/user.table.ts';
import { makeStartToken } from '../src/verticals/advertise/reward.service.ts';
import { products } from '../src/verticals/booth/product.table.ts';
import { shopFixtures, shopSteps } from './factories/orders.ts';
import { billing, billingFixtures, insertAd, type BillingFixtures } from './factories/payments.ts';
import { rewardFixtures, rewardSteps } from './factories/rewards.ts';
import { adminSession, userWithSession } from './factories/users.ts';
import { VALID_SHABA, withdrawalSteps } from './factories/withdrawals.ts';
import { startApiProcess, stopApiProcess, type ApiProcess } from './support/api-server.ts';
import {
  expectOrdersWhole,
  expectReservesConsistent,
  expectStockMatchesOrders,
  expectWalletsBalanced,
  onPostgres,
  tally,
} from './support/race.ts';
import { dropPrefix, redisReachable, TEST_REDIS_URL, testPrefix } from './support/redis.ts';
import { buildTestApp, testDatabase, testDatabaseUrl } from './support/test-app.ts';

// Issue 34, "on two instances where it matters": the money races of money-once, reward-races and withdrawals, with
// the requests split between two API server processes (A and B) on one PostgreSQL database and one Redis, as two
// instances behind a load balancer run, and no Idempotency-Key (a partner, a phone app). Each process has its own
// pool and its own memory, so nothing but the database's transactions and locks keeps money and stock whole; the
// shared invariants of support/race.ts are checked after each race. Only on PostgreSQL: on PGlite (one in-process
// database) a second process cannot open the same database, so it runs when DATABASE_URL is set, as CI runs the
// integration suite a second time.
const SECRET = 'two-instance-races-secret-0123456789abcdef01234567';

interface Answer {
  status: number;
  body: unknown;
}

describe.runIf(onPostgres)('money and stock exactly once on two instances (issue 34)', () => {
  let app: App;
  let db: Db;
  let dataDir: string;
  let prefix: string | undefined;
  let a: ApiProcess | undefined;
  let b: ApiProcess | undefined;
  let starting: Promise<PromiseSettledResult<ApiProcess>[]> | undefined;

  beforeAll(async () => {
    db = (await testDatabase()).db;
    await seedPolicies(db);
    // Sets up what the races need through the API in this process (the factories' HTTP steps).
    app = await buildTestApp({ config: { appSecret: SECRET } });
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shahrbazar-two-races-'));
    // One Redis for both (its rate limits and cache messages shared), when there is one; CI always has it.
    prefix = (await redisReachable()) ? testPrefix() : undefined;
    const env = {
      APP_SECRET: SECRET,
      REWARD_DAILY_CLAIMS: '50',
      ...(prefix ? { REDIS_URL: TEST_REDIS_URL, REDIS_PREFIX: prefix } : {}),
    };
    const databaseUrl = (await testDatabaseUrl())!;
    starting = Promise.allSettled([
      startApiProcess({ databaseUrl, dataDir, env }),
      startApiProcess({ databaseUrl, dataDir, env }),
    ]);
    [a, b] = (await starting).map((result) => {
      if (result.status === 'rejected') throw result.reason;
      return result.value;
    });
    // Two processes loading the API under tsx take a minute or more on a busy 2-core machine.
  }, 180_000);
  afterAll(async () => {
    // Whatever state the start reached, no process outlives the file.
    const started = (await starting) ?? [];
    await Promise.all(
      started.map((result) => (result.status === 'fulfilled' ? stopApiProcess(result.value) : undefined)),
    );
    await app.close();
    if (prefix) await dropPrefix(prefix);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  /** A request to one instance, over HTTP, without an Idempotency-Key. */
  async function call(instance: ApiProcess, cookie: string, method: string, url: string, body?: object) {
    const res = await fetch(`${instance.base}${url}`, {
      method,
      headers: { cookie, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    const text = await res.text();
    return { status: res.status, body: text ? (JSON.parse(text) as unknown) : undefined } satisfies Answer;
  }
  /** Request `index` of a race goes to A when even, to B when odd. */
  const instanceOf = (index: number) => (index % 2 === 0 ? a! : b!);
  /**
   * Fires the attempts at once after each instance has opened database connections for them (a burst of reads),
   * so the attempts race in the database instead of queueing behind connection set-up.
   */
  async function raceOnBoth<T>(cookie: string, count: number, attempt: (index: number) => Promise<T>) {
    await Promise.all(Array.from({ length: count }, (_, i) => call(instanceOf(i), cookie, 'GET', '/api/v1/me/wallet')));
    return Promise.all(Array.from({ length: count }, (_, index) => attempt(index)));
  }
  const balanceOf = async (userId: number) =>
    (await db.select({ balance: users.walletBalance }).from(users).where(eq(users.id, userId)))[0]!.balance;

  it('30 buyers of a two-item basket whose second item has 1 left, split over A and B: one order, one unit of the first taken', async () => {
    const shop = shopSteps(app, db, await shopFixtures(db, 10));
    const seller = await shop.sellingBooth();
    const plenty = await shop.product(seller.owner, seller.booth.id, { price: 10_000, count: 100 });
    const last = await shop.product(seller.owner, seller.booth.id, { price: 20_000, count: 1 });
    const buyers = await Promise.all(
      Array.from({ length: 30 }, async () => {
        const who = await userWithSession(db);
        await creditWallet(db, { userId: who.user.id, paymentId: null, amount: 100_000, kind: 'charge' });
        return who;
      }),
    );
    const answers = await raceOnBoth(buyers[0]!.cookie, buyers.length, (i) =>
      call(instanceOf(i), buyers[i]!.cookie, 'POST', '/api/v1/me/orders', {
        booth_id: seller.booth.id,
        shipping_id: seller.shipping.id,
        lines: [
          { id: plenty.id, count: 1, pricingSelectedId: null },
          { id: last.id, count: 1, pricingSelectedId: null },
        ],
        method: 'wallet',
        address: 'اردبیل، خیابان امام، کوچه ۳',
        description: '',
      }),
    );
    expect(tally(answers)).toEqual({ 201: 1, 409: 29 });
    // The one order was taken on A or B; the other instance refused its share.
    const ids = buyers.map((who) => who.user.id);
    await expectStockMatchesOrders(
      db,
      new Map([
        [plenty.id, 100],
        [last.id, 1],
      ]),
    );
    const stock = await db
      .select({ count: products.count })
      .from(products)
      .where(inArray(products.id, [plenty.id, last.id]))
      .orderBy(products.id);
    expect(stock.map((row) => row.count)).toEqual([99, 0]);
    await expectOrdersWhole(db, ids);
    await expectWalletsBalanced(db, [...ids, seller.owner.user.id]);
    await expectReservesConsistent(db, ids);
  });

  it('viewers claim on A and B while the owner turns rewarding off five times on both: no 5xx, the unspent budget given back once', async () => {
    const steps = rewardSteps(app, db, await rewardFixtures(db));
    for (const round of [1, 2]) {
      const { owner, ad } = await steps.rewardingAd(1_000, 40);
      const viewers = await Promise.all(Array.from({ length: 20 }, () => steps.rewarder()));
      const token = (userId: number) => makeStartToken(SECRET, ad.id, userId, new Date(Date.now() - 60_000));
      // 25 requests: every fifth a turn-off (on A and B in turn), spread over the claims' own time.
      const answers = await raceOnBoth(owner.cookie, 25, async (index) => {
        if (index % 5 === 4) {
          await new Promise((resolve) => setTimeout(resolve, 40 * index));
          return call(instanceOf(index), owner.cookie, 'POST', `/api/v1/me/advertise/${ad.id}/rewarding`, {
            active: false,
          });
        }
        const viewer = viewers[index - Math.floor(index / 5)]!;
        return call(instanceOf(index), viewer.cookie, 'POST', `/api/v1/advertise/${ad.slugId}/reward/claim`, {
          token: token(viewer.user.id),
        });
      });
      const offs = answers.filter((_, index) => index % 5 === 4);
      const claims = answers.filter((_, index) => index % 5 !== 4);
      expect(
        claims.filter((res) => res.status >= 500),
        `round ${round}: claims answered 5xx`,
      ).toEqual([]);
      expect(tally(offs), `round ${round}: the turn-offs`).toEqual({ 200: 1, 409: 4 });
      const paid = claims.filter((res) => res.status === 200).length;
      const [reserve] = await db
        .select()
        .from(walletReserves)
        .where(and(eq(walletReserves.purpose, AD_REWARD_PURPOSE), eq(walletReserves.itemId, ad.id)));
      expect(reserve, `round ${round}`).toMatchObject({
        status: 'released',
        remaining: 0,
        released: 40_000 - paid * 1_000,
      });
      const releases = await db
        .select()
        .from(walletEntries)
        .where(and(eq(walletEntries.userId, owner.user.id), eq(walletEntries.kind, 'release')));
      expect(releases, `round ${round}: release entries`).toHaveLength(1);
      expect(await balanceOf(owner.user.id)).toBe(40_000 - paid * 1_000);
      const everyone = [owner.user.id, ...viewers.map((viewer) => viewer.user.id)];
      await expectWalletsBalanced(db, everyone);
      await expectReservesConsistent(db, everyone);
    }
  });

  it('a withdrawal of the whole balance on A racing a wallet payment on B: one wins, and an accepted withdrawal holds its money', async () => {
    const fx: BillingFixtures = await billingFixtures(db);
    const pay = billing(app);
    const withdrawals = withdrawalSteps(app);
    const admin = (await adminSession(db)).cookie;
    const outcomes: string[] = [];
    for (let round = 0; round < 6; round++) {
      const { user, cookie } = await userWithSession(db);
      await creditWallet(db, { userId: user.id, paymentId: null, amount: 100_000, kind: 'charge' });
      const payments: Payment[] = [];
      for (let i = 0; i < 2; i++) {
        const ad = await insertAd(db, fx, { userId: user.id });
        const created = await pay.create(cookie, { type: PaymentType.ads, item_id: ad.id });
        expect(created.statusCode, created.body).toBe(201);
        payments.push(created.json<Payment>());
      }
      // Alternate which request leaves first, so both orders of arrival are taken over the rounds.
      const requests = [
        () => call(a!, cookie, 'POST', '/api/v1/me/withdrawals', { amount: 100_000, shabaNumber: VALID_SHABA }),
        () => call(b!, cookie, 'POST', `/api/v1/me/payments/${payments[0]!.id}/pay`, { method: 'wallet' }),
      ];
      const [withdrawal, payment] = await raceOnBoth(cookie, 2, (i) => requests[(i + round) % 2]!()).then((answers) =>
        round % 2 === 0 ? answers : [answers[1]!, answers[0]!],
      );
      const won = [withdrawal!.status === 201, payment!.status === 200];
      expect(won.filter(Boolean), `round ${round}: ${withdrawal!.status} and ${payment!.status}`).toHaveLength(1);
      expect(await balanceOf(user.id)).toBeGreaterThanOrEqual(0);
      await expectWalletsBalanced(db, [user.id]);
      if (won[0]) {
        outcomes.push('withdrawal');
        expect(payment!.status).toBe(409);
        // The request holds all of it: another wallet payment on B is refused, and the approval on A pays it out.
        const again = await call(b!, cookie, 'POST', `/api/v1/me/payments/${payments[1]!.id}/pay`, {
          method: 'wallet',
        });
        expect(again.status).toBe(409);
        const id = (withdrawal!.body as Withdrawal).id;
        const approved = await call(a!, admin, 'POST', `/api/v1/manager/withdrawals/${id}/review`, {
          decision: 'approve',
          trackingNumber: '۱۴۰۳۰۵۱۲۰۰۰۱',
        });
        expect(approved.status, JSON.stringify(approved.body)).toBe(200);
        expect(await balanceOf(user.id)).toBe(0);
      } else {
        outcomes.push('payment');
        expect(withdrawal!.status).toBe(422);
        expect(await balanceOf(user.id)).toBe(100_000 - payments[0]!.price);
        expect((await withdrawals.allowance(cookie)).json()).toMatchObject({ pending: 0 });
      }
      await expectWalletsBalanced(db, [user.id]);
      await expectReservesConsistent(db, [user.id]);
    }
    expect(outcomes).toHaveLength(6);
  });
});
