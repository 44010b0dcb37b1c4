import { z } from 'zod';
import { FIRST_PAGE, MAX_PAGE_SIZE, PAGE_SIZE } from '../rules/pagination.ts';
import { ReceiptStatus } from '../rules/receipt.ts';
import { enumSchema } from './enum-schema.ts';
import { pageOf } from './page.schema.ts';
import { ManagedPaymentSchema, PaymentSchema } from './payment.schema.ts';

// The card-to-card receipt API's contract (docs/decisions/0015-withdrawals-receipts-manual-payments.md): the payer
// sends a receipt for their unpaid payment (multipart: file, trackingNumber, paidOn), a manager confirms it (the
// payment is paid) or rejects it with a message. The image is private: only an access-checked route serves it.

/** One receipt sent for a payment. */
export const ReceiptSchema = z
  .object({
    id: z.number().int(),
    paymentId: z.number().int(),
    status: enumSchema(ReceiptStatus),
    /** The bank's tracking number of the card-to-card transfer. */
    trackingNumber: z.string(),
    /** The day the payer says they paid (Gregorian ISO date, YYYY-MM-DD). */
    paidOn: z.string(),
    /** The image's address: an API route that checks who asks, never a public /images/ address. */
    file: z.string(),
    /** The manager's message (why it was rejected); '' when none. */
    message: z.string(),
    registerDate: z.string(),
    reviewedAt: z.string().nullable(),
  })
  .meta({ id: 'Receipt' });
export type Receipt = z.infer<typeof ReceiptSchema>;

/** The card to pay to by card-to-card transfer (site options receiptCardNumber, receiptCardOwner, receiptBankName). */
export const ReceiptCardSchema = z
  .object({ number: z.string(), owner: z.string(), bank: z.string() })
  .meta({ id: 'ReceiptCard' });
export type ReceiptCard = z.infer<typeof ReceiptCardSchema>;

/** The payer's receipt page of one payment: the payment, the card to pay to, the receipts sent, and whether to send. */
export const PaymentReceiptsSchema = z
  .object({
    payment: PaymentSchema,
    card: ReceiptCardSchema,
    /** Newest first. */
    receipts: z.array(ReceiptSchema),
    /** Unpaid, no receipt awaiting review, and a card to pay to: a receipt may be sent now. */
    canUpload: z.boolean(),
  })
  .meta({ id: 'PaymentReceipts' });
export type PaymentReceipts = z.infer<typeof PaymentReceiptsSchema>;

/** A receipt as the back office reads it: with its payment and the payer. */
export const ManagedReceiptSchema = ReceiptSchema.extend({ payment: ManagedPaymentSchema }).meta({
  id: 'ManagedReceipt',
});
export type ManagedReceipt = z.infer<typeof ManagedReceiptSchema>;
export const ManagedReceiptPageSchema = pageOf(ManagedReceiptSchema).meta({ id: 'ManagedReceiptPage' });

/** The back office's receipts: paging, newest first, and a status filter (-1 and '' mean any). */
export const ReceiptListQuerySchema = z.object({
  page: z.coerce.number().int().min(FIRST_PAGE).default(FIRST_PAGE),
  perPage: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(PAGE_SIZE),
  status: z.preprocess(
    (value) => (value === undefined || value === '' || value === '-1' || value === -1 ? undefined : Number(value)),
    enumSchema(ReceiptStatus).optional(),
  ),
});
export type ReceiptListQuery = z.input<typeof ReceiptListQuerySchema>;

/**
 * A manager's decision (POST /api/v1/manager/receipts/{id}/review): confirm (the payment is paid with method receipt
 * and the receipt's tracking number, and what it pays for is applied) or reject with a message the payer reads.
 */
export const ReceiptReviewSchema = z
  .discriminatedUnion('decision', [
    z.object({ decision: z.literal('confirm'), message: z.string().trim().max(500, 'tooLong').default('') }),
    z.object({
      decision: z.literal('reject'),
      message: z.string({ error: 'required' }).trim().min(1, 'required').max(500, 'tooLong'),
    }),
  ])
  .meta({ id: 'ReceiptReview' });
export type ReceiptReview = z.input<typeof ReceiptReviewSchema>;
