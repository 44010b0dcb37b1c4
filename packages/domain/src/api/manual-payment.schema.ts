import { z } from 'zod';
import { PaymentMethod } from '../enums/commerce.ts';
import { isValidTrackingNumber } from '../rules/tracking-number.ts';
import { idSchema } from './id.schema.ts';
import { PaymentCreateSchema } from './payment.schema.ts';

// A payment a manager records (docs/decisions/0015-withdrawals-receipts-manual-payments.md): money taken at a card
// reader (POS) or by hand (cash, a transfer seen on the bank statement). It is created already paid and applied.

/** How a manager took the money: a card reader (POS) or by hand. */
export const MANUAL_PAYMENT_METHODS = [PaymentMethod.pos, PaymentMethod.manual] as const;

/**
 * A payment recorded by a manager (POST /api/v1/manager/payments): the payer (`user_id`), what it pays for exactly as
 * a payer's own payment (`type`; a wallet charge's `amount`, or a listing's `item_id` and `package_id`, the price from
 * the package), how it was paid (`method` pos 3 or manual 4), the bank's or the slip's `trackingNumber` (required for
 * a card reader) and a `description`.
 */
export const ManualPaymentCreateSchema = PaymentCreateSchema.omit({ deviceType: true })
  .extend({
    user_id: z.preprocess(
      (value) => (value === '' || value === null ? undefined : value),
      idSchema({ type: 'required', blank: 'required' }),
    ),
    method: z.preprocess(
      (value) => (typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value),
      z.literal(MANUAL_PAYMENT_METHODS, { error: 'invalid' }),
    ),
    trackingNumber: z
      .string()
      .trim()
      .refine((value) => value === '' || isValidTrackingNumber(value), 'trackingNumberInvalid')
      .default(''),
    description: z.string().trim().max(500, 'tooLong').default(''),
  })
  .refine((input) => input.method !== PaymentMethod.pos || input.trackingNumber !== '', {
    message: 'trackingNumberInvalid',
    path: ['trackingNumber'],
  })
  .meta({ id: 'ManualPaymentCreate' });
export type ManualPaymentCreate = z.input<typeof ManualPaymentCreateSchema>;
export type ManualPaymentCreateInput = z.output<typeof ManualPaymentCreateSchema>;
