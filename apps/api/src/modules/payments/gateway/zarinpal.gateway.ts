import { z } from 'zod';
import { localizeDigits } from '@shahrbazar/domain/format/number';
import { normalizeMobile } from '@shahrbazar/domain/rules/mobile';
import { PaymentGatewayError, verifyFailure } from './gateway.errors.ts';
import {
  assertTomanAmount,
  type PaymentGateway,
  type PaymentRequestInput,
  type PaymentRequestResult,
  type PaymentVerifyInput,
  type VerifyFailureReason,
  type VerifyResult,
} from './gateway.types.ts';

/** The unit Zarinpal is told amounts are in: IRT (toman, our unit, sent as is) or IRR (rial, toman × 10). */
export type ZarinpalCurrency = 'IRT' | 'IRR';

/** Connection settings of Zarinpal's v4 REST API. */
export interface ZarinpalGatewayOptions {
  /** The terminal's 36-character merchant id; sent in request bodies only, never logged or put in an error. */
  merchantId: string;
  /** https://payment.zarinpal.com (default), https://sandbox.zarinpal.com (Zarinpal's sandbox), or a test fake. */
  baseUrl?: string | undefined;
  currency?: ZarinpalCurrency | undefined;
  timeoutMs?: number | undefined;
  fetch?: typeof globalThis.fetch | undefined;
}

export const ZARINPAL_BASE_URL = 'https://payment.zarinpal.com';

// Every v4 method answers { data, errors }: on success data is an object with `code` (100, or 101 for a payment
// verified before) and errors is []; on failure data is [] and errors is { code, message, validations? } with a
// negative code. Codes sometimes arrive as strings, so they are read as numbers either way.
const CodeSchema = z.union([
  z.number().int(),
  z
    .string()
    .regex(/^-?\d+$/)
    .transform(Number),
]);
const DataSchema = z.object({
  code: CodeSchema,
  authority: z.string().min(1).optional(),
  ref_id: z.union([z.number().int(), z.string().min(1)]).optional(),
  card_pan: z.string().nullish(),
});
const ErrorsSchema = z.object({ code: CodeSchema, message: z.string().optional() });
const ReplySchema = z.object({ data: z.unknown().optional(), errors: z.unknown().optional() });

/** Verify error codes with a meaning of their own; every other code is a gatewayError. */
const VERIFY_FAILURES: Record<number, VerifyFailureReason> = {
  [-50]: 'amountMismatch', // the amount sent to verify is not the amount of the payment
  [-51]: 'notPaid', // the session has no successful payment (failed or cancelled at the bank)
  [-54]: 'invalidAuthority',
};

type Reply = { kind: 'ok'; data: z.infer<typeof DataSchema> } | { kind: 'error'; code: number; message: string };

/**
 * Production payment driver: Zarinpal v4. `request` posts /pg/v4/payment/request.json and sends the payer to
 * /pg/StartPay/{authority}; `verify` posts /pg/v4/payment/verify.json with the amount from our database.
 */
export class ZarinpalPaymentGateway implements PaymentGateway {
  readonly name = 'zarinpal' as const;
  readonly #merchantId: string;
  readonly #baseUrl: string;
  readonly #currency: ZarinpalCurrency;
  readonly #timeoutMs: number;
  readonly #fetch: typeof globalThis.fetch;

  constructor(options: ZarinpalGatewayOptions) {
    this.#merchantId = options.merchantId;
    this.#baseUrl = (options.baseUrl ?? ZARINPAL_BASE_URL).replace(/\/+$/, '');
    this.#currency = options.currency ?? 'IRT';
    this.#timeoutMs = options.timeoutMs ?? 10_000;
    this.#fetch = options.fetch ?? globalThis.fetch;
  }

