import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';

// Validators on every public read (issue 31, item 6): a public GET's successful JSON answer carries a weak ETag of its
// bytes and, unless the route chose its own, `Cache-Control: public, max-age=0, must-revalidate` (a cache keeps it but
// asks each time; an unchanged answer costs a 304 without a body). A signed-in caller's answer is made `private,
// no-store` by access-control.ts and gets no ETag. The answer cache's kept answers (ADR 0030) bring
// their own ETag and are answered before this runs.

/** A weak ETag of a body's bytes. */
export function weakEtag(body: string | Buffer): string {
  return `W/"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`;
}

/** Whether an If-None-Match header names this ETag (weak comparison; `*` names any). */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag));
}

const isPublicGet = (request: FastifyRequest) =>
  (request.method === 'GET' || request.method === 'HEAD') &&
  request.url.startsWith('/api/v1/') &&
  request.routeOptions.config?.access === 'public';

export function registerConditionalGets(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    // A signed-in caller's answer is theirs (their favorites): private, no-store, no validator (access-control.ts).
    if (!isPublicGet(request) || request.auth || reply.statusCode !== 200) return payload;
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    if (reply.getHeader('set-cookie') || reply.getHeader('content-encoding')) return payload;
    // A route that must be asked every time (a banner counts its views) keeps its own no-store, without a validator.
    if (String(reply.getHeader('cache-control') ?? '').includes('no-store')) return payload;
    const etag = String(reply.getHeader('etag') ?? weakEtag(payload));
    reply.header('etag', etag);
    if (!reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'public, max-age=0, must-revalidate');
      reply.header('vary', 'accept-encoding, accept-language, cookie, authorization');
    }
    if (matchesEtag(request.headers['if-none-match'], etag)) {
      reply.code(304);
      reply.removeHeader('content-length');
      return '';
    }
    return payload;
  });
}
