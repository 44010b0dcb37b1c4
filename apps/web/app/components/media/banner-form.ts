import { isBannerUrl } from '@shahrbazar/domain/rules/banner-url';
import { textOf } from '../../lib/form-checks.ts';

/** What is wrong with a field, as a key of the catalogue's `media.validation` (or the core `validation`). */
export type BannerProblem =
  'media.validation.required' | 'media.validation.url' | 'media.validation.number' | 'validation.fileRequired';

/**
 * The banner form's check, in the browser and again in the action: a page and a place on it, a link the API will
 * take, whole numbers, and (creating) an image.
 */
export function checkBanner(form: FormData, options: { needsImage: boolean }): Record<string, BannerProblem> {
  const found: Record<string, BannerProblem> = {};
  if (!textOf(form, 'location')) found.location = 'media.validation.required';
  if (!textOf(form, 'section')) found.section = 'media.validation.required';
  if (!isBannerUrl(textOf(form, 'url'))) found.url = 'media.validation.url';
  for (const name of ['sortOrder', 'item_id'] as const) {
    const value = textOf(form, name);
    if (value && !/^\d{1,9}$/.test(value)) found[name] = 'media.validation.number';
  }
  if (options.needsImage) {
    const file = form.get('file');
    if (!(file instanceof File) || file.size === 0) found.file = 'validation.fileRequired';
  }
  return found;
}
