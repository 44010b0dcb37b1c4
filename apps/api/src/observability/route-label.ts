import type { FastifyRequest } from 'fastify';

// The route a request is counted and traced under (ADR 0087): always a pattern, never the address itself, so that
// /api/v1/listings/1 and /api/v1/listings/2 are one series and nothing a visitor typed becomes a label.

const LABEL = Symbol('route-label');
type Labelled = FastifyRequest & { [LABEL]?: string };

/** Names the route of a request the router did not (a page: the SSR web's route pattern, server/web.ts). */
export function labelRoute(request: FastifyRequest, pattern: string): void {
  (request as Labelled)[LABEL] = pattern;
}

/**
 * The route pattern of a request: the page's own (labelRoute) or Fastify's (`/api/v1/listings/:id`); a built file
 * under /assets/ is `/assets/*` (their names change with every build); `unmatched` when no route took it.
 */
export function routeLabelOf(request: FastifyRequest): string {
  const own = (request as Labelled)[LABEL];
  if (own) return own;
  const url = request.routeOptions?.url;
  if (!url) return 'unmatched';
  if (url.startsWith('/assets/')) return '/assets/*';
  return url;
}
