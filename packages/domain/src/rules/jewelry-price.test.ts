import { describe, expect, it } from 'vitest';
import { jewelryPrice, salePrice } from './jewelry-price.ts';

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

  it('prices each karat at its own rate, rate18 × karat / 18', () => {
    const ring = { weight: 4.2, makingCharge: 10, profit: 5, tax: 9 };
    // 4.2 g × 3,600,000 = 15,120,000; × 1.10 × 1.05 × 1.09 = 19,035,324.
    expect(jewelryPrice({ ...ring, karat: 18 }, 3_600_000)).toBe(19_035_324);
    // 21k: 3,600,000 × 21 / 18 = 4,200,000 a gram -> 17,640,000 × 1.2474... = 22,207,878.
    expect(jewelryPrice({ ...ring, karat: 21 }, 3_600_000)).toBe(22_207_878);
    // 24k: 4,800,000 a gram -> 20,160,000 × 1.258950 = 25,380,432.
    expect(jewelryPrice({ ...ring, karat: 24 }, 3_600_000)).toBe(25_380_432);
    // No karat is 18.
    expect(jewelryPrice(ring, 3_600_000)).toBe(19_035_324);
  });

  it('keeps a making charge or profit with decimals exact', () => {
    // 1 g × 1,000,000 × 1.075 = 1,075,000 (not 1.08).
    expect(jewelryPrice({ weight: 1, makingCharge: 7.5, profit: 0, tax: 0 }, 1_000_000)).toBe(1_075_000);
  });

  it('is 0 when the gold price is not set, so the item’s own price applies', () => {
    expect(jewelryPrice({ weight: 2, makingCharge: 10, profit: 5, tax: 9 }, 0)).toBe(0);
  });
});

describe('the price an item or variant is sold at', () => {
  const ring = { weight: 4.2, karat: 18, makingCharge: 10, profit: 5, tax: 9 };

  it('is the stored price for an item that is not gold-priced', () => {
    expect(salePrice(450_000, null, 3_600_000)).toBe(450_000);
    expect(salePrice(450_000, null, 3_600_000, { weight: 9, karat: 24 })).toBe(450_000);
  });

  it('is from gold for a gold-priced item’s variant, never its stored price', () => {
    expect(salePrice(20_000_000, ring, 3_600_000, {})).toBe(19_035_324);
    expect(salePrice(20_000_000, ring, 3_600_000, { weight: 0, karat: 0 })).toBe(19_035_324);
  });

  it('uses a variant’s own weight and karat', () => {
    // Size 52 weighs 4.2 g, size 56 weighs 4.6 g: 4.6 × 3,600,000 × 1.258950 = 20,848,212.
    expect(salePrice(20_000_000, ring, 3_600_000, { weight: 4.6 })).toBe(20_848_212);
    expect(salePrice(20_000_000, ring, 3_600_000, { karat: 21 })).toBe(22_207_878);
    expect(salePrice(20_000_000, ring, 3_600_000, { karat: 24 })).toBe(25_380_432);
    // 4.6 g at 24k: 4.6 × 4,800,000 = 22,080,000 × 1.258950 = 27,797,616.
    expect(salePrice(20_000_000, ring, 3_600_000, { weight: 4.6, karat: 24 })).toBe(27_797_616);
  });

  it('falls back to the stored price while the gold price is not set', () => {
    expect(salePrice(20_000_000, ring, 0, { weight: 4.6 })).toBe(20_000_000);
  });
});
