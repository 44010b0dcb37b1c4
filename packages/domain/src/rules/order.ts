import {
  boothMayChooseOrderStatus,
  clientMayChooseOrderStatus,
  OrderPaymentStatus,
  OrderStatus,
} from '../enums/commerce.ts';
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

/** How an order is paid at checkout: the wallet, the bank, or both (the wallet part first, the rest online). */
export type CheckoutMethod = 'wallet' | 'online' | 'both';

/**
 * How a checkout's total is split between the wallet and the bank (ADR 0052): `both` takes what the wallet holds
 * first and the rest online; a wallet that covers the whole total pays it all (no bank), an empty one nothing.
 */
export function splitOrderPayment(
  method: CheckoutMethod,
  total: number,
  walletBalance: number,
): { walletPart: number; online: number } {
  if (method === 'wallet') return { walletPart: total, online: 0 };
  if (method === 'online') return { walletPart: 0, online: total };
  const walletPart = Math.max(0, Math.min(total, Math.floor(walletBalance)));
  return { walletPart, online: total - walletPart };
}

/**
 * What an order asks of its buyer in all: its total plus every payment request of its booth (spec: an order can have
 * a payment request). Its payment status compares the paid amount with this.
 */
export function orderAmountDue(total: number, requests: readonly { price: number }[]): number {
  return requests.reduce((sum, request) => sum + request.price, total);
}

/** Statuses in which the booth may still ask the buyer for more (a paid order not yet delivered, rejected or in trouble). */
export function canRequestPayment(status: number): boolean {
  return (
    status === OrderStatus.pending ||
    status === OrderStatus.confirmed ||
    status === OrderStatus.preparing ||
    status === OrderStatus.sent
  );
}

/** The least and most a booth's payment request may ask (whole toman). */
export const PAYMENT_REQUEST_MIN = 1_000;
export const PAYMENT_REQUEST_MAX = 50_000_000;

/** Who moves an order: the booth (its owner), the buyer (client), or the system (payment, expiry). */
export type OrderSide = 'booth' | 'client';

/**
 * Which status each side may move an order to from each status (spec section 4: the booth chooses 0..5, the client
 * only delivered or problem). Drawn as the buttons and enforced on the server. A rejected, delivered or problem order
 * is final.
 */
export const ORDER_TRANSITIONS: Readonly<
  Record<OrderSide, Readonly<Partial<Record<OrderStatus, readonly OrderStatus[]>>>>
> = {
  booth: {
    [OrderStatus.pending]: [OrderStatus.confirmed, OrderStatus.rejected],
    [OrderStatus.confirmed]: [OrderStatus.preparing, OrderStatus.sent, OrderStatus.rejected],
    [OrderStatus.preparing]: [OrderStatus.sent],
    [OrderStatus.sent]: [OrderStatus.delivered],
  },
  client: {
    [OrderStatus.confirmed]: [OrderStatus.problem],
    [OrderStatus.preparing]: [OrderStatus.problem],
    [OrderStatus.sent]: [OrderStatus.delivered, OrderStatus.problem],
  },
};

/** The statuses `side` may move an order in status `from` to. */
export function nextOrderStatuses(side: OrderSide, from: number): readonly OrderStatus[] {
  return OrderStatus.is(from) ? (ORDER_TRANSITIONS[side][from] ?? []) : [];
}

/** Whether `side` may move an order from `from` to `to` (and the spec lets that side choose `to` at all). */
export function canMoveOrder(side: OrderSide, from: number, to: number): boolean {
  const allowed = side === 'booth' ? boothMayChooseOrderStatus(to) : clientMayChooseOrderStatus(to);
  return allowed && nextOrderStatuses(side, from).includes(to as OrderStatus);
}

/** Whether moving to `to` gives the buyer's money back (a rejected order, or a reported problem). */
export function refundsOrder(to: number): boolean {
  return to === OrderStatus.rejected || to === OrderStatus.problem;
}

/** A shipping method as checkout reads it (spec: Shipping method). */
export interface ShippingForPrice {
  price: number;
  /** Free when the items' total is at least this (0: never free). */
  priceConditionFree: number;
}

/** What a shipping method costs for items totalling `itemsTotal`: free from priceConditionFree on (when above 0). */
export function shippingPrice(method: ShippingForPrice, itemsTotal: number): number {
  if (method.priceConditionFree > 0 && itemsTotal >= method.priceConditionFree) return 0;
  return method.price;
}

/**
 * The site's share of money paid out under a percentage plan (the percent recorded on the seller's subscription when
 * the money was taken), rounded down to whole toman, never more than the total; 0 for other plans. One rule for an
 * order, a visit, a consultation and a lawyer project: billing's shareOutReserve applies it (ADR 0120).
 */
export function siteShare(total: number, percentage: number): number {
  if (!(percentage > 0) || !(total > 0)) return 0;
  return Math.min(total, Math.floor((total * Math.round(percentage * 100)) / 10000));
}

/** A delivery code: six digits the buyer gives the courier (spec: deliveryCode), from a random source in [0, 1). */
export function deliveryCodeOf(random: () => number): string {
  return String(Math.floor(random() * 1_000_000)).padStart(6, '0');
}

/** The words of the basket and orders (spec section 5 and the issue). */
export const ORDER_MESSAGES = {
  inventoryLess: { fa: 'موجودی کمتر از تعداد درخواستی است', en: 'The inventory is less than the requested quantity' },
  alreadyAdded: { fa: 'این محصول قبلاً اضافه شده است', en: 'The product was already added' },
  notBuyable: { fa: 'این محصول اکنون قابل خرید نیست.', en: 'This product cannot be bought now.' },
  shippingRequired: { fa: 'روش ارسال را انتخاب کنید.', en: 'Choose a shipping method.' },
  addressUnknown: {
    fa: 'این آدرس در دفترچهٔ آدرس شما نیست؛ آدرس دیگری انتخاب کنید.',
    en: 'This address is not in your address book; choose another.',
  },
  belowMinimum: {
    fa: 'جمع خرید از این غرفه کمتر از حداقل خرید آن است.',
    en: 'The purchase from this booth is below its minimum purchase.',
  },
  statusNotAllowed: {
    fa: 'این تغییر وضعیت برای این سفارش مجاز نیست.',
    en: 'This order cannot be moved to that status.',
  },
  deliveryCodeWrong: { fa: 'کد تحویل درست نیست.', en: 'The delivery code is not right.' },
  orderExpired: {
    fa: 'مهلت پرداخت این سفارش گذشته است.',
    en: 'The time to pay for this order has passed.',
  },
  orderPaid: { fa: 'این سفارش پرداخت شده است.', en: 'This order is paid already.' },
  requestNotAllowed: {
    fa: 'برای این سفارش دیگر نمی‌توان درخواست پرداخت فرستاد.',
    en: 'A payment request can no longer be made for this order.',
  },
  requestClosed: {
    fa: 'این سفارش دیگر پرداخت نمی‌پذیرد.',
    en: 'This order no longer takes payments.',
  },
} as const;
