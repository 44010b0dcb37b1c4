import { and, eq } from 'drizzle-orm';
import type {
  WithdrawalAllowance,
  WithdrawalCreateInput,
  WithdrawalReviewSchema,
} from '@shahrbazar/domain/api/withdrawal.schema';
import { AuditAction } from '@shahrbazar/domain/enums/audit';
import { normalizeTrackingNumber } from '@shahrbazar/domain/rules/tracking-number';
import {
  availableForWithdrawal,
  normalizeShaba,
  WITHDRAWAL_AMOUNT_MESSAGE_KEYS,
  WITHDRAWAL_MESSAGES,
  WITHDRAWAL_MIN,
  withdrawalAmountProblem,
  WithdrawalStatus,
} from '@shahrbazar/domain/rules/withdrawal';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { assertNotOwnReview } from '../access/privilege.service.ts';
import { recordAudit, type AuditActor } from '../audit/audit.service.ts';
import { debitWallet } from './wallet.service.ts';
import {
  findWithdrawal,
  lockUserWallet,
  changeWalletHeld,
  lockWithdrawal,
  walletOfUser,
  type WithdrawalRow,
} from './withdrawal.repository.ts';
import { withdrawals } from './withdrawal.table.ts';
import { requireAccess } from '../access/record-access.ts';

// Withdrawals (docs/decisions/0015-withdrawals-receipts-manual-payments.md). A request holds its amount while it is
// pending (`users.wallet_held`, changed in the request's own transaction): a user may ask for at most their balance
// less what their other pending requests hold, their requests are made one at a time (their user row locked), and no
// wallet payment spends what is held (debitWallet). The wallet is debited only when a manager approves, in the
// transaction that marks the request approved, with the request locked: approving twice, or at once, debits once (and
// the database refuses a second `withdrawal` entry for one request). Rejecting or cancelling frees what it held.
// Lock order: the request's row, then the user's row.

/** What the caller may withdraw now, and their profile's SHABA to offer. */
export async function withdrawalAllowance(db: Db, userId: number): Promise<WithdrawalAllowance> {
  const wallet = await walletOfUser(db, userId);
  if (!wallet) throw new AppError('not_found');
  return {
    balance: wallet.balance,
    pending: wallet.held,
    available: availableForWithdrawal(wallet.balance, wallet.held),
    minimum: WITHDRAWAL_MIN,
    shabaNumber: normalizeShaba(wallet.shabaNumber) ?? '',
  };
}

/** Records the caller's request for `amount` toman to their SHABA, within what they may withdraw (422 otherwise). */
export async function requestWithdrawal(db: Db, userId: number, input: WithdrawalCreateInput): Promise<WithdrawalRow> {
  return db.transaction(async (tx) => {
    const wallet = await lockUserWallet(tx, userId);
    if (!wallet) throw new AppError('not_found');
    if (input.amount === undefined) throw new AppError('validation', undefined, { amount: 'required' });
    const available = availableForWithdrawal(wallet.balance, wallet.held);
    const problem = withdrawalAmountProblem(input.amount, available);
    if (problem) throw new AppError('validation', undefined, { amount: WITHDRAWAL_AMOUNT_MESSAGE_KEYS[problem] });
    const shabaNumber = normalizeShaba(input.shabaNumber);
    if (!shabaNumber) throw new AppError('validation', undefined, { shabaNumber: 'shabaInvalid' });
    const [row] = await tx.insert(withdrawals).values({ userId, amount: input.amount, shabaNumber }).returning();
    if (!row) throw new Error('withdrawal insert returned no row');
    // The amount is held from now on: wallet payments no longer spend it (guarded, under the lock taken above).
    if (!(await changeWalletHeld(tx, userId, input.amount))) {
      throw new AppError('validation', undefined, { amount: WITHDRAWAL_AMOUNT_MESSAGE_KEYS.aboveAvailable });
    }
    return row;
  });
}

