import { and, asc, eq, gte, isNotNull, isNull, lte } from 'drizzle-orm';
import { PaymentMethod, PaymentStatus } from '@shahrbazar/domain/enums/commerce';
import { onlinePartOf } from '@shahrbazar/domain/rules/payment';
import type { Db } from '../../db/client.ts';
import type { VerticalRegistry } from '../listings/listing.mapper.ts';
import { PaymentGatewayError } from './gateway/gateway.errors.ts';
import type { PaymentGateway } from './gateway/gateway.types.ts';
import { lockPayment } from './payment.repository.ts';
import { markPaidAndDeliver, recordFailure, type PaymentLog } from './payment.service.ts';
import { payments } from './payment.table.ts';
import { eachApart } from '../../db/each-apart.ts';

// Reconciliation (docs/decisions/0014-payments-and-wallet-ledger.md): a payer who paid at the bank and closed the tab
// before coming back leaves the payment unpaid, with the money taken. A job asks the bank about such attempts and
// settles them through the callback's own step (the payment row locked, markPaidAndDeliver), so a callback arriving at
// the same moment waits for the lock and finds the payment paid: settled exactly once either way.

/** How long a payer may still be at the bank before the job asks about their attempt. */
export const RECONCILE_AFTER_MS = 5 * 60 * 1000;
/**
 * When an attempt is over: the bank no longer completes it (Zarinpal's authority and the sandbox's live less than
 * this). An attempt the bank calls unpaid is left for the payer until then, and recorded as failed after.
 */
export const ATTEMPT_EXPIRES_MS = 60 * 60 * 1000;
/** How far back the job looks: older attempts were settled or recorded as failed long ago. */
const RECONCILE_WITHIN_MS = 24 * 60 * 60 * 1000;
/** Attempts asked about per round (each a call to the bank of at most its timeout). */
const BATCH = 20;

/**
 * One round: for unpaid payments whose online attempt began more than RECONCILE_AFTER_MS ago (and within a day), with
 * no outcome recorded, asks the gateway to verify; paid, the payment is settled as the callback settles it; refused
 * for good (cancelled, an unknown authority, another amount) or still unpaid once the attempt is over, the reason is
 * recorded and the attempt is not asked about again. A bank that cannot be reached leaves it for the next round.
 * Answers how many it settled.
 */
export async function reconcilePendingPayments(
  db: Db,
  deps: { registry: VerticalRegistry; gateway: PaymentGateway; log: PaymentLog },
  now: Date = new Date(),
): Promise<number> {
  const due = await db
    .select({ id: payments.id, authority: payments.authority, authorityAt: payments.authorityAt })
    .from(payments)
    .where(
      and(
        eq(payments.status, PaymentStatus.unpaid),
        isNotNull(payments.authority),
        eq(payments.gateway, deps.gateway.name),
        isNull(payments.failureReason),
        lte(payments.authorityAt, new Date(now.getTime() - RECONCILE_AFTER_MS)),
        gte(payments.authorityAt, new Date(now.getTime() - RECONCILE_WITHIN_MS)),
      ),
    )
    .orderBy(asc(payments.authorityAt))
    .limit(BATCH);
  // Each payment in a transaction of its own (ADR 0101). A bank that cannot be reached leaves it for the next round
  // (a minute later); any other fault fails the round's job after the others are done, and the queue tries it again.
  return eachApart(db, due, async (tx, candidate) => {
    const payment = await lockPayment(tx, candidate.id);
    // Settled or recorded meanwhile (its callback came, a round before), or superseded by a newer attempt.
    if (!payment || payment.status === PaymentStatus.paid || payment.failureReason !== null) return false;
    if (payment.authority !== candidate.authority || payment.authority === null) return false;
    let result: Awaited<ReturnType<PaymentGateway['verify']>>;
    try {
      result = await deps.gateway.verify({ authority: payment.authority, amount: onlinePartOf(payment) });
    } catch (error) {
      if (!(error instanceof PaymentGatewayError)) throw error;
      deps.log.warn(
        { paymentId: candidate.id, reason: error.reason, providerCode: error.providerCode },
        'reconcile: payment gateway unavailable',
      );
      return false;
    }
    if (result.status === 'failed') {
      const over = (payment.authorityAt?.getTime() ?? 0) + ATTEMPT_EXPIRES_MS <= now.getTime();
      if (result.reason === 'notPaid' && !over) return false;
      deps.log.warn(
        { paymentId: payment.id, reason: result.reason, providerCode: result.providerCode },
        'reconcile: attempt not paid',
      );
      await recordFailure(tx, payment, result.reason);
      return false;
    }
    await markPaidAndDeliver(
      tx,
      deps.registry,
      payment,
      { method: PaymentMethod.online, trackingNumber: result.refId },
      deps.log,
    );
    return true;
  });
}
