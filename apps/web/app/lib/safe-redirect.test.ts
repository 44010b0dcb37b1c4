import { describe, expect, it } from 'vitest';
import { safeRedirectPath } from './safe-redirect.ts';

describe('safeRedirectPath', () => {
  it('keeps same-site paths with their query', () => {
    expect(safeRedirectPath('/ads/list/1?page=2')).toBe('/ads/list/1?page=2');
  });

  it.each([
    'https://evil.example/phish',
    '//evil.example/phish',
    '/\\evil.example/phish',
    'javascript:alert(1)',
    'ads',
    '/\t/evil.example',
    '',
    null,
  ])('falls back to / for %j', (to) => {
    expect(safeRedirectPath(to)).toBe('/');
  });
});
