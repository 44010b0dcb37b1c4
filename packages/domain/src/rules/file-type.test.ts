import { describe, it, expect } from 'vitest';
import { fileTypeOfMime } from './file-type.ts';

describe('fileTypeOfMime', () => {
  it('recognises jpeg, png, gif, bmp and webp as images', () => {
    for (const mime of ['image/jpeg', 'image/png', 'image/gif', 'image/bmp', 'image/webp']) {
      expect(fileTypeOfMime(mime)).toBe(0);
    }
  });

  it('recognises mp4, avi and mov as videos', () => {
    for (const mime of ['video/mp4', 'video/x-msvideo', 'video/avi', 'video/quicktime']) {
      expect(fileTypeOfMime(mime)).toBe(1);
    }
  });

  it('ignores case and parameters', () => {
    expect(fileTypeOfMime('IMAGE/PNG')).toBe(0);
    expect(fileTypeOfMime('video/mp4; codecs="avc1"')).toBe(1);
  });

  it('refuses anything else', () => {
    for (const mime of [
      'image/svg+xml',
      'application/pdf',
      'video/webm',
      'text/html',
      '',
      null,
      undefined,
      'toString',
    ]) {
      expect(fileTypeOfMime(mime)).toBeNull();
    }
  });
});
