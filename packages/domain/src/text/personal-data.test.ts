import { describe, expect, it } from 'vitest';
import { PERSONAL_DATA_PATTERNS, SECRET_FIELD, scrubPersonalData } from './personal-data.ts';

describe('scrubPersonalData', () => {
  it('replaces an Iranian mobile number in Latin, Persian and Arabic-Indic digits, with or without a country code', () => {
    expect(scrubPersonalData('no user for 09121234567')).toBe('no user for [mobile]');
    expect(scrubPersonalData('کاربری با ۰۹۱۲۱۲۳۴۵۶۷ نیست')).toBe('کاربری با [mobile] نیست');
    expect(scrubPersonalData('٠٩١٢١٢٣٤٥٦٧')).toBe('[mobile]');
    expect(scrubPersonalData('call +989121234567 or 00989121234567')).toBe('call [mobile] or [mobile]');
    expect(scrubPersonalData('0912 123 4567 / 0912-123-4567')).toBe('[mobile] / [mobile]');
    expect(scrubPersonalData('mobile=09121234567&x=1')).toBe('mobile=[mobile]&x=1');
  });

  it('replaces national codes and other long numbers, bank cards and IBANs', () => {
    expect(scrubPersonalData('national code 0012345678 refused')).toBe('national code [number] refused');
    expect(scrubPersonalData('کد ملی ۰۰۱۲۳۴۵۶۷۸')).toBe('کد ملی [number]');
    expect(scrubPersonalData('card 6037-9911-2345-6789')).toBe('card [card]');
    expect(scrubPersonalData('IR820540102680020817909002')).toBe('[iban]');
  });

  it('keeps short numbers: ids, amounts, years, codes of errors', () => {
    expect(scrubPersonalData('order 1234 of 250000 toman in 1403 (HTTP 502)')).toBe(
      'order 1234 of 250000 toman in 1403 (HTTP 502)',
    );
  });

  it('replaces e-mail addresses, bearer tokens, secrets in query strings and long opaque tokens', () => {
    expect(scrubPersonalData('sent to ali.rezaei@example.ir')).toBe('sent to [email]');
    expect(scrubPersonalData('Authorization: Bearer abc.def.ghi')).toBe('Authorization: Bearer [token]');
    expect(scrubPersonalData('/api/v1/payments/callback?Authority=A0000123&Status=OK')).toBe(
      '/api/v1/payments/callback?Authority=[filtered]&Status=OK',
    );
    expect(scrubPersonalData('/reset?token=xyz&code=123456')).toBe('/reset?token=[filtered]&code=[filtered]');
    const session = 'Zr3x9Q_kP2mVt7Lw0aB4cD8eF1gH5iJ6kL9mN2oP3qR';
    expect(scrubPersonalData(`session ${session} expired`)).toBe('session [token] expired');
  });

  it('keeps ordinary words and paths, even long ones without digits', () => {
    const text = "Cannot read properties of undefined (reading 'map') at /ads/apartment-for-rent-in-north-tehran";
    expect(scrubPersonalData(text)).toBe(text);
  });

  it('gives patterns a browser without lookbehind can compile (the inline reporter builds them with new RegExp)', () => {
    for (const [source] of PERSONAL_DATA_PATTERNS) {
      expect(source).not.toMatch(/\(\?<[=!]/);
      expect(() => new RegExp(source, 'g')).not.toThrow();
    }
  });
});

describe('SECRET_FIELD', () => {
  it('names the headers and fields never sent', () => {
    for (const name of ['cookie', 'Cookie', 'authorization', 'set-cookie', 'password', 'national_code', 'mobile']) {
      expect(SECRET_FIELD.test(name), name).toBe(true);
    }
    for (const name of ['user-agent', 'accept-language', 'code', 'status'])
      expect(SECRET_FIELD.test(name), name).toBe(false);
  });
});
