import { eq, inArray } from 'drizzle-orm';
import type { PaymentRequestCreate } from '@shahrbazar/domain/api/order.schema';
import { PaymentMethod, PaymentType } from '@shahrbazar/domain/enums/commerce';
import { DeviceType } from '@shahrbazar/domain/enums/people';
import { canRequestPayment, ORDER_MESSAGES } from '@shahrbazar/domain/rules/order';
import { onlinePartOf } from '@shahrbazar/domain/rules/payment';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { registerPaymentItem, type PaymentItemHandler } from '../../modules/payments/payment-items.ts';
import {
  registerPaymentSubject,
  subjectOf,
  type PaymentSubjectResolver,
} from '../../modules/payments/payment-subjects.ts';
import type { PaymentRow } from '../../modules/payments/payment.repository.ts';
import { createUnpaidPayment, markPaid } from '../../modules/payments/payment.service.ts';
import { holdReserve, lockHeldReserve, releaseReserve } from '../../modules/payments/reserve.service.ts';
import { creditWallet } from '../../modules/payments/wallet.service.ts';
import { holdWalletPart, releaseWalletPart } from './order-holds.ts';
import { tellOrder } from './order-notify.ts';
import { lockOrder, ORDER_RESERVE, type OrderRow } from './order.service.ts';
import { orders } from './order.table.ts';
import { isOwnRecord, mayAccess } from '../../modules/access/record-access.ts';

// How an order's payments move money (docs/decisions/0026-orders-stock-and-escrow.md and
// 0052-split-payments-and-payment-requests.md): the checkout's payment (wallet, online, or both) and the booth's
// payment requests all end in ONE wallet reserve per order, held until delivery or refund.

const conflict = (label: { fa: string; en: string }) => new AppError('conflict', label);

/** Whether `payment` is the order's checkout payment (the others of type order for it are the booth's requests). */
const isCheckoutPayment = (order: OrderRow, payment: PaymentRow) => order.paymentId === payment.id;

/** The order a payment is for, locked; 409 when it is not the payer's or expired. */
async function orderOf(db: Db, payment: PaymentRow): Promise<OrderRow> {
  const order = payment.itemId === null ? undefined : await lockOrder(db, payment.itemId);
  if (!order || !mayAccess(payment.userId, 'order', order, 'pay') || order.cancelledAt)
    throw conflict(ORDER_MESSAGES.orderExpired);
  return order;
}

/** The unpaid order a checkout payment pays for, or the open (paid, not final) order a payment request is for. */
async function payableOrder(db: Db, payment: PaymentRow): Promise<OrderRow> {
  const order = await orderOf(db, payment);
  if (isCheckoutPayment(order, payment)) {
    if (order.paidAt) throw conflict(ORDER_MESSAGES.orderPaid);
  } else if (!order.paidAt || order.settledAt || order.refundedAt || !canRequestPayment(order.status)) {
    throw conflict(ORDER_MESSAGES.requestClosed);
  }
  return order;
}

/** A paid order: stock is the buyer's now (no longer held for a window), the money is in its reserve. */
async function markOrderPaid(db: Db, order: OrderRow, now = new Date()) {
  await db.update(orders).set({ paidAt: now, reservedUntil: null }).where(eq(orders.id, order.id));
  await tellOrder(db, order, { kind: 'paid' });
}

/**
 * Puts `amount` more of the buyer's wallet into the order's escrow: the held reserve (if any) is released and one for
 * the whole is held again, in the caller's transaction (a reserve is funded once: ADR 0023's ledger index). 409 when
 * the wallet does not cover it; nothing moves then.
 */
async function addToEscrow(db: Db, order: OrderRow, amount: number): Promise<void> {
  const held = await lockHeldReserve(db, ORDER_RESERVE, order.id);
  if (held) await releaseReserve(db, held.id);
  await holdReserve(db, {
    userId: order.userId,
    purpose: ORDER_RESERVE,
    itemId: order.id,
    amount: (held?.remaining ?? 0) + amount,
  });
}

/**
 * Billing's handler of order payments: money for an order is held in a wallet reserve of the buyer's until the order
 * is delivered (paid out to the booth) or refunded (released back). From the bank it arrives in the buyer's wallet
 * first (entry `charge`) and is held at once; a split payment's wallet part, held while the buyer was at the bank, is
 * released into the wallet and held again with the rest, in the same transaction as marking the order paid.
 */
