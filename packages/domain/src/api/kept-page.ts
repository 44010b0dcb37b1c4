import type { ListingVertical, ListPathVertical } from '../rules/listing-filter.ts';

/**
 * A page that counts something on every visit (a listing's detail counts a view) may still be kept by the server for
 * visitors without a session, when it names the API call that counts: the server answers later visitors from the kept
 * copy and makes that call for each of them, as the visitor (their address and browser). Internal to the one-process
 * server (apps/api/src/server/page-cache.ts): the header never leaves it, and shared caches (a CDN) do not keep such a
 * page (ADR 0070).
 */
export const KEPT_PAGE_VISIT_HEADER = 'x-kept-page-visit';

/**
 * The tag of what shows a vertical's listings (its kept list answers) and of the writes that change them (ADR 0100):
 * an owner's write to a listing drops only copies of its vertical's tag and copies that name no tag.
 */
export const listingsTag = (vertical: string) => `listings:${vertical}`;

/** The vertical whose listings a section's pages show, by their first segment (/doctor is the clinics'). */
const VERTICAL_OF_PAGES: Readonly<Record<ListPathVertical, ListingVertical>> = {
  booth: 'booth',
  ads: 'ads',
  advertise: 'advertise',
  expert: 'expert',
  work: 'work',
  doctor: 'clinic',
  lawyer: 'lawyer',
};

/**
 * The tags of a server-rendered page kept at `path` (its address without the query, ADR 0107): a section's own pages
 * (`/ads`, `/ads.data`, `/ads/…`: its landing, lists and listings) show that vertical's listings and carry its
 * `listingsTag`; every other page (home and `/_root.data`, search, profiles, the map, the city tour, the blog) names
 * none, so it goes with every drop, as an untagged answer does.
 */
export function pageTagsOf(path: string): readonly string[] | undefined {
  const segment = /^\/([^/.]+)(?:\.data$|\/|$)/.exec(path)?.[1];
  if (segment === undefined || !Object.hasOwn(VERTICAL_OF_PAGES, segment)) return undefined;
  return [listingsTag(VERTICAL_OF_PAGES[segment as ListPathVertical])];
}
