import { describe, expect, it } from 'vitest';
import { MemoryStore } from '../../shared-store/shared-store.ts';
import { SandboxBank, SandboxPaymentGateway } from './sandbox.gateway.ts';

/** One bank for the tests, as the sandbox page and the gateway share one in the product. */
const bank = new SandboxBank();
const sandboxPayment = (authority: string) => bank.view(authority);
const completeSandboxPayment = (authority: string, outcome: 'pay' | 'cancel') => bank.complete(authority, outcome);

const order = {
  amount: 120_000,
  description: 'تمدید اشتراک غرفه «طلا و جواهر نگین»',
  callbackUrl: 'https://shahrbazar.example/payments/callback?payment=42',
};

/** The Authority and Status the sandbox page sends the payer back with, and the address without them. */
function callback(url: string | undefined) {
  const parsed = new URL(url ?? '', 'http://relative.invalid');
  const { Authority, Status, ...rest } = Object.fromEntries(parsed.searchParams);
  return { Authority, Status, rest, path: parsed.pathname };
}

describe('the sandbox bank', () => {
  it('shows a requested payment on its own page, pays it, and verifies it once (then alreadyVerified)', async () => {
    const gateway = new SandboxPaymentGateway(bank);
    const { authority, redirectUrl } = await gateway.request(order);
    expect(redirectUrl).toBe(`/sandbox-bank/${authority}`);
    expect(await sandboxPayment(authority)).toEqual({
      authority,
      amount: 120_000,
      description: order.description,
      state: 'pending',
    });

    const back = await completeSandboxPayment(authority, 'pay');
    expect(back?.startsWith('https://shahrbazar.example/payments/callback?')).toBe(true);
    expect(callback(back)).toEqual({
      Authority: authority,
      Status: 'OK',
      rest: { payment: '42' },
      path: '/payments/callback',
    });
    expect((await sandboxPayment(authority))?.state).toBe('paid');

    const first = await gateway.verify({ authority, amount: 120_000 });
    expect(first).toEqual({
      status: 'paid',
      refId: expect.stringMatching(/^\d{9}$/),
      cardPan: expect.any(String),
      alreadyVerified: false,
    });
    expect(await gateway.verify({ authority, amount: 120_000 })).toEqual({ ...first, alreadyVerified: true });
  });

  it('gives each payment its own authority and a fresh ref id', async () => {
    const gateway = new SandboxPaymentGateway(bank);
    const a = await gateway.request(order);
    const b = await gateway.request(order);
    expect(a.authority).not.toBe(b.authority);
    await completeSandboxPayment(a.authority, 'pay');
    await completeSandboxPayment(b.authority, 'pay');
    const [paidA, paidB] = await Promise.all([
      gateway.verify({ authority: a.authority, amount: order.amount }),
      gateway.verify({ authority: b.authority, amount: order.amount }),
    ]);
    expect(paidA.status === 'paid' && paidB.status === 'paid' && paidA.refId !== paidB.refId).toBe(true);
  });

  it('sends a cancelled payment back with Status=NOK, verifies it as cancelled, and a later "pay" changes nothing', async () => {
    const gateway = new SandboxPaymentGateway(bank);
    const { authority } = await gateway.request(order);
    expect(callback(await completeSandboxPayment(authority, 'cancel'))).toMatchObject({
      Authority: authority,
      Status: 'NOK',
    });
    expect(callback(await completeSandboxPayment(authority, 'pay')).Status).toBe('NOK');
    const result = await gateway.verify({ authority, amount: 120_000 });
    expect(result).toEqual({
      status: 'failed',
      reason: 'cancelled',
      message: { fa: 'پرداخت لغو شد.', en: 'The payment was cancelled.' },
    });
  });

  it('answers amountMismatch for another amount, without using up the payment', async () => {
    const gateway = new SandboxPaymentGateway(bank);
    const { authority } = await gateway.request(order);
    await completeSandboxPayment(authority, 'pay');
    expect(await gateway.verify({ authority, amount: 12_000 })).toMatchObject({
      status: 'failed',
      reason: 'amountMismatch',
    });
    expect(await gateway.verify({ authority, amount: 120_000 })).toMatchObject({
      status: 'paid',
      alreadyVerified: false,
    });
  });

  it('answers notPaid while the payer has not chosen yet', async () => {
    const gateway = new SandboxPaymentGateway(bank);
    const { authority } = await gateway.request(order);
    expect(await gateway.verify({ authority, amount: 120_000 })).toMatchObject({ status: 'failed', reason: 'notPaid' });
  });

  it('knows nothing of an authority it never gave', async () => {
    const result = await new SandboxPaymentGateway(bank).verify({ authority: 'SBunknown', amount: 120_000 });
    expect(result).toMatchObject({ status: 'failed', reason: 'invalidAuthority' });
    expect(await sandboxPayment('SBunknown')).toBeUndefined();
    expect(await completeSandboxPayment('SBunknown', 'pay')).toBeUndefined();
  });

  it('keeps a callback on our own site relative', async () => {
    const { authority } = await new SandboxPaymentGateway(bank).request({
      ...order,
      callbackUrl: '/payments/callback',
    });
    expect(await completeSandboxPayment(authority, 'pay')).toBe(`/payments/callback?Authority=${authority}&Status=OK`);
  });

  it('forgets payments after their time, and the oldest ones past its capacity', async () => {
    let now = 0;
    const bank = new SandboxBank({ ttlMs: 1_000, store: new MemoryStore({ capacity: 2, now: () => now }) });
    const gateway = new SandboxPaymentGateway(bank);
    const expiring = await gateway.request(order);
    now = 1_001;
    expect(await bank.view(expiring.authority)).toBeUndefined();
    expect(await gateway.verify({ authority: expiring.authority, amount: order.amount })).toMatchObject({
      reason: 'invalidAuthority',
    });

    const first = await gateway.request(order);
    const second = await gateway.request(order);
    const third = await gateway.request(order);
    const states = await Promise.all([first, second, third].map(async (p) => (await bank.view(p.authority))?.state));
    expect(states).toEqual([undefined, 'pending', 'pending']);
  });

  it('refuses an amount that is not whole toman above zero', async () => {
    const gateway = new SandboxPaymentGateway(bank);
    for (const amount of [0, -5, 99.5]) {
      await expect(gateway.request({ ...order, amount })).rejects.toThrow(RangeError);
    }
  });
});
