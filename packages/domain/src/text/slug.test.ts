import { describe, expect, it } from 'vitest';
import { makeSlugId, slugOf } from './slug.ts';

describe('slugOf', () => {
  it('keeps Persian words, folds Arabic letters and digits, and joins words with hyphens', () => {
    expect(slugOf('پژو ۲۰۶ مدل ۱۴۰۲، تميز و بي‌رنگ!')).toBe('پژو-206-مدل-1402-تمیز-و-بی-رنگ');
  });

  it('never answers an empty slug', () => {
    expect(slugOf('!!! ؟؟؟')).toBe('item');
  });

  it('is at most 80 characters and does not end in a hyphen', () => {
    const slug = slugOf('آپارتمان '.repeat(30));
    expect(slug.length).toBeLessThanOrEqual(80);
    expect(slug.endsWith('-')).toBe(false);
  });
});

describe('makeSlugId', () => {
  it('makes ids of the asked length from unambiguous letters and digits', () => {
    const id = makeSlugId((size) => Uint8Array.from({ length: size }, (_, i) => i * 37), 8);
    expect(id).toMatch(/^[a-km-zA-HJ-NP-Z2-9]{8}$/);
  });
});
