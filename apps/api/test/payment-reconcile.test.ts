import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Payment, Wallet } from '@shahrbazar/domain/api/payment.schema';
import { PaymentStatus, PaymentType } from '@shahrbazar/domain/enums/commerce';
import type { Db } from '../src/db/client.ts';
import type { App } from '../src/http/types.ts';
import { seedPolicies } from '../src/modules/access/access.service.ts';
import { payments, walletEntries } from '../src/modules/payments/payment.table.ts';
import { billing } from './factories/payments.ts';
import { userWithSession } from './factories/users.ts';
import { expectWalletsBalanced, race, tally } from './support/race.ts';
import { buildTestApp, testDatabase } from './support/test-app.ts';

// Issue 34, finding 5: a payer who paid at the bank and closed the tab before coming back. The
// `reconcile-payments` job asks the bank about attempts pending for more than five minutes and settles them as the
// callback would, exactly once, even when the callback arrives at the same moment.

const MINUTE = 60 * 1000;

describe('reconciling payments left pending at the bank', () => {
  let app: App;
  let db: Db;
  let pay: ReturnType<typeof billing>;

  beforeAll(async () => {
    db = (await testDatabase()).db;
    await seedPolicies(db);
    app = await buildTestApp();
    pay = billing(app);
  });
  afterAll(() => app.close());

  /** A round of the job as if run `minutes` from now (the dev route runs it in this app, with its sandbox bank). */
  const round = async (minutes: number) => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/dev/jobs/reconcile-payments',
      payload: { at: new Date(Date.now() + minutes * MINUTE).toISOString() },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ done: number | 'skipped' }>().done;
  };

  /** A wallet charge of `amount` paid online and chosen at the bank (`outcome`), the payer never coming back. */
  async function paidAndGone(amount: number, outcome: 'pay' | 'cancel' | 'stay' = 'pay') {
    const payer = await userWithSession(db);
    const created = await pay.create(payer.cookie, { type: PaymentType.chargeWallet, amount });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json<Payment>().id;
    const started = await pay.pay(payer.cookie, id, 'online');
    expect(started.statusCode, started.body).toBe(200);
    const redirectUrl = started.json<{ redirectUrl: string }>().redirectUrl;
    const callbackPath = outcome === 'stay' ? undefined : await pay.bank(redirectUrl, outcome);
    return { payer, id, callbackPath };
  }

  const walletOf = async (cookie: string) => (await pay.wallet(cookie)).json<Wallet>();
  const paymentRow = async (id: number) => (await db.select().from(payments).where(eq(payments.id, id)))[0]!;

  it('settles a payment paid at the bank whose payer never came back, once, after five minutes', async () => {
    const { payer, id, callbackPath } = await paidAndGone(70_000);
    expect((await paymentRow(id)).status).toBe(PaymentStatus.unpaid);
    // The payer may still be at the bank: nothing is asked before five minutes.
    await round(1);
    expect((await paymentRow(id)).status).toBe(PaymentStatus.unpaid);

    expect(await round(6)).toBe(1);
    const paid = await paymentRow(id);
    expect(paid).toMatchObject({ status: PaymentStatus.paid, failureReason: null });
    expect(paid.trackingNumber).toMatch(/^\d+$/);
    expect((await walletOf(payer.cookie)).balance).toBe(70_000);
    const seen = (await pay.payment(payer.cookie, id)).json<Payment>();
    expect(seen.status).toBe(PaymentStatus.paid);

    // Later rounds and the late callback change nothing.
    expect(await round(7)).toBe(0);
    await pay.callback(callbackPath!);
    expect((await walletOf(payer.cookie)).balance).toBe(70_000);
    expect(await db.select().from(walletEntries).where(eq(walletEntries.paymentId, id))).toHaveLength(1);
    await expectWalletsBalanced(db, [payer.user.id]);
  });

  it('leaves an unpaid attempt to its payer until it is over, then records it as not paid; a cancelled one at once', async () => {
    const staying = await paidAndGone(30_000, 'stay');
    const cancelled = await paidAndGone(30_000, 'cancel');
    expect(await round(6)).toBe(0);
    expect(await paymentRow(staying.id)).toMatchObject({ status: PaymentStatus.unpaid, failureReason: null });
    expect(await paymentRow(cancelled.id)).toMatchObject({ status: PaymentStatus.unpaid, failureReason: 'cancelled' });
    expect(await round(61)).toBe(0);
    expect(await paymentRow(staying.id)).toMatchObject({ status: PaymentStatus.unpaid, failureReason: 'notPaid' });
    expect((await walletOf(staying.payer.cookie)).balance).toBe(0);
  });

  it('settles once when the callback and the job arrive at the same moment (racing on PostgreSQL)', async () => {
    for (let attempt = 0; attempt < 3; attempt++) {
      const { payer, id, callbackPath } = await paidAndGone(40_000);
      const answers = await race(db, 4, (index) =>
        index % 2 === 0
          ? pay.callback(callbackPath!).then((res) => ({ statusCode: res.statusCode }))
          : round(6).then(() => ({ statusCode: 200 })),
      );
      expect(tally(answers)).toEqual(expect.not.objectContaining({ 500: expect.anything() }));
      expect(await paymentRow(id)).toMatchObject({ status: PaymentStatus.paid });
      expect((await walletOf(payer.cookie)).balance).toBe(40_000);
      expect(await db.select().from(walletEntries).where(eq(walletEntries.paymentId, id))).toHaveLength(1);
      await expectWalletsBalanced(db, [payer.user.id]);
    }
  });
});
