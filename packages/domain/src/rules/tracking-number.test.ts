import { describe, expect, it } from 'vitest';
import { isValidTrackingNumber, normalizeTrackingNumber } from './tracking-number.ts';

describe('bank tracking numbers', () => {
  it('keep latin letters and digits, with Persian digits, spaces and dashes as people type them', () => {
    expect(normalizeTrackingNumber(' ۱۲۳۴-۵۶ ۷۸ ')).toBe('12345678');
    expect(normalizeTrackingNumber('ab12/34')).toBe('AB1234');
    expect(isValidTrackingNumber('۱۲۳۴۵۶')).toBe(true);
    expect(isValidTrackingNumber('140301234567890123456789')).toBe(true);
  });

  it('refuse too short, too long and anything but letters and digits', () => {
    expect(isValidTrackingNumber('')).toBe(false);
    expect(isValidTrackingNumber('123')).toBe(false);
    expect(isValidTrackingNumber('1'.repeat(41))).toBe(false);
    expect(isValidTrackingNumber('1'.repeat(40))).toBe(true);
    expect(isValidTrackingNumber('1234;drop')).toBe(false);
    expect(isValidTrackingNumber('پیگیری۱۲۳۴')).toBe(false);
  });
});
