import type { Locale } from '@shahrbazar/domain/i18n/locale';
import type { ApiClient } from '../../../lib/api-client.ts';
import type { ListingCard } from '../../../lib/listings/types.ts';

/** A booth's product cards for its page and where "more" continues (products land with the booth manager). */
export async function boothProductCards(
  _api: ApiClient,
  _booth: { id: number; name: string },
  _locale: Locale,
  _url: URL,
): Promise<{ cards: ListingCard[]; moreHref: string | null }> {
  return { cards: [], moreHref: null };
}
