import { describe, expect, it } from 'vitest';
import { ListingStatus } from '../enums/status.ts';
import { PlanType } from '../enums/plans.ts';
import {
  canTransition,
  initialListingStatus,
  isPubliclyVisible,
  nextStatuses,
  statusAfterOwnerEdit,
} from './listing-status.ts';

const { pending, inactive, active, awaitingPayment, paidWaitingConfirmation } = ListingStatus;

describe('listing status machine', () => {
  it('lets a manager approve or reject what waits for review, and nothing else from pending', () => {
    expect(nextStatuses(pending, 'manager').sort()).toEqual([inactive, active].sort());
    expect(nextStatuses(paidWaitingConfirmation, 'manager').sort()).toEqual([inactive, active].sort());
    expect(canTransition(pending, paidWaitingConfirmation, 'manager')).toBe(false);
  });

  it('never lets an owner approve their own listing or mark it paid', () => {
    for (const from of ListingStatus.values) {
      expect(canTransition(from, active, 'owner')).toBe(false);
      expect(canTransition(from, paidWaitingConfirmation, 'owner')).toBe(false);
    }
  });

  it('moves a listing on to confirmation only through billing', () => {
    expect(canTransition(awaitingPayment, paidWaitingConfirmation, 'system')).toBe(true);
    // A live listing's purchase (a bump, a renewal, an upgrade) leaves it live: billing never takes it down (issue 35).
    expect(canTransition(active, paidWaitingConfirmation, 'system')).toBe(false);
    expect(canTransition(awaitingPayment, paidWaitingConfirmation, 'manager')).toBe(false);
    expect(canTransition(awaitingPayment, active, 'manager')).toBe(false);
  });

  it('lets an owner take down a live listing and resubmit an inactive one', () => {
    expect(canTransition(active, inactive, 'owner')).toBe(true);
    expect(canTransition(inactive, pending, 'owner')).toBe(true);
    expect(canTransition(pending, inactive, 'owner')).toBe(false);
  });

  it('starts a listing in review with a free package and awaiting payment with a paid one', () => {
    expect(initialListingStatus({ planType: PlanType.free, price: 0 })).toBe(pending);
    expect(initialListingStatus({ planType: PlanType.subscription, price: 0 })).toBe(pending);
    expect(initialListingStatus({ planType: PlanType.subscription, price: 50_000 })).toBe(awaitingPayment);
    expect(initialListingStatus({ planType: PlanType.percentage, price: 0 })).toBe(pending);
  });

  it('sends an edited live or rejected listing back to review', () => {
    expect(statusAfterOwnerEdit(active)).toBe(pending);
    expect(statusAfterOwnerEdit(inactive)).toBe(pending);
    expect(statusAfterOwnerEdit(awaitingPayment)).toBe(awaitingPayment);
    expect(statusAfterOwnerEdit(pending)).toBe(pending);
  });

  it('shows only active listings to the public', () => {
    expect(ListingStatus.values.filter(isPubliclyVisible)).toEqual([active]);
  });
});
