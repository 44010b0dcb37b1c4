import type { Locale } from '@shahrbazar/domain/i18n/locale';
import { listingListPath } from '@shahrbazar/domain/rules/listing-filter';
import type { ApiClient } from '../api-client.ts';
import { catalogues } from '../i18n.server.ts';
import { HOME_VERTICALS } from '../../verticals/registry.ts';
import type { VerticalListing } from './define-vertical.ts';
import type { ListingCard } from './types.ts';
import { cardOf, fill } from './view.server.ts';

/** How many special and how many newest listings a home block shows (its list has the rest). */
export const HOME_BLOCK_SIZE = 4;

/** One vertical's block on the home page: its special listings and its newest, in the visitor's city. */
export interface HomeBlock {
  key: string;
  specialTitle: string;
  special: ListingCard[];
  latestTitle: string;
  latest: ListingCard[];
  allHref: string;
  allLabel: string;
}

/**
 * The home page's "special and newest" blocks (issue 13), one per vertical the registry marks `home`, in its order,
 * each that vertical's special listings and its newest in the chosen city, read in one call (the API's home rows:
 * the same cards its public lists answer; issue 32). Written once: a vertical joins the home page by declaring
 * `home: true`.
 */
export async function loadHomeBlocks(
  api: ApiClient,
  city: { slug: string; name: string } | undefined,
  locale: Locale,
): Promise<HomeBlock[]> {
  const words = catalogues[locale].listings;
  const { rows } = await api.GET('/api/v1/home/listings', {
    params: {
      query: {
        verticals: HOME_VERTICALS.map((vertical) => vertical.key).join(','),
        perPage: HOME_BLOCK_SIZE,
        city: city?.slug,
      },
    },
  });
  return HOME_VERTICALS.map((vertical) => {
    const row: { special: VerticalListing[]; latest: VerticalListing[] } | undefined = rows[vertical.key];
    const own = words.verticals[vertical.key];
    const where = (what: string) => (city ? fill(words.list.inCity, { what, city: city.name }) : what);
    return {
      key: vertical.key,
      specialTitle: where(own.special),
      special: (row?.special ?? []).map((item) => cardOf(vertical, item, locale)),
      latestTitle: where(own.latest),
      latest: (row?.latest ?? []).map((item) => cardOf(vertical, item, locale)),
      allHref: listingListPath(vertical.path, city ? { city: city.slug } : {}),
      allLabel: own.all,
    };
  });
}
