import { describe, it, expect } from 'vitest';
import { orderItemsTotal, orderLineTotal, orderPaymentStatus, orderTotal, paidTotal } from './order.ts';

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
  it('adds up only paid payments', () => {
    expect(
      paidTotal([
        { price: 10000, status: 1 },
        { price: 5000, status: 0 },
        { price: 2500, status: 1 },
      ]),
    ).toBe(12500);
    expect(paidTotal([])).toBe(0);
  });

  it('derives the order payment status from the paid amount', () => {
    expect(orderPaymentStatus(0, 27000)).toBe('unPaid');
    expect(orderPaymentStatus(10000, 27000)).toBe('partPaid');
    expect(orderPaymentStatus(27000, 27000)).toBe('paid');
    expect(orderPaymentStatus(30000, 27000)).toBe('paid');
    expect(orderPaymentStatus(0, 0)).toBe('unPaid');
  });
});
