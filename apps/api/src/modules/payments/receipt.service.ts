import { eq } from 'drizzle-orm';
import type { PaymentReceipts, ReceiptReviewSchema } from '@shahrbazar/domain/api/receipt.schema';
import { AuditAction } from '@shahrbazar/domain/enums/audit';
import { PaymentMethod, PaymentStatus } from '@shahrbazar/domain/enums/commerce';
import type { Locale } from '@shahrbazar/domain/i18n/locale';
import { PAYMENT_MESSAGES } from '@shahrbazar/domain/rules/payment';
import {
  PAID_ON_MESSAGE_KEYS,
  paidOnProblem,
  parsePaidOn,
  RECEIPT_MESSAGES,
  ReceiptStatus,
} from '@shahrbazar/domain/rules/receipt';
import { isValidTrackingNumber, normalizeTrackingNumber } from '@shahrbazar/domain/rules/tracking-number';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { uniqueViolation } from '../../db/errors.ts';
import { AppError } from '../../http/app-error.ts';
import { assertNotOwnReview } from '../access/privilege.service.ts';
import { recordAudit, type AuditActor } from '../audit/audit.service.ts';
import type { VerticalRegistry } from '../listings/listing.mapper.ts';
import { findPayment, lockPayment, toPaymentAnswer } from './payment.repository.ts';
import { lockOwnUnpaid, markPaidAndDeliver, type PaymentLog } from './payment.service.ts';
import {
  findReceipt,
  lockReceipt,
  receiptCard,
  receiptsOfPayment,
  toReceipt,
  type ReceiptRow,
} from './receipt.repository.ts';
import { paymentReceipts } from './receipt.table.ts';
import { requireAccess } from '../access/record-access.ts';

// Card-to-card receipts (docs/decisions/0015-withdrawals-receipts-manual-payments.md). The payer of an unpaid payment
// sends the receipt of a transfer to the site's card; a manager confirms it, which pays the payment (method receipt,
// the receipt's tracking number) and applies what it pays for in ONE transaction with the payment locked, or rejects
// it with a message. Confirming twice, or at once, pays once: the payment and the receipt are locked, in that order.

/** The payer's receipt page of their payment (404 for another's): the payment, the card and the receipts sent. */
export async function ownPaymentReceipts(
  db: Db,
  userId: number,
  paymentId: number,
  locale: Locale,
): Promise<PaymentReceipts> {
  const payment = await findPayment(db, paymentId);
  requireAccess(userId, 'payment', payment, 'read');
  const [card, rows] = await Promise.all([receiptCard(db), receiptsOfPayment(db, paymentId)]);
  return {
    payment: await toPaymentAnswer(db, payment, locale),
    card,
    receipts: rows.map((row) => toReceipt(row)),
    canUpload:
      payment.status === PaymentStatus.unpaid &&
      card.number !== '' &&
      !rows.some((row) => row.status === ReceiptStatus.pending),
  };
}

/** The typed fields of a receipt, checked: the tracking number and the day paid (422 with the field named). */
export function receiptFields(fields: Record<string, string>, now = new Date()) {
  const trackingNumber = fields.trackingNumber ?? '';
  if (!trackingNumber.trim()) throw new AppError('validation', undefined, { trackingNumber: 'required' });
  if (!isValidTrackingNumber(trackingNumber)) {
    throw new AppError('validation', undefined, { trackingNumber: 'trackingNumberInvalid' });
  }
  const typedDay = fields.paidOn ?? '';
  if (!typedDay.trim()) throw new AppError('validation', undefined, { paidOn: 'required' });
  const paidOn = parsePaidOn(typedDay);
  if (!paidOn) throw new AppError('validation', undefined, { paidOn: PAID_ON_MESSAGE_KEYS.invalid });
  const problem = paidOnProblem(paidOn, now);
  if (problem) throw new AppError('validation', undefined, { paidOn: PAID_ON_MESSAGE_KEYS[problem] });
  return { trackingNumber: normalizeTrackingNumber(trackingNumber), paidOn };
}

