import { describe, it, expect } from 'vitest';
import {
  effectivePricing,
  isBuyable,
  priceAfterDiscount,
  productFinalPrice,
  shownVariant,
  unbuyableReasons,
} from './pricing.ts';

describe('priceAfterDiscount', () => {
  it('subtracts the percentage and rounds down', () => {
    expect(priceAfterDiscount(999, 10)).toBe(899);
    expect(priceAfterDiscount(1000, 10)).toBe(900);
    expect(priceAfterDiscount(1005, 33)).toBe(673); // 673.35
    expect(priceAfterDiscount(100000, 0)).toBe(100000);
    expect(priceAfterDiscount(100000, 100)).toBe(0);
  });

  it('clamps a discount outside 0..100', () => {
    expect(priceAfterDiscount(1000, 150)).toBe(0);
    expect(priceAfterDiscount(1000, -20)).toBe(1000);
    expect(priceAfterDiscount(1000, Number.NaN)).toBe(1000);
  });
});

const product = {
  price: 50000,
  count: 3,
  discount: 0,
  pricing: [
    { id: 7, price: 80000, count: 0, discount: 10 },
    { id: 8, price: 90000, count: 2, discount: 25 },
  ],
};

describe('effectivePricing', () => {
  it('takes price, count and discount from the selected variant', () => {
    expect(effectivePricing({ ...product, pricingSelectedId: 8 })).toEqual({ price: 90000, count: 2, discount: 25 });
    expect(productFinalPrice({ ...product, pricingSelectedId: 8 })).toBe(67500);
  });

  it('uses the product itself without a selected variant, or when the id is not in the list', () => {
    expect(effectivePricing({ ...product, pricingSelectedId: null })).toEqual({ price: 50000, count: 3, discount: 0 });
    expect(effectivePricing({ ...product, pricingSelectedId: 99 })).toEqual({ price: 50000, count: 3, discount: 0 });
    expect(effectivePricing({ price: 10, count: 1, discount: 5 })).toEqual({ price: 10, count: 1, discount: 5 });
  });
});

describe('isBuyable', () => {
  it('needs the booth to allow sales', () => {
    expect(isBuyable(product, 1)).toBe(true);
    expect(isBuyable(product, true)).toBe(true);
    expect(isBuyable(product, 0)).toBe(false);
    expect(isBuyable(product, false)).toBe(false);
    expect(isBuyable(product, null)).toBe(false);
  });

  it('needs a price and stock above 0', () => {
    expect(isBuyable({ ...product, price: 0 }, 1)).toBe(false);
    expect(isBuyable({ ...product, count: 0 }, 1)).toBe(false);
  });

  it('judges the selected variant, or another in stock when the selected one is sold out', () => {
    expect(isBuyable({ ...product, pricingSelectedId: 8 }, 1)).toBe(true);
    // 7 is sold out, but 8 is in stock: the product can be bought (as 8).
    expect(isBuyable({ ...product, pricingSelectedId: 7 }, 1)).toBe(true);
    const soldOut = product.pricing.map((variant) => ({ ...variant, count: 0 }));
    expect(isBuyable({ ...product, pricing: soldOut, pricingSelectedId: 7 }, 1)).toBe(false);
  });
});

describe('shownVariant', () => {
  it('is the selected variant while it can be bought', () => {
    expect(shownVariant({ ...product, pricingSelectedId: 8 })?.id).toBe(8);
  });

  it('is the first variant in stock when the selected one is sold out', () => {
    expect(shownVariant({ ...product, pricingSelectedId: 7 })?.id).toBe(8);
    expect(effectivePricing({ ...product, pricingSelectedId: 7 })).toEqual({ price: 90000, count: 2, discount: 25 });
  });

  it('stays the selected one when none can be bought, and is none without variants', () => {
    const soldOut = product.pricing.map((variant) => ({ ...variant, count: 0 }));
    expect(shownVariant({ ...product, pricing: soldOut, pricingSelectedId: 8 })?.id).toBe(8);
    expect(shownVariant({ price: 10, count: 1, discount: 0 })).toBeUndefined();
  });
});

describe('unbuyableReasons', () => {
  const selling = { activeSale: 1, active: 1, shippingMethods: 1 };
  const shown = { price: 1000, count: 2, discount: 0, status: 1 };

  it('is empty when the booth sells, is open and ships, and the product is shown, priced and in stock', () => {
    expect(unbuyableReasons(shown, selling)).toEqual([]);
  });

  it('names every reason, the seller’s part first', () => {
    expect(
      unbuyableReasons({ ...shown, status: 0, count: 0 }, { activeSale: 0, active: 0, shippingMethods: 0 }),
    ).toEqual(['hidden', 'saleOff', 'noShipping', 'closed', 'soldOut']);
    expect(unbuyableReasons(shown, { ...selling, shippingMethods: 0 })).toEqual(['noShipping']);
    expect(unbuyableReasons({ ...shown, price: 0 }, selling)).toEqual(['noPrice']);
  });
});
