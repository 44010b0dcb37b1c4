import { describe, expect, it } from 'vitest';
import { DEFAULT_AVATAR } from '@shahrbazar/domain/api/user.schema';
import { avatarSrc, DEFAULT_AVATAR_SRC, mediaSrc, NO_PIC_SRC } from './media.ts';

describe('avatarSrc', () => {
  it('is the domain default avatar, made absolute', () => {
    expect(DEFAULT_AVATAR_SRC).toBe(`/${DEFAULT_AVATAR}`);
    expect(avatarSrc(DEFAULT_AVATAR)).toBe('/images/avatars/default.jpg');
  });

  it('keeps absolute paths and http(s) addresses', () => {
    expect(avatarSrc('/images/avatars/x-large.webp')).toBe('/images/avatars/x-large.webp');
    expect(avatarSrc('https://cdn.shahrbazar.example/a.webp')).toBe('https://cdn.shahrbazar.example/a.webp');
  });

  it.each(['', null, undefined, 'javascript:alert(1)', '//evil.example/a.png', 'data:image/png;base64,AAAA'])(
    'falls back to the default for %j',
    (value) => {
      expect(avatarSrc(value)).toBe(DEFAULT_AVATAR_SRC);
    },
  );

  it('uses the spec placeholder for other media', () => {
    expect(mediaSrc('')).toBe(NO_PIC_SRC);
    expect(mediaSrc('images/documents/a.webp')).toBe('/images/documents/a.webp');
  });
});
