import type { Locale } from './locale.ts';

/**
 * The value of a managed text (a category's title, a city's name, a site text) to show in `locale`: its English value
 * on the English site when one is set, else the Persian one (ADR 0045).
 */
export function localized(locale: Locale, fa: string, en: string | null | undefined): string {
  return locale === 'en' && en?.trim() ? en : fa;
}
