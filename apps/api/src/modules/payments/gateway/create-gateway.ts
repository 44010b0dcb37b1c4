import type { PaymentGateway } from './gateway.types.ts';
import type { SharedStore } from '../../shared-store/shared-store.ts';
import { SandboxBank, SandboxPaymentGateway } from './sandbox.gateway.ts';
import { ZarinpalPaymentGateway, type ZarinpalCurrency } from './zarinpal.gateway.ts';

/** Which gateway to use and its settings (from PAYMENT_GATEWAY and ZARINPAL_*; config.ts validates them). */
export type PaymentOptions =
  | { gateway: 'sandbox' }
  | { gateway: 'zarinpal'; zarinpal?: { merchantId: string; baseUrl: string; currency: ZarinpalCurrency } };

/**
 * Builds the configured payment gateway; throws a configuration error when Zarinpal lacks its merchant id. The
 * sandbox bank keeps its payments in `store` (shared by every instance with Redis).
 */
export function createPaymentGateway(options: PaymentOptions, store?: SharedStore): PaymentGateway {
  if (options.gateway === 'sandbox') return new SandboxPaymentGateway(new SandboxBank({ store }));
  if (!options.zarinpal?.merchantId) {
    throw new Error('Invalid configuration: PAYMENT_GATEWAY=zarinpal needs ZARINPAL_MERCHANT_ID');
  }
  return new ZarinpalPaymentGateway(options.zarinpal);
}
