/**
 * The spec's default avatar (domain's DEFAULT_AVATAR, made absolute). Written out rather than imported: that module
 * holds zod schemas, which must stay out of the browser bundle (media.test.ts checks the two agree).
 */
export const DEFAULT_AVATAR_SRC = '/images/avatars/default.jpg';

/** The spec's placeholder image (section 9: /images/noPic.jpg). */
export const NO_PIC_SRC = '/images/noPic.jpg';

/**
 * The address of an uploaded file for an <img>: the API gives a public path, absolute ('/images/avatars/x.webp') or
 * relative as the spec's default avatar ('images/avatars/default.jpg'), which is made absolute so it works from any
 * page; an http(s) URL is kept; anything else (empty, javascript:, //host) gives the fallback.
 */
export function mediaSrc(path: string | null | undefined, fallback = NO_PIC_SRC): string {
  const value = path?.trim() ?? '';
  if (/^https?:\/\//i.test(value)) return value;
  if (value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\')) return value;
  if (/^[\w-]+(\/[\w.-]+)+$/.test(value)) return `/${value}`;
  return fallback;
}

/** A user's avatar, or the default avatar. */
export function avatarSrc(avatar: string | null | undefined): string {
  return mediaSrc(avatar, DEFAULT_AVATAR_SRC);
}
