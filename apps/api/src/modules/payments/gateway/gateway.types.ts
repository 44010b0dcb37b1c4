import type { Label } from '@shahrbazar/domain/i18n/locale';

/** What to ask the bank for: an amount in whole toman (integer > 0) and where the payer comes back to. */
export interface PaymentRequestInput {
  /** Whole toman, integer > 0; the driver converts it to the bank's unit. */
  amount: number;
  description: string;
  /** Our callback; the bank appends `?Authority=…&Status=OK|NOK` (the sandbox does the same). */
  callbackUrl: string;
  mobile?: string | undefined;
  email?: string | undefined;
  orderId?: string | undefined;
}

/** The bank's handle on the payment, and where to send the payer's browser. */
export interface PaymentRequestResult {
  authority: string;
  redirectUrl: string;
}

/** What to confirm: the authority the callback carried and the amount in toman, read from OUR database. */
export interface PaymentVerifyInput {
  authority: string;
  /** Whole toman of the order as we stored it: never the amount a browser sent. */
  amount: number;
}

/** Why the bank did not confirm a payment. */
export type VerifyFailureReason = 'amountMismatch' | 'notPaid' | 'invalidAuthority' | 'cancelled' | 'gatewayError';

/**
 * The bank's answer to a verify. `paid` with `alreadyVerified` is a payment confirmed by an earlier verify (the same
 * `refId`), so a callback that runs twice does not pay twice. `failed` is an answer from the bank; when the bank
 * could not be asked at all (timeout, network), verify throws a PaymentGatewayError instead, because the outcome is
 * then unknown and the payment must stay pending and be verified again later.
 */
export type VerifyResult =
  | { status: 'paid'; refId: string; cardPan?: string; alreadyVerified: boolean }
  | {
      status: 'failed';
      reason: VerifyFailureReason;
      message: Label;
      /** The bank's own error code, for logs (Zarinpal's -50, -51...). */
      providerCode?: number;
    };

/** An online payment gateway: request a payment, send the payer to the bank, verify on their return. */
export interface PaymentGateway {
  readonly name: 'sandbox' | 'zarinpal';
  request(input: PaymentRequestInput): Promise<PaymentRequestResult>;
  verify(input: PaymentVerifyInput): Promise<VerifyResult>;
}

/** Refuses an amount that is not whole toman above zero: a caller's bug, never something to send to a bank. */
export function assertTomanAmount(amount: number): void {
  if (!Number.isSafeInteger(amount) || amount <= 0) {
    throw new RangeError(`A payment amount must be whole toman above 0, not ${String(amount)}`);
  }
}
