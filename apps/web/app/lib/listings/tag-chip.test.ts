import { describe, expect, it } from 'vitest';
import { tagChipHref } from './tag-chip.ts';

describe('tagChipHref', () => {
  it("links a tag chip to the tag's page", () => {
    expect(tagChipHref({ title: 'فوری', slug: 'فوری' }, '/ads/list/ardabil')).toBe('/tags/فوری');
    expect(tagChipHref({ title: 'Second hand', slug: 'second-hand' }, '/ads/list')).toBe('/tags/second-hand');
  });

  it("searches the section's list for a tag without a slug", () => {
    expect(tagChipHref({ title: 'نو' }, '/ads/list/ardabil')).toBe(`/ads/list/ardabil?q=${encodeURIComponent('نو')}`);
  });
});
