import { describe, expect, it } from 'vitest';
import { jewelryPrice } from './jewelry-price.ts';

describe('a jewelry item’s live price', () => {
  it('is weight × gold price × (1 + making charge) × (1 + profit) × (1 + tax), rounded down', () => {
    // 3.25 g × 4,000,000 = 13,000,000; × 1.18 = 15,340,000; × 1.07 = 16,413,800; × 1.09 = 17,891,042.
    expect(jewelryPrice({ weight: 3.25, makingCharge: 18, profit: 7, tax: 9 }, 4_000_000)).toBe(17_891_042);
    expect(jewelryPrice({ weight: 1, makingCharge: 0, profit: 0, tax: 0 }, 4_000_000)).toBe(4_000_000);
    // 0.333 g × 1,000,001 = 333,000.333 -> 333,000.
    expect(jewelryPrice({ weight: 0.333, makingCharge: 0, profit: 0, tax: 0 }, 1_000_001)).toBe(333_000);
  });

  it('follows the gold price', () => {
    const ring = { weight: 2, makingCharge: 10, profit: 5, tax: 0 };
    expect(jewelryPrice(ring, 5_000_000)).toBeGreaterThan(jewelryPrice(ring, 4_000_000));
  });

  it('is 0 when the gold price is not set, so the item’s own price applies', () => {
    expect(jewelryPrice({ weight: 2, makingCharge: 10, profit: 5, tax: 9 }, 0)).toBe(0);
  });
});
