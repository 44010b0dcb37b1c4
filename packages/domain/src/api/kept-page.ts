/**
 * A page that counts something on every visit (a listing's detail counts a view) may still be kept by the server for
 * visitors without a session, when it names the API call that counts: the server answers later visitors from the kept
 * copy and makes that call for each of them, as the visitor (their address and browser). Internal to the one-process
 * server (apps/api/src/server/page-cache.ts): the header never leaves it, and shared caches (a CDN) do not keep such a
 * page (ADR 0070).
 */
export const KEPT_PAGE_VISIT_HEADER = 'x-kept-page-visit';
