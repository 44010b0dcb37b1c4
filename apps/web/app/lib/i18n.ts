import i18next, { type i18n } from 'i18next';
import type { Locale } from '@shahrbazar/domain/i18n/locale';
import type { fa } from '../locales/catalogues.ts';

/** The catalogue's shape is Persian's: fa.json is the source, en.json must have the same keys (tested). */
export type Catalogue = typeof fa;

/** Id of the JSON script that carries the page's catalogue from the server render to hydration. */
export const CATALOGUE_ELEMENT_ID = 'i18n-catalogue';

/**
 * A fresh i18next instance for one locale and its catalogue. The server makes one per request (no global that
 * requests could share); the browser makes one at hydration. Synchronous: resources are given, nothing loads.
 */
export function createI18n(locale: Locale, catalogue: Catalogue): i18n {
  const instance = i18next.createInstance({
    lng: locale,
    fallbackLng: false,
    resources: { [locale]: { translation: catalogue } },
    initAsync: false,
    interpolation: { escapeValue: false }, // React escapes
    react: { useSuspense: false },
  });
  void instance.init();
  return instance;
}

/** JSON for an inline `<script type="application/json">`: `<` escaped so the text cannot close the script. */
export function serializeForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
