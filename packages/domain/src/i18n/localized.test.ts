import { describe, expect, it } from 'vitest';
import { localized } from './localized.ts';

describe('localized', () => {
  it('answers the English value on the English site', () => {
    expect(localized('en', 'کالای دیجیتال', 'Digital goods')).toBe('Digital goods');
  });
  it('answers the Persian value on the Persian site, even when an English one is set', () => {
    expect(localized('fa', 'کالای دیجیتال', 'Digital goods')).toBe('کالای دیجیتال');
  });
  it('falls back to Persian when no English value is set (empty, blank or missing)', () => {
    expect(localized('en', 'اردبیل', '')).toBe('اردبیل');
    expect(localized('en', 'اردبیل', '  ')).toBe('اردبیل');
    expect(localized('en', 'اردبیل', undefined)).toBe('اردبیل');
  });
});
