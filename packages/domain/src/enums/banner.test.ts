import { describe, expect, it } from 'vitest';
import { BANNER_IMAGE, BannerLocation, BannerSection } from './banner.ts';
import { expectLabelled } from './expect-labelled.ts';

describe('banner places', () => {
  it('name pages by the names of their paths and places on them', () => {
    expect(BannerLocation.values).toEqual([
      'home',
      'booth',
      'product',
      'ads',
      'advertise',
      'expert',
      'work',
      'doctor',
      'lawyer',
    ]);
    expect(BannerSection.values).toEqual(['top', 'middle', 'bottom', 'aside']);
    expect(BannerLocation.is('home')).toBe(true);
    expect(BannerLocation.is('nowhere')).toBe(false);
  });

  it('label every place in Persian and English', () => {
    expectLabelled(BannerLocation);
    expectLabelled(BannerSection);
    expect(BannerLocation.label(BannerLocation.home, 'fa')).toBe('صفحه اصلی');
  });

  it('keep banners three times as wide as high', () => {
    expect(BANNER_IMAGE.width / BANNER_IMAGE.height).toBe(3);
  });
});
