import { eq } from 'drizzle-orm';
import { OrderStatus } from '@shahrbazar/domain/enums/commerce';
import type { NotificationKind, NotificationParams } from '@shahrbazar/domain/rules/notification';
import type { OrderSide } from '@shahrbazar/domain/rules/order';
import type { Db } from '../../db/client.ts';
import { listings } from '../../modules/listings/listing.table.ts';
import { notify } from '../../modules/notify/notification.service.ts';
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
  const [row] = await db.select({ userId: listings.userId }).from(listings).where(eq(listings.id, order.boothId));
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

/** Tells the order's buyer and its booth's owner what the event means to each. */
export async function tellOrder(db: Db, order: Order, event: OrderEvent): Promise<void> {
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
