import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../config.ts';
import { createPaymentGateway } from './create-gateway.ts';

const MERCHANT_ID = '3f7c2a1e-9b4d-4e6f-8a2c-5d1e0b9f7a64';
const production = { APP_ENV: 'production', APP_SECRET: 'x'.repeat(32), SEED_DEMO: 'false' };

describe('payment gateway configuration', () => {
  it('uses the sandbox bank unless told otherwise', () => {
    const config = loadConfig({ APP_ENV: 'test' });
    expect(config.payment).toEqual({ gateway: 'sandbox' });
    expect(createPaymentGateway(config.payment).name).toBe('sandbox');
  });

  it('reads Zarinpal settings: payment.zarinpal.com in toman by default, or another address and rial', () => {
    const zarinpal = { APP_ENV: 'test', PAYMENT_GATEWAY: 'zarinpal', ZARINPAL_MERCHANT_ID: MERCHANT_ID };
    expect(loadConfig(zarinpal).payment).toEqual({
      gateway: 'zarinpal',
      zarinpal: { merchantId: MERCHANT_ID, baseUrl: 'https://payment.zarinpal.com', currency: 'IRT' },
    });
    const sandbox = loadConfig({
      ...zarinpal,
      ZARINPAL_BASE_URL: 'https://sandbox.zarinpal.com/',
      ZARINPAL_CURRENCY: 'IRR',
    });
    expect(sandbox.payment).toMatchObject({
      zarinpal: { baseUrl: 'https://sandbox.zarinpal.com', currency: 'IRR' },
    });
    expect(createPaymentGateway(sandbox.payment).name).toBe('zarinpal');
  });

  it('names ZARINPAL_MERCHANT_ID when PAYMENT_GATEWAY=zarinpal lacks it', () => {
    expect(() => loadConfig({ APP_ENV: 'test', PAYMENT_GATEWAY: 'zarinpal' })).toThrow(
      'Invalid configuration:\n  ZARINPAL_MERCHANT_ID: required when PAYMENT_GATEWAY=zarinpal',
    );
    expect(() => createPaymentGateway({ gateway: 'zarinpal' })).toThrow(/ZARINPAL_MERCHANT_ID/);
  });

  it('refuses a merchant id that is not 36 characters, without repeating it', () => {
    const error = (() => {
      try {
        loadConfig({ APP_ENV: 'test', PAYMENT_GATEWAY: 'zarinpal', ZARINPAL_MERCHANT_ID: 'secret-but-short' });
      } catch (e) {
        return e as Error;
      }
    })();
    expect(error?.message).toMatch(/ZARINPAL_MERCHANT_ID: .*36-character/);
    expect(error?.message).not.toContain('secret-but-short');
  });

  it('refuses an unknown gateway or currency, naming the variable', () => {
    expect(() => loadConfig({ APP_ENV: 'test', PAYMENT_GATEWAY: 'mellat' })).toThrow(/PAYMENT_GATEWAY/);
    expect(() => loadConfig({ APP_ENV: 'test', ZARINPAL_CURRENCY: 'USD' })).toThrow(/ZARINPAL_CURRENCY/);
  });

  it('refuses the sandbox bank in production unless PAYMENT_SANDBOX_IN_PRODUCTION=true', () => {
    expect(() => loadConfig(production)).toThrow(
      /PAYMENT_GATEWAY: the sandbox bank .* refused when APP_ENV=production/,
    );
    expect(() => loadConfig({ ...production, PAYMENT_SANDBOX_IN_PRODUCTION: 'false' })).toThrow(/PAYMENT_GATEWAY/);
    expect(loadConfig({ ...production, PAYMENT_SANDBOX_IN_PRODUCTION: 'true' }).payment).toEqual({
      gateway: 'sandbox',
    });
    expect(
      loadConfig({ ...production, PAYMENT_GATEWAY: 'zarinpal', ZARINPAL_MERCHANT_ID: MERCHANT_ID }).payment,
    ).toMatchObject({ gateway: 'zarinpal' });
  });

  it('names every missing variable at once', () => {
    expect(() => loadConfig({ APP_ENV: 'production', PAYMENT_GATEWAY: 'zarinpal', SEED_DEMO: 'false' })).toThrow(
      'Invalid configuration:\n  APP_SECRET: required when APP_ENV=production\n' +
        '  ZARINPAL_MERCHANT_ID: required when PAYMENT_GATEWAY=zarinpal',
    );
  });
});
