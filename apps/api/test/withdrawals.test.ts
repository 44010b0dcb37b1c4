import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Payment, Wallet } from '@shahrbazar/domain/api/payment.schema';
import type { ManagedWithdrawal, Withdrawal, WithdrawalAllowance } from '@shahrbazar/domain/api/withdrawal.schema';
import { PaymentType } from '@shahrbazar/domain/enums/commerce';
import { UserType } from '@shahrbazar/domain/enums/people';
import { policy } from '@shahrbazar/domain/rules/policy-catalogue';
import { WithdrawalStatus } from '@shahrbazar/domain/rules/withdrawal';
import type { Db } from '../src/db/client.ts';
import type { App } from '../src/http/types.ts';
import { policyIds, seedPolicies } from '../src/modules/access/access.service.ts';
import { rolePolicies, roles } from '../src/modules/access/role.table.ts';
import { walletEntries } from '../src/modules/payments/payment.table.ts';
import { users } from '../src/modules/users/user.table.ts';
import { billing, billingFixtures, insertAd, type BillingFixtures } from './factories/payments.ts';
import { adminSession, userWithSession } from './factories/users.ts';
import { OTHER_SHABA, VALID_SHABA, withdrawalSteps } from './factories/withdrawals.ts';
import { expectWalletsBalanced, race, tally } from './support/race.ts';
import { buildTestApp, testDatabase } from './support/test-app.ts';

