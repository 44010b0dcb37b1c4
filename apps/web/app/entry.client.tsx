import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { I18nextProvider } from 'react-i18next';
import { DEFAULT_LOCALE, isLocale } from '@shahrbazar/domain/i18n/locale';
import { CATALOGUE_ELEMENT_ID, createI18n, type Catalogue } from './lib/i18n.ts';

// The server rendered <html lang> and inlined that locale's catalogue (root.tsx): hydrate with exactly those, so
// the first client render matches the server's. A change of locale reloads the document (routes/locale.ts).
const lang = document.documentElement.lang;
const locale = isLocale(lang) ? lang : DEFAULT_LOCALE;
const catalogue = JSON.parse(document.getElementById(CATALOGUE_ELEMENT_ID)?.textContent ?? '{}') as Catalogue;
const i18n = createI18n(locale, catalogue);

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
