import { describe, expect, it } from 'vitest';
import { OfferCreateSchema } from '@shahrbazar/domain/api/lawyer-project.schema';
import { ManualPaymentCreateSchema } from '@shahrbazar/domain/api/manual-payment.schema';
import { ApiError } from './api-client.ts';
import { contractBody } from './contract-values.server.ts';

describe('contractBody (a form parsed by the schema the API validates it with)', () => {
  it('turns the texts a form sends into the numbers the contract declares', () => {
    const body = contractBody(
      ManualPaymentCreateSchema,
      { user_id: '12', type: '0', amount: '250000', method: '3', trackingNumber: '123456', description: '' },
      'fa',
    );
    expect(body).toMatchObject({ user_id: 12, type: 0, amount: 250000, method: 3 });
  });

  it("refuses a bad text as the API does: 422 validation, the field's message in the locale", () => {
    let caught: unknown;
    try {
      contractBody(OfferCreateSchema, { price: 'abc', days: '3', message: '' }, 'fa');
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ApiError);
    const error = caught as ApiError;
    expect([error.status, error.code, error.message]).toEqual([
      422,
      'validation',
      'برخی از مقادیر وارد شده معتبر نیستند.',
    ]);
    expect(Object.keys(error.fields ?? {})).toContain('price');
    expect(error.fields?.price).toMatch(/[\u0600-\u06FF]/);
  });
});
