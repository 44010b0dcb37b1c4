import { describe, expect, it } from 'vitest';
import { localeOfRequest } from './locale.server.ts';

const request = (headers: Record<string, string>) => new Request('http://localhost/', { headers });

describe('localeOfRequest', () => {
  it('is Persian for a first visit, even from a phone set to English', () => {
    expect(localeOfRequest(request({}))).toBe('fa');
    expect(localeOfRequest(request({ 'accept-language': 'en-US,en;q=0.9' }))).toBe('fa');
  });

  it('follows the locale cookie the language switch sets', () => {
    expect(localeOfRequest(request({ cookie: 'a=1; locale=en' }))).toBe('en');
    expect(localeOfRequest(request({ cookie: 'locale=fa', 'accept-language': 'en' }))).toBe('fa');
  });

  it('ignores a cookie value that is not one of our locales', () => {
    expect(localeOfRequest(request({ cookie: 'locale=de' }))).toBe('fa');
  });
});
