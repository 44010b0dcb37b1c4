import type { Label } from '@shahrbazar/domain/i18n/locale';
import { AppError } from '../../../http/app-error.ts';
import type { VerifyFailureReason, VerifyResult } from './gateway.types.ts';

/**
 * Why the bank could not be used: it refused the request, it did not answer in time, it could not be reached, or
 * it answered something that is not its protocol (an HTML error page, a reply without the expected fields).
 */
export type GatewayFailure = 'refused' | 'timeout' | 'network' | 'http';

/**
 * The bank could not be used. An AppError, so a route that lets it through answers 503 in the request's locale
 * (`network` for timeouts and lost connections, `unavailable` otherwise) without any detail of ours; `reason`,
 * `providerCode` and `httpStatus` are for the caller's log. The message never carries the merchant id.
 */
export class PaymentGatewayError extends AppError {
  override readonly name = 'PaymentGatewayError';
  readonly reason: GatewayFailure;
  readonly providerCode: number | undefined;
  readonly httpStatus: number | undefined;

  constructor(reason: GatewayFailure, label: Label, details: { providerCode?: number; httpStatus?: number } = {}) {
    super(reason === 'timeout' || reason === 'network' ? 'network' : 'unavailable', label);
    this.reason = reason;
    this.providerCode = details.providerCode;
    this.httpStatus = details.httpStatus;
  }
}

/** What the payer is told for each verify failure, in both locales. */
export const VERIFY_FAILURE_MESSAGES: Record<VerifyFailureReason, Label> = {
  amountMismatch: {
    fa: 'مبلغ پرداخت‌شده با مبلغ سفارش یکسان نیست؛ اگر مبلغی از حساب شما کم شده است، بانک آن را بازمی‌گرداند.',
    en: 'The amount paid does not match the order; if money left your account, the bank will return it.',
  },
  notPaid: {
    fa: 'پرداخت انجام نشد؛ اگر مبلغی از حساب شما کم شده است، بانک آن را بازمی‌گرداند.',
    en: 'The payment was not completed; if money left your account, the bank will return it.',
  },
  invalidAuthority: {
    fa: 'این پرداخت پیدا نشد؛ شناسه پرداخت معتبر نیست.',
    en: 'This payment was not found: its reference is not valid.',
  },
  cancelled: { fa: 'پرداخت لغو شد.', en: 'The payment was cancelled.' },
  gatewayError: {
    fa: 'درگاه پرداخت خطا داد؛ کمی بعد دوباره تلاش کنید.',
    en: 'The payment gateway answered with an error; please try again shortly.',
  },
};

/** A verify failure with its message. */
export function verifyFailure(reason: VerifyFailureReason, providerCode?: number): VerifyResult {
  return {
    status: 'failed',
    reason,
    message: VERIFY_FAILURE_MESSAGES[reason],
    ...(providerCode === undefined ? {} : { providerCode }),
  };
}
