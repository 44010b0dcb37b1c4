import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationPage } from '@shahrbazar/domain/api/notification.schema';
import type { CheckoutResult, Order } from '@shahrbazar/domain/api/order.schema';
import { localizeDigits } from '@shahrbazar/domain/format/number';
import { ORDER_MESSAGES } from '@shahrbazar/domain/rules/order';
import { PAYMENT_MESSAGES } from '@shahrbazar/domain/rules/payment';
import type { Db } from '../src/db/client.ts';
import type { App } from '../src/http/types.ts';
import { seedPolicies } from '../src/modules/access/access.service.ts';
import { walletEntries } from '../src/modules/payments/payment.table.ts';
import { walletReserves } from '../src/modules/payments/reserve.table.ts';
import { creditWallet } from '../src/modules/payments/wallet.service.ts';
import { users } from '../src/modules/users/user.table.ts';
import { orders } from '../src/verticals/booth/order.table.ts';
import { ORDER_RESERVE } from '../src/verticals/booth/order.service.ts';
import { products } from '../src/verticals/booth/product.table.ts';
import { shopFixtures, shopSteps } from './factories/orders.ts';
import { billing } from './factories/payments.ts';
import { userWithSession } from './factories/users.ts';
import {
  expectOrdersWhole,
  expectReservesConsistent,
  expectStockMatchesOrders,
  expectWalletsBalanced,
  race,
  tally,
} from './support/race.ts';
import { buildTestApp, testDatabase } from './support/test-app.ts';

// Issue 34: money and stock move exactly once for every client, whether or not it sends an Idempotency-Key (the web
// always does; a partner, a phone app or a retry by hand need not). Each race runs keyless and keyed, at once on
// PostgreSQL (one after another on PGlite), and checks the ledger, reserve and stock invariants afterwards.
const modes = [
  { name: 'without an Idempotency-Key', key: () => undefined },
  { name: 'with an Idempotency-Key', key: () => randomUUID() },
] as const;

