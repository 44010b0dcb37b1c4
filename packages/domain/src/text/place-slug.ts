/** A place's slug (states, cities): lower-case Latin letters and digits in words joined by single hyphens. */
export const PLACE_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const PLACE_SLUG_MAX = 80;

/** Whether a text is a place slug as stored ("east-azerbaijan"), at most 80 characters. */
export function isPlaceSlug(text: string): boolean {
  return text.length <= PLACE_SLUG_MAX && PLACE_SLUG_PATTERN.test(text);
}
