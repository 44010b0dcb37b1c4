import { OrderStatus } from '@shahrbazar/domain/enums/commerce';
import type { NotificationKind, NotificationParams } from '@shahrbazar/domain/rules/notification';
import type { OrderSide } from '@shahrbazar/domain/rules/order';
import type { Db } from '../../db/client.ts';
import { findListingById } from '../../modules/listings/listing.repository.ts';
import { notify } from '../../modules/notify/notification.service.ts';
import { emitWebhook } from '../../modules/webhooks/webhook.service.ts';
import type { orders } from './order.table.ts';

// Who hears of each step of an order (ADR 0037). Called inside the transaction that makes the step true (ADR 0028),
// so a step that rolls back tells nobody; the delivery job sends the SMS the kind and the person's settings allow.

type Order = typeof orders.$inferSelect;

/** What happened to an order: paid, moved to a status by a side, expired unpaid, or its booth asked for more. */
export type OrderEvent =
  | { kind: 'paid' }
  /** `paidOut`: what the booth was paid on delivery, or what went back to the buyer on a refund. */
  | { kind: 'moved'; to: number; by: OrderSide; paidOut?: number }
  | { kind: 'expired' }
  | { kind: 'paymentRequest'; amount: number };

async function boothOwnerOf(db: Db, order: Order): Promise<number | null> {
  if (order.boothId === null) return null;
  const row = await findListingById(db, order.boothId);
  return row?.userId ?? null;
}

/** The (receiver, kind) pairs an event gives: 'buyer' or 'booth' (the booth's owner). */
function tellings(event: OrderEvent): Array<['buyer' | 'booth', NotificationKind]> {
  if (event.kind === 'paid') {
    return [
      ['booth', 'orderNew'],
      ['buyer', 'orderPaid'],
    ];
  }
  if (event.kind === 'expired') return [['buyer', 'orderExpired']];
  if (event.kind === 'paymentRequest') return [['buyer', 'orderPaymentRequest']];
  switch (event.to) {
    case OrderStatus.confirmed:
      return [['buyer', 'orderConfirmed']];
    case OrderStatus.preparing:
      return [['buyer', 'orderPreparing']];
    case OrderStatus.sent:
      return [['buyer', 'orderSent']];
    case OrderStatus.rejected:
      return [['buyer', 'orderRejected']];
    case OrderStatus.problem:
      return [['booth', 'orderProblem']];
    case OrderStatus.delivered:
      // The buyer who confirmed delivery needs no word of it; the booth's owner is told of the money either way.
      return event.by === 'booth'
        ? [
            ['booth', 'orderSettled'],
            ['buyer', 'orderDelivered'],
          ]
        : [['booth', 'orderSettled']];
    default:
      return [];
  }
}

/** What an order event says to the booth owner's webhooks (ADR 0115). */
export function orderWebhookData(order: Order) {
  return {
    orderId: order.id,
    boothId: order.boothId,
    status: order.status,
    total: order.total,
    createdAt: order.registerDate.toISOString(),
  };
}

/**
 * The booth owner's webhooks of an order's new step, in the transaction that makes it true (ADR 0115): `order.created`
 * when it is placed, then `order.paid` and `order.status_changed`.
 */
export async function orderWebhook(
  db: Db,
  order: Order,
  event: 'order.created' | 'order.paid' | 'order.status_changed',
): Promise<void> {
  await emitWebhook(db, await boothOwnerOf(db, order), event, orderWebhookData(order));
}

/** Tells the order's buyer and its booth's owner what the event means to each (and the owner's webhooks). */
export async function tellOrder(db: Db, order: Order, event: OrderEvent): Promise<void> {
  if (event.kind !== 'paymentRequest') {
    await orderWebhook(db, order, event.kind === 'paid' ? 'order.paid' : 'order.status_changed');
  }
  const pairs = tellings(event);
  if (pairs.length === 0) return;
  const owner = pairs.some(([who]) => who === 'booth') ? await boothOwnerOf(db, order) : null;
  // The money the news is about: what the booth was paid on delivery or the buyer got back on a refund (the total
  // and any paid payment requests), what the booth asks for, else the order's total.
  const amount =
    event.kind === 'paymentRequest'
      ? event.amount
      : event.kind === 'moved' && event.paidOut !== undefined
        ? event.paidOut
        : order.total;
  const params: NotificationParams = {
    orderId: order.id,
    booth: order.boothTitle,
    boothId: order.boothId ?? 0,
    amount,
    deliveryCode: order.deliveryCodeMain,
  };
  for (const [who, kind] of pairs) {
    const receiver = who === 'buyer' ? order.userId : owner;
    if (receiver !== null) await notify(db, receiver, kind, params);
  }
}
