import type { Db } from '../../db/client.ts';
import type { PaymentRow } from './payment.repository.ts';

/**
 * What a module that sells something of its own (an order of a booth) tells billing about its payments (ADR 0026).
 * Billing still locks the payment, asks the bank, marks it paid and records the money; the module says whether its
 * item can still be paid for and what paying delivers, inside the same transaction.
 */
export interface PaymentItemHandler {
  /** Before the bank is asked: throws an AppError (409) when the item can no longer be paid for. */
  check(db: Db, payment: PaymentRow): Promise<void>;
  /**
   * The payment was marked paid with money from outside the wallet (the bank, a receipt): deliver. Throws an AppError
   * when that is no longer possible; billing then credits the money to the payer's wallet instead.
   */
  apply(db: Db, payment: PaymentRow): Promise<void>;
  /** Pays the locked unpaid payment from the payer's wallet in the item's own way, marking it paid. */
  payFromWallet(db: Db, payment: PaymentRow): Promise<PaymentRow>;
  /**
   * The bank attempt of the locked unpaid payment failed or was cancelled, or the money it brought could not be
   * delivered: give back whatever `check` held for it (ADR 0052: the wallet part of a split payment). Idempotent.
   */
  failed?(db: Db, payment: PaymentRow): Promise<void>;
}

/**
 * A handler for only some payments of its type: two modules may sell under one payment type (a clinic's visits and its
 * consultations are both clinicOrder, ADR 0039), each claiming the payments whose item is its own (ADR 0055).
 */
export interface ClaimingHandler extends PaymentItemHandler {
  /** Whether this payment's item is this handler's (read inside billing's transaction). */
  claims(db: Db, payment: PaymentRow): Promise<boolean>;
}

const HANDLERS = new Map<number, PaymentItemHandler>();
const CLAIMING = new Map<number, ClaimingHandler[]>();

/** Declares who handles payments of `type` (called once, when the module's routes are registered). */
export function registerPaymentItem(type: number, handler: PaymentItemHandler): void {
  HANDLERS.set(type, handler);
}

/**
 * Declares a handler for the payments of `type` it claims; the others go to the type's handler. Registering the same
 * handler again (routes registered for a second app) replaces nothing and adds nothing.
 */
export function registerClaimingPaymentItem(type: number, handler: ClaimingHandler): void {
  const list = CLAIMING.get(type) ?? [];
  if (!list.includes(handler)) CLAIMING.set(type, [...list, handler]);
}

/** The first claiming handler that claims the payment, else the type's handler (which refuses what is not its own). */
async function handlerFor(db: Db, payment: PaymentRow): Promise<PaymentItemHandler> {
  for (const handler of CLAIMING.get(payment.type) ?? []) {
    if (await handler.claims(db, payment)) return handler;
  }
  const handler = HANDLERS.get(payment.type);
  if (!handler) throw new Error(`no payment item handler for type ${payment.type}`);
  return handler;
}

/** Asks each of a type's handlers in turn (its claiming ones first): one handler as billing sees it. */
const dispatcher: PaymentItemHandler = {
  check: async (db, payment) => (await handlerFor(db, payment)).check(db, payment),
  apply: async (db, payment) => (await handlerFor(db, payment)).apply(db, payment),
  payFromWallet: async (db, payment) => (await handlerFor(db, payment)).payFromWallet(db, payment),
};

/** The handler of payments of `type`, if a module declared one. */
export function paymentItemOf(type: number): PaymentItemHandler | undefined {
  if (CLAIMING.has(type)) return dispatcher;
  return HANDLERS.get(type);
}
