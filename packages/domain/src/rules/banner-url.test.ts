import { describe, expect, it } from 'vitest';
import { isBannerUrl, isExternalBannerUrl } from './banner-url.ts';

describe('banner links', () => {
  it('are empty, a page of the site or an http(s) address, never a script or another scheme', () => {
    for (const ok of ['', '/ads/list', '/booth/kafsh?x=1', 'https://example.com/a', 'http://shop.ir']) {
      expect(isBannerUrl(ok), ok).toBe(true);
    }
    for (const bad of [
      'javascript:alert(1)',
      '//evil.example',
      '/\\evil',
      'ftp://x',
      'data:text/html,x',
      'ads',
      '/a b',
    ]) {
      expect(isBannerUrl(bad), bad).toBe(false);
    }
  });

  it('tell the addresses that leave the site', () => {
    expect(isExternalBannerUrl('https://shop.ir/x')).toBe(true);
    expect(isExternalBannerUrl('HTTP://shop.ir')).toBe(true);
    expect(isExternalBannerUrl('/ads')).toBe(false);
    expect(isExternalBannerUrl('')).toBe(false);
  });
});
