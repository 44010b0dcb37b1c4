import { describe, expect, it } from 'vitest';
import { isDiscountWithinPrice, tariffPayable } from './tariff.ts';

describe('tariffs', () => {
  it('charges the price less its discount', () => {
    expect(tariffPayable({ price: 300_000, discount: 50_000 })).toBe(250_000);
    expect(tariffPayable({ price: 300_000, discount: 0 })).toBe(300_000);
    expect(tariffPayable({ price: 0, discount: 0 })).toBe(0);
  });

  it('keeps a discount within its price', () => {
    expect(isDiscountWithinPrice(0, 0)).toBe(true);
    expect(isDiscountWithinPrice(100, 100)).toBe(true);
    expect(isDiscountWithinPrice(101, 100)).toBe(false);
    expect(isDiscountWithinPrice(-1, 100)).toBe(false);
    expect(isDiscountWithinPrice(1.5, 100)).toBe(false);
  });
});
