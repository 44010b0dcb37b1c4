import { describe, expect, it } from 'vitest';
import { listText } from './list.ts';

describe('listText', () => {
  it('joins with the Persian comma in Persian and the comma in English', () => {
    expect(listText(['سفارش تازه', 'پرداخت'], 'fa')).toBe('سفارش تازه، پرداخت');
    expect(listText(['New order', 'Paid'], 'en')).toBe('New order, Paid');
  });

  it('shows one item alone and none as nothing', () => {
    expect(listText(['تنها'], 'fa')).toBe('تنها');
    expect(listText([], 'en')).toBe('');
  });
});
