import type { Locale } from '@shahrbazar/domain/i18n/locale';
import type { ApiClient } from '../../lib/api-client.ts';
import { catalogues } from '../../lib/i18n.server.ts';
import type { WebVertical } from '../../lib/listings/define-vertical.ts';
import type { ListingCard } from '../../lib/listings/types.ts';
import { cardOf } from '../../lib/listings/view.server.ts';

/**
 * The cards of a section's ads shown now (ADR 0042), in the city when one is chosen, each marked «تبلیغ»; none for a
 * vertical that sells no section ads. A failure to read them leaves the page without them rather than failing it.
 */
export async function sectionAdCards(
  api: ApiClient,
  vertical: WebVertical,
  city: string | undefined,
  locale: Locale,
): Promise<ListingCard[]> {
  if (!vertical.sectionAds) return [];
  const shown = await api
    .GET('/api/v1/section-ads/{type}', { params: { path: { type: vertical.sectionAds }, query: { city } } })
    .catch(() => ({ items: [] }));
  const marker = catalogues[locale].sectionAds.marker;
  return shown.items.map((item) => ({ ...cardOf(vertical, item, locale), special: marker, urgent: null }));
}
