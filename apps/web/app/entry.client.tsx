import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { reportBoundaryError } from './lib/error-reports.tsx';
import { I18nProvider } from './lib/use-translation.tsx';
import { DEFAULT_LOCALE, isLocale } from '@shahrbazar/domain/i18n/locale';
import { CATALOGUE_ELEMENT_ID, CATALOGUE_PATH, createI18n, type Catalogue } from './lib/i18n.ts';
import type { VerticalKey } from './lib/listings/define-vertical.ts';
import { DETAIL_PART_KEYS, detailParts } from './verticals/detail-parts.ts';
import { PAGE_PART_NAMES, pageParts, type PagePartName } from './components/listings/page-parts.ts';

// The server rendered <html lang> and inlined that locale's catalogue (root.tsx): hydrate with exactly those, so
// the first client render matches the server's. A change of locale reloads the document (routes/locale.ts).
const lang = document.documentElement.lang;
const locale = isLocale(lang) ? lang : DEFAULT_LOCALE;

/** The whole catalogue of the locale, by the page's catalogue version (kept for a year). */
function wholeCatalogue(version: string): Promise<Catalogue | undefined> {
  return fetch(`${CATALOGUE_PATH}/${locale}?v=${version}`)
    .then((res) => (res.ok ? (res.json() as Promise<Catalogue>) : undefined))
    .catch(() => undefined);
}

/**
 * Resolves once the parser has read the whole document. This script is an async module: with its files cached and
 * the HTML still arriving over a slow network it runs before the parser reaches the catalogue inlined after it, and
 * would read half of it (a page that never came alive).
 */
function documentParsed(): Promise<void> {
  if (document.readyState !== 'loading') return Promise.resolve();
  return new Promise((resolve) => document.addEventListener('DOMContentLoaded', () => resolve(), { once: true }));
}

/**
 * A listing's page draws its vertical's own blocks (a doctor's «رزرو نوبت») from a chunk of their own, which the
 * server's render had: the page hydrates once that chunk is here too. Hydrated without it, the blocks waited in a
 * Suspense boundary that React threw away when anything above it changed, and a tap on a vanished button was lost
 * (ADR 0068). Until then the server's HTML works as plain links and forms.
 */
function verticalPartsOfThePage(): Promise<unknown> {
  const key = document.querySelector<HTMLElement>('[data-vertical-parts]')?.dataset.verticalParts;
  if (!key || !DETAIL_PART_KEYS.includes(key as VerticalKey)) return Promise.resolve();
  return detailParts(key as VerticalKey).catch(() => undefined);
}

/**
 * The blocks only some visitors see (a listing's page's: the owner's purchases, a signed-in visitor's forms; the
 * header's actions of a signed-in person), each in a chunk of their own: as the vertical's blocks, loaded before the
 * page hydrates when the server drew them (ADR 0129).
 */
function pagePartsOfThePage(): Promise<unknown> {
  // The header's (a signed-in person's actions) and a listing's page's.
  const names = [...document.querySelectorAll<HTMLElement>('[data-page-parts]')].flatMap(
    (element) => element.dataset.pageParts?.split(' ') ?? [],
  );
  return Promise.all(
    names
      .filter((name): name is PagePartName => PAGE_PART_NAMES.includes(name as PagePartName))
      .map((name) => pageParts(name).catch(() => undefined)),
  );
}

async function start() {
  await documentParsed();
  const parts = Promise.all([verticalPartsOfThePage(), pagePartsOfThePage()]);
  const element = document.getElementById(CATALOGUE_ELEMENT_ID);
  const version = element?.dataset.version ?? '';
  let inlined: Catalogue | undefined;
  try {
    inlined = JSON.parse(element?.textContent || '{}') as Catalogue;
  } catch {
    inlined = undefined;
  }
  // The page carried only the words its server render used; the rest (menus opened later, other pages) comes now
  // and components render again when it is added (useTranslation). Were the inlined words unreadable, the
  // whole catalogue is waited for instead: a page in the right words a moment later beats a page that never lives.
  const whole = wholeCatalogue(version);
  const i18n = createI18n(locale, inlined ?? (await whole) ?? ({} as Catalogue));
  void whole.then((catalogue) => {
    if (catalogue && inlined) i18n.addResourceBundle(catalogue);
  });

  await parts;
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <I18nProvider i18n={i18n}>
          {/* What an error boundary shows is reported when the page has a reporter (ADR 0087). */}
          <HydratedRouter onError={reportBoundaryError} />
        </I18nProvider>
      </StrictMode>,
    );
  });
}

void start();
