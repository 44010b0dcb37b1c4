import { z } from 'zod';
import { isValidShaba } from '../rules/identity-numbers.ts';
import { FIRST_PAGE, MAX_PAGE_SIZE, PAGE_SIZE } from '../rules/pagination.ts';
import { isValidTrackingNumber } from '../rules/tracking-number.ts';
import { WithdrawalStatus } from '../rules/withdrawal.ts';
import { enumSchema } from './enum-schema.ts';
import { pageOf } from './page.schema.ts';

// The withdrawal API's contract (docs/decisions/0015-withdrawals-receipts-manual-payments.md): a user's request for
// money from their wallet to a SHABA account, the back office's review, and what may still be withdrawn. Money is
// whole toman.

/** '' and null are "not sent". */
const blank = (value: unknown) => (value === '' || value === null ? undefined : value);

/**
 * A new withdrawal request (POST /api/v1/me/withdrawals): an amount of whole toman (WITHDRAWAL_MIN up to the balance
 * less the pending requests; checked by the server) and the SHABA to pay it to (mod-97 checked).
 */
export const WithdrawalCreateSchema = z
  .object({
    amount: z.preprocess(blank, z.coerce.number().optional()),
    shabaNumber: z
      .string({ error: 'required' })
      .trim()
      .min(1, 'required')
      .max(40, 'shabaInvalid')
      .refine(isValidShaba, 'shabaInvalid'),
  })
  .meta({ id: 'WithdrawalCreate' });
export type WithdrawalCreate = z.input<typeof WithdrawalCreateSchema>;
export type WithdrawalCreateInput = z.output<typeof WithdrawalCreateSchema>;

/** A withdrawal request as its owner reads it. */
export const WithdrawalSchema = z
  .object({
    id: z.number().int(),
    userId: z.number().int(),
    /** Whole toman. */
    amount: z.number().int(),
    /** IR and 24 digits. */
    shabaNumber: z.string(),
    status: enumSchema(WithdrawalStatus),
    /** The manager's message (why it was rejected, or a note with the payment); '' when none. */
    message: z.string(),
    /** The bank transfer's tracking number, once approved. */
    trackingNumber: z.string().nullable(),
    registerDate: z.string(),
    reviewedAt: z.string().nullable(),
  })
  .meta({ id: 'Withdrawal' });
export type Withdrawal = z.infer<typeof WithdrawalSchema>;

/** A withdrawal request as the back office reads it: with the user and their wallet balance now. */
export const ManagedWithdrawalSchema = WithdrawalSchema.extend({
  user: z.object({
    id: z.number().int(),
    name: z.string(),
    mobile: z.string().nullable(),
    walletBalance: z.number().int(),
  }),
}).meta({ id: 'ManagedWithdrawal' });
export type ManagedWithdrawal = z.infer<typeof ManagedWithdrawalSchema>;

/** What the caller may withdraw now, and the SHABA of their profile to offer. */
export const WithdrawalAllowanceSchema = z
  .object({
    balance: z.number().int(),
    /** The sum of the caller's pending requests, reserved until they are reviewed. */
    pending: z.number().int(),
    /** balance - pending, never below 0. */
    available: z.number().int(),
    /** The least one request may ask for (WITHDRAWAL_MIN). */
    minimum: z.number().int(),
    /** The profile's SHABA (IR and 24 digits), '' when it has none. */
    shabaNumber: z.string(),
  })
  .meta({ id: 'WithdrawalAllowance' });
export type WithdrawalAllowance = z.infer<typeof WithdrawalAllowanceSchema>;

/** A list of withdrawals: paging, newest first, and a status filter (-1 and '' mean any). */
export const WithdrawalListQuerySchema = z.object({
  page: z.coerce.number().int().min(FIRST_PAGE).default(FIRST_PAGE),
  perPage: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(PAGE_SIZE),
  status: z.preprocess(
    (value) => (value === undefined || value === '' || value === '-1' || value === -1 ? undefined : Number(value)),
    enumSchema(WithdrawalStatus).optional(),
  ),
});
export type WithdrawalListQuery = z.input<typeof WithdrawalListQuerySchema>;

export const WithdrawalPageSchema = pageOf(WithdrawalSchema).meta({ id: 'WithdrawalPage' });
export const ManagedWithdrawalPageSchema = pageOf(ManagedWithdrawalSchema).meta({ id: 'ManagedWithdrawalPage' });

/**
 * A manager's decision (POST /api/v1/manager/withdrawals/{id}/review): approve, once the money is transferred, with
 * the bank transfer's tracking number (the wallet is debited then), or reject with a message the user reads.
 */
export const WithdrawalReviewSchema = z
  .discriminatedUnion('decision', [
    z.object({
      decision: z.literal('approve'),
      trackingNumber: z.string({ error: 'required' }).trim().refine(isValidTrackingNumber, 'trackingNumberInvalid'),
      message: z.string().trim().max(500, 'tooLong').default(''),
    }),
    z.object({
      decision: z.literal('reject'),
      message: z.string({ error: 'required' }).trim().min(1, 'required').max(500, 'tooLong'),
    }),
  ])
  .meta({ id: 'WithdrawalReview' });
export type WithdrawalReview = z.input<typeof WithdrawalReviewSchema>;
