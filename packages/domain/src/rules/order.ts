import { OrderPaymentStatus, PaymentStatus } from '../enums/commerce.ts';
import { priceAfterDiscount } from './pricing.ts';

/** One order detail line: unit price, count and discount percent. */
export interface OrderLine {
  price: number;
  count: number;
  discount: number;
}

/** The order fields its total reads. */
export interface OrderForTotal {
  details: readonly OrderLine[];
  /** The shipping method chosen, if any; its price is added after the discount. */
  shipping?: { price: number } | null;
  /** Percent discount of the whole order, on the items only. */
  discount: number;
}

/** Line total: price × count minus the line's discount percentage, rounded down. */
export function orderLineTotal(line: OrderLine): number {
  return priceAfterDiscount(line.price * line.count, line.discount);
}

/** Sum of the line totals of an order, before the order discount and shipping. */
export function orderItemsTotal(details: readonly OrderLine[]): number {
  return details.reduce((sum, line) => sum + orderLineTotal(line), 0);
}

/** Order total: items minus the order's percentage discount (rounded down; items only) plus the shipping price. */
export function orderTotal(order: OrderForTotal): number {
  return priceAfterDiscount(orderItemsTotal(order.details), order.discount) + (order.shipping?.price ?? 0);
}

/** Sum of the prices of the payments whose status is paid. */
export function paidTotal(payments: readonly { price: number; status: number }[]): number {
  return payments.reduce((sum, payment) => sum + (payment.status === PaymentStatus.paid ? payment.price : 0), 0);
}

/**
 * Payment status of an order from the amount paid: nothing paid is unPaid, at least the total is paid, otherwise
 * partPaid. Paying more than the total (a price changed after payment) still counts as paid; the surplus is a
 * refund matter, not an unpaid order. A total of 0 with nothing paid stays unPaid, as the spec checks zero first.
 */
export function orderPaymentStatus(paid: number, total: number): OrderPaymentStatus {
  if (!(paid > 0)) return OrderPaymentStatus.unPaid;
  if (paid >= total) return OrderPaymentStatus.paid;
  return OrderPaymentStatus.partPaid;
}