  async request(input: PaymentRequestInput): Promise<PaymentRequestResult> {
    const mobile = input.mobile === undefined ? undefined : normalizeMobile(input.mobile);
    const metadata = {
      ...(mobile ? { mobile } : {}),
      ...(input.email ? { email: input.email } : {}),
      ...(input.orderId ? { order_id: input.orderId } : {}),
    };
    const reply = await this.#call('request', {
      merchant_id: this.#merchantId,
      amount: this.#gatewayAmount(input.amount),
      currency: this.#currency,
      description: input.description,
      callback_url: input.callbackUrl,
      metadata,
    });
    if (reply.kind === 'ok' && reply.data.code === 100 && reply.data.authority) {
      const { authority } = reply.data;
      return { authority, redirectUrl: `${this.#baseUrl}/pg/StartPay/${encodeURIComponent(authority)}` };
    }
    if (reply.kind === 'error') {
      const code = localizeDigits(reply.code, 'fa');
      throw new PaymentGatewayError(
        'refused',
        {
          fa: `درگاه پرداخت زرین‌پال درخواست پرداخت را نپذیرفت (کد ${code})؛ کمی بعد دوباره تلاش کنید.`,
          en: `Zarinpal refused the payment request: ${reply.code} ${reply.message}`.trim(),
        },
        { providerCode: reply.code },
      );
    }
    throw unreadable(`Zarinpal answered the payment request with code ${reply.data.code} and no authority`);
  }

  async verify(input: PaymentVerifyInput): Promise<VerifyResult> {
    const reply = await this.#call('verify', {
      merchant_id: this.#merchantId,
      // Zarinpal compares this with the payment in the unit it was requested in; the verify body has no currency.
      amount: this.#gatewayAmount(input.amount),
      authority: input.authority,
    });
    if (reply.kind === 'error') return verifyFailure(VERIFY_FAILURES[reply.code] ?? 'gatewayError', reply.code);
    const { code, ref_id: refId, card_pan: cardPan } = reply.data;
    if ((code === 100 || code === 101) && refId !== undefined) {
      return { status: 'paid', refId: String(refId), ...(cardPan ? { cardPan } : {}), alreadyVerified: code === 101 };
    }
    throw unreadable(`Zarinpal answered the verify with code ${code} and no ref_id`);
  }

  /** Toman to the configured unit: IRT as it is, IRR × 10. */
  #gatewayAmount(toman: number): number {
    assertTomanAmount(toman);
    return this.#currency === 'IRR' ? toman * 10 : toman;
  }

  async #call(method: 'request' | 'verify', body: Record<string, unknown>): Promise<Reply> {
    let status: number;
    let text: string;
    try {
      const response = await this.#fetch(`${this.#baseUrl}/pg/v4/payment/${method}.json`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(this.#timeoutMs),
      });
      status = response.status;
      text = await response.text();
    } catch (error) {
      throw this.#transportError(error);
    }
    // An error reply may come with a non-2xx status: the body is read whatever the HTTP status.
    const reply = ReplySchema.safeParse(parseJson(text));
    const data = reply.success ? DataSchema.safeParse(reply.data.data) : undefined;
    if (data?.success) return { kind: 'ok', data: data.data };
    const errors = reply.success ? ErrorsSchema.safeParse(reply.data.errors) : undefined;
    if (errors?.success) {
      return { kind: 'error', code: errors.data.code, message: this.#redact(errors.data.message ?? '') };
    }
    throw unreadable(`Zarinpal answered HTTP ${status} without a readable reply`, status);
  }

  // Only the kind of failure leaves here: a low-level error could carry the request it belonged to.
  #transportError(error: unknown): PaymentGatewayError {
    if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
      const seconds = Math.ceil(this.#timeoutMs / 1000);
      return new PaymentGatewayError('timeout', {
        fa: `درگاه پرداخت زرین‌پال در ${localizeDigits(seconds, 'fa')} ثانیه پاسخ نداد؛ کمی بعد دوباره تلاش کنید.`,
        en: `Zarinpal did not answer within ${this.#timeoutMs} ms; please try again shortly.`,
      });
    }
    const code = (error as { cause?: { code?: unknown } }).cause?.code;
    const detail = typeof code === 'string' && /^[A-Z_]+$/.test(code) ? ` (${code})` : '';
    return new PaymentGatewayError('network', {
      fa: 'اتصال به درگاه پرداخت زرین‌پال برقرار نشد؛ کمی بعد دوباره تلاش کنید.',
      en: `Zarinpal could not be reached${detail}; please try again shortly.`,
    });
  }

  #redact(text: string): string {
    return text.split(this.#merchantId).join('***');
  }
}

function unreadable(en: string, httpStatus?: number): PaymentGatewayError {
  return new PaymentGatewayError(
    'http',
    { fa: 'درگاه پرداخت زرین‌پال پاسخ نامعتبری داد؛ کمی بعد دوباره تلاش کنید.', en },
    httpStatus === undefined ? {} : { httpStatus },
  );
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
