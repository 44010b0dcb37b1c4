import { describe, expect, it } from 'vitest';
import { PaymentType } from '../enums/commerce.ts';
import {
  IdempotencyKeySchema,
  ManagerPaymentListQuerySchema,
  PaymentCallbackQuerySchema,
  PaymentCreateSchema,
  PaySchema,
} from './payment.schema.ts';

describe('payment schemas', () => {
  it('reads a new payment as JSON or as the spec’s text, and never keeps a client price or payer', () => {
    expect(
      PaymentCreateSchema.parse({ type: '3', item_id: '12', package_id: -1, price: 1, user_id: 99, deviceType: '' }),
    ).toEqual({ type: PaymentType.ads, item_id: 12 });
    expect(PaymentCreateSchema.parse({ type: PaymentType.chargeWallet, amount: '20000' })).toEqual({
      type: PaymentType.chargeWallet,
      amount: 20_000,
    });
    expect(PaymentCreateSchema.parse({ type: 2, amount: 20_000, deviceType: 6 }).deviceType).toBe(6);
    for (const type of [17, -1, '1.5', 'ads', undefined]) {
      expect(PaymentCreateSchema.safeParse({ type }).success, String(type)).toBe(false);
    }
    expect(PaymentCreateSchema.safeParse({ type: 3, item_id: 0 }).success).toBe(false);
    expect(PaymentCreateSchema.safeParse({ type: 2, deviceType: 9 }).success).toBe(false);
  });

  it('pays online or from the wallet only', () => {
    expect(PaySchema.parse({ method: 'wallet' })).toEqual({ method: 'wallet' });
    expect(PaySchema.safeParse({ method: 'pos' }).success).toBe(false);
    expect(PaySchema.safeParse({}).success).toBe(false);
  });

  it('takes the spec’s list filter, -1 and empty meaning any', () => {
    expect(
      ManagerPaymentListQuerySchema.parse({
        type: '3',
        method: '-1',
        status: '1',
        deviceType: '',
        user_id: '7',
        q: ' 123 ',
      }),
    ).toEqual({ page: 1, perPage: 15, type: 3, status: 1, user_id: 7, q: '123' });
    expect(ManagerPaymentListQuerySchema.safeParse({ status: '2' }).success).toBe(false);
    expect(ManagerPaymentListQuerySchema.safeParse({ q: 'x'.repeat(101) }).success).toBe(false);
  });

  it('accepts visible ASCII idempotency keys up to 200 characters', () => {
    expect(IdempotencyKeySchema.safeParse('0b6b3c9e-4a1f-4c55-9a52-0d7f3c1e2a11').success).toBe(true);
    expect(IdempotencyKeySchema.safeParse('').success).toBe(false);
    expect(IdempotencyKeySchema.safeParse('two words').success).toBe(false);
    expect(IdempotencyKeySchema.safeParse('کلید').success).toBe(false);
    expect(IdempotencyKeySchema.safeParse('k'.repeat(201)).success).toBe(false);
  });

  it('reads a malformed callback as missing values, never as an error', () => {
    expect(PaymentCallbackQuerySchema.parse({ Authority: 'A1', Status: 'OK' })).toEqual({
      Authority: 'A1',
      Status: 'OK',
    });
    expect(PaymentCallbackQuerySchema.parse({ Authority: ['a', 'b'], Status: 'x'.repeat(50) })).toEqual({
      Authority: undefined,
      Status: undefined,
    });
  });
});
