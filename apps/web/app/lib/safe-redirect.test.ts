import { describe, expect, it } from 'vitest';
import { safeRedirectPath } from './safe-redirect.ts';

describe('safeRedirectPath', () => {
  it('keeps same-site paths with their query', () => {
    expect(safeRedirectPath('/ads/list/1?page=2')).toBe('/ads/list/1?page=2');
  });

  it('gives the normalised path (dot segments resolved) when it stays on this site', () => {
    expect(safeRedirectPath('/a/../ads')).toBe('/ads');
  });

  it.each([
    'https://evil.example/phish',
    '//evil.example/phish',
    '/\\evil.example/phish',
    'javascript:alert(1)',
    'ads',
    '/\t/evil.example',
    '/..//evil.example',
    '/a/..//evil.example/x',
    '/%2e%2e//evil.example',
    '/%2E%2E//evil.example',
    '/./..//evil.example',
    '/.%2e//evil.example',
    '',
    null,
  ])('falls back to / for %j', (to) => {
    expect(safeRedirectPath(to)).toBe('/');
  });
});