describe('withdrawals', () => {
  let app: App;
  let db: Db;
  let admin: string;
  let fx: BillingFixtures;
  let pay: ReturnType<typeof billing>;
  let steps: ReturnType<typeof withdrawalSteps>;

  beforeAll(async () => {
    db = (await testDatabase()).db;
    await seedPolicies(db);
    app = await buildTestApp();
    admin = (await adminSession(db)).cookie;
    fx = await billingFixtures(db);
    pay = billing(app);
    steps = withdrawalSteps(app);
  });
  afterAll(() => app.close());

  /** A user whose wallet was charged `amount` toman online (through the sandbox bank). */
  const withBalance = async (amount: number) => {
    const owner = await userWithSession(db);
    if (amount > 0) await pay.chargeWallet(owner.cookie, amount);
    return owner;
  };
  const balanceOf = async (userId: number) =>
    (await db.select({ balance: users.walletBalance }).from(users).where(eq(users.id, userId)))[0]?.balance;
  const entriesOf = (userId: number) => db.select().from(walletEntries).where(eq(walletEntries.userId, userId));
  const requested = async (cookie: string, amount: number, shabaNumber = VALID_SHABA) => {
    const res = await steps.request(cookie, { amount, shabaNumber });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<Withdrawal>();
  };
  const allowanceOf = async (cookie: string) => (await steps.allowance(cookie)).json<WithdrawalAllowance>();

  it('is requested within the balance less pending requests, approved with a tracking number, and debited once', async () => {
    const { user, cookie } = await withBalance(100_000);
    await db.update(users).set({ shabaNumber: '820540102680020817909002' }).where(eq(users.id, user.id));
    expect(await allowanceOf(cookie)).toEqual({
      balance: 100_000,
      pending: 0,
      available: 100_000,
      minimum: 10_000,
      shabaNumber: VALID_SHABA,
    });

    const first = await requested(cookie, 60_000, '۸۲۰۵۴۰۱۰۲۶۸۰۰۲۰۸۱۷۹۰۹۰۰۲');
    expect(first).toMatchObject({
      userId: user.id,
      amount: 60_000,
      shabaNumber: VALID_SHABA,
      status: WithdrawalStatus.pending,
      message: '',
      trackingNumber: null,
      reviewedAt: null,
    });
    // Nothing leaves the wallet yet; the amount is reserved.
    expect(await balanceOf(user.id)).toBe(100_000);
    expect(await allowanceOf(cookie)).toMatchObject({ balance: 100_000, pending: 60_000, available: 40_000 });

    const tooMuch = await app.inject({
      method: 'POST',
      url: '/api/v1/me/withdrawals',
      headers: { cookie, 'accept-language': 'en' },
      payload: { amount: 40_001, shabaNumber: VALID_SHABA },
    });
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json().error).toEqual({
      code: 'validation',
      message: 'Some of the values entered are not valid.',
      fields: { amount: 'This is more than you may withdraw (your wallet balance less your pending requests).' },
    });
    const second = await requested(cookie, 40_000, OTHER_SHABA);

    const list = (await steps.mine(cookie)).json<{ items: Withdrawal[]; total: number }>();
    expect(list.items.map((item) => item.id)).toEqual([second.id, first.id]);

    const approved = await steps.approve(admin, first.id, '۱۲۳۴-۵۶۷۸-۹۰');
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json<ManagedWithdrawal>()).toMatchObject({
      id: first.id,
      status: WithdrawalStatus.approved,
      trackingNumber: '1234567890',
      user: { id: user.id, walletBalance: 40_000 },
    });
    expect(await balanceOf(user.id)).toBe(40_000);
    const wallet = (await pay.wallet(cookie)).json<Wallet>();
    expect(wallet.entries.items[0]).toMatchObject({
      kind: 'withdrawal',
      amount: -60_000,
      balanceAfter: 40_000,
      paymentId: null,
      withdrawalId: first.id,
    });

    // The user sees it approved with the bank's tracking number.
    expect((await steps.one(cookie, first.id)).json<Withdrawal>()).toMatchObject({
      status: WithdrawalStatus.approved,
      trackingNumber: '1234567890',
    });
    expect((await steps.one(cookie, first.id)).json<Withdrawal>().reviewedAt).not.toBeNull();

    // Approving again, or rejecting afterwards, changes nothing.
    const again = await steps.approve(admin, first.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('این درخواست برداشت پیش‌تر بررسی شده است.');
    expect((await steps.review(admin, first.id, { decision: 'reject', message: 'نه' })).statusCode).toBe(409);
    expect(await balanceOf(user.id)).toBe(40_000);
    expect((await entriesOf(user.id)).filter((entry) => entry.kind === 'withdrawal')).toHaveLength(1);
  });

  it('is rejected with a message the user reads; nothing is debited and the reserve is free again', async () => {
    const { user, cookie } = await withBalance(30_000);
    const asked = await requested(cookie, 30_000);
    expect((await allowanceOf(cookie)).available).toBe(0);
    const rejected = await steps.review(admin, asked.id, {
      decision: 'reject',
      message: 'شماره شبا به نام شما نیست؛ شبای حساب خودتان را وارد کنید.',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    const seen = (await steps.one(cookie, asked.id)).json<Withdrawal>();
    expect(seen).toMatchObject({
      status: WithdrawalStatus.rejected,
      message: 'شماره شبا به نام شما نیست؛ شبای حساب خودتان را وارد کنید.',
      trackingNumber: null,
    });
    expect(await balanceOf(user.id)).toBe(30_000);
    expect((await entriesOf(user.id)).map((entry) => entry.kind)).toEqual(['charge']);
    expect((await allowanceOf(cookie)).available).toBe(30_000);
  });

  it('holds a pending request’s amount: the wallet cannot spend it meanwhile, and the approval pays it out', async () => {
    const { user, cookie } = await withBalance(100_000);
    const asked = await requested(cookie, 100_000);
    // What the user may spend now excludes the request; the wallet page shows what is held.
    expect((await pay.wallet(cookie)).json<Wallet>()).toMatchObject({ balance: 0, held: 100_000 });
    const ad = await insertAd(db, fx, { userId: user.id });
    const payment = (await pay.create(cookie, { type: PaymentType.ads, item_id: ad.id })).json<Payment>();
    const refused = await pay.pay(cookie, payment.id, 'wallet');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('conflict');
    expect(await balanceOf(user.id)).toBe(100_000);

    const approved = await steps.approve(admin, asked.id);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(await balanceOf(user.id)).toBe(0);
    expect((await pay.wallet(cookie)).json<Wallet>()).toMatchObject({ balance: 0, held: 0 });
    expect((await entriesOf(user.id)).map((entry) => entry.kind).sort()).toEqual(['charge', 'withdrawal']);
    await expectWalletsBalanced(db, [user.id]);
  });

  it('frees the held amount when the request is rejected or cancelled', async () => {
    const { user, cookie } = await withBalance(60_000);
    const first = await requested(cookie, 40_000);
    const second = await requested(cookie, 20_000);
    expect((await pay.wallet(cookie)).json<Wallet>()).toMatchObject({ balance: 0, held: 60_000 });
    expect((await steps.review(admin, first.id, { decision: 'reject', message: 'شبا نادرست است' })).statusCode).toBe(
      200,
    );
    expect((await pay.wallet(cookie)).json<Wallet>()).toMatchObject({ balance: 40_000, held: 20_000 });
    const cancelled = await steps.cancel(cookie, second.id);
    expect(cancelled.statusCode, cancelled.body).toBe(204);
    expect((await pay.wallet(cookie)).json<Wallet>()).toMatchObject({ balance: 60_000, held: 0 });
    expect(await allowanceOf(cookie)).toMatchObject({ balance: 60_000, pending: 0, available: 60_000 });
    await expectWalletsBalanced(db, [user.id]);
  });

  it('refuses bad amounts and SHABA numbers with 422 naming the field, in the one error shape', async () => {
    const { cookie } = await withBalance(50_000);
    const fieldsOf = async (payload: Record<string, unknown>) => {
      const res = await steps.request(cookie, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(res.json().error.code).toBe('validation');
      return res.json<{ error: { fields: Record<string, string> } }>().error.fields;
    };
    expect(await fieldsOf({ amount: 9_999, shabaNumber: VALID_SHABA })).toEqual({
      amount: 'کمترین مبلغ برداشت ۱۰٬۰۰۰ تومان است.',
    });
    expect(Object.keys(await fieldsOf({ amount: 10_000.5, shabaNumber: VALID_SHABA }))).toEqual(['amount']);
    expect(Object.keys(await fieldsOf({ amount: 'many', shabaNumber: VALID_SHABA }))).toEqual(['amount']);
    expect(Object.keys(await fieldsOf({ amount: -20_000, shabaNumber: VALID_SHABA }))).toEqual(['amount']);
    expect(await fieldsOf({ shabaNumber: VALID_SHABA })).toEqual({ amount: 'این فیلد الزامی است.' });
    expect(await fieldsOf({ amount: 20_000, shabaNumber: 'IR820540102680020817909003' })).toEqual({
      shabaNumber: 'شماره شبا معتبر نیست.',
    });
    expect(Object.keys(await fieldsOf({ amount: 20_000 }))).toEqual(['shabaNumber']);
    expect((await allowanceOf(cookie)).pending).toBe(0);
  });

  it('is cancelled by its owner while pending, and only then', async () => {
    const { cookie } = await withBalance(50_000);
    const stranger = await userWithSession(db);
    const asked = await requested(cookie, 20_000);
    expect((await steps.cancel(stranger.cookie, asked.id)).statusCode).toBe(404);
    expect((await steps.cancel(cookie, asked.id)).statusCode).toBe(204);
    expect((await steps.one(cookie, asked.id)).statusCode).toBe(404);
    expect((await allowanceOf(cookie)).pending).toBe(0);

    const approved = await requested(cookie, 20_000);
    expect((await steps.approve(admin, approved.id)).statusCode).toBe(200);
    const late = await steps.cancel(cookie, approved.id);
    expect(late.statusCode).toBe(409);
    expect(late.json().error.message).toBe('فقط درخواستی که هنوز بررسی نشده لغو می‌شود.');
  });

  it('hides other users’ requests (404), asks for a session (401) and a policy (403)', async () => {
    const alice = await withBalance(20_000);
    const bob = await userWithSession(db);
    const asked = await requested(alice.cookie, 20_000);
    expect((await steps.one(bob.cookie, asked.id)).statusCode).toBe(404);
    expect((await steps.mine(bob.cookie)).json().items).toEqual([]);
    for (const [method, url] of [
      ['GET', '/api/v1/me/withdrawals'],
      ['GET', '/api/v1/me/withdrawals/allowance'],
      ['GET', `/api/v1/me/withdrawals/${asked.id}`],
      ['POST', '/api/v1/me/withdrawals'],
      ['DELETE', `/api/v1/me/withdrawals/${asked.id}`],
    ] as const) {
      const res = await app.inject({ method, url, ...(method === 'POST' ? { payload: { amount: 10_000 } } : {}) });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
      expect(res.json().error.code).toBe('unauthenticated');
    }
    expect((await steps.approve(alice.cookie, asked.id)).statusCode).toBe(403);
    // An employee with the payments list but not the withdrawals policy may not review them.
    const [role] = await db.insert(roles).values({ title: 'payments only', type: UserType.employee }).returning();
    const ids = await policyIds(db, [policy('payments', 'index')]);
    await db.insert(rolePolicies).values(ids.map((policyId) => ({ roleId: role!.id, policyId })));
    const employee = await userWithSession(db, { type: UserType.employee, kind: 'manager', roleId: role!.id });
    expect((await steps.approve(employee.cookie, asked.id)).statusCode).toBe(403);
    expect(
      (await app.inject({ url: '/api/v1/manager/withdrawals', headers: { cookie: employee.cookie } })).statusCode,
    ).toBe(403);
    expect((await steps.one(alice.cookie, asked.id)).json().status).toBe(WithdrawalStatus.pending);
  });

  it('lists every user’s requests for the back office by status, 15 a page, with the user and balance', async () => {
    const { user, cookie } = await withBalance(80_000);
    const pending = await requested(cookie, 10_000);
    const rejected = await requested(cookie, 10_000);
    await steps.review(admin, rejected.id, { decision: 'reject', message: 'تکراری' });
    const list = async (query: string) => {
      const res = await app.inject({ url: `/api/v1/manager/withdrawals?${query}`, headers: { cookie: admin } });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ items: ManagedWithdrawal[]; perPage: number; total: number }>();
    };
    const pendings = await list('status=0');
    expect(pendings.perPage).toBe(15);
    expect(pendings.items.every((item) => item.status === WithdrawalStatus.pending)).toBe(true);
    expect(pendings.items.find((item) => item.id === pending.id)).toMatchObject({
      user: { id: user.id, name: 'کاربر آزمایشی', walletBalance: 80_000 },
    });
    expect((await list('status=2')).items.map((item) => item.id)).toContain(rejected.id);
    expect((await list('status=-1')).total).toBeGreaterThanOrEqual(2);
    expect(
      (await app.inject({ url: '/api/v1/manager/withdrawals?status=7', headers: { cookie: admin } })).statusCode,
    ).toBe(422);
    const one = await app.inject({ url: `/api/v1/manager/withdrawals/${pending.id}`, headers: { cookie: admin } });
    expect(one.json<ManagedWithdrawal>()).toMatchObject({ id: pending.id, shabaNumber: VALID_SHABA });
    expect(
      (await app.inject({ url: '/api/v1/manager/withdrawals/999999', headers: { cookie: admin } })).statusCode,
    ).toBe(404);
  });

  it('asks the manager for a tracking number to approve and a message to reject (422)', async () => {
    const { cookie } = await withBalance(20_000);
    const asked = await requested(cookie, 20_000);
    const fieldsOf = async (payload: Record<string, unknown>) => {
      const res = await steps.review(admin, asked.id, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      return Object.keys(res.json().error.fields);
    };
    expect(await fieldsOf({ decision: 'approve' })).toEqual(['trackingNumber']);
    expect(await fieldsOf({ decision: 'approve', trackingNumber: '12' })).toEqual(['trackingNumber']);
    expect(await fieldsOf({ decision: 'reject', message: '  ' })).toEqual(['message']);
    expect(await fieldsOf({ decision: 'maybe' })).toEqual(['decision']);
    expect((await steps.one(cookie, asked.id)).json().status).toBe(WithdrawalStatus.pending);
  });

  it('answers the same Idempotency-Key with the first answer: one request is recorded', async () => {
    const { cookie } = await withBalance(50_000);
    const key = randomUUID();
    const first = await steps.request(cookie, { amount: 20_000, shabaNumber: VALID_SHABA }, key);
    const second = await steps.request(cookie, { amount: 20_000, shabaNumber: VALID_SHABA }, key);
    expect(first.statusCode).toBe(201);
    expect(second.json()).toEqual(first.json());
    expect((await allowanceOf(cookie)).pending).toBe(20_000);
  });

  it('is guarded by the database: a withdrawal debits a wallet at most once, and its entry names it', async () => {
    const { user, cookie } = await withBalance(40_000);
    const asked = await requested(cookie, 20_000);
    expect((await steps.approve(admin, asked.id)).statusCode).toBe(200);
    const entry = { userId: user.id, amount: -1, balanceAfter: 0, kind: 'withdrawal' };
    await expect(db.insert(walletEntries).values({ ...entry, withdrawalId: asked.id })).rejects.toThrow();
    await expect(db.insert(walletEntries).values({ ...entry, withdrawalId: null })).rejects.toThrow();
    await expect(
      db.insert(walletEntries).values({ ...entry, kind: 'payment', withdrawalId: asked.id }),
    ).rejects.toThrow();
    expect(await balanceOf(user.id)).toBe(20_000);
  });

  describe('20 approvals of one request at once', () => {
    it('debit once: racing on PostgreSQL, one after another on PGlite (one connection)', async () => {
      const { user, cookie } = await withBalance(50_000);
      const asked = await requested(cookie, 50_000);
      const approvals = 20;
      const answers = await race(db, approvals, () => steps.approve(admin, asked.id));
      expect(tally(answers)).toEqual({ 200: 1, 409: approvals - 1 });
      expect(await balanceOf(user.id)).toBe(0);
      expect((await entriesOf(user.id)).filter((entry) => entry.kind === 'withdrawal')).toHaveLength(1);
      await expectWalletsBalanced(db, [user.id]);
    });
  });

  describe('10 requests of one user at once', () => {
    it('reserve no more than the balance: racing on PostgreSQL, one after another on PGlite', async () => {
      const { user, cookie } = await withBalance(100_000);
      const count = 10;
      const send = () => steps.request(cookie, { amount: 30_000, shabaNumber: VALID_SHABA });
      const answers = await race(db, count, send);
      expect(tally(answers)).toEqual({ 201: 3, 422: count - 3 });
      expect(await allowanceOf(cookie)).toMatchObject({ pending: 90_000, available: 10_000 });
      await expectWalletsBalanced(db, [user.id]);
    });
  });

  describe('a request of the whole balance and wallet payments at once', () => {
    it('never promise the same money twice: an accepted request is approved, the payments spend only the rest', async () => {
      const { user, cookie } = await withBalance(100_000);
      const ids: number[] = [];
      for (let i = 0; i < 5; i++) {
        const ad = await insertAd(db, fx, { userId: user.id });
        ids.push((await pay.create(cookie, { type: PaymentType.ads, item_id: ad.id })).json<Payment>().id);
      }
      const answers = await race(db, 6, (index) =>
        index === 0
          ? steps.request(cookie, { amount: 100_000, shabaNumber: VALID_SHABA })
          : pay.pay(cookie, ids[index - 1]!, 'wallet'),
      );
      const [request, ...payments] = answers;
      const paid = payments.filter((res) => res.statusCode === 200).length;
      expect(tally(payments)).toEqual(expect.not.objectContaining({ 500: expect.anything() }));
      if (request!.statusCode === 201) {
        // The request was accepted first: it holds all of it, nothing else was spent, and it can be paid out.
        expect(paid).toBe(0);
        const approved = await steps.approve(admin, request!.json<Withdrawal>().id);
        expect(approved.statusCode, approved.body).toBe(200);
      } else {
        expect(request!.statusCode).toBe(422);
        expect(paid).toBeGreaterThan(0);
      }
      expect(paid * fx.paid.price).toBeLessThanOrEqual(100_000);
      await expectWalletsBalanced(db, [user.id]);
      const wallet = (await pay.wallet(cookie)).json<Wallet>();
      expect(wallet.held).toBe(0);
      expect(wallet.balance).toBe(await balanceOf(user.id));
    });
  });
});
