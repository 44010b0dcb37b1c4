import { describe, expect, it } from 'vitest';
import { isValidCardNumber, isValidNationalCode, isValidShaba } from './identity-numbers.ts';

describe('isValidNationalCode', () => {
  it('accepts codes whose check digit is right, in Persian digits too', () => {
    expect(isValidNationalCode('0499370899')).toBe(true);
    expect(isValidNationalCode('۰۴۹۹۳۷۰۸۹۹')).toBe(true);
    expect(isValidNationalCode('0076229645')).toBe(true);
  });
  it('refuses a wrong check digit, a wrong length and repeated digits', () => {
    expect(isValidNationalCode('0499370898')).toBe(false);
    expect(isValidNationalCode('049937089')).toBe(false);
    expect(isValidNationalCode('1111111111')).toBe(false);
    expect(isValidNationalCode('')).toBe(false);
  });
});

describe('isValidCardNumber', () => {
  it('accepts a Luhn-valid 16-digit number with separators', () => {
    expect(isValidCardNumber('6037-9975-9999-9998')).toBe(false);
    expect(isValidCardNumber('4111 1111 1111 1111')).toBe(true);
    expect(isValidCardNumber('۴۱۱۱۱۱۱۱۱۱۱۱۱۱۱۱')).toBe(true);
  });
  it('refuses a failing checksum or a wrong length', () => {
    expect(isValidCardNumber('4111111111111112')).toBe(false);
    expect(isValidCardNumber('411111111111111')).toBe(false);
  });

  it('refuses numbers that pass Luhn but hold no account, as the banks do', () => {
    expect(isValidCardNumber('0000000000000000')).toBe(false);
    expect(isValidCardNumber('۰۰۰۰-۰۰۰۰-۰۰۰۰-۰۰۰۰')).toBe(false);
    // Luhn-valid, but digits 2-11 all zero, or the last six all zero.
    expect(isValidCardNumber('5000000000000009')).toBe(false);
    expect(isValidCardNumber('6037997001000000')).toBe(false);
    expect(isValidCardNumber('6037997599999993')).toBe(true);
  });
});

describe('isValidShaba', () => {
  it('accepts a valid Iranian IBAN with or without the IR prefix', () => {
    expect(isValidShaba('IR062960000000100324200001')).toBe(true);
    expect(isValidShaba('062960000000100324200001')).toBe(true);
    expect(isValidShaba('ir06 2960 0000 0010 0324 2000 01')).toBe(true);
  });
  it('refuses a wrong check or length', () => {
    expect(isValidShaba('IR072960000000100324200001')).toBe(false);
    expect(isValidShaba('IR06296000000010032420000')).toBe(false);
  });
});
