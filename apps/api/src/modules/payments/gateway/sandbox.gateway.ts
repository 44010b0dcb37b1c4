import { randomBytes, randomInt } from 'node:crypto';
import { MemoryStore, type SharedStore } from '../../shared-store/shared-store.ts';
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

/** What the bank keeps of a requested payment; the payer's choice and the ref id are kept beside it. */
interface SandboxOrder {
  amount: number;
  description: string;
  callbackUrl: string;
}

/** A card number in the masked form banks return; obviously not a real one. */
const SANDBOX_CARD_PAN = '000000******0000';

/**
 * The sandbox bank's memory: payments by authority in the shared store (ADR 0019), so with several instances the
 * payer may request on one, choose on the sandbox page served by another and come back to a third. A payment is
 * forgotten `ttlMs` after it was requested, as a bank's authority expires; the in-process store is bounded, so
 * abandoned payments cannot fill the memory. The payer's first choice is kept atomically (a second choice, even on
 * another instance at the same moment, answers as the first did), and so is the ref id of the first verify.
 */
export class SandboxBank {
  readonly #store: SharedStore;
  readonly #ttlMs: number;

  constructor(options: { store?: SharedStore; ttlMs?: number } = {}) {
    this.#store = options.store ?? new MemoryStore({ capacity: 30_000 });
    this.#ttlMs = options.ttlMs ?? 60 * 60 * 1000;
  }

  /** Records a pending payment and returns its new authority. */
  async open(input: { amount: number; description: string; callbackUrl: string }): Promise<string> {
    const authority = `SB${randomBytes(16).toString('hex')}`;
    const order: SandboxOrder = {
      amount: input.amount,
      description: input.description,
      callbackUrl: input.callbackUrl,
    };
    await this.#store.set(key('order', authority), JSON.stringify(order), this.#ttlMs);
    return authority;
  }

  /** What the sandbox bank page shows; undefined for an unknown or expired authority. */
  async view(authority: string): Promise<SandboxPaymentView | undefined> {
    const order = await this.#order(authority);
    if (!order) return undefined;
    const state = (await this.#store.get(key('state', authority))) as 'paid' | 'cancelled' | undefined;
    return { authority, amount: order.amount, description: order.description, state: state ?? 'pending' };
  }

  /**
   * The payer's choice on the sandbox page: the callback URL to send them to, with `Authority` and `Status=OK|NOK`
   * as Zarinpal appends them. Only a pending payment changes; choosing again answers as the first choice did.
   * Undefined for an unknown or expired authority.
   */
  async complete(authority: string, outcome: 'pay' | 'cancel'): Promise<string | undefined> {
    const order = await this.#order(authority);
    if (!order) return undefined;
    const choice = outcome === 'pay' ? 'paid' : 'cancelled';
    await this.#store.setIfAbsent(key('state', authority), choice, this.#ttlMs);
    const state = await this.#store.get(key('state', authority));
    return withQuery(order.callbackUrl, { Authority: authority, Status: state === 'paid' ? 'OK' : 'NOK' });
  }

  /** Answers a verify as Zarinpal would. */
  async verify(authority: string, amount: number): Promise<VerifyResult> {
    const order = await this.#order(authority);
    if (!order) return verifyFailure('invalidAuthority');
    const state = await this.#store.get(key('state', authority));
    if (state === 'cancelled') return verifyFailure('cancelled');
    if (state !== 'paid') return verifyFailure('notPaid');
    if (order.amount !== amount) return verifyFailure('amountMismatch');
    const fresh = String(randomInt(100_000_000, 1_000_000_000));
    const first = await this.#store.setIfAbsent(key('ref', authority), fresh, this.#ttlMs);
    const refId = first ? fresh : ((await this.#store.get(key('ref', authority))) ?? fresh);
    return { status: 'paid', refId, cardPan: SANDBOX_CARD_PAN, alreadyVerified: !first };
  }

  async #order(authority: string): Promise<SandboxOrder | undefined> {
    if (!/^SB[0-9a-f]{32}$/.test(authority)) return undefined;
    const stored = await this.#store.get(key('order', authority));
    return stored === undefined ? undefined : (JSON.parse(stored) as SandboxOrder);
  }
}

const key = (part: 'order' | 'state' | 'ref', authority: string) => `sandbox-bank:${part}:${authority}`;

/** Appends query parameters to an absolute or a site-relative URL, keeping it relative when it was. */
function withQuery(url: string, params: Record<string, string>): string {
  const base = 'http://sandbox.invalid';
  const target = new URL(url, base);
  for (const [name, value] of Object.entries(params)) target.searchParams.set(name, value);
  return target.origin === base ? `${target.pathname}${target.search}${target.hash}` : target.toString();
}

/**
 * The built-in sandbox bank, for running without the internet: `request` opens a pending payment and sends the payer
 * to our own `/sandbox-bank/{authority}` page, whose pay and cancel buttons call `completeSandboxPayment`; `verify`
 * answers as Zarinpal would. No money moves, so production refuses it unless explicitly allowed (config.ts).
 */
export class SandboxPaymentGateway implements PaymentGateway {
  readonly name = 'sandbox' as const;
  /** The bank its sandbox page (payment.routes.ts) shows and completes payments of. */
  readonly bank: SandboxBank;

  constructor(bank: SandboxBank = new SandboxBank()) {
    this.bank = bank;
  }

  async request(input: PaymentRequestInput): Promise<PaymentRequestResult> {
    assertTomanAmount(input.amount);
    const authority = await this.bank.open(input);
    return { authority, redirectUrl: `${SANDBOX_BANK_PATH}/${authority}` };
  }

  async verify(input: PaymentVerifyInput): Promise<VerifyResult> {
    assertTomanAmount(input.amount);
    return this.bank.verify(input.authority, input.amount);
  }
}
