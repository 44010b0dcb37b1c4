import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ManagedPayment, Payment, PayResult } from '@shahrbazar/domain/api/payment.schema';
import { PaymentMethod, PaymentStatus, PaymentType } from '@shahrbazar/domain/enums/commerce';
import { PackageType, PlanType, SubscriptionType } from '@shahrbazar/domain/enums/plans';
import { ListingStatus } from '@shahrbazar/domain/enums/status';
import type { Db } from '../src/db/client.ts';
import type { App } from '../src/http/types.ts';
import { seedPolicies } from '../src/modules/access/access.service.ts';
import { ZarinpalPaymentGateway } from '../src/modules/payments/gateway/zarinpal.gateway.ts';
import { payments } from '../src/modules/payments/payment.table.ts';
import { subscriptions } from '../src/modules/packages/package.table.ts';
import { createServices } from '../src/services.ts';
import { makePackage } from './factories/catalogue.ts';
import { billing, billingFixtures, insertAd, type BillingFixtures } from './factories/payments.ts';
import { adminSession, userWithSession } from './factories/users.ts';
import { expectReservesConsistent, expectWalletsBalanced, race } from './support/race.ts';
import { buildTestApp, testConfig, testDatabase } from './support/test-app.ts';

type Ad = { id: number; status: number; paymentId: number | null; package: { id: number } | null };
type AdWithSubscription = Ad & { subscription: { id: number; remainingTime: number; package: { id: number } } | null };

