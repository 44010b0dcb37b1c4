import type { Locale } from '../i18n/locale.ts';

/**
 * Items shown as one run of text in the locale: «الف، ب، ج» in Persian, "a, b, c" in English (the Persian comma only
 * where Persian is read). Not for a field's editable value, which its own parser splits.
 */
export function listText(items: readonly string[], locale: Locale): string {
  return items.join(locale === 'fa' ? '، ' : ', ');
}
