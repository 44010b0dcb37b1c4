import type { FastifyInstance } from 'fastify';

// CORS for the origins staff allow (CORS_ORIGINS, ADR 0103; none by default). A page of such an origin may call the
// API with a personal API key in `Authorization`; cookies are never allowed across sites (no Allow-Credentials), so a
// visitor's session cannot be used by another site's script. Any other origin gets no CORS header: the browser
// keeps the answer from its page.

const ALLOWED_HEADERS = 'authorization, content-type, idempotency-key, if-none-match, accept-language';
const EXPOSED_HEADERS =
  'etag, idempotent-replayed, retry-after, x-ratelimit-limit, x-ratelimit-remaining, x-ratelimit-reset, x-request-id, location';

export function allowOrigins(app: FastifyInstance, origins: readonly string[]): void {
  const allowed = new Set(origins.map((origin) => origin.toLowerCase()));
  if (!allowed.size) return;
  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/api/v1/')) return;
    const origin = request.headers.origin;
    // Whatever the origin, the answer depends on it: shared caches must keep one per origin.
    reply.header('vary', [reply.getHeader('vary'), 'Origin'].filter(Boolean).join(', '));
    if (!origin || !allowed.has(origin.toLowerCase())) return;
    reply.header('access-control-allow-origin', origin);
    reply.header('access-control-expose-headers', EXPOSED_HEADERS);
    if (request.method === 'OPTIONS' && request.headers['access-control-request-method']) {
      // A preflight: answered here, before routing's 404 and the access rules (it carries no credentials).
      reply.header('access-control-allow-methods', 'GET, POST, PUT, PATCH, DELETE');
      reply.header('access-control-allow-headers', ALLOWED_HEADERS);
      reply.header('access-control-max-age', '600');
      return reply.status(204).send();
    }
  });
}
