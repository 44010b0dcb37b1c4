import { describe, expect, it } from 'vitest';
import { maskEmail, recipientKey } from './recipient.ts';

describe('maskEmail', () => {
  it('keeps the first letter and the domain of an address', () => {
    expect(maskEmail('reza.ahmadi@example.com')).toBe('r***@example.com');
    expect(maskEmail('not-an-address')).toBe('***');
  });
});

describe('recipientKey', () => {
  it.each(['09121234567', '+989121234567', '00989121234567', '989121234567', '9121234567', '۰۹۱۲۱۲۳۴۵۶۷'])(
    'reads the mobile %s as 09121234567',
    (to) => {
      expect(recipientKey('sms', to)).toBe('09121234567');
    },
  );

  it('compares addresses case-insensitively and ignores spaces around them', () => {
    expect(recipientKey('mail', ' Reza@Example.com')).toBe('reza@example.com');
  });
});