/** The caller's own request (404 for another's). */
export async function findOwnWithdrawal(db: Db, userId: number, id: number): Promise<WithdrawalRow> {
  const row = await findWithdrawal(db, id);
  requireAccess(userId, 'withdrawal', row, 'read');
  return row;
}

/**
 * Cancels the caller's request while it is pending (it is removed: no money moved, what it held is free again); 404
 * for another's, 409 once a manager reviewed it. One guarded DELETE: an approval holding the row makes it wait, then
 * find it no longer pending.
 */
export async function cancelWithdrawal(db: Db, userId: number, id: number): Promise<void> {
  const removed = await db.transaction(async (tx) => {
    const rows = await tx
      .delete(withdrawals)
      .where(
        and(eq(withdrawals.id, id), eq(withdrawals.userId, userId), eq(withdrawals.status, WithdrawalStatus.pending)),
      )
      .returning({ amount: withdrawals.amount });
    for (const row of rows) await changeWalletHeld(tx, userId, -row.amount);
    return rows;
  });
  if (removed.length > 0) return;
  await findOwnWithdrawal(db, userId, id);
  throw new AppError('conflict', WITHDRAWAL_MESSAGES.notCancellable);
}

/**
 * A manager's decision, in ONE transaction with the request locked (404 when there is none, 409 once reviewed):
 * approve debits the user's wallet by the amount, out of what it held (ledger entry `withdrawal` naming the request;
 * the hold means the balance still covers it, and the guarded debit answers 409 with nothing changed if it ever did
 * not) and keeps the bank transfer's tracking number; reject keeps the message for the user, and the held amount is
 * free again.
 */
export async function reviewWithdrawal(
  db: Db,
  by: AuditActor,
  id: number,
  review: z.output<typeof WithdrawalReviewSchema>,
): Promise<WithdrawalRow> {
  const reviewerId = by.id;
  return db.transaction(async (tx) => {
    const withdrawal = await lockWithdrawal(tx, id);
    if (!withdrawal) throw new AppError('not_found');
    assertNotOwnReview(withdrawal.userId, reviewerId);
    if (withdrawal.status !== WithdrawalStatus.pending) {
      throw new AppError('conflict', WITHDRAWAL_MESSAGES.alreadyReviewed);
    }
    const reviewed = { message: review.message, reviewedBy: reviewerId, reviewedAt: new Date() };
    if (review.decision === 'approve') {
      await debitWallet(
        tx,
        { userId: withdrawal.userId, withdrawalId: withdrawal.id, amount: withdrawal.amount },
        WITHDRAWAL_MESSAGES.balanceNoLongerCovers,
      );
    }
    const [row] = await tx
      .update(withdrawals)
      .set(
        review.decision === 'approve'
          ? {
              ...reviewed,
              status: WithdrawalStatus.approved,
              trackingNumber: normalizeTrackingNumber(review.trackingNumber),
            }
          : { ...reviewed, status: WithdrawalStatus.rejected },
      )
      .where(eq(withdrawals.id, withdrawal.id))
      .returning();
    if (!row) throw new AppError('not_found');
    // Rejected: what it held may be spent again (an approval's debit took it off with the balance).
    if (review.decision === 'reject') await changeWalletHeld(tx, withdrawal.userId, -withdrawal.amount);
    // The operator's trail, in this transaction (ADR 0078).
    const state = (w: WithdrawalRow) => ({
      status: w.status,
      amount: w.amount,
      message: w.message,
      trackingNumber: w.trackingNumber,
    });
    await recordAudit(tx, {
      by,
      action: review.decision === 'approve' ? AuditAction.withdrawalApproved : AuditAction.withdrawalRejected,
      subject: { type: 'withdrawal', id: row.id },
      targetUserId: row.userId,
      before: state(withdrawal),
      after: state(row),
    });
    return row;
  });
}
