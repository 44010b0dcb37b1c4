import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import type { PaymentRow } from '../../modules/payments/payment.repository.ts';
import { payAllOnline } from '../../modules/payments/payment.service.ts';
import { holdReserve, lockHeldReserve, releaseReserve } from '../../modules/payments/reserve.service.ts';

// The wallet part of an order paid "both" (docs/decisions/0052-split-payments-and-payment-requests.md): held out of
// the buyer's wallet while the buyer is at the bank, released when the bank attempt fails or the order expires, and
// folded into the order's escrow when the bank confirms the rest.

/** The purpose of the hold on a split payment's wallet part (ADR 0023's reserves); its item is the payment. */
export const ORDER_WALLET_PART = 'orderWalletPart';

/**
 * Holds a split payment's wallet part, unless it is held already (a second attempt at the bank). When the wallet no
 * longer covers it (spent after a cancelled attempt released it), the payment becomes all online (`wallet_part` 0):
 * the caller reads the payment again before asking the bank.
 */
export async function holdWalletPart(db: Db, payment: PaymentRow): Promise<void> {
  if (payment.walletPart <= 0) return;
  if (await lockHeldReserve(db, ORDER_WALLET_PART, payment.id)) return;
  try {
    await db.transaction((hold) =>
      holdReserve(hold, {
        userId: payment.userId,
        purpose: ORDER_WALLET_PART,
        itemId: payment.id,
        amount: payment.walletPart,
      }),
    );
  } catch (error) {
    if (!(error instanceof AppError) || error.code !== 'conflict') throw error;
    await payAllOnline(db, payment.id);
  }
}

/** Gives a split payment's wallet part back to the buyer's wallet, once; nothing when none is held. */
export async function releaseWalletPart(db: Db, paymentId: number | null, now: Date = new Date()): Promise<void> {
  if (paymentId === null) return;
  const hold = await lockHeldReserve(db, ORDER_WALLET_PART, paymentId);
  if (hold) await releaseReserve(db, hold.id, now);
}
