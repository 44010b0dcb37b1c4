import { describe, it, expect } from 'vitest';
import { isNoFilter, normalizeListFilter } from './list-filter.ts';

describe('normalizeListFilter', () => {
  it('turns -1 and empty texts into null and keeps real values', () => {
    expect(
      normalizeListFilter({
        page: 2,
        perPage: 15,
        type: -1,
        method: '-1',
        status: 0,
        item_id: 44,
        paymentMethod: -1,
        deviceType: 4,
        textSearch: '',
        packageId: '',
        userId: 7,
      }),
    ).toEqual({
      page: 2,
      perPage: 15,
      type: null,
      method: null,
      status: 0,
      item_id: 44,
      paymentMethod: null,
      deviceType: 4,
      textSearch: null,
      packageId: null,
      userId: 7,
    });
  });

  it('sends every field, missing ones as null', () => {
    const normalized = normalizeListFilter({ textSearch: 'کتاب' });
    expect(Object.keys(normalized)).toHaveLength(11);
    expect(normalized.textSearch).toBe('کتاب');
    expect(normalized.userId).toBeNull();
  });

  it('treats a blank search text as no filter', () => {
    expect(normalizeListFilter({ textSearch: '   ' }).textSearch).toBeNull();
  });

  it('keeps 0 as a value, since status 0 is a real status', () => {
    expect(isNoFilter(0)).toBe(false);
    expect(isNoFilter('0')).toBe(false);
    expect(isNoFilter(-1)).toBe(true);
    expect(isNoFilter(-2)).toBe(false);
  });
});