describe('money and stock exactly once (issue 34)', () => {
  let app: App;
  let db: Db;
  let shop: ReturnType<typeof shopSteps>;
  let bank: ReturnType<typeof billing>;

  beforeAll(async () => {
    db = (await testDatabase()).db;
    await seedPolicies(db);
    app = await buildTestApp();
    shop = shopSteps(app, db, await shopFixtures(db, 10));
    bank = billing(app);
  });
  afterAll(() => app.close());

  async function buyer(amount: number) {
    const who = await userWithSession(db);
    if (amount > 0) await creditWallet(db, { userId: who.user.id, paymentId: null, amount, kind: 'charge' });
    return who;
  }
  const stockOf = async (productId: number) =>
    (await db.select({ count: products.count }).from(products).where(eq(products.id, productId)))[0]?.count;
  const ordersOf = (userId: number) => db.select().from(orders).where(eq(orders.userId, userId));
  const notificationsOf = async (cookie: string) =>
    (await shop.call(cookie, 'GET', '/api/v1/me/notifications?perPage=100')).json<NotificationPage>().items;
  const balanceOf = async (userId: number) =>
    (await db.select({ balance: users.walletBalance }).from(users).where(eq(users.id, userId)))[0]?.balance;

  for (const mode of modes) {
    describe(mode.name, () => {
      it('30 buyers of a two-item basket whose second item has 1 left: one order, and no unit of the first is lost', async () => {
        const a = await shop.sellingBooth();
        const plenty = await shop.product(a.owner, a.booth.id, { price: 10_000, count: 100 });
        const last = await shop.product(a.owner, a.booth.id, { price: 20_000, count: 1 });
        const buyers = await Promise.all(Array.from({ length: 30 }, () => buyer(100_000)));
        const answers = await race(db, buyers.length, (i) =>
          shop.checkout(
            buyers[i]!.cookie,
            {
              booth_id: a.booth.id,
              shipping_id: a.shipping.id,
              lines: [
                { id: plenty.id, count: 1, pricingSelectedId: null },
                { id: last.id, count: 1, pricingSelectedId: null },
              ],
              method: 'wallet',
            },
            mode.key(),
          ),
        );
        expect(tally(answers)).toEqual({ 201: 1, 409: 29 });
        const ids = buyers.map((who) => who.user.id);
        await expectStockMatchesOrders(
          db,
          new Map([
            [plenty.id, 100],
            [last.id, 1],
          ]),
        );
        await expectOrdersWhole(db, ids);
        await expectWalletsBalanced(db, ids);
        await expectReservesConsistent(db, ids);
        expect([await stockOf(plenty.id), await stockOf(last.id)]).toEqual([99, 0]);
      });

      it('a checkout the wallet cannot pay is refused and holds nothing, while others buy the last units', async () => {
        const a = await shop.sellingBooth();
        const shirt = await shop.product(a.owner, a.booth.id, { price: 50_000, count: 5 });
        // Rich and poor buyers in turn: on PGlite each poor buyer's refusal comes between two rich buyers' orders.
        const buyers = await Promise.all(Array.from({ length: 20 }, (_, i) => buyer(i % 2 === 0 ? 200_000 : 0)));
        const answers = await race(db, buyers.length, (i) =>
          shop.checkout(
            buyers[i]!.cookie,
            {
              booth_id: a.booth.id,
              shipping_id: a.shipping.id,
              lines: [{ id: shirt.id, count: 1, pricingSelectedId: null }],
              method: 'wallet',
            },
            mode.key(),
          ),
        );
        const poor = answers.filter((_, i) => i % 2 === 1);
        expect(tally(poor)).toEqual({ 409: 10 });
        // Refused for the wallet, or for the stock once the rich buyers have taken it all.
        for (const res of poor) {
          expect([PAYMENT_MESSAGES.insufficientBalance.fa, ORDER_MESSAGES.inventoryLess.fa]).toContain(
            res.json().error.message,
          );
        }
        // No poor buyer holds an order, so the five units went to five rich buyers.
        for (const [i, who] of buyers.entries()) {
          if (i % 2 === 1) expect(await ordersOf(who.user.id)).toEqual([]);
        }
        expect(tally(answers.filter((_, i) => i % 2 === 0))).toEqual({ 201: 5, 409: 5 });
        const ids = buyers.map((who) => who.user.id);
        await expectStockMatchesOrders(db, new Map([[shirt.id, 5]]));
        await expectOrdersWhole(db, ids);
        await expectWalletsBalanced(db, ids);
        await expectReservesConsistent(db, ids);

        // One more poor buyer, of a product still in stock: refused for the wallet, and the unit is still for sale.
        const mug = await shop.product(a.owner, a.booth.id, { price: 50_000, count: 1 });
        const broke = await buyer(10_000);
        const refused = await shop.checkout(
          broke.cookie,
          {
            booth_id: a.booth.id,
            shipping_id: a.shipping.id,
            lines: [{ id: mug.id, count: 1, pricingSelectedId: null }],
            method: 'wallet',
          },
          mode.key(),
        );
        expect(refused.statusCode).toBe(409);
        expect(refused.json().error.message).toBe(PAYMENT_MESSAGES.insufficientBalance.fa);
        expect(await ordersOf(broke.user.id)).toEqual([]);
        expect(await stockOf(mug.id)).toBe(1);
        expect(await balanceOf(broke.user.id)).toBe(10_000);
      });

      it('a wallet payment that beats the bank’s callback: the bank’s capture is verified and credited to the wallet', async () => {
        const a = await shop.sellingBooth();
        const shirt = await shop.product(a.owner, a.booth.id, { price: 100_000, count: 5 });
        const me = await buyer(500_000);
        const started = await shop.checkout(
          me.cookie,
          {
            booth_id: a.booth.id,
            shipping_id: a.shipping.id,
            lines: [{ id: shirt.id, count: 1, pricingSelectedId: null }],
            method: 'online',
          },
          mode.key(),
        );
        expect(started.statusCode, started.body).toBe(201);
        const { order, redirectUrl } = started.json<CheckoutResult>();
        const paymentId = order.payments[0]!.id;
        // The buyer pays at the bank (130 000 captured), then, before the browser comes back, from the wallet.
        const callback = await bank.bank(redirectUrl!, 'pay');
        const wallet = await bank.pay(me.cookie, paymentId, 'wallet', mode.key());
        expect(wallet.statusCode, wallet.body).toBe(200);
        expect(await balanceOf(me.user.id)).toBe(500_000 - 130_000);
        // The bank's callback, replayed at once.
        const back = await race(db, 10, () => bank.callback(callback));
        expect(tally(back)).toEqual({ 303: 10 });
        const paid = (await shop.call(me.cookie, 'GET', `/api/v1/me/orders/${order.id}`)).json<Order>();
        expect(paid).toMatchObject({ paymentStatus: 'paid', paid: 130_000 });
        // The order was paid once (from the wallet, held in its escrow) and the bank's 130 000 went to the wallet.
        expect(await balanceOf(me.user.id)).toBe(500_000);
        // Recorded once in the ledger: money in from the bank, naming the payment.
        const credited = await db
          .select()
          .from(walletEntries)
          .where(and(eq(walletEntries.paymentId, paymentId), eq(walletEntries.kind, 'charge')));
        expect(credited.map((entry) => entry.amount)).toEqual([130_000]);
        const held = await db
          .select()
          .from(walletReserves)
          .where(and(eq(walletReserves.purpose, ORDER_RESERVE), eq(walletReserves.itemId, order.id)));
        expect(held.map((reserve) => [reserve.status, reserve.amount])).toEqual([['held', 130_000]]);
        await expectWalletsBalanced(db, [me.user.id]);
        await expectReservesConsistent(db, [me.user.id]);
        await expectStockMatchesOrders(db, new Map([[shirt.id, 5]]));
        // The buyer is told, once, where the bank's money went and why, in Persian with Persian digits.
        const told = (await notificationsOf(me.cookie)).filter((item) => item.kind === 'paymentCaptureToWallet');
        expect(told).toHaveLength(1);
        expect(told[0]).toMatchObject({
          title: 'مبلغ پرداخت بانکی به کیف پول شما رفت',
          link: '/panel/wallet/charge',
        });
        expect(told[0]!.text).toBe(
          `بانک ۱۳۰٬۰۰۰ تومان را برای پرداخت شمارهٔ ${localizeDigits(paymentId, 'fa')} از حساب شما برداشت، اما همین پرداخت پیش‌تر از کیف پول شما انجام شده بود؛ برای همین این مبلغ به کیف پول شما افزوده شد و می‌توانید آن را خرج یا برداشت کنید.`,
        );
      });

      it('a wallet payment and the bank’s callback at the same moment: paid once, the bank’s money never lost', async () => {
        const a = await shop.sellingBooth();
        const shirt = await shop.product(a.owner, a.booth.id, { price: 100_000, count: 5 });
        const me = await buyer(500_000);
        const started = await shop.checkout(
          me.cookie,
          {
            booth_id: a.booth.id,
            shipping_id: a.shipping.id,
            lines: [{ id: shirt.id, count: 1, pricingSelectedId: null }],
            method: 'online',
          },
          mode.key(),
        );
        expect(started.statusCode, started.body).toBe(201);
        const { order, redirectUrl } = started.json<CheckoutResult>();
        const callback = await bank.bank(redirectUrl!, 'pay');
        // Ten wallet payments (each its own key, or none) and ten callbacks, all at once.
        const answers = await race(db, 20, (i) =>
          i % 2 === 0 ? bank.pay(me.cookie, order.payments[0]!.id, 'wallet', mode.key()) : bank.callback(callback),
        );
        const walletAnswers = tally(answers.filter((_, i) => i % 2 === 0));
        expect(walletAnswers[200] ?? 0).toBeLessThanOrEqual(1);
        expect((walletAnswers[200] ?? 0) + (walletAnswers[409] ?? 0)).toBe(10);
        expect(tally(answers.filter((_, i) => i % 2 === 1))).toEqual({ 303: 10 });
        // Whoever won, the order is paid once and the bank's money is the buyer's: 130 000 held, the rest in the wallet.
        expect(await balanceOf(me.user.id)).toBe(500_000);
        const held = await db
          .select()
          .from(walletReserves)
          .where(and(eq(walletReserves.purpose, ORDER_RESERVE), eq(walletReserves.itemId, order.id)));
        expect(held.map((reserve) => [reserve.status, reserve.amount])).toEqual([['held', 130_000]]);
        await expectWalletsBalanced(db, [me.user.id]);
        await expectReservesConsistent(db, [me.user.id]);
        await expectStockMatchesOrders(db, new Map([[shirt.id, 5]]));
        // Told of the bank's money in the wallet only when the wallet paid first, and then once.
        const walletWon = (walletAnswers[200] ?? 0) === 1;
        const told = (await notificationsOf(me.cookie)).filter((item) => item.kind === 'paymentCaptureToWallet');
        expect(told).toHaveLength(walletWon ? 1 : 0);
      });
    });
  }
});
