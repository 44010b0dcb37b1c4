import { useTranslation } from './use-translation.tsx';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@shahrbazar/domain/i18n/locale';

/** The page's locale (fa or en), for formatting numbers and dates. */
export function useLocale(): Locale {
  const { i18n } = useTranslation();
  return isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE;
}
