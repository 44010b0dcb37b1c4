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

const RENDITIONS = [
  ['thumb', 240],
  ['medium', 640],
  ['large', 1280],
] as const;

/**
 * The srcset of an uploaded image's three WebP renditions (the API names them `<base>-thumb|medium|large.webp`),
 * made from the address of one of them; undefined for an address not so named. A card carries only its `src` and
 * draws the srcset with this, rather than every card of a page repeating its address four times (ADR 0046).
 */
export function renditionsSrcSet(src: string): string | undefined {
  const match = /^(.+)-(?:thumb|medium|large)\.webp$/.exec(src);
  if (!match) return undefined;
  return RENDITIONS.map(([size, width]) => `${match[1]}-${size}.webp ${width}w`).join(', ');
}

/** A user's avatar, or the default avatar. */
export function avatarSrc(avatar: string | null | undefined): string {
  return mediaSrc(avatar, DEFAULT_AVATAR_SRC);
}
