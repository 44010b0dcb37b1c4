import type { fa } from '../locales/catalogues.ts';

// Typed keys: `t('home.searchPlaceholder')` is checked against fa.json at compile time.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof fa };
  }
}
