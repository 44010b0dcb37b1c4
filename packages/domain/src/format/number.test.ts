import { describe, it, expect } from 'vitest';
import { formatDecimal, formatNumber, localizeDigits, toAsciiDigits, toPersianDigits } from './number.ts';

describe('digits', () => {
  it('writes Persian digits', () => {
    expect(toPersianDigits('1402/09/01')).toBe('۱۴۰۲/۰۹/۰۱');
    expect(toPersianDigits(1234567890)).toBe('۱۲۳۴۵۶۷۸۹۰');
    expect(toPersianDigits('abc')).toBe('abc');
  });

  it('reads Persian and Arabic digits as ASCII', () => {
    expect(toAsciiDigits('۰۱۲۳۴۵۶۷۸۹')).toBe('0123456789');
    expect(toAsciiDigits('٠١٢٣٤٥٦٧٨٩')).toBe('0123456789');
    expect(toAsciiDigits('کد ۱۲-٣٤ x9')).toBe('کد 12-34 x9');
  });

  it('localizes digits without separators', () => {
    expect(localizeDigits(1405, 'fa')).toBe('۱۴۰۵');
    expect(localizeDigits('۱۴۰۵', 'en')).toBe('1405');
  });
});

describe('formatNumber', () => {
  it('groups thousands with the Persian separator and digits in fa', () => {
    expect(formatNumber(1234567, 'fa')).toBe('۱٬۲۳۴٬۵۶۷');
    expect(formatNumber(999, 'fa')).toBe('۹۹۹');
    expect(formatNumber(0, 'fa')).toBe('۰');
  });

  it('groups thousands with commas in en', () => {
    expect(formatNumber(1234567, 'en')).toBe('1,234,567');
  });

  it('shows whole numbers and nothing for non-numbers', () => {
    expect(formatNumber(2.5, 'en')).toBe('3');
    expect(formatNumber(Number.NaN, 'fa')).toBe('');
  });

  it('prints a negative amount that rounds to zero as zero, without a sign', () => {
    expect(formatNumber(-0.4, 'fa')).toBe('۰');
    expect(formatNumber(-0, 'en')).toBe('0');
    expect(formatNumber(-0.5, 'en')).toBe('-1');
    expect(formatNumber(-1234, 'fa')).toBe('‎−۱٬۲۳۴');
    expect(formatDecimal(-0.004, 'fa')).toBe('۰٫۰۰');
    expect(formatDecimal(-0.005, 'en')).toBe('-0.01');
  });
});

describe('formatDecimal', () => {
  it('always shows 2 decimals', () => {
    expect(formatDecimal(1234.5, 'fa')).toBe('۱٬۲۳۴٫۵۰');
    expect(formatDecimal(1234.5, 'en')).toBe('1,234.50');
    expect(formatDecimal(4.567, 'en')).toBe('4.57');
    expect(formatDecimal(3, 'en')).toBe('3.00');
  });
});
