import { describe, it, expect } from 'vitest';
import { BoothType, FileType, ProductAvailability, ProductType, SectionAdType } from './listing.ts';
import { expectLabelled } from './expect-labelled.ts';

describe('listing enumerations', () => {
  it('use the spec values', () => {
    expect(BoothType.values).toEqual(['shop', 'jewelry', 'realEstate', 'autoExpo']);
    expect(ProductType.values).toEqual(['shop', 'jewelry', 'realEstate', 'autoExpo', 'special', 'all']);
    expect(SectionAdType.values).toEqual(['clinic', 'lawyer']);
    expect(FileType).toMatchObject({ image: 0, video: 1 });
    expect(ProductAvailability.values).toEqual(['available', 'unavailable']);
  });

  it('label every value in both locales', () => {
    for (const e of [BoothType, ProductType, SectionAdType, FileType, ProductAvailability]) expectLabelled(e);
    expect(BoothType.label('autoExpo', 'fa')).toBe('نمایشگاه خودرو');
  });

  it('rejects an unknown booth type', () => {
    expect(BoothType.is('special')).toBe(false);
    expect(ProductType.is('special')).toBe(true);
  });
});
