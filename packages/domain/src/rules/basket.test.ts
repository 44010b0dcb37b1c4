import { describe, expect, it } from 'vitest';
import { basketAdd, basketMerge, basketRemove } from './basket.ts';

const shirt = { productId: 7, pricingSelectedId: 70 };

describe('the basket', () => {
  it('adds a line, then raises its count by one for the same product and pricing option', () => {
    const first = basketAdd([], shirt, 5);
    expect(first.outcome).toBe('added');
    const second = basketAdd(first.lines, shirt, 5);
    expect(second.outcome).toBe('raised');
    expect(second.lines).toEqual([{ productId: 7, pricingSelectedId: 70, count: 2 }]);
    // Another option of the same product is another line.
    expect(basketAdd(second.lines, { productId: 7, pricingSelectedId: 71 }, 5).lines).toHaveLength(2);
  });

  it('refuses more than the stock with the inventory message', () => {
    const one = basketAdd([], shirt, 1);
    const again = basketAdd(one.lines, shirt, 1);
    expect(again.outcome).toBe('inventoryLess');
    expect(again.lines).toEqual(one.lines);
    expect(basketAdd([], shirt, 0).outcome).toBe('inventoryLess');
  });

  it('lowers a count by one and deletes the line at one', () => {
    const lines = [{ ...shirt, count: 2 }];
    const lowered = basketRemove(lines, shirt);
    expect(lowered).toEqual([{ ...shirt, count: 1 }]);
    expect(basketRemove(lowered, shirt)).toEqual([]);
  });

  it('merges the browser’s basket into the server’s without doubling a line', () => {
    const merged = basketMerge(
      [{ ...shirt, count: 2 }],
      [
        { ...shirt, count: 1 },
        { productId: 9, pricingSelectedId: null, count: 3 },
      ],
    );
    expect(merged).toEqual([
      { ...shirt, count: 2 },
      { productId: 9, pricingSelectedId: null, count: 3 },
    ]);
  });
});
