import { describe, it, expect } from 'vitest';
import {
  BOOTH_ORDER_STATUSES,
  CLIENT_ORDER_STATUSES,
  OrderPaymentStatus,
  OrderStatus,
  PaymentMethod,
  PaymentStatus,
  PaymentType,
  boothMayChooseOrderStatus,
  clientMayChooseOrderStatus,
} from './commerce.ts';
import { expectLabelled } from './expect-labelled.ts';

describe('commerce enumerations', () => {
  it('use the spec values', () => {
    expect(OrderStatus).toMatchObject({
      pending: 0,
      confirmed: 1,
      rejected: 2,
      preparing: 3,
      sent: 4,
      delivered: 5,
      problem: 6,
    });
    expect(OrderPaymentStatus.values).toEqual(['unPaid', 'paid', 'partPaid']);
    expect(PaymentStatus).toMatchObject({ unpaid: 0, paid: 1 });
    expect(PaymentType.names).toEqual([
      'order',
      'booth',
      'chargeWallet',
      'ads',
      'expert',
      'work',
      'clinic',
      'advertise',
      'rewarder',
      'clinicOrder',
      'sectionAds',
      'lawyer',
      'lawyerOrder',
      // Ours past the spec's 0..12 (ADR 0056): a client project's offer paid into escrow.
      'lawyerProject',
      // A bump, a renewal or a package upgrade bought for a live listing (issue 35 #1, ADR 0084).
      'listingBump',
      'listingRenewal',
      'listingUpgrade',
    ]);
    expect(PaymentType.values).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16]);
    expect(PaymentMethod.names).toEqual(['online', 'receipt', 'wallet', 'pos', 'manual']);
    expect(PaymentMethod.values).toEqual([0, 1, 2, 3, 4]);
  });

  it('label every value in both locales', () => {
    for (const e of [OrderStatus, OrderPaymentStatus, PaymentStatus, PaymentType, PaymentMethod]) expectLabelled(e);
  });

  it('lets the booth choose 0..5 and the client only delivered or problem', () => {
    expect(BOOTH_ORDER_STATUSES).toEqual([0, 1, 2, 3, 4, 5]);
    expect(CLIENT_ORDER_STATUSES).toEqual([5, 6]);
    expect(boothMayChooseOrderStatus(OrderStatus.sent)).toBe(true);
    expect(boothMayChooseOrderStatus(OrderStatus.problem)).toBe(false);
    expect(clientMayChooseOrderStatus(OrderStatus.problem)).toBe(true);
    expect(clientMayChooseOrderStatus(OrderStatus.confirmed)).toBe(false);
    expect(clientMayChooseOrderStatus('5')).toBe(false);
  });
});