describe('payments', () => {
  let app: App;
  let db: Db;
  let admin: string;
  let fx: BillingFixtures;
  let steps: ReturnType<typeof billing>;

  beforeAll(async () => {
    db = (await testDatabase()).db;
    await seedPolicies(db);
    app = await buildTestApp();
    admin = (await adminSession(db)).cookie;
    fx = await billingFixtures(db);
    steps = billing(app);
  });
  afterAll(() => app.close());

  const owner = () => userWithSession(db);
  const publish = async (cookie: string, packageId = fx.paid.id) => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/me/ads',
      headers: { cookie },
      payload: {
        city_id: fx.city.id,
        package_id: packageId,
        general_sub_sub_category_id: fx.chain.subSub.id,
        title: 'گوشی سامسونگ گلکسی',
        description: 'سالم و بی‌خط و خش',
        price: 12_000_000,
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<Ad>();
  };
  const myAd = async (cookie: string, id: number) =>
    (await app.inject({ url: `/api/v1/me/ads/${id}`, headers: { cookie } })).json<AdWithSubscription>();
  const subscriptionRows = (itemId: number) =>
    db
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.type, SubscriptionType.ads), eq(subscriptions.itemId, itemId)));

  it('pays an ad’s package online through the sandbox bank, end to end, and a manager then approves it', async () => {
    const { user, cookie } = await owner();
    const ad = await publish(cookie);
    expect(ad.status).toBe(ListingStatus.awaitingPayment);

    const created = await steps.create(cookie, { type: PaymentType.ads, item_id: ad.id });
    expect(created.statusCode, created.body).toBe(201);
    const payment = created.json<Payment>();
    expect(payment).toMatchObject({
      userId: user.id,
      type: PaymentType.ads,
      method: PaymentMethod.online,
      status: PaymentStatus.unpaid,
      price: fx.paid.price,
      deviceType: 4,
      item: { kind: 'listing', id: ad.id, vertical: 'ads', status: ListingStatus.awaitingPayment },
      package: { id: fx.paid.id, days: 30, planType: PlanType.subscription },
      trackingNumber: null,
      payDate: null,
      failure: null,
    });

    const started = await steps.pay(cookie, payment.id, 'online');
    expect(started.statusCode, started.body).toBe(200);
    const { redirectUrl } = started.json<PayResult>();
    expect(redirectUrl).toMatch(/^\/sandbox-bank\/SB[0-9a-f]{32}$/);
    // The sandbox bank page shows our price for the payment.
    const page = await app.inject({ url: `/api/v1/sandbox-bank/${steps.authorityOf(redirectUrl!)}` });
    expect(page.json()).toMatchObject({ amount: fx.paid.price, state: 'pending' });

    const callbackPath = await steps.bank(redirectUrl!, 'pay');
    expect(callbackPath).toMatch(/^\/api\/v1\/payments\/callback\?Authority=SB[0-9a-f]+&Status=OK$/);
    const back = await steps.callback(callbackPath);
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe(`/panel/verifyPayment?payment=${payment.id}`);

    const paid = (await steps.payment(cookie, payment.id)).json<Payment>();
    expect(paid).toMatchObject({ status: PaymentStatus.paid, method: PaymentMethod.online, gateway: 'sandbox' });
    expect(paid.trackingNumber).toMatch(/^\d{9}$/);
    expect(paid.payDate).not.toBeNull();

    const waiting = await myAd(cookie, ad.id);
    expect(waiting.status).toBe(ListingStatus.paidWaitingConfirmation);
    expect(waiting.paymentId).toBe(payment.id);
    expect(waiting.subscription).toMatchObject({ remainingTime: 30, package: { id: fx.paid.id } });

    // Reloading the callback changes nothing.
    expect((await steps.callback(callbackPath)).headers.location).toBe(`/panel/verifyPayment?payment=${payment.id}`);
    const rows = await subscriptionRows(ad.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.days).toBe(30);

    const approved = await app.inject({
      method: 'POST',
      url: `/api/v1/manager/listings/${ad.id}/status`,
      headers: { cookie: admin },
      payload: { status: ListingStatus.active },
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().status).toBe(ListingStatus.active);
    // Paying again is refused: the payment is done.
    expect((await steps.pay(cookie, payment.id, 'online')).statusCode).toBe(409);
  });

  it('renews a live ad whose paid term ran out: renewal offered, paid again, a new term while it stays live', async () => {
    const { cookie } = await owner();
    const ad = await publish(cookie);
    const first = await steps.payOnline(cookie, { type: PaymentType.ads, item_id: ad.id });
    expect(first.back.statusCode).toBe(303);
    const approve = () =>
      app.inject({
        method: 'POST',
        url: `/api/v1/manager/listings/${ad.id}/status`,
        headers: { cookie: admin },
        payload: { status: ListingStatus.active },
      });
    expect((await approve()).statusCode).toBe(200);
    const mine = async () =>
      (await app.inject({ url: '/api/v1/me/ads', headers: { cookie } }))
        .json<{ items: Array<AdWithSubscription & { renewalOffered: boolean }> }>()
        .items.find((item) => item.id === ad.id)!;
    expect(await mine()).toMatchObject({ status: ListingStatus.active, renewalOffered: false });

    // Its 30 days ran out: still live until the owner renews, and renewal is offered.
    await db
      .update(subscriptions)
      .set({ startDate: sql`now() - interval '31 days'` })
      .where(and(eq(subscriptions.type, SubscriptionType.ads), eq(subscriptions.itemId, ad.id)));
    const expired = await mine();
    expect(expired.renewalOffered).toBe(true);
    expect(expired.subscription!.remainingTime).toBeLessThanOrEqual(0);

    // The owner pays the same package again (no package named: the listing's own).
    const again = await steps.payOnline(cookie, { type: PaymentType.ads, item_id: ad.id });
    expect((await steps.payment(cookie, again.id)).json<Payment>()).toMatchObject({
      status: PaymentStatus.paid,
      price: fx.paid.price,
      package: { id: fx.paid.id },
    });
    // A renewal of a live ad is a purchase, not an edit: it stays live, with no new review (issue 35).
    expect(await mine()).toMatchObject({
      status: ListingStatus.active,
      renewalOffered: false,
      subscription: { remainingTime: 30 },
    });
    expect(await subscriptionRows(ad.id)).toHaveLength(1);
  });

  it('leaves a payment cancelled at the bank unpaid, the listing unchanged, and still redirects to verifyPayment', async () => {
    const { cookie } = await owner();
    const ad = await publish(cookie);
    const { id, back } = await steps.payOnline(cookie, { type: PaymentType.ads, item_id: ad.id }, 'cancel');
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe(`/panel/verifyPayment?payment=${id}`);
    const payment = (
      await app.inject({ url: `/api/v1/me/payments/${id}`, headers: { cookie, 'accept-language': 'en' } })
    ).json<Payment>();
    expect(payment).toMatchObject({ status: PaymentStatus.unpaid, trackingNumber: null, payDate: null });
    expect(payment.failure).toEqual({ reason: 'cancelled', message: 'The payment was cancelled.' });
    const after = await myAd(cookie, ad.id);
    expect(after.status).toBe(ListingStatus.awaitingPayment);
    expect(after.subscription).toBeNull();
    expect(after.paymentId).toBeNull();

    // It can be paid again with a new attempt.
    const retried = await steps.pay(cookie, id, 'online');
    const again = await steps.callback(await steps.bank(retried.json<PayResult>().redirectUrl!, 'pay'));
    expect(again.headers.location).toBe(`/panel/verifyPayment?payment=${id}`);
    expect((await steps.payment(cookie, id)).json()).toMatchObject({ status: PaymentStatus.paid, failure: null });
  });

  it('redirects only to our own verifyPayment page, whatever the callback carries', async () => {
    const unknown = await steps.callback('/api/v1/payments/callback?Authority=SBnope&Status=OK');
    expect(unknown.statusCode).toBe(303);
    expect(unknown.headers.location).toBe('/panel/verifyPayment');
    for (const query of [
      '',
      '?Authority=&Status=',
      '?Status=OK&redirect=https://evil.example/',
      '?Authority=a&Authority=b',
      `?Authority=${'x'.repeat(500)}`,
    ]) {
      const res = await steps.callback(`/api/v1/payments/callback${query}`);
      expect(res.statusCode, query).toBe(303);
      expect(res.headers.location, query).toBe('/panel/verifyPayment');
    }
  });

  it('takes the price from the package: a price in the body is ignored and an amount refused', async () => {
    const { cookie } = await owner();
    const ad = await publish(cookie);
    const withPrice = await steps.create(cookie, { type: PaymentType.ads, item_id: ad.id, price: 1 });
    expect(withPrice.statusCode, withPrice.body).toBe(201);
    expect(withPrice.json<Payment>().price).toBe(fx.paid.price);
    const [row] = await db.select().from(payments).where(eq(payments.id, withPrice.json<Payment>().id));
    expect(row?.price).toBe(50_000);

    const withAmount = await steps.create(cookie, { type: PaymentType.ads, item_id: ad.id, amount: 1 });
    expect(withAmount.statusCode).toBe(422);
    expect(withAmount.json().error.fields).toEqual({ amount: expect.any(String) });
  });

  it('pays only for a payable package of the listing’s kind, and not for types without a module yet', async () => {
    const { cookie } = await owner();
    const ad = await publish(cookie);
    const create = (payload: Record<string, unknown>) =>
      steps.create(cookie, { type: PaymentType.ads, item_id: ad.id, ...payload });
    const fieldOf = async (payload: Record<string, unknown>) => {
      const res = await create(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      return Object.keys(res.json().error.fields ?? {});
    };
    expect(await fieldOf({ package_id: fx.free.id })).toEqual(['package_id']);
    expect(await fieldOf({ package_id: fx.percentage.id })).toEqual(['package_id']);
    const expert = await makePackage(db, { type: PackageType.expert, planType: PlanType.subscription, price: 9_000 });
    expect(await fieldOf({ package_id: expert.id })).toEqual(['package_id']);
    const inactive = await makePackage(db, { planType: PlanType.subscription, price: 9_000, status: 0 });
    expect(await fieldOf({ package_id: inactive.id })).toEqual(['package_id']);
    expect(await fieldOf({ package_id: 99_999_999 })).toEqual(['package_id']);
    // An ad is paid as an ad, not as a booth; orders have no payments yet.
    expect(await fieldOf({ type: PaymentType.booth })).toEqual(['type']);
    expect(await fieldOf({ type: PaymentType.order })).toEqual(['type']);
    expect(await fieldOf({ type: 99 })).toEqual(['type']);
    expect(await fieldOf({ item_id: undefined })).toEqual(['item_id']);

    // The message says why, in the request's language.
    const free = await app.inject({
      method: 'POST',
      url: '/api/v1/me/payments',
      headers: { cookie, 'accept-language': 'en' },
      payload: { type: PaymentType.ads, item_id: ad.id, package_id: fx.free.id },
    });
    expect(free.json().error.message).toBe('This package is free and needs no payment.');
    const fa = await create({ package_id: fx.percentage.id });
    expect(fa.json().error.message).toMatch(/درصدی/);

    // A package other than the listing's own (of the same kind) may be bought: the listing then holds it.
    const quarter = await makePackage(db, { planType: PlanType.subscription, price: 120_000, days: 90 });
    const upgrade = await steps.payOnline(cookie, { type: PaymentType.ads, item_id: ad.id, package_id: quarter.id });
    expect(upgrade.back.headers.location).toBe(`/panel/verifyPayment?payment=${upgrade.id}`);
    const after = await myAd(cookie, ad.id);
    expect(after).toMatchObject({ status: ListingStatus.paidWaitingConfirmation, package: { id: quarter.id } });
    expect(after.subscription?.remainingTime).toBe(90);
  });

  it('hides other users’ listings and payments (404) and asks for a session (401)', async () => {
    const alice = await owner();
    const bob = await owner();
    const ad = await publish(alice.cookie);
    expect((await steps.create(bob.cookie, { type: PaymentType.ads, item_id: ad.id })).statusCode).toBe(404);
    expect((await steps.create(bob.cookie, { type: PaymentType.ads, item_id: 99_999_999 })).statusCode).toBe(404);

    const mine = (await steps.create(alice.cookie, { type: PaymentType.ads, item_id: ad.id })).json<Payment>();
    expect((await steps.payment(bob.cookie, mine.id)).statusCode).toBe(404);
    expect((await steps.pay(bob.cookie, mine.id, 'online')).statusCode).toBe(404);
    expect((await steps.pay(bob.cookie, mine.id, 'wallet')).statusCode).toBe(404);
    const bobs = (await app.inject({ url: '/api/v1/me/payments', headers: { cookie: bob.cookie } })).json();
    expect(bobs.items).toEqual([]);
    const alices = (await app.inject({ url: '/api/v1/me/payments', headers: { cookie: alice.cookie } })).json();
    expect(alices.items.map((item: Payment) => item.id)).toEqual([mine.id]);

    for (const [method, url] of [
      ['POST', '/api/v1/me/payments'],
      ['POST', `/api/v1/me/payments/${mine.id}/pay`],
      ['GET', '/api/v1/me/payments'],
      ['GET', `/api/v1/me/payments/${mine.id}`],
      ['GET', '/api/v1/me/wallet'],
    ] as const) {
      const res = await app.inject({ method, url, ...(method === 'POST' ? { payload: { method: 'wallet' } } : {}) });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
    expect((await app.inject({ url: '/api/v1/manager/payments', headers: { cookie: alice.cookie } })).statusCode).toBe(
      403,
    );
  });

  it('answers the same Idempotency-Key and body with the first answer, and refuses it with another body (422)', async () => {
    const { cookie } = await owner();
    const ad = await publish(cookie);
    const key = randomUUID();
    const body = { type: PaymentType.ads, item_id: ad.id };
    const first = await steps.create(cookie, body, key);
    const second = await steps.create(cookie, { item_id: ad.id, type: String(PaymentType.ads) }, key);
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.json()).toEqual(first.json());
    const made = await db
      .select()
      .from(payments)
      .where(and(eq(payments.type, PaymentType.ads), eq(payments.itemId, ad.id)));
    expect(made).toHaveLength(1);

    const other = await app.inject({
      method: 'POST',
      url: '/api/v1/me/payments',
      headers: { cookie, 'idempotency-key': key, 'accept-language': 'en' },
      payload: { type: PaymentType.chargeWallet, amount: 20_000 },
    });
    expect(other.statusCode).toBe(422);
    expect(other.json().error.message).toMatch(/Idempotency-Key was already used with a different request/);
    // The same key on another route is another request.
    expect((await steps.pay(cookie, first.json<Payment>().id, 'online', key)).statusCode).toBe(422);

    // A key is the caller's own: another user's same key is a new request.
    const stranger = await owner();
    const theirs = await steps.create(stranger.cookie, { type: PaymentType.chargeWallet, amount: 20_000 }, key);
    expect(theirs.statusCode).toBe(201);

    // A failed request does not use its key up: it runs again when sent again.
    const failKey = randomUUID();
    const tooSmall = { type: PaymentType.chargeWallet, amount: 5 };
    expect((await steps.create(cookie, tooSmall, failKey)).statusCode).toBe(422);
    expect((await steps.create(cookie, tooSmall, failKey)).statusCode).toBe(422);
    expect((await steps.create(cookie, { ...tooSmall, amount: 10_000 }, failKey)).statusCode).toBe(201);

    const bad = await steps.create(cookie, body, 'has space');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().error.fields).toHaveProperty('idempotency-key');
  });

  it('refuses a tampered amount: the bank verifies our stored price and answers amountMismatch', async () => {
    const { cookie } = await owner();
    const ad = await publish(cookie);
    const id = (await steps.create(cookie, { type: PaymentType.ads, item_id: ad.id })).json<Payment>().id;
    const started = (await steps.pay(cookie, id, 'online')).json<PayResult>();
    // Someone changes the price in the database after the bank was asked for the real one.
    await db.update(payments).set({ price: 1_000 }).where(eq(payments.id, id));
    const back = await steps.callback(await steps.bank(started.redirectUrl!, 'pay'));
    expect(back.headers.location).toBe(`/panel/verifyPayment?payment=${id}`);
    const payment = (await steps.payment(cookie, id)).json<Payment>();
    expect(payment).toMatchObject({ status: PaymentStatus.unpaid, trackingNumber: null });
    expect(payment.failure?.reason).toBe('amountMismatch');
    const after = await myAd(cookie, ad.id);
    expect(after.status).toBe(ListingStatus.awaitingPayment);
    expect(after.subscription).toBeNull();
  });

  it('credits the wallet instead when what was paid for is gone by the time the bank confirms', async () => {
    const { cookie } = await owner();
    const ad = await publish(cookie);
    const id = (await steps.create(cookie, { type: PaymentType.ads, item_id: ad.id })).json<Payment>().id;
    const started = (await steps.pay(cookie, id, 'online')).json<PayResult>();
    expect(
      (await app.inject({ method: 'DELETE', url: `/api/v1/me/ads/${ad.id}`, headers: { cookie } })).statusCode,
    ).toBe(204);
    await steps.callback(await steps.bank(started.redirectUrl!, 'pay'));
    const payment = (await steps.payment(cookie, id)).json<Payment>();
    expect(payment.status).toBe(PaymentStatus.paid);
    expect(payment.failure?.reason).toBe('refundedToWallet');
    expect(payment.item).toEqual({ kind: 'other', id: ad.id });
    const wallet = (await steps.wallet(cookie)).json();
    expect(wallet.balance).toBe(fx.paid.price);
    expect(wallet.entries.items).toMatchObject([{ kind: 'refund', amount: fx.paid.price, paymentId: id }]);
  });

  describe('one successful callback replayed 20 times at once', () => {
    it('extends the subscription once: racing on PostgreSQL, one after another on PGlite (one connection)', async () => {
      const { user, cookie } = await owner();
      const ad = await insertAd(db, fx, { userId: user.id });
      const id = (await steps.create(cookie, { type: PaymentType.ads, item_id: ad.id })).json<Payment>().id;
      const started = (await steps.pay(cookie, id, 'online')).json<PayResult>();
      const path = await steps.bank(started.redirectUrl!, 'pay');
      const replays = 20;
      const answers = await race(db, replays, () => steps.callback(path));
      expect(answers.map((res) => `${res.statusCode} ${res.headers.location}`)).toEqual(
        Array.from({ length: replays }, () => `303 /panel/verifyPayment?payment=${id}`),
      );
      const rows = await subscriptionRows(ad.id);
      expect(rows).toHaveLength(1);
      expect(rows[0]?.days).toBe(fx.paid.days);
      expect((await myAd(cookie, ad.id)).status).toBe(ListingStatus.paidWaitingConfirmation);
      expect((await steps.payment(cookie, id)).json().status).toBe(PaymentStatus.paid);
      await expectWalletsBalanced(db, [user.id]);
      await expectReservesConsistent(db, [user.id]);
    });
  });

  describe('back office', () => {
    it('lists every payer’s payments with the spec’s filters and shows one with its payer', async () => {
      const { user, cookie } = await owner();
      const ad = await publish(cookie);
      const paid = await steps.payOnline(cookie, { type: PaymentType.ads, item_id: ad.id });
      const unpaid = (await steps.create(cookie, { type: PaymentType.chargeWallet, amount: 30_000 })).json<Payment>();
      const list = async (query: string) => {
        const res = await app.inject({ url: `/api/v1/manager/payments?${query}`, headers: { cookie: admin } });
        expect(res.statusCode, res.body).toBe(200);
        return res.json<{ items: ManagedPayment[]; total: number }>();
      };
      const all = await list(`user_id=${user.id}`);
      expect(all.items.map((item) => item.id)).toEqual([unpaid.id, paid.id]);
      expect(all.total).toBe(2);
      expect(all.items[1]).toMatchObject({ user: { id: user.id, name: 'کاربر آزمایشی' }, status: PaymentStatus.paid });
      expect(all.items[1]?.authority).toMatch(/^SB/);

      expect((await list(`user_id=${user.id}&status=1`)).items.map((item) => item.id)).toEqual([paid.id]);
      expect((await list(`user_id=${user.id}&type=${PaymentType.chargeWallet}`)).items.map((i) => i.id)).toEqual([
        unpaid.id,
      ]);
      expect((await list(`user_id=${user.id}&method=-1&deviceType=4&status=`)).total).toBe(2);
      expect((await list(`user_id=${user.id}&deviceType=1`)).total).toBe(0);
      const tracking = all.items[1]!.trackingNumber!;
      expect((await list(`q=${tracking}`)).items.map((item) => item.id)).toEqual([paid.id]);
      expect((await list(`user_id=${user.id}&q=${encodeURIComponent('کیف پول')}`)).items.map((i) => i.id)).toEqual([
        unpaid.id,
      ]);
      expect((await list(`user_id=${user.id}&q=${encodeURIComponent('%')}`)).total).toBe(0);
      // item ids are per type (a booth or a clinic may share the number): the filter goes with its type
      expect((await list(`item_id=${ad.id}&type=${PaymentType.ads}`)).items.map((item) => item.id)).toEqual([paid.id]);
      const bad = await app.inject({ url: '/api/v1/manager/payments?type=77', headers: { cookie: admin } });
      expect(bad.statusCode).toBe(422);

      const one = await app.inject({ url: `/api/v1/manager/payments/${paid.id}`, headers: { cookie: admin } });
      expect(one.json<ManagedPayment>()).toMatchObject({ id: paid.id, user: { id: user.id }, gateway: 'sandbox' });
      expect(
        (await app.inject({ url: '/api/v1/manager/payments/99999999', headers: { cookie: admin } })).statusCode,
      ).toBe(404);
    });
  });

  it('counts payments on the back-office dashboard: total, paid and unpaid', async () => {
    const counts = async () => {
      const res = await app.inject({ url: '/api/v1/manager/dashboard', headers: { cookie: admin } });
      expect(res.statusCode).toBe(200);
      const { paymentTotal, paymentPaid, paymentUnpaid } =
        res.json<Record<'paymentTotal' | 'paymentPaid' | 'paymentUnpaid', number>>();
      return { paymentTotal, paymentPaid, paymentUnpaid };
    };
    const before = await counts();
    const { cookie } = await owner();
    const ad = await publish(cookie);
    await steps.payOnline(cookie, { type: PaymentType.ads, item_id: ad.id });
    await steps.create(cookie, { type: PaymentType.chargeWallet, amount: 30_000 });
    await steps.create(cookie, { type: PaymentType.chargeWallet, amount: 40_000 });
    expect(await counts()).toEqual({
      paymentTotal: before.paymentTotal + 3,
      paymentPaid: before.paymentPaid + 1,
      paymentUnpaid: before.paymentUnpaid + 2,
    });
  });

  describe('sandbox bank', () => {
    it('answers 404 for an unknown authority, and for every authority when the gateway is Zarinpal', async () => {
      expect((await app.inject({ url: '/api/v1/sandbox-bank/SBunknown' })).statusCode).toBe(404);
      expect(
        (await app.inject({ method: 'POST', url: '/api/v1/sandbox-bank/SBunknown', payload: { outcome: 'pay' } }))
          .statusCode,
      ).toBe(404);

      const { cookie } = await owner();
      const id = (await steps.create(cookie, { type: PaymentType.chargeWallet, amount: 10_000 })).json<Payment>().id;
      const authority = steps.authorityOf((await steps.pay(cookie, id, 'online')).json<PayResult>().redirectUrl!);
      const config = testConfig();
      const services = {
        ...createServices(config, { info: () => {} }),
        // A real Zarinpal driver that is never called: only its name matters here.
        paymentGateway: new ZarinpalPaymentGateway({
          merchantId: '00000000-0000-0000-0000-000000000000',
          baseUrl: 'http://127.0.0.1:9',
          currency: 'IRT',
        }),
      };
      const zarinpal = await buildTestApp({ services });
      try {
        expect((await zarinpal.inject({ url: `/api/v1/sandbox-bank/${authority}` })).statusCode).toBe(404);
        const post = await zarinpal.inject({
          method: 'POST',
          url: `/api/v1/sandbox-bank/${authority}`,
          payload: { outcome: 'pay' },
        });
        expect(post.statusCode).toBe(404);
        // Nor does Zarinpal's callback find a sandbox payment.
        const back = await zarinpal.inject({ url: `/api/v1/payments/callback?Authority=${authority}&Status=OK` });
        expect(back.headers.location).toBe('/panel/verifyPayment');
      } finally {
        await zarinpal.close();
      }
      expect((await app.inject({ url: `/api/v1/sandbox-bank/${authority}` })).json().state).toBe('pending');
    });
  });
});
