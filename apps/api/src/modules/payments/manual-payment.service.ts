import type { ManualPaymentCreateInput } from '@shahrbazar/domain/api/manual-payment.schema';
import { AuditAction } from '@shahrbazar/domain/enums/audit';
import { DeviceType } from '@shahrbazar/domain/enums/people';
import { normalizeTrackingNumber } from '@shahrbazar/domain/rules/tracking-number';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { recordAudit, type AuditActor } from '../audit/audit.service.ts';
import type { VerticalRegistry } from '../listings/listing.mapper.ts';
import { findUserById } from '../users/user.repository.ts';
import type { PaymentRow } from './payment.repository.ts';
import { applyEffect, createPayment, markPaid } from './payment.service.ts';

/**
 * Records money a manager took at a card reader (POS) or by hand, for a payer (docs/decisions/0015-...): in ONE
 * transaction, the payment is created with createPayment's own rules (the package's price, a wallet charge within its
 * limits, the listing the payer's), marked paid with the method, the slip's tracking number and the description, and
 * what it pays for applied, and the manager's act entered in the operator's trail (ADR 0078). Any failure rolls all of
 * it back, so the manager sees the refusal and nothing is recorded.
 */
export async function recordManualPayment(
  db: Db,
  registry: VerticalRegistry,
  by: AuditActor,
  input: ManualPaymentCreateInput,
): Promise<PaymentRow> {
  return db.transaction(async (tx) => {
    const payer = await findUserById(tx, input.user_id);
    if (!payer) throw new AppError('validation', undefined, { user_id: 'payerNotFound' });
    const created = await createPayment(tx, registry, payer.id, {
      type: input.type,
      item_id: input.item_id,
      package_id: input.package_id,
      amount: input.amount,
      deviceType: DeviceType.webManager,
    }).catch((error: unknown) => {
      // createPayment hides a listing that is not the payer's as not found; a manager is told which field is wrong.
      if (error instanceof AppError && error.code === 'not_found') {
        throw new AppError('validation', undefined, { item_id: 'itemNotPayers' });
      }
      throw error;
    });
    const paid = await markPaid(tx, created, {
      method: input.method,
      trackingNumber: input.trackingNumber ? normalizeTrackingNumber(input.trackingNumber) : null,
      description: input.description,
    });
    await applyEffect(tx, registry, paid);
    await recordAudit(tx, {
      by,
      action: AuditAction.paymentRecorded,
      subject: { type: 'payment', id: paid.id },
      targetUserId: paid.userId,
      before: null,
      after: {
        status: paid.status,
        paymentType: paid.type,
        method: paid.method,
        amount: paid.price,
        itemId: paid.itemId,
        packageId: paid.packageId,
        trackingNumber: paid.trackingNumber,
        description: paid.description,
      },
    });
    return paid;
  });
}
