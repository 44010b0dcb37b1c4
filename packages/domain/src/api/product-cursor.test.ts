import { describe, expect, it } from 'vitest';
import { productCursorText, ProductListQuerySchema } from './product.schema.ts';

describe('a product list cursor (ADR 0059)', () => {
  const product = { id: 812, price: 450_000, discount: 15, views: 9 };

  it('is the last id newest first, and the sort value and id in the other sorts', () => {
    expect(productCursorText('newest', product)).toBe('812');
    expect(productCursorText('cheapest', product)).toBe('450000_812');
    expect(productCursorText('discount', product)).toBe('15_812');
    expect(productCursorText('views', product)).toBe('9_812');
  });

  it('reads back what it wrote, in the sort it was written for', () => {
    expect(ProductListQuerySchema.parse({ sort: 'discount', cursor: '15_812' }).cursor).toEqual({ value: 15, id: 812 });
    expect(ProductListQuerySchema.parse({ cursor: '812' }).cursor).toEqual({ id: 812 });
  });

  it('refuses a malformed cursor, an id out of range, and a cursor of another sort', () => {
    for (const [sort, cursor] of [
      ['views', 'abc'],
      ['views', '-1_5'],
      ['views', '1_0'],
      ['views', '1_2147483648'],
      ['views', '812'],
      ['newest', '15_812'],
    ]) {
      const result = ProductListQuerySchema.safeParse({ sort, cursor });
      expect(result.success, `${sort} ${cursor}`).toBe(false);
      expect(result.error?.issues[0]).toMatchObject({ path: ['cursor'], message: 'cursorInvalid' });
    }
  });
});
