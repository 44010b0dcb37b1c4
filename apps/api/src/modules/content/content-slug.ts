import type { Label, Locale } from '@shahrbazar/domain/i18n/locale';
import { VALIDATION_MESSAGES } from '@shahrbazar/domain/i18n/validation-messages';
import { slugOf } from '@shahrbazar/domain/text/slug';
import { uniqueViolation } from '../../db/errors.ts';
import { AppError } from '../../http/app-error.ts';

/** The slug a page or post is stored under: the one given, else one made from the title (lower-case Latin). */
export function contentSlugOf(slug: string, title: string): string {
  return slug || slugOf(title).toLowerCase();
}

/** Runs a write; a slug already taken (the table's unique slug index) is the slug field's 409. */
export async function withUniqueSlug<T>(locale: Locale, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (uniqueViolation(error) !== undefined) {
      const label: Label = VALIDATION_MESSAGES.slugTaken;
      throw new AppError('conflict', label, { slug: label[locale] });
    }
    throw error;
  }
}
