import { LOCALE_COOKIE, resolveLocale, type Locale } from '@shahrbazar/domain/i18n/locale';
import { readCookie } from './cookies.ts';

/**
 * The visitor's locale for this request: the `locale` cookie set by the header's switch, else Persian. The
 * browser's Accept-Language is deliberately ignored: many phones in Iran run an English system language while
 * their owners read Persian, and the product is Persian first (English is a choice, remembered in the cookie).
 * entry.server and every loader call this, so they always agree.
 */
export function localeOfRequest(request: Request): Locale {
  return resolveLocale(readCookie(request.headers.get('cookie'), LOCALE_COOKIE));
}
