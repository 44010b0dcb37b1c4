import type { HeadersFunction } from 'react-router';

/**
 * Headers of a page that is the same for every visitor without a session (home, a landing, a list): a shared cache
 * (the server's own, a CDN) may keep it a few seconds. The server keeps only anonymous renders and marks a signed-in
 * visitor's page private whatever this says (apps/api/src/server/page-cache.ts, ADR 0030). Never for a page whose
 * loader counts something per visit: a listing's detail counts a view, and names the call that counts instead
 * (KEPT_PAGE_VISIT_HEADER, ADR 0070), so that only this server keeps it.
 */
export const sharedPageHeaders: HeadersFunction = () => ({ 'Cache-Control': 'public, max-age=0, s-maxage=5' });
