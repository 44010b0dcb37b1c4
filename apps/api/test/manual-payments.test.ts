import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ManagedPayment, Wallet } from '@shahrbazar/domain/api/payment.schema';
import { PaymentMethod, PaymentStatus, PaymentType } from '@shahrbazar/domain/enums/commerce';
import { DeviceType, UserType } from '@shahrbazar/domain/enums/people';
import { ListingStatus } from '@shahrbazar/domain/enums/status';
import { policy } from '@shahrbazar/domain/rules/policy-catalogue';
import type { Db } from '../src/db/client.ts';
import type { App } from '../src/http/types.ts';
import { policyIds, seedPolicies } from '../src/modules/access/access.service.ts';
import { rolePolicies, roles } from '../src/modules/access/role.table.ts';
import { findListingById } from '../src/modules/listings/listing.repository.ts';
import { payments } from '../src/modules/payments/payment.table.ts';
import { billing, billingFixtures, insertAd, type BillingFixtures } from './factories/payments.ts';
import { adminSession, userWithSession } from './factories/users.ts';
import { buildTestApp, testDatabase } from './support/test-app.ts';

describe('payments recorded by a manager (card reader, by hand)', () => {
  let app: App;
  let db: Db;
  let admin: string;
  let fx: BillingFixtures;
  let pay: ReturnType<typeof billing>;

  beforeAll(async () => {
    db = (await testDatabase()).db;
    await seedPolicies(db);
    app = await buildTestApp();
    admin = (await adminSession(db)).cookie;
    fx = await billingFixtures(db);
    pay = billing(app);
  });
  afterAll(() => app.close());

  const record = (payload: Record<string, unknown>, cookie = admin, headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url: '/api/v1/manager/payments', headers: { cookie, ...headers }, payload });
  const paymentsOf = (userId: number) => db.select().from(payments).where(eq(payments.userId, userId));

  it('charges a wallet from a card-reader slip: paid at once, credited once, with the slip’s tracking number', async () => {
    const { user, cookie } = await userWithSession(db);
    const res = await record({
      user_id: user.id,
      type: PaymentType.chargeWallet,
      amount: '250000',
      method: String(PaymentMethod.pos),
      trackingNumber: '۰۰۱۲-۳۴۵۶',
      description: 'پرداخت حضوری در دفتر شهربازار',
    });
    expect(res.statusCode, res.body).toBe(201);
    const payment = res.json<ManagedPayment>();
    expect(payment).toMatchObject({
      userId: user.id,
      user: { id: user.id },
      type: PaymentType.chargeWallet,
      method: PaymentMethod.pos,
      status: PaymentStatus.paid,
      price: 250_000,
      trackingNumber: '00123456',
      description: 'پرداخت حضوری در دفتر شهربازار',
      deviceType: DeviceType.webManager,
      item: null,
    });
    expect(payment.payDate).not.toBeNull();
    const wallet = (await pay.wallet(cookie)).json<Wallet>();
    expect(wallet.balance).toBe(250_000);
    expect(wallet.entries.items).toMatchObject([{ kind: 'charge', amount: 250_000, paymentId: payment.id }]);
    // The payer sees it among their payments.
    expect((await pay.payment(cookie, payment.id)).json()).toMatchObject({ status: PaymentStatus.paid });
  });

  it('pays a listing’s package by hand at the package’s price and moves the listing on', async () => {
    const { user } = await userWithSession(db);
    const ad = await insertAd(db, fx, { userId: user.id });
    const res = await record({
      user_id: user.id,
      type: PaymentType.ads,
      item_id: ad.id,
      method: PaymentMethod.manual,
      price: 1,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<ManagedPayment>()).toMatchObject({
      method: PaymentMethod.manual,
      status: PaymentStatus.paid,
      price: fx.paid.price,
      trackingNumber: null,
      item: { kind: 'listing', id: ad.id },
      package: { id: fx.paid.id },
    });
    const listing = await findListingById(db, ad.id);
    expect(listing).toMatchObject({ status: ListingStatus.paidWaitingConfirmation, paymentId: res.json().id });
    expect(listing?.subscriptionId).not.toBeNull();
  });

  it('refuses what createPayment refuses, and more, with 422 naming the field; nothing is recorded', async () => {
    const { user } = await userWithSession(db);
    const other = await userWithSession(db);
    const theirs = await insertAd(db, fx, { userId: other.user.id });
    const fieldsOf = async (payload: Record<string, unknown>) => {
      const res = await record({ user_id: user.id, method: PaymentMethod.manual, ...payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(res.json().error.code).toBe('validation');
      return res.json<{ error: { fields: Record<string, string> } }>().error.fields;
    };
    const charge = { type: PaymentType.chargeWallet, amount: 20_000 };
    expect(Object.keys(await fieldsOf({ ...charge, user_id: '' }))).toEqual(['user_id']);
    expect(await fieldsOf({ ...charge, user_id: 2_000_000_000 })).toEqual({ user_id: 'کاربری با این شناسه پیدا نشد.' });
    expect(Object.keys(await fieldsOf({ ...charge, user_id: 3_000_000_000 }))).toEqual(['user_id']);
    expect(Object.keys(await fieldsOf({ ...charge, method: PaymentMethod.wallet }))).toEqual(['method']);
    expect(Object.keys(await fieldsOf({ ...charge, method: PaymentMethod.online }))).toEqual(['method']);
    expect(await fieldsOf({ ...charge, method: PaymentMethod.pos })).toEqual({
      trackingNumber: 'شماره پیگیری باید ۴ تا ۴۰ رقم یا حرف لاتین باشد.',
    });
    expect(Object.keys(await fieldsOf({ ...charge, amount: 5 }))).toEqual(['amount']);
    expect(await fieldsOf({ type: PaymentType.ads, item_id: theirs.id })).toEqual({
      item_id: 'این آگهی پیدا نشد یا متعلق به کاربر پرداخت‌کننده نیست.',
    });
    const mine = await insertAd(db, fx, { userId: user.id });
    expect(Object.keys(await fieldsOf({ type: PaymentType.ads, item_id: mine.id, package_id: fx.free.id }))).toEqual([
      'package_id',
    ]);
    expect(Object.keys(await fieldsOf({ type: PaymentType.ads, item_id: mine.id, amount: 9 }))).toEqual(['amount']);
    expect(Object.keys(await fieldsOf({ type: PaymentType.order }))).toEqual(['type']);
    expect(await paymentsOf(user.id)).toEqual([]);
    expect((await findListingById(db, mine.id))?.status).toBe(ListingStatus.awaitingPayment);
  });

  it('answers the same Idempotency-Key with the first answer: the money is recorded once', async () => {
    const { user, cookie } = await userWithSession(db);
    const key = randomUUID();
    const body = { user_id: user.id, type: PaymentType.chargeWallet, amount: 30_000, method: PaymentMethod.manual };
    const first = await record(body, admin, { 'idempotency-key': key });
    const second = await record(body, admin, { 'idempotency-key': key });
    expect(first.statusCode).toBe(201);
    expect(second.json()).toEqual(first.json());
    expect(await paymentsOf(user.id)).toHaveLength(1);
    expect((await pay.wallet(cookie)).json<Wallet>().balance).toBe(30_000);
  });

  it('needs a manager session (401) with the payments create policy (403)', async () => {
    const { user, cookie } = await userWithSession(db);
    const body = { user_id: user.id, type: PaymentType.chargeWallet, amount: 30_000, method: PaymentMethod.manual };
    expect((await app.inject({ method: 'POST', url: '/api/v1/manager/payments', payload: body })).statusCode).toBe(401);
    expect((await record(body, cookie)).statusCode).toBe(403);
    const employeeWith = async (name: string) => {
      const [role] = await db
        .insert(roles)
        .values({ title: `manual ${name}`, type: UserType.employee })
        .returning();
      const ids = await policyIds(db, [policy('payments', name)]);
      await db.insert(rolePolicies).values(ids.map((policyId) => ({ roleId: role!.id, policyId })));
      return (await userWithSession(db, { type: UserType.employee, kind: 'manager', roleId: role!.id })).cookie;
    };
    expect((await record(body, await employeeWith('index'))).statusCode).toBe(403);
    expect(await paymentsOf(user.id)).toEqual([]);
    expect((await record(body, await employeeWith('create'))).statusCode).toBe(201);
  });
});
