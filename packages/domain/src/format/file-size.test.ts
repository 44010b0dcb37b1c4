import { describe, expect, it } from 'vitest';
import { formatFileSize } from './file-size.ts';

describe('formatFileSize', () => {
  it('writes bytes, whole kilobytes and megabytes with one decimal, in Persian digits', () => {
    expect(formatFileSize(850, 'fa')).toBe('۸۵۰ بایت');
    expect(formatFileSize(348_160, 'fa')).toBe('۳۴۰ کیلوبایت');
    expect(formatFileSize(1_258_291, 'fa')).toBe('۱٫۲ مگابایت');
    expect(formatFileSize(50 * 1024 * 1024, 'fa')).toBe('۵۰ مگابایت');
  });

  it('writes English with Latin digits', () => {
    expect(formatFileSize(0, 'en')).toBe('0 bytes');
    expect(formatFileSize(1_258_291, 'en')).toBe('1.2 MB');
    expect(formatFileSize(1023 * 1024 + 600, 'en')).toBe('1,024 KB');
  });

  it('gives nothing for impossible sizes', () => {
    expect(formatFileSize(-1, 'fa')).toBe('');
    expect(formatFileSize(Number.NaN, 'en')).toBe('');
  });
});
