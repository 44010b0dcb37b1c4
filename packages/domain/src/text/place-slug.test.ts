import { describe, expect, it } from 'vitest';
import { isPlaceSlug, PLACE_SLUG_MAX } from './place-slug.ts';

describe('isPlaceSlug', () => {
  it('accepts lower-case Latin words joined by single hyphens', () => {
    for (const slug of ['ardabil', 'east-azerbaijan', 'tazeh-kand-e-angut', 'zone-2'])
      expect(isPlaceSlug(slug)).toBe(true);
  });

  it('refuses capitals, spaces, Persian, doubled or outer hyphens, and overlong slugs', () => {
    for (const slug of [
      '',
      'Ardabil',
      'east azerbaijan',
      'اردبیل',
      'a--b',
      '-a',
      'a-',
      'a_b',
      'a'.repeat(PLACE_SLUG_MAX + 1),
    ]) {
      expect(isPlaceSlug(slug), slug).toBe(false);
    }
  });
});
