import type { PaymentGateway } from './gateway.types.ts';
import { SandboxPaymentGateway } from './sandbox.gateway.ts';
import { ZarinpalPaymentGateway, type ZarinpalCurrency } from './zarinpal.gateway.ts';

/** Which gateway to use and its settings (from PAYMENT_GATEWAY and ZARINPAL_*; config.ts validates them). */
export type PaymentOptions =
  | { gateway: 'sandbox' }
  | { gateway: 'zarinpal'; zarinpal?: { merchantId: string; baseUrl: string; currency: ZarinpalCurrency } };

/** Builds the configured payment gateway; throws a configuration error when Zarinpal lacks its merchant id. */
export function createPaymentGateway(options: PaymentOptions): PaymentGateway {
  if (options.gateway === 'sandbox') return new SandboxPaymentGateway();
  if (!options.zarinpal?.merchantId) {
    throw new Error('Invalid configuration: PAYMENT_GATEWAY=zarinpal needs ZARINPAL_MERCHANT_ID');
  }
  return new ZarinpalPaymentGateway(options.zarinpal);
}
