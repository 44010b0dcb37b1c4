import { describe, it, expect } from 'vitest';
import { OrderStatus } from '../enums/commerce.ts';
import { onlinePartOf } from './payment.ts';
import {
  canRequestPayment,
  orderAmountDue,
  orderItemsTotal,
  orderLineTotal,
  orderPaymentStatus,
  orderTotal,
  splitOrderPayment,
} from './order.ts';

describe('orderLineTotal', () => {
  it('is price × count minus the discount percent, rounded down', () => {
    expect(orderLineTotal({ price: 1000, count: 3, discount: 0 })).toBe(3000);
    expect(orderLineTotal({ price: 999, count: 1, discount: 10 })).toBe(899);
    expect(orderLineTotal({ price: 333, count: 3, discount: 10 })).toBe(899); // 999 * 0.9 = 899.1
  });
});

describe('orderTotal', () => {
  const details = [
    { price: 10000, count: 2, discount: 0 },
    { price: 5000, count: 1, discount: 20 },
  ];

  it('sums the lines and adds shipping', () => {
    expect(orderItemsTotal(details)).toBe(24000);
    expect(orderTotal({ details, shipping: { price: 3000 }, discount: 0 })).toBe(27000);
  });

  it('applies the order discount to the items, not the shipping', () => {
    expect(orderTotal({ details, shipping: { price: 3000 }, discount: 10 })).toBe(21600 + 3000);
  });

  it('rounds the discounted items down', () => {
    expect(orderTotal({ details: [{ price: 999, count: 1, discount: 0 }], shipping: null, discount: 10 })).toBe(899);
  });

  it('is the shipping price alone for an empty order', () => {
    expect(orderTotal({ details: [], shipping: { price: 15000 }, discount: 50 })).toBe(15000);
  });
});

describe('payments', () => {
  it('derives the order payment status from the paid amount', () => {
    expect(orderPaymentStatus(0, 27000)).toBe('unPaid');
    expect(orderPaymentStatus(10000, 27000)).toBe('partPaid');
    expect(orderPaymentStatus(27000, 27000)).toBe('paid');
    expect(orderPaymentStatus(30000, 27000)).toBe('paid');
    expect(orderPaymentStatus(0, 0)).toBe('unPaid');
  });
});

describe('order status moves', () => {
  it('lets the booth confirm, prepare, send and deliver, and the buyer only deliver or report a problem', async () => {
    const { canMoveOrder } = await import('./order.ts');
    expect(canMoveOrder('booth', 0, 1)).toBe(true);
    expect(canMoveOrder('booth', 1, 3)).toBe(true);
    expect(canMoveOrder('booth', 3, 4)).toBe(true);
    expect(canMoveOrder('booth', 4, 5)).toBe(true);
    expect(canMoveOrder('booth', 4, 6)).toBe(false);
    expect(canMoveOrder('booth', 0, 5)).toBe(false);
    expect(canMoveOrder('client', 4, 5)).toBe(true);
    expect(canMoveOrder('client', 4, 6)).toBe(true);
    expect(canMoveOrder('client', 0, 1)).toBe(false);
    expect(canMoveOrder('client', 5, 6)).toBe(false);
  });

  it('prices shipping free from priceConditionFree on, and takes the site’s share rounded down', async () => {
    const { shippingPrice, siteShare, deliveryCodeOf } = await import('./order.ts');
    expect(shippingPrice({ price: 30000, priceConditionFree: 500000 }, 499999)).toBe(30000);
    expect(shippingPrice({ price: 30000, priceConditionFree: 500000 }, 500000)).toBe(0);
    expect(shippingPrice({ price: 30000, priceConditionFree: 0 }, 9_000_000)).toBe(30000);
    expect(siteShare(100_001, 10)).toBe(10_000);
    expect(siteShare(100_000, 2.5)).toBe(2_500);
    expect(siteShare(100_000, 0)).toBe(0);
    // One share for every item billing shares out (ADR 0120): a visit's, a consultation's, a project's.
    expect(siteShare(99_999, 12.5)).toBe(12_499);
    expect(siteShare(999, 10)).toBe(99);
    expect(siteShare(1_000, 150)).toBe(1_000);
    expect(siteShare(0, 10)).toBe(0);
    expect(deliveryCodeOf(() => 0.000042)).toBe('000042');
  });
});

describe('splitOrderPayment', () => {
  it('takes the wallet first and the rest online when paying both', () => {
    expect(splitOrderPayment('both', 130_000, 50_000)).toEqual({ walletPart: 50_000, online: 80_000 });
  });
  it('pays from the wallet alone when it covers the total, online alone when it is empty', () => {
    expect(splitOrderPayment('both', 130_000, 130_000)).toEqual({ walletPart: 130_000, online: 0 });
    expect(splitOrderPayment('both', 130_000, 900_000)).toEqual({ walletPart: 130_000, online: 0 });
    expect(splitOrderPayment('both', 130_000, 0)).toEqual({ walletPart: 0, online: 130_000 });
  });
  it('keeps wallet and online as they are', () => {
    expect(splitOrderPayment('wallet', 10, 0)).toEqual({ walletPart: 10, online: 0 });
    expect(splitOrderPayment('online', 10, 99)).toEqual({ walletPart: 0, online: 10 });
  });
  it('asks the bank for the price less the wallet part', () => {
    expect(onlinePartOf({ price: 130_000, walletPart: 50_000 })).toBe(80_000);
    expect(onlinePartOf({ price: 130_000, walletPart: 0 })).toBe(130_000);
  });
});

describe('payment requests', () => {
  it('adds the requests to what the order asks, so an unpaid request leaves it partPaid', () => {
    const due = orderAmountDue(130_000, [{ price: 20_000 }]);
    expect(due).toBe(150_000);
    expect(orderPaymentStatus(130_000, due)).toBe('partPaid');
    expect(orderPaymentStatus(150_000, due)).toBe('paid');
  });
  it('may be made until the order is delivered, rejected or in trouble', () => {
    expect(canRequestPayment(OrderStatus.pending)).toBe(true);
    expect(canRequestPayment(OrderStatus.sent)).toBe(true);
    expect(canRequestPayment(OrderStatus.delivered)).toBe(false);
    expect(canRequestPayment(OrderStatus.rejected)).toBe(false);
    expect(canRequestPayment(OrderStatus.problem)).toBe(false);
  });
});
