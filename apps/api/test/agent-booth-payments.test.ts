import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Payment, PayResult } from '@shahrbazar/domain/api/payment.schema';
import { CategoryType } from '@shahrbazar/domain/enums/listing';
import { PaymentStatus, PaymentType } from '@shahrbazar/domain/enums/commerce';
import { DeviceType, UserType } from '@shahrbazar/domain/enums/people';
import { PackageType, PlanType } from '@shahrbazar/domain/enums/plans';
import { ListingStatus } from '@shahrbazar/domain/enums/status';
import { policy } from '@shahrbazar/domain/rules/policy-catalogue';
import type { Db } from '../src/db/client.ts';
import type { App } from '../src/http/types.ts';
import { seedPolicies } from '../src/modules/access/access.service.ts';
import { users } from '../src/modules/users/user.table.ts';
import { makeCategoryChain, makeCity, makePackage, unique } from './factories/catalogue.ts';
import { billing } from './factories/payments.ts';
import { roleWith, userWithSession } from './factories/users.ts';
import { buildTestApp, testDatabase } from './support/test-app.ts';

// An agent pays a booth's package for the user they onboarded (issue 12, ADR 0053): online, as the user's payment
// made from the agent panel; the bank sends the agent back to the agent panel. Another agent's user's booth or
// payment is a 404, checked on the record.
describe('agent pays a booth’s package for its owner', () => {
  let app: App;
  let db: Db;
  let steps: ReturnType<typeof billing>;
  let fx: {
    city: { id: number };
    sub: { id: number };
    bronze: { id: number; price: number };
    gold: { id: number; price: number };
    percentage: { id: number };
    adsPackage: { id: number };
  };

  beforeAll(async () => {
    db = (await testDatabase()).db;
    await seedPolicies(db);
    app = await buildTestApp();
    steps = billing(app);
    const city = await makeCity(db);
    const tree = await makeCategoryChain(db, CategoryType.realEstate);
    const booth = { type: PackageType.realEstate, planType: PlanType.subscription };
    fx = {
      city,
      sub: tree.sub,
      bronze: await makePackage(db, { ...booth, title: 'غرفه برنزی', price: 150_000, days: 30 }),
      gold: await makePackage(db, { ...booth, title: 'غرفه طلایی', price: 1_200_000, days: 365 }),
      percentage: await makePackage(db, { type: PackageType.shop, planType: PlanType.percentage, price: 0, days: 0 }),
      adsPackage: await makePackage(db, { planType: PlanType.subscription, price: 20_000, days: 7 }),
    };
  });
  afterAll(() => app.close());

  const call = (cookie: string, method: 'GET' | 'POST', url: string, payload?: object, key?: string) =>
    app.inject({
      method,
      url,
      headers: { cookie, ...(key ? { 'idempotency-key': key } : {}) },
      ...(payload ? { payload } : {}),
    });
  async function agentWithUser() {
    const role = await roleWith(
      db,
      [policy('agentBooths', 'index'), policy('agentBooths', 'create'), policy('agentBooths', 'edit')],
      UserType.agent,
    );
    const agent = await userWithSession(db, { type: UserType.agent, kind: 'agent', roleId: role });
    const user = await userWithSession(db);
    await db.update(users).set({ createdBy: agent.user.id }).where(eq(users.id, user.user.id));
    return { agent, user };
  }
  /** A real-estate booth on the bronze package, opened by the agent for their user: awaiting payment. */
  async function boothOf(agentCookie: string, userId: number) {
    const name = `estate-${unique()}`;
    const created = await call(agentCookie, 'POST', '/api/v1/agent/booth', {
      user_id: userId,
      type: 'realEstate',
      city_id: fx.city.id,
      package_id: fx.bronze.id,
      general_sub_category_id: fx.sub.id,
      name,
      title: `املاک ${name}`,
      userName: 'رضا مرادی',
      nationalCode: '0499370899',
    });
    expect(created.statusCode, created.body).toBe(201);
    const booth = created.json<{ id: number; status: number }>();
    expect(booth.status).toBe(ListingStatus.awaitingPayment);
    return booth.id;
  }

  it('pays the booth’s package online as the user’s payment, and the bank sends the agent back to the agent panel', async () => {
    const { agent, user } = await agentWithUser();
    const boothId = await boothOf(agent.cookie, user.user.id);
    const key = `agent-pay-${unique()}`;
    const started = await call(agent.cookie, 'POST', `/api/v1/agent/booth/${boothId}/payment`, {}, key);
    expect(started.statusCode, started.body).toBe(200);
    const { redirectUrl, payment } = started.json<PayResult>();
    expect(payment).toMatchObject({
      userId: user.user.id,
      price: 150_000,
      package: { id: fx.bronze.id },
      item: { kind: 'listing', id: boothId },
      deviceType: DeviceType.webAgent,
      status: PaymentStatus.unpaid,
    });
    // A double click is the same payment.
    const again = await call(agent.cookie, 'POST', `/api/v1/agent/booth/${boothId}/payment`, {}, key);
    expect(again.json<PayResult>().payment.id).toBe(payment.id);

    const back = await steps.callback(await steps.bank(redirectUrl!, 'pay'));
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe(`/agent/verifyPayment?payment=${payment.id}`);
    const read = await call(agent.cookie, 'GET', `/api/v1/agent/payments/${payment.id}`);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json<Payment>()).toMatchObject({ status: PaymentStatus.paid, userId: user.user.id });
    // The booth waits for the manager's confirmation, and the payment is the user's own.
    const booth = await call(agent.cookie, 'GET', `/api/v1/agent/booth/${boothId}`);
    expect(booth.json<{ status: number }>().status).toBe(ListingStatus.paidWaitingConfirmation);
    const own = await steps.payment(user.cookie, payment.id);
    expect(own.json<Payment>()).toMatchObject({ status: PaymentStatus.paid, deviceType: DeviceType.webAgent });
  });

  it('pays another package of the booth’s type (an upgrade) at that package’s price; refuses one of another type', async () => {
    const { agent, user } = await agentWithUser();
    const boothId = await boothOf(agent.cookie, user.user.id);
    const upgrade = await call(agent.cookie, 'POST', `/api/v1/agent/booth/${boothId}/payment`, {
      package_id: fx.gold.id,
    });
    expect(upgrade.statusCode, upgrade.body).toBe(200);
    expect(upgrade.json<PayResult>().payment).toMatchObject({ price: 1_200_000, package: { id: fx.gold.id } });

    for (const other of [fx.percentage.id, fx.adsPackage.id]) {
      const refused = await call(agent.cookie, 'POST', `/api/v1/agent/booth/${boothId}/payment`, { package_id: other });
      expect(refused.statusCode, refused.body).toBe(422);
      expect(Object.keys(refused.json().error.fields)).toEqual(['package_id']);
    }
    const bad = await call(agent.cookie, 'POST', `/api/v1/agent/booth/${boothId}/payment`, { package_id: 'x' });
    expect(bad.statusCode).toBe(422);
  });

  it('refuses another agent’s user’s booth and payment, the user’s own payments, and a customer’s session', async () => {
    const mine = await agentWithUser();
    const other = await agentWithUser();
    const theirs = await boothOf(other.agent.cookie, other.user.user.id);
    const refused = await call(mine.agent.cookie, 'POST', `/api/v1/agent/booth/${theirs}/payment`, {});
    expect(refused.statusCode).toBe(404);
    const started = await call(other.agent.cookie, 'POST', `/api/v1/agent/booth/${theirs}/payment`, {});
    const theirPayment = started.json<PayResult>().payment.id;
    expect((await call(mine.agent.cookie, 'GET', `/api/v1/agent/payments/${theirPayment}`)).statusCode).toBe(404);

    // The user's own payment (made in their panel) is not the agent's to read, though the user is theirs.
    const boothId = await boothOf(mine.agent.cookie, mine.user.user.id);
    const own = await steps.create(mine.user.cookie, { type: PaymentType.booth, item_id: boothId });
    expect(own.statusCode, own.body).toBe(201);
    const ownId = own.json<{ id: number }>().id;
    expect((await call(mine.agent.cookie, 'GET', `/api/v1/agent/payments/${ownId}`)).statusCode).toBe(404);

    expect((await call(mine.user.cookie, 'POST', `/api/v1/agent/booth/${boothId}/payment`, {})).statusCode).toBe(403);
    expect((await call(mine.user.cookie, 'GET', `/api/v1/agent/payments/${theirPayment}`)).statusCode).toBe(403);
  });
});
