import { describe, expect, it } from 'vitest';
import type { Route } from './+types/locale';
import { action } from './locale.ts';

async function submit(fields: Record<string, string>): Promise<Response> {
  const request = new Request('http://shahrbazar.test/locale', { method: 'POST', body: new URLSearchParams(fields) });
  const result: unknown = await action({ request, params: {}, context: {} } as unknown as Route.ActionArgs);
  expect(result).toBeInstanceOf(Response);
  return result as Response;
}

describe('POST /locale', () => {
  it('sets the locale cookie for a year and sends the visitor back to the page they came from', async () => {
    const response = await submit({ locale: 'en', redirectTo: '/ads?page=2' });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/ads?page=2');
    const cookie = response.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^locale=en;/);
    expect(cookie).toContain('Path=/');
    expect(cookie).toContain('Max-Age=31536000');
    expect(cookie).toContain('SameSite=Lax');
  });

  it.each([
    'https://evil.example/',
    '//evil.example/',
    '/\\evil.example',
    '/..//evil.example',
    '/%2e%2e//evil.example',
  ])('never redirects off-site: %s lands on /', async (redirectTo) => {
    const response = await submit({ locale: 'fa', redirectTo });
    expect(response.headers.get('location')).toBe('/');
  });

  it('ignores an unknown locale instead of storing it', async () => {
    const response = await submit({ locale: 'de', redirectTo: '/' });
    expect(response.headers.get('set-cookie')).toBeNull();
  });
});
