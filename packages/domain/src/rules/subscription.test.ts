import { describe, it, expect } from 'vitest';
import { isRenewalOffered, remainingDays } from './subscription.ts';

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
