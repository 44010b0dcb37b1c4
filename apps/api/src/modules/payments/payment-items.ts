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

const HANDLERS = new Map<number, PaymentItemHandler>();

/** Declares who handles payments of `type` (called once, when the module's routes are registered). */
export function registerPaymentItem(type: number, handler: PaymentItemHandler): void {
  HANDLERS.set(type, handler);
}

/** The handler of payments of `type`, if a module declared one. */
export function paymentItemOf(type: number): PaymentItemHandler | undefined {
  return HANDLERS.get(type);
}
