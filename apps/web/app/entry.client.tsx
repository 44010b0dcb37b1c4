import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { I18nextProvider } from 'react-i18next';
import { DEFAULT_LOCALE, isLocale } from '@shahrbazar/domain/i18n/locale';
import { CATALOGUE_ELEMENT_ID, CATALOGUE_PATH, createI18n, type Catalogue } from './lib/i18n.ts';

// The server rendered <html lang> and inlined that locale's catalogue (root.tsx): hydrate with exactly those, so
// the first client render matches the server's. A change of locale reloads the document (routes/locale.ts).
const lang = document.documentElement.lang;
const locale = isLocale(lang) ? lang : DEFAULT_LOCALE;
const element = document.getElementById(CATALOGUE_ELEMENT_ID);
const catalogue = JSON.parse(element?.textContent ?? '{}') as Catalogue;
const i18n = createI18n(locale, catalogue);

// The page carried only the words its server render used; the rest (menus opened later, other pages) comes now, by
// the catalogue's version (kept for a year), and components render again when it is added (bindI18nStore 'added').
void fetch(`${CATALOGUE_PATH}/${locale}?v=${element?.dataset.version ?? ''}`)
  .then((res) => (res.ok ? (res.json() as Promise<Catalogue>) : undefined))
  .then((whole) => {
    if (whole) i18n.addResourceBundle(locale, 'translation', whole, true, false);
  })
  .catch(() => undefined);

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <HydratedRouter />
      </I18nextProvider>
    </StrictMode>,
  );
});
