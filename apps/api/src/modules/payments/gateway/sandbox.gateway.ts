import { randomBytes, randomInt } from 'node:crypto';
import { verifyFailure } from './gateway.errors.ts';
import {
  assertTomanAmount,
  type PaymentGateway,
  type PaymentRequestInput,
  type PaymentRequestResult,
  type PaymentVerifyInput,
  type VerifyResult,
} from './gateway.types.ts';

/** Where the sandbox bank's page lives on our own site: `/sandbox-bank/{authority}`. */
export const SANDBOX_BANK_PATH = '/sandbox-bank';

/** What the sandbox bank page shows for one payment. */
export interface SandboxPaymentView {
  authority: string;
  /** Whole toman. */
  amount: number;
  description: string;
  state: 'pending' | 'paid' | 'cancelled';
}

interface SandboxPayment extends SandboxPaymentView {
  callbackUrl: string;
  createdAt: number;
  /** Given by the first verify of a paid payment; later verifies answer alreadyVerified with the same one. */
  refId: string | undefined;
}

/** A card number in the masked form banks return; obviously not a real one. */
const SANDBOX_CARD_PAN = '000000******0000';

/**
 * The sandbox bank's memory: payments by authority, in this process only (a local, single-process stand-in for a
 * real bank). A payment is forgotten `ttlMs` after it was requested, as a bank's authority expires, and the oldest go
 * first past `capacity`, so abandoned payments cannot fill the memory.
 */
export class SandboxBank {
  readonly #payments = new Map<string, SandboxPayment>();
  readonly #ttlMs: number;
  readonly #capacity: number;
  readonly #now: () => number;

  constructor(options: { ttlMs?: number; capacity?: number; now?: () => number } = {}) {
    this.#ttlMs = options.ttlMs ?? 60 * 60 * 1000;
    this.#capacity = options.capacity ?? 10_000;
    this.#now = options.now ?? Date.now;
  }

  /** Records a pending payment and returns its new authority. */
  open(input: { amount: number; description: string; callbackUrl: string }): string {
    this.#prune();
    const authority = `SB${randomBytes(16).toString('hex')}`;
    this.#payments.set(authority, {
      authority,
      amount: input.amount,
      description: input.description,
      callbackUrl: input.callbackUrl,
      state: 'pending',
      createdAt: this.#now(),
      refId: undefined,
    });
    return authority;
  }

  /** What the sandbox bank page shows; undefined for an unknown or expired authority. */
  view(authority: string): SandboxPaymentView | undefined {
    const payment = this.#find(authority);
    return payment && pick(payment);
  }

  /**
   * The payer's choice on the sandbox page: the callback URL to send them to, with `Authority` and `Status=OK|NOK`
   * as Zarinpal appends them. Only a pending payment changes; choosing again answers as the first choice did.
   * Undefined for an unknown or expired authority.
   */
  complete(authority: string, outcome: 'pay' | 'cancel'): string | undefined {
    const payment = this.#find(authority);
    if (!payment) return undefined;
    if (payment.state === 'pending') payment.state = outcome === 'pay' ? 'paid' : 'cancelled';
    return withQuery(payment.callbackUrl, { Authority: authority, Status: payment.state === 'paid' ? 'OK' : 'NOK' });
  }

  /** Answers a verify as Zarinpal would. */
  verify(authority: string, amount: number): VerifyResult {
    const payment = this.#find(authority);
    if (!payment) return verifyFailure('invalidAuthority');
    if (payment.state === 'cancelled') return verifyFailure('cancelled');
    if (payment.state === 'pending') return verifyFailure('notPaid');
    if (payment.amount !== amount) return verifyFailure('amountMismatch');
    const alreadyVerified = payment.refId !== undefined;
    payment.refId ??= String(randomInt(100_000_000, 1_000_000_000));
    return { status: 'paid', refId: payment.refId, cardPan: SANDBOX_CARD_PAN, alreadyVerified };
  }

  #find(authority: string): SandboxPayment | undefined {
    const payment = this.#payments.get(authority);
    if (payment && this.#now() - payment.createdAt > this.#ttlMs) {
      this.#payments.delete(authority);
      return undefined;
    }
    return payment;
  }

  #prune(): void {
    const now = this.#now();
    // A Map iterates in insertion order: the oldest come first.
    for (const [authority, payment] of this.#payments) {
      if (now - payment.createdAt <= this.#ttlMs && this.#payments.size < this.#capacity) break;
      this.#payments.delete(authority);
    }
  }
}

function pick(payment: SandboxPayment): SandboxPaymentView {
  const { authority, amount, description, state } = payment;
  return { authority, amount, description, state };
}

/** Appends query parameters to an absolute or a site-relative URL, keeping it relative when it was. */
function withQuery(url: string, params: Record<string, string>): string {
  const base = 'http://sandbox.invalid';
  const target = new URL(url, base);
  for (const [name, value] of Object.entries(params)) target.searchParams.set(name, value);
  return target.origin === base ? `${target.pathname}${target.search}${target.hash}` : target.toString();
}

/** The one sandbox bank of this process, which the gateway and the sandbox page share. */
const sharedBank = new SandboxBank();

/** What the sandbox bank page shows for an authority; undefined when it is unknown or expired. */
export function sandboxPayment(authority: string): SandboxPaymentView | undefined {
  return sharedBank.view(authority);
}

/** The payer pays or cancels on the sandbox page: returns the callback URL to redirect to (undefined if unknown). */
export function completeSandboxPayment(authority: string, outcome: 'pay' | 'cancel'): string | undefined {
  return sharedBank.complete(authority, outcome);
}

/**
 * The built-in sandbox bank, for running without the internet: `request` opens a pending payment and sends the payer
 * to our own `/sandbox-bank/{authority}` page, whose pay and cancel buttons call `completeSandboxPayment`; `verify`
 * answers as Zarinpal would. No money moves, so production refuses it unless explicitly allowed (config.ts).
 */
export class SandboxPaymentGateway implements PaymentGateway {
  readonly name = 'sandbox' as const;
  readonly #bank: SandboxBank;

  constructor(bank: SandboxBank = sharedBank) {
    this.#bank = bank;
  }

  async request(input: PaymentRequestInput): Promise<PaymentRequestResult> {
    assertTomanAmount(input.amount);
    const authority = this.#bank.open(input);
    return { authority, redirectUrl: `${SANDBOX_BANK_PATH}/${authority}` };
  }

  async verify(input: PaymentVerifyInput): Promise<VerifyResult> {
    assertTomanAmount(input.amount);
    return this.#bank.verify(input.authority, input.amount);
  }
}
