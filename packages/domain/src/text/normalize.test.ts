import { describe, it, expect } from 'vitest';
import { normalizeForSearch } from './normalize.ts';

describe('normalizeForSearch', () => {
  it('folds Arabic yeh and kaf to Persian', () => {
    expect(normalizeForSearch('كتاب')).toBe(normalizeForSearch('کتاب'));
    expect(normalizeForSearch('كتاب')).toBe('کتاب');
    expect(normalizeForSearch('علي')).toBe('علی');
    expect(normalizeForSearch('موسى')).toBe('موسی');
  });

  it('equates the ezafe written ۀ and هٔ (ه with a hamza above), as ه', () => {
    expect(normalizeForSearch('خانۀ')).toBe('خانه');
    expect(normalizeForSearch('خانهٔ')).toBe('خانه');
    // ۀ written decomposed (U+06D5 U+0654) is the same letter.
    expect(normalizeForSearch('خان\u06D5\u0654')).toBe('خانه');
    expect(normalizeForSearch('نامۀ اداری')).toBe(normalizeForSearch('نامهٔ اداری'));
  });

  it('writes Persian and Arabic digits as ASCII', () => {
    expect(normalizeForSearch('۱۴۰۲')).toBe('1402');
    expect(normalizeForSearch('٢٠٢٤')).toBe('2024');
  });

  it('treats ZWNJ, ZWJ, NBSP and other spaces as one space', () => {
    expect(normalizeForSearch('لپ‌تاپ')).toBe(normalizeForSearch('لپ تاپ'));
    expect(normalizeForSearch('لپ\u200Dتاپ')).toBe('لپ تاپ');
    expect(normalizeForSearch('لپ\u00A0تاپ')).toBe('لپ تاپ');
    expect(normalizeForSearch('a\u2009\u3000b')).toBe('a b');
    expect(normalizeForSearch('  گوشی   \t\n  سامسونگ  ')).toBe('گوشی سامسونگ');
  });

  it('removes tatweel, diacritics and direction marks', () => {
    expect(normalizeForSearch('كـــتاب')).toBe('کتاب');
    expect(normalizeForSearch('مُحَمَّد')).toBe('محمد');
    expect(normalizeForSearch('کتابً')).toBe('کتاب');
    expect(normalizeForSearch('\u200Fسلام')).toBe('سلام');
  });

  it('lowercases Latin and folds full-width and presentation forms', () => {
    expect(normalizeForSearch('iPhone 15 PRO')).toBe('iphone 15 pro');
    expect(normalizeForSearch('ＡＢＣ')).toBe('abc');
    expect(normalizeForSearch('\uFEEB\uFEE0\uFEEE')).toBe('هلو');
  });

  it('keeps an empty text empty', () => {
    expect(normalizeForSearch('   ')).toBe('');
  });
});
