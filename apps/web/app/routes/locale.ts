import { redirect } from 'react-router';
import { isLocale, LOCALE_COOKIE, type Locale } from '@shahrbazar/domain/i18n/locale';
import type { Route } from './+types/locale';
import { safeRedirectPath } from '../lib/safe-redirect.ts';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

function localeCookie(locale: Locale, secure: boolean): string {
  return `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/**
 * The header's language switch: remembers the chosen locale in the `locale` cookie and sends the visitor back to
 * the page they were on. Only same-site paths are followed back; anything else lands on the home page.
 */
export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData().catch(() => new FormData());
  const locale = form.get('locale');
  const headers = new Headers();
  if (isLocale(locale)) headers.append('Set-Cookie', localeCookie(locale, new URL(request.url).protocol === 'https:'));
  // 303: the browser follows with a GET of the page, not a repeated POST.
  return redirect(safeRedirectPath(form.get('redirectTo')), { status: 303, headers });
}

/** Nothing to show at /locale itself. */
export function loader() {
  return redirect('/');
}
