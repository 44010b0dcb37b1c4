import { describe, it, expect } from 'vitest';
import { formatAmount, formatBudget, formatPrice } from './price.ts';

describe('formatPrice', () => {
  it('shows separators and the toman word', () => {
    expect(formatPrice(12500, 'fa')).toBe('۱۲٬۵۰۰ تومان');
    expect(formatPrice(1250000, 'en')).toBe('1,250,000 Toman');
  });

  it('shows 0 as by agreement', () => {
    expect(formatPrice(0, 'fa')).toBe('توافقی');
    expect(formatPrice(0, 'en')).toBe('By agreement');
  });

  it('takes the currency word from the settings when given', () => {
    expect(formatPrice(5000, 'fa', 'ریال')).toBe('۵٬۰۰۰ ریال');
  });
});

describe('formatAmount', () => {
  it('shows a balance of 0 as zero toman, not by agreement', () => {
    expect(formatAmount(0, 'fa')).toBe('۰ تومان');
    expect(formatAmount(0, 'en')).toBe('0 Toman');
    expect(formatAmount(80000, 'fa')).toBe('۸۰٬۰۰۰ تومان');
    expect(formatAmount(-0.4, 'fa')).toBe('۰ تومان');
  });
});

describe('formatBudget', () => {
  it('is negotiable when budgetFrom is 0', () => {
    expect(formatBudget({ budgetFrom: 0, budgetTo: 500000 }, 'fa')).toBe('توافقی');
    expect(formatBudget({ budgetFrom: 0, budgetTo: 0 }, 'en')).toBe('Negotiable');
  });

  it('shows one amount when budgetTo is not above budgetFrom', () => {
    expect(formatBudget({ budgetFrom: 100000, budgetTo: 0 }, 'fa')).toBe('۱۰۰٬۰۰۰ تومان');
    expect(formatBudget({ budgetFrom: 100000, budgetTo: 100000 }, 'en')).toBe('100,000 Toman');
  });

  it('shows the range when budgetTo is above budgetFrom', () => {
    expect(formatBudget({ budgetFrom: 100000, budgetTo: 200000 }, 'fa')).toBe('۱۰۰٬۰۰۰ تا ۲۰۰٬۰۰۰ تومان');
    expect(formatBudget({ budgetFrom: 100000, budgetTo: 200000 }, 'en')).toBe('100,000–200,000 Toman');
  });
});
