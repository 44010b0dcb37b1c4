import { data } from 'react-router';
import { isLocale } from '@shahrbazar/domain/i18n/locale';
import type { Route } from './+types/catalogue';
import { catalogueVersions, catalogues } from '../lib/i18n.server.ts';

/**
 * A locale's whole catalogue as JSON (resource route). A page inlines only the words its render used (root.tsx); the
 * browser fetches the rest from here after hydration, by the catalogue's version, so it is kept for a year and
 * shared by every page (ADR 0030).
 */
export function loader({ params, url }: Route.LoaderArgs) {
  const locale = params.locale;
  if (!isLocale(locale)) throw data(null, { status: 404 });
  const current = url.searchParams.get('v') === catalogueVersions[locale];
  return new Response(JSON.stringify(catalogues[locale]), {
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control': current ? 'public, max-age=31536000, immutable' : 'public, max-age=60',
    },
  });
}
