import { describe, expect, it } from 'vitest';
import { asciiAddress, pathSegment } from './path-segment.ts';

describe('pathSegment', () => {
  it('keeps Persian letters and digits as they are', () => {
    expect(pathSegment('آپارتمان-۸۵-متری')).toBe('آپارتمان-۸۵-متری');
    expect(pathSegment('phone-a54_v2.1~x')).toBe('phone-a54_v2.1~x');
  });

  it('encodes what a path would misread, and invisible joiners', () => {
    expect(pathSegment('a/b?c#d%e f')).toBe('a%2Fb%3Fc%23d%25e%20f');
    expect(pathSegment('می\u200cخواهم')).toBe('می%E2%80%8Cخواهم');
    expect(pathSegment('"<x>"')).toBe('%22%3Cx%3E%22');
  });

  it('is read back by the URL parser as the same segment', () => {
    for (const slug of ['گوشی-سامسونگ-a54', 'x/y?z', 'می\u200cخواهم', 'ك-ي', '😀']) {
      const url = new URL(`/ads/${pathSegment(slug)}/abc`, 'http://localhost');
      expect(decodeURIComponent(url.pathname.split('/')[2]!)).toBe(slug);
    }
  });
});

describe('asciiAddress', () => {
  it('percent-encodes what is not ASCII and leaves escapes as they are', () => {
    const address = `/ads/${pathSegment('گوشی-۱۰۰٪ a/b')}/abc`;
    expect(asciiAddress(address)).toBe(`/ads/${encodeURIComponent('گوشی-۱۰۰٪ a/b')}/abc`);
    expect(() => new Headers({ location: asciiAddress(address) })).not.toThrow();
    expect(asciiAddress('/tags/😀?q=%25')).toBe('/tags/%F0%9F%98%80?q=%25');
    expect(asciiAddress('/a b\tc')).toBe('/a%20b%09c');
  });
});
