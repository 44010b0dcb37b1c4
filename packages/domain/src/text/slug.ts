import { normalizeForSearch } from './normalize.ts';

/**
 * The readable part of a listing's address from its title: normalised (Persian letters kept, Arabic forms folded,
 * digits ASCII), every run of other characters one '-', at most 80 characters; 'item' when nothing is left.
 */
export function slugOf(title: string): string {
  const slug = normalizeForSearch(title)
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
  return slug || 'item';
}

const ALPHABET = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/**
 * A short random id for a listing's address (`/ads/{slug}/{slugId}`), from letters and digits that are not easily
 * confused (no 0/O, 1/l/I). `random` gives bytes (crypto in production).
 */
export function makeSlugId(random: (size: number) => Uint8Array, length = 8): string {
  const bytes = random(length);
  let id = '';
  for (let i = 0; i < length; i++) id += ALPHABET[(bytes[i] ?? 0) % ALPHABET.length];
  return id;
}
