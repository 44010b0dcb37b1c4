import { describe, it, expect } from 'vitest';
import { PackageType, SubscriptionType } from '../enums/plans.ts';
import {
  extendSubscription,
  isRenewalOffered,
  isSubscriptionCurrent,
  packageFitsSubscription,
  remainingDays,
  SUBSCRIPTION_TYPE_OF_PACKAGE,
} from './subscription.ts';

describe('remainingDays', () => {
  const start = new Date('2024-01-01T10:00:00Z');

  it('counts down from start date plus package days', () => {
    expect(remainingDays(start, 30, new Date('2024-01-01T10:00:00Z'))).toBe(30);
    expect(remainingDays(start, 30, new Date('2024-01-21T10:00:00Z'))).toBe(10);
  });

  it('counts a started day as a whole day', () => {
    expect(remainingDays(start, 30, new Date('2024-01-30T12:00:00Z'))).toBe(1);
  });

  it('is 0 or less once the days have run out', () => {
    expect(remainingDays(start, 30, new Date('2024-01-31T10:00:00Z'))).toBe(0);
    expect(remainingDays(start, 30, new Date('2024-02-10T10:00:00Z'))).toBe(-10);
    expect(remainingDays(start, 0, start)).toBe(0);
  });
});

describe('isRenewalOffered', () => {
  const expiredActive = { status: 2, planType: 1, remainingDays: 0 };

  it('is offered for an active, non-percentage item without days left', () => {
    expect(isRenewalOffered(expiredActive)).toBe(true);
    expect(isRenewalOffered({ ...expiredActive, remainingDays: -5 })).toBe(true);
    expect(isRenewalOffered({ ...expiredActive, planType: 0 })).toBe(true);
  });

  it('is not offered while days remain', () => {
    expect(isRenewalOffered({ ...expiredActive, remainingDays: 1 })).toBe(false);
  });

  it('is not offered on a percentage plan', () => {
    expect(isRenewalOffered({ ...expiredActive, planType: 2 })).toBe(false);
  });

  it('is not offered for an item that is not active', () => {
    for (const status of [0, 1, 3, 4]) expect(isRenewalOffered({ ...expiredActive, status })).toBe(false);
  });
});

describe('extendSubscription', () => {
  const start = new Date('2024-01-01T10:00:00Z');
  const day = 24 * 60 * 60 * 1000;

  it('starts a new subscription at now with the package days', () => {
    const now = new Date('2024-03-01T08:00:00Z');
    expect(extendSubscription(null, 30, now)).toEqual({ startDate: now, days: 30 });
  });

  it('adds the new days to the days left while some remain, keeping the start', () => {
    const now = new Date('2024-01-21T10:00:00Z'); // 10 of 30 days left
    const next = extendSubscription({ startDate: start, days: 30 }, 30, now);
    expect(next).toEqual({ startDate: start, days: 60 });
    expect(remainingDays(next.startDate, next.days, now)).toBe(40);
  });

  it('keeps a part of the last day: the end moves by exactly the new days', () => {
    const now = new Date(start.getTime() + 30 * day - 60_000); // one minute left
    const next = extendSubscription({ startDate: start, days: 30 }, 7, now);
    expect(next.startDate.getTime() + next.days * day - now.getTime()).toBe(7 * day + 60_000);
  });

  it('starts again from now once it has run out', () => {
    const atEnd = new Date(start.getTime() + 30 * day);
    expect(extendSubscription({ startDate: start, days: 30 }, 90, atEnd)).toEqual({ startDate: atEnd, days: 90 });
    const later = new Date('2024-06-01T00:00:00Z');
    const next = extendSubscription({ startDate: start, days: 30 }, 90, later);
    expect(next).toEqual({ startDate: later, days: 90 });
    expect(remainingDays(next.startDate, next.days, later)).toBe(90);
  });

  it('a percentage package (no term) keeps what is left, or starts at now with 0 days', () => {
    expect(extendSubscription({ startDate: start, days: 30 }, 0, new Date('2024-01-21T10:00:00Z'))).toEqual({
      startDate: start,
      days: 30,
    });
    const now = new Date('2024-06-01T00:00:00Z');
    expect(extendSubscription({ startDate: start, days: 30 }, 0, now)).toEqual({ startDate: now, days: 0 });
  });
});

describe('isSubscriptionCurrent', () => {
  it('is current while active with days left', () => {
    expect(isSubscriptionCurrent({ status: 1, planType: 1, remainingDays: 1 })).toBe(true);
    expect(isSubscriptionCurrent({ status: 1, planType: 0, remainingDays: 0 })).toBe(false);
  });

  it('a percentage plan has no term: current while active', () => {
    expect(isSubscriptionCurrent({ status: 1, planType: 2, remainingDays: 0 })).toBe(true);
    expect(isSubscriptionCurrent({ status: 0, planType: 2, remainingDays: 0 })).toBe(false);
  });

  it('an inactive subscription is not current even with days left', () => {
    expect(isSubscriptionCurrent({ status: 0, planType: 1, remainingDays: 20 })).toBe(false);
  });
});

describe('packageFitsSubscription', () => {
  it('the four booth package types buy the booth subscription', () => {
    for (const type of [PackageType.shop, PackageType.jewelry, PackageType.realEstate, PackageType.autoExpo]) {
      expect(packageFitsSubscription(type, SubscriptionType.booth)).toBe(true);
      expect(packageFitsSubscription(type, SubscriptionType.ads)).toBe(false);
    }
  });

  it('clinic and lawyer ads buy section ads; the others their own kind', () => {
    expect(packageFitsSubscription(PackageType.clinicAds, SubscriptionType.sectionAds)).toBe(true);
    expect(packageFitsSubscription(PackageType.lawyerAds, SubscriptionType.sectionAds)).toBe(true);
    expect(packageFitsSubscription(PackageType.ads, SubscriptionType.ads)).toBe(true);
    expect(packageFitsSubscription(PackageType.lawyerClientProject, SubscriptionType.lawyerClientProject)).toBe(true);
    expect(packageFitsSubscription(PackageType.ads, SubscriptionType.expert)).toBe(false);
  });

  it('every package type maps to a subscription type; an unknown one fits nothing', () => {
    for (const type of PackageType.values) expect(SubscriptionType.is(SUBSCRIPTION_TYPE_OF_PACKAGE[type])).toBe(true);
    expect(packageFitsSubscription(99, SubscriptionType.ads)).toBe(false);
  });
});
