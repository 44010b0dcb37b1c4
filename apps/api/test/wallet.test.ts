import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Payment, PayResult, Wallet } from '@shahrbazar/domain/api/payment.schema';
import { PaymentMethod, PaymentStatus, PaymentType } from '@shahrbazar/domain/enums/commerce';
import { ListingStatus } from '@shahrbazar/domain/enums/status';
import type { Db } from '../src/db/client.ts';
import type { App } from '../src/http/types.ts';
import { seedPolicies } from '../src/modules/access/access.service.ts';
import { findListingById } from '../src/modules/listings/listing.repository.ts';
import { payments, walletEntries } from '../src/modules/payments/payment.table.ts';
import { users } from '../src/modules/users/user.table.ts';
import { billing, billingFixtures, insertAd, type BillingFixtures } from './factories/payments.ts';
import { adminSession, userWithSession } from './factories/users.ts';
import { expectWalletsBalanced, race, tally } from './support/race.ts';
import { buildTestApp, testDatabase } from './support/test-app.ts';

// PGlite is one connection: concurrent transactions cannot overlap there, so races are only real on PostgreSQL
// (support/race.ts).

describe('wallet', () => {
  let app: App;
  let db: Db;
  let fx: BillingFixtures;
  let steps: ReturnType<typeof billing>;

  beforeAll(async () => {
    db = (await testDatabase()).db;
    await seedPolicies(db);
    app = await buildTestApp();
    fx = await billingFixtures(db);
    steps = billing(app);
  });
  afterAll(() => app.close());

  const wallet = async (cookie: string) => {
    const res = await steps.wallet(cookie);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Wallet>();
  };
  const balanceOf = async (userId: number) =>
    (await db.select({ balance: users.walletBalance }).from(users).where(eq(users.id, userId)))[0]?.balance;
  const entriesOf = (userId: number) => db.select().from(walletEntries).where(eq(walletEntries.userId, userId));
  const adPayment = async (cookie: string, userId: number) => {
    const ad = await insertAd(db, fx, { userId });
    const res = await steps.create(cookie, { type: PaymentType.ads, item_id: ad.id });
    expect(res.statusCode, res.body).toBe(201);
    return { ad, payment: res.json<Payment>() };
  };

  it('is charged online, then pays a package: the balance goes down by exactly the price, with both entries', async () => {
    const { user, cookie } = await userWithSession(db);
    expect(await wallet(cookie)).toEqual({
      balance: 0,
      held: 0,
      entries: { items: [], currentPage: 1, perPage: 100, total: 0, lastPage: 1 },
    });

    const charge = await steps.chargeWallet(cookie, 80_000);
    expect(charge.back.headers.location).toBe(`/panel/verifyPayment?payment=${charge.id}`);
    expect((await steps.payment(cookie, charge.id)).json()).toMatchObject({
      type: PaymentType.chargeWallet,
      status: PaymentStatus.paid,
      price: 80_000,
      item: null,
      package: null,
    });
    expect((await wallet(cookie)).balance).toBe(80_000);

    const { ad, payment } = await adPayment(cookie, user.id);
    const paid = await steps.pay(cookie, payment.id, 'wallet');
    expect(paid.statusCode, paid.body).toBe(200);
    const result = paid.json<PayResult>();
    expect(result.redirectUrl).toBeNull();
    expect(result.payment).toMatchObject({
      status: PaymentStatus.paid,
      method: PaymentMethod.wallet,
      trackingNumber: null,
      gateway: null,
    });
    expect(result.payment.payDate).not.toBeNull();

    const after = await wallet(cookie);
    expect(after.balance).toBe(80_000 - fx.paid.price);
    expect(after.entries.items).toMatchObject([
      { kind: 'payment', amount: -fx.paid.price, balanceAfter: 30_000, paymentId: payment.id },
      { kind: 'charge', amount: 80_000, balanceAfter: 80_000, paymentId: charge.id },
    ]);
    const listing = await findListingById(db, ad.id);
    expect(listing).toMatchObject({ status: ListingStatus.paidWaitingConfirmation, paymentId: payment.id });
    expect(listing?.subscriptionId).not.toBeNull();

    // Paid is paid: neither the wallet nor the bank takes it again.
    expect((await steps.pay(cookie, payment.id, 'wallet')).statusCode).toBe(409);
    expect((await steps.pay(cookie, payment.id, 'online')).statusCode).toBe(409);
    expect((await wallet(cookie)).balance).toBe(30_000);
  });

  it('refuses a payment the balance does not cover with 409, in Persian and English, and changes nothing', async () => {
    const { user, cookie } = await userWithSession(db);
    await steps.chargeWallet(cookie, 20_000);
    const { ad, payment } = await adPayment(cookie, user.id);
    const fa = await steps.pay(cookie, payment.id, 'wallet');
    expect(fa.statusCode).toBe(409);
    expect(fa.json().error).toEqual({ code: 'conflict', message: 'موجودی کیف پول شما برای این پرداخت کافی نیست.' });
    const en = await app.inject({
      method: 'POST',
      url: `/api/v1/me/payments/${payment.id}/pay`,
      headers: { cookie, 'accept-language': 'en' },
      payload: { method: 'wallet' },
    });
    expect(en.json().error.message).toBe('Your wallet balance is not enough for this payment.');

    expect(await balanceOf(user.id)).toBe(20_000);
    expect((await entriesOf(user.id)).map((entry) => entry.kind)).toEqual(['charge']);
    expect((await steps.payment(cookie, payment.id)).json()).toMatchObject({ status: PaymentStatus.unpaid });
    expect(await findListingById(db, ad.id)).toMatchObject({
      status: ListingStatus.awaitingPayment,
      subscriptionId: null,
      paymentId: null,
    });
  });

  it('never pays a wallet charge from the wallet, and charges only within the limits', async () => {
    const { cookie } = await userWithSession(db);
    await steps.chargeWallet(cookie, 50_000);
    const charge = (await steps.create(cookie, { type: PaymentType.chargeWallet, amount: 10_000 })).json<Payment>();
    const res = await steps.pay(cookie, charge.id, 'wallet');
    expect(res.statusCode).toBe(422);
    expect(res.json().error.fields).toEqual({ method: expect.any(String) });
    expect((await wallet(cookie)).balance).toBe(50_000);

    for (const amount of [9_999, 50_000_001, 10_000.5, -20_000, 'many']) {
      const bad = await steps.create(cookie, { type: PaymentType.chargeWallet, amount });
      expect(bad.statusCode, String(amount)).toBe(422);
      expect(Object.keys(bad.json().error.fields), String(amount)).toEqual(['amount']);
    }
    expect((await steps.create(cookie, { type: PaymentType.chargeWallet })).statusCode).toBe(422);
    expect((await steps.create(cookie, { type: PaymentType.chargeWallet, amount: 50_000_000 })).statusCode).toBe(201);
    const withItem = await steps.create(cookie, { type: PaymentType.chargeWallet, amount: 20_000, item_id: 5 });
    expect(withItem.statusCode).toBe(422);
  });

  it('pays once for one Idempotency-Key: the same key and body answer the first answer again', async () => {
    const { user, cookie } = await userWithSession(db);
    await steps.chargeWallet(cookie, 100_000);
    const { payment } = await adPayment(cookie, user.id);
    const key = randomUUID();
    const first = await steps.pay(cookie, payment.id, 'wallet', key);
    const second = await steps.pay(cookie, payment.id, 'wallet', key);
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    expect(await balanceOf(user.id)).toBe(100_000 - fx.paid.price);
    // Without the key, a second click is told it is already paid.
    expect((await steps.pay(cookie, payment.id, 'wallet')).statusCode).toBe(409);
  });

  it('is guarded by the database itself: no negative balance, no negative balance_after, no second entry of a kind', async () => {
    const { user, cookie } = await userWithSession(db);
    const charge = await steps.chargeWallet(cookie, 10_000);
    await expect(db.update(users).set({ walletBalance: -1 }).where(eq(users.id, user.id))).rejects.toThrow();
    await expect(
      db
        .update(users)
        .set({ walletBalance: sql`${users.walletBalance} - 10001` })
        .where(eq(users.id, user.id)),
    ).rejects.toThrow();
    await expect(
      db
        .insert(walletEntries)
        .values({ userId: user.id, paymentId: null, amount: -5, balanceAfter: -5, kind: 'payment' }),
    ).rejects.toThrow();
    await expect(
      db
        .insert(walletEntries)
        .values({ userId: user.id, paymentId: charge.id, amount: 10_000, balanceAfter: 20_000, kind: 'charge' }),
    ).rejects.toThrow();
    await expect(
      db
        .insert(walletEntries)
        .values({ userId: user.id, paymentId: null, amount: 5, balanceAfter: 5, kind: 'payment' }),
    ).rejects.toThrow();
    await expect(db.update(payments).set({ price: 0 }).where(eq(payments.id, charge.id))).rejects.toThrow();
    expect(await balanceOf(user.id)).toBe(10_000);
    // A user with money records is kept: the back office is told to deactivate instead.
    const admin = await adminSession(db);
    const removed = await app.inject({
      method: 'DELETE',
      url: `/api/v1/manager/users/${user.id}`,
      headers: { cookie: admin.cookie },
    });
    expect(removed.statusCode).toBe(409);
  });

  describe('50 wallet payments at once against a balance that covers exactly one', () => {
    it('pays exactly one: racing on PostgreSQL, one after another on PGlite (one connection)', async () => {
      const { user, cookie } = await userWithSession(db);
      await steps.chargeWallet(cookie, fx.paid.price);
      const count = 50;
      const ids: number[] = [];
      for (let i = 0; i < count; i++) ids.push((await adPayment(cookie, user.id)).payment.id);
      const answers = await race(db, ids.length, (i) => steps.pay(cookie, ids[i]!, 'wallet'));
      expect(tally(answers)).toEqual({ 200: 1, 409: count - 1 });
      await expectWalletsBalanced(db, [user.id]);

      expect(await balanceOf(user.id)).toBe(0);
      const entries = await entriesOf(user.id);
      expect(entries.filter((entry) => entry.kind === 'payment')).toHaveLength(1);
      expect(entries.find((entry) => entry.kind === 'payment')).toMatchObject({
        amount: -fx.paid.price,
        balanceAfter: 0,
      });
      const rows = await db.select().from(payments).where(eq(payments.userId, user.id));
      expect(rows.filter((row) => row.type === PaymentType.ads && row.status === PaymentStatus.paid)).toHaveLength(1);
    });
  });

  describe('one successful charge callback replayed 20 times at once', () => {
    it('credits the wallet once: racing on PostgreSQL, one after another on PGlite (one connection)', async () => {
      const { user, cookie } = await userWithSession(db);
      const id = (await steps.create(cookie, { type: PaymentType.chargeWallet, amount: 70_000 })).json<Payment>().id;
      const path = await steps.bank((await steps.pay(cookie, id, 'online')).json<PayResult>().redirectUrl!, 'pay');
      const replays = 20;
      const answers = await race(db, replays, () => steps.callback(path));
      expect(new Set(answers.map((res) => `${res.statusCode} ${res.headers.location}`))).toEqual(
        new Set([`303 /panel/verifyPayment?payment=${id}`]),
      );
      expect(await balanceOf(user.id)).toBe(70_000);
      await expectWalletsBalanced(db, [user.id]);
      expect(await entriesOf(user.id)).toMatchObject([{ kind: 'charge', amount: 70_000, paymentId: id }]);
    });
  });
});