/**
 * Records a receipt for the caller's unpaid payment (404 for another's, 409 once paid, while another receipt awaits
 * review, or while no card is offered). `file` is the image's key in the private storage, already stored.
 */
export async function addReceipt(
  db: Db,
  userId: number,
  paymentId: number,
  receipt: { file: string; trackingNumber: string; paidOn: string },
): Promise<ReceiptRow> {
  try {
    return await db.transaction(async (tx) => {
      const payment = await lockOwnUnpaid(tx, userId, paymentId);
      if ((await receiptCard(tx)).number === '') throw new AppError('conflict', RECEIPT_MESSAGES.notOffered);
      const [row] = await tx
        .insert(paymentReceipts)
        .values({ ...receipt, paymentId: payment.id, userId })
        .returning();
      if (!row) throw new Error('receipt insert returned no row');
      return row;
    });
  } catch (error) {
    if (uniqueViolation(error) === 'payment_receipts_pending_uq') {
      throw new AppError('conflict', RECEIPT_MESSAGES.alreadyPending);
    }
    throw error;
  }
}

/**
 * A manager's decision on a receipt, in ONE transaction with its payment and the receipt locked (404 when there is
 * none, 409 once reviewed): confirm marks the payment paid (method receipt, the receipt's tracking number) and
 * applies what it pays for (or, when that is gone, credits the wallet: markPaidAndDeliver) — 409 when the payment was
 * paid meanwhile; reject keeps the message for the payer, whose payment stays unpaid. The decision is recorded in the
 * operator's trail in the same transaction (ADR 0078).
 */
export async function reviewReceipt(
  db: Db,
  deps: { registry: VerticalRegistry; log: Pick<PaymentLog, 'warn'> },
  by: AuditActor,
  id: number,
  review: z.output<typeof ReceiptReviewSchema>,
): Promise<ReceiptRow> {
  const reviewerId = by.id;
  return db.transaction(async (tx) => {
    const found = await findReceipt(tx, id);
    if (!found) throw new AppError('not_found');
    // The payment first, then the receipt: the order a new receipt's upload takes them in.
    const payment = await lockPayment(tx, found.paymentId);
    const receipt = await lockReceipt(tx, id);
    if (!payment || !receipt) throw new AppError('not_found');
    assertNotOwnReview(receipt.userId, reviewerId);
    if (receipt.status !== ReceiptStatus.pending) throw new AppError('conflict', RECEIPT_MESSAGES.alreadyReviewed);
    if (review.decision === 'confirm') {
      if (payment.status === PaymentStatus.paid) throw new AppError('conflict', PAYMENT_MESSAGES.alreadyPaid);
      await markPaidAndDeliver(
        tx,
        deps.registry,
        payment,
        { method: PaymentMethod.receipt, trackingNumber: receipt.trackingNumber },
        deps.log,
      );
    }
    const [row] = await tx
      .update(paymentReceipts)
      .set({
        status: review.decision === 'confirm' ? ReceiptStatus.confirmed : ReceiptStatus.rejected,
        message: review.message,
        reviewedBy: reviewerId,
        reviewedAt: new Date(),
      })
      .where(eq(paymentReceipts.id, receipt.id))
      .returning();
    if (!row) throw new AppError('not_found');
    const paymentAfter = await findPayment(tx, payment.id);
    const state = (status: number, message: string, paymentStatus: number | undefined) => ({
      status,
      message,
      paymentId: payment.id,
      paymentStatus: paymentStatus ?? null,
      amount: payment.price,
      trackingNumber: receipt.trackingNumber,
    });
    await recordAudit(tx, {
      by,
      action: review.decision === 'confirm' ? AuditAction.receiptConfirmed : AuditAction.receiptRejected,
      subject: { type: 'receipt', id: receipt.id },
      targetUserId: receipt.userId,
      before: state(receipt.status, receipt.message, payment.status),
      after: {
        ...state(row.status, row.message, paymentAfter?.status),
        ...(paymentAfter?.failureReason === 'refundedToWallet' ? { refundedToWallet: true } : {}),
      },
    });
    return row;
  });
}
