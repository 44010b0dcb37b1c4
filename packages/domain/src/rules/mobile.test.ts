import { describe, expect, it } from 'vitest';
import { maskMobile, normalizeMobile } from './mobile.ts';

describe('normalizeMobile', () => {
  it.each([
    ['09123456789', '09123456789'],
    ['۰۹۱۲۳۴۵۶۷۸۹', '09123456789'],
    ['٠٩١٢٣٤٥٦٧٨٩', '09123456789'],
    ['+989123456789', '09123456789'],
    ['00989123456789', '09123456789'],
    ['989123456789', '09123456789'],
    ['9123456789', '09123456789'],
    ['0912 345 6789', '09123456789'],
    ['0912-345-6789', '09123456789'],
  ])('%s -> %s', (input, expected) => {
    expect(normalizeMobile(input)).toBe(expected);
  });

  it.each(['', '0912345678', '091234567890', '02112345678', 'abc', '+19123456789', '08123456789'])(
    'refuses %j',
    (input) => {
      expect(normalizeMobile(input)).toBeUndefined();
    },
  );
});

describe('maskMobile', () => {
  it('hides the middle digits', () => {
    expect(maskMobile('09123456789')).toBe('0912***6789');
    expect(maskMobile('123')).toBe('***');
  });
});