export const orderPaymentItem: PaymentItemHandler = {
  async check(db, payment) {
    const order = await payableOrder(db, payment);
    if (isCheckoutPayment(order, payment)) await holdWalletPart(db, payment);
  },
  async apply(db, payment) {
    const order = await payableOrder(db, payment);
    const online = onlinePartOf(payment);
    await creditWallet(db, { userId: payment.userId, paymentId: payment.id, amount: online, kind: 'charge' });
    if (!isCheckoutPayment(order, payment)) return addToEscrow(db, order, payment.price);
    await releaseWalletPart(db, payment.id);
    await holdReserve(db, { userId: payment.userId, purpose: ORDER_RESERVE, itemId: order.id, amount: payment.price });
    await markOrderPaid(db, order);
  },
  async payFromWallet(db, payment) {
    const order = await payableOrder(db, payment);
    if (isCheckoutPayment(order, payment)) {
      await releaseWalletPart(db, payment.id);
      await holdReserve(db, {
        userId: payment.userId,
        purpose: ORDER_RESERVE,
        itemId: order.id,
        amount: payment.price,
      });
    } else {
      await addToEscrow(db, order, payment.price);
    }
    const paid = await markPaid(db, payment, { method: PaymentMethod.wallet, trackingNumber: null });
    if (isCheckoutPayment(order, payment)) await markOrderPaid(db, order);
    return paid;
  },
  async failed(db, payment) {
    await releaseWalletPart(db, payment.id);
  },
};

/**
 * What an order's payments (its checkout's and the booth's requests) bought: the order, its booth, the buyer's page of
 * it, and its delivery code once paid, told to the buyer only (as the order's own page does).
 */
export const orderPaymentSubjects: PaymentSubjectResolver = async (db, rows, reader) => {
  const ids = [...new Set(rows.flatMap((row) => (row.itemId === null ? [] : [row.itemId])))];
  if (ids.length === 0) return new Map();
  const found = await db.select().from(orders).where(inArray(orders.id, ids));
  const byId = new Map(found.map((order) => [order.id, order]));
  const answers = new Map<number, ReturnType<typeof subjectOf>>();
  for (const row of rows) {
    const order = row.itemId === null ? undefined : byId.get(row.itemId);
    if (!order || !mayAccess(row.userId, 'order', order, 'pay')) continue;
    answers.set(
      row.id,
      subjectOf({
        kind: 'order',
        id: order.id,
        title: order.boothTitle,
        path: `/panel/order/${order.id}`,
        listing: order.boothId === null ? null : { id: order.boothId, vertical: 'booth' },
        deliveryCode: isOwnRecord(reader.viewerId, 'order', order) && order.paidAt ? order.deliveryCodeMain : null,
      }),
    );
  }
  return answers;
};

/** Declares orders to billing (once, with the routes). */
export function registerOrderPayments(): void {
  registerPaymentItem(PaymentType.order, orderPaymentItem);
  registerPaymentSubject(PaymentType.order, orderPaymentSubjects);
}

/**
 * The booth asks the buyer of one of its orders for more (a shipping difference...), with a reason: an unpaid payment
 * of type order for the order, which the buyer pays from the wallet or online like any other. Only a paid order that
 * is not delivered, rejected or in trouble takes one (409 otherwise); the order is locked so a refund at the same
 * moment waits.
 */
export async function requestPayment(
  db: Db,
  boothId: number,
  orderId: number,
  input: PaymentRequestCreate,
): Promise<OrderRow> {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order || order.boothId !== boothId || !order.paidAt) throw new AppError('not_found');
    if (order.cancelledAt || order.settledAt || order.refundedAt || !canRequestPayment(order.status)) {
      throw conflict(ORDER_MESSAGES.requestNotAllowed);
    }
    await createUnpaidPayment(tx, {
      userId: order.userId,
      type: PaymentType.order,
      method: PaymentMethod.online,
      itemId: order.id,
      price: input.amount,
      deviceType: DeviceType.webClient,
      description: input.reason,
    });
    await tellOrder(tx, order, { kind: 'paymentRequest', amount: input.amount });
    return order;
  });
}
