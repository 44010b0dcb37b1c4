/** The two locales of the product; Persian is the default. */
export const LOCALES = ['fa', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'fa';
/** Name of the cookie that remembers the chosen locale. */
export const LOCALE_COOKIE = 'locale';

/** Whether a value is one of our locales. */
export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** Text direction of a locale: Persian is right to left. */
export function directionOf(locale: Locale): 'rtl' | 'ltr' {
  return locale === 'fa' ? 'rtl' : 'ltr';
}

/** A text in both locales (labels of enumerations, messages). */
export interface Label {
  fa: string;
  en: string;
}

/**
 * Picks the locale from an explicit choice (cookie or ?lang) first, then the Accept-Language header, else Persian.
 * Accept-Language is read in order of its q values; only the primary subtag counts ("en-US" is English).
 */
export function resolveLocale(choice: string | undefined | null, acceptLanguage?: string | null): Locale {
  if (isLocale(choice)) return choice;
  if (acceptLanguage) {
    const ranked = acceptLanguage
      .split(',')
      .map((part, index) => {
        const [tag = '', ...params] = part.trim().split(';');
        const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
        return { tag: tag.toLowerCase().split('-')[0] ?? '', q: q ? Number(q.slice(2)) : 1, index };
      })
      .filter((entry) => entry.q > 0 && !Number.isNaN(entry.q))
      .sort((a, b) => b.q - a.q || a.index - b.index);
    for (const entry of ranked) if (isLocale(entry.tag)) return entry.tag;
  }
  return DEFAULT_LOCALE;
}
