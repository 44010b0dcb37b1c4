/** The renditions the API stores of an uploaded image, beside the largest one it names (`…-large.webp`). */
export type ImageVariant = 'large' | 'medium' | 'thumb';

const LARGE = /-large\.webp$/;

/**
 * The address of another rendition of an uploaded image: the API stores them side by side (`x-large.webp`,
 * `x-medium.webp`, `x-thumb.webp`). Any other address (a placeholder, an old image) is given back unchanged.
 */
export function imageVariant(path: string, variant: ImageVariant): string {
  return LARGE.test(path) ? path.replace(LARGE, `-${variant}.webp`) : path;
}

/** Whether the address follows the renditions' naming (so a srcset can offer the smaller ones). */
export function hasVariants(path: string): boolean {
  return LARGE.test(path);
}
