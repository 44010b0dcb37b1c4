import { describe, it, expect } from 'vitest';
import { FIRST_PAGE, PAGE_SIZE, hasMore, lastPage, pageOffset, rowNumber } from './pagination.ts';

describe('pagination', () => {
  it('has 15 rows per page from page 1', () => {
    expect(PAGE_SIZE).toBe(15);
    expect(FIRST_PAGE).toBe(1);
  });

  it('computes the last page', () => {
    expect(lastPage(0)).toBe(1);
    expect(lastPage(15)).toBe(1);
    expect(lastPage(16)).toBe(2);
    expect(lastPage(45, 15)).toBe(3);
    expect(lastPage(10, 0)).toBe(1);
  });

  it('has more pages only when lastPage is greater than currentPage', () => {
    expect(hasMore(3, 2)).toBe(true);
    expect(hasMore(3, 3)).toBe(false);
    expect(hasMore(1, 1)).toBe(false);
  });

  it('numbers rows across pages', () => {
    expect(rowNumber(1, 15, 0)).toBe(1);
    expect(rowNumber(1, 15, 14)).toBe(15);
    expect(rowNumber(2, 15, 0)).toBe(16);
    expect(rowNumber(3, 10, 4)).toBe(25);
    expect(pageOffset({ page: 3, perPage: 10 })).toBe(20);
  });
});
