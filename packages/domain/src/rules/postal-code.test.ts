import { describe, expect, it } from 'vitest';
import { normalizePostalCode } from './postal-code.ts';

describe('normalizePostalCode', () => {
  it.each([
    ['1234567890', '1234567890'],
    ['۱۳۴۵۶۷۸۹۱۰', '1345678910'],
    ['١٣٤٥٦٧٨٩١٠', '1345678910'],
    ['۱۳۴۵۶-۷۸۹۱۰', '1345678910'],
    [' 56139 87654 ', '5613987654'],
  ])('%s -> %s', (input, expected) => {
    expect(normalizePostalCode(input)).toBe(expected);
  });

  it.each(['', '123456789', '12345678901', '0123456789', '1111111111', '۱۲۳۴۵abcde', '12345.67890'])(
    'refuses %j',
    (input) => {
      expect(normalizePostalCode(input)).toBeUndefined();
    },
  );
});
