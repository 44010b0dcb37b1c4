import { describe, expect, it } from 'vitest';
import { cookiesOf, expiredTokenCookie, redirectWithCookies } from './forward-cookies.ts';

// What the API answers a login: two cookies (one with an Expires date, which holds a comma) and other headers.
function apiAnswer(): Headers {
  const headers = new Headers({ 'content-type': 'application/json', 'content-length': '120', 'x-request-id': 'r1' });
  headers.append('set-cookie', 'token=abc; Path=/; Expires=Fri, 31 Dec 9999 23:59:59 GMT; HttpOnly; SameSite=Lax');
  headers.append('set-cookie', 'other=1; Path=/');
  return headers;
}

describe('cookiesOf', () => {
  it('copies every Set-Cookie of the API answer as its own header, commas in dates intact', () => {
    expect(cookiesOf(apiAnswer()).getSetCookie()).toEqual([
      'token=abc; Path=/; Expires=Fri, 31 Dec 9999 23:59:59 GMT; HttpOnly; SameSite=Lax',
      'other=1; Path=/',
    ]);
  });

  it('passes nothing else of the API answer on to the page response', () => {
    const headers = cookiesOf(apiAnswer());
    expect(new Set(headers.keys())).toEqual(new Set(['set-cookie']));
  });

  it('joins several answers and ignores missing ones', () => {
    const cleared = new Headers({ 'set-cookie': 'token=; Max-Age=0; Path=/' });
    expect(cookiesOf(undefined, apiAnswer(), cleared).getSetCookie()).toHaveLength(3);
    expect(cookiesOf(new Headers()).getSetCookie()).toEqual([]);
  });
});

describe('redirectWithCookies', () => {
  it('answers 303 to the target with the API cookies, so the browser stores the session and GETs the page', () => {
    const response = redirectWithCookies('/panel/profile', apiAnswer());
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/panel/profile');
    expect(response.headers.getSetCookie()[0]).toMatch(/^token=abc;/);
  });
});

describe('expiredTokenCookie', () => {
  it('expires the token cookie on the path the API set it, Secure only over https', () => {
    expect(expiredTokenCookie(new URL('http://127.0.0.1/panel'))).toMatch(/^token=; Path=\/; Max-Age=0;.*HttpOnly/);
    expect(expiredTokenCookie(new URL('http://127.0.0.1/panel'))).not.toContain('Secure');
    expect(expiredTokenCookie(new URL('https://shahrbazar.example/panel'))).toContain('; Secure');
  });
});
