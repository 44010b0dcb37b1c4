import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import { DEFAULT_LOCALE } from '@shahrbazar/domain/i18n/locale';
import { createI18n, type I18n, type TFunction } from './i18n.ts';

// Outside a provider (a unit test rendering a bare component) every key reads as itself, as react-i18next did.
const I18nContext = createContext<I18n>(createI18n(DEFAULT_LOCALE, {}));

/** The render tree's translator: entry.server makes one per request, entry.client one at hydration. */
export function I18nProvider({ i18n, children }: { i18n: I18n; children?: ReactNode }) {
  return <I18nContext value={i18n}>{children}</I18nContext>;
}

/**
 * The translator of the render tree. `t` is the same function from render to render until words are added (the rest
 * of the catalogue after hydration, entry.client): then the component draws again with a new `t`.
 */
export function useTranslation(): { t: TFunction; i18n: I18n } {
  const i18n = useContext(I18nContext);
  const t = useSyncExternalStore(
    i18n.subscribe,
    () => i18n.t,
    () => i18n.t,
  );
  return { t, i18n };
}
