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
