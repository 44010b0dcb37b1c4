import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

// Every public GET of the API answers an anonymous caller with a validator (issue 31 item 6, ADR 0114): a weak ETag of
// its body and `Cache-Control: public, max-age=0, must-revalidate`, so a phone on a slow network or a proxy asks again
// with If-None-Match and gets a bodiless 304 when nothing changed. The answers kept in memory (answer-cache.ts) set
// their own (with s-maxage) first; a signed-in caller's answer is theirs (`private, no-store`, access-control.ts).

/** What a validated public answer varies by: its encoding, its language and who asks. */
export const PUBLIC_VARY = 'accept-encoding, accept-language, cookie, authorization';

/** A weak ETag of a body: its SHA-1, 22 characters of base64url. */
export function weakEtag(body: string | Buffer): string {
  return `W/"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`;
}

/** Whether an If-None-Match header names this ETag (a list, `*`, or weak and strong forms alike). */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const bare = etag.replace(/^W\//, '');
  return header.split(',').some((tag) => {
    const candidate = tag.trim();
    return candidate === '*' || candidate.replace(/^W\//, '') === bare;
  });
}

export function registerPublicValidators(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' || !request.url.startsWith('/api/v1/') || request.auth) return payload;
    if (request.routeOptions.config?.access !== 'public' || reply.statusCode !== 200) return payload;
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    if (reply.getHeader('etag') || reply.getHeader('set-cookie') || reply.getHeader('content-encoding')) return payload;
    // A route that keeps its answer out of every cache (health, a captcha, the bank's callback) keeps it so; one that
    // says how long it may be kept (the states, five minutes) gets its validator beside that.
    const chosen = reply.getHeader('cache-control');
    if (chosen !== undefined && /no-store|private/.test(String(chosen))) return payload;
    const etag = weakEtag(payload);
    reply.header('etag', etag);
    if (chosen === undefined) reply.header('cache-control', 'public, max-age=0, must-revalidate');
    reply.header('vary', PUBLIC_VARY);
    if (!matchesEtag(request.headers['if-none-match'], etag)) return payload;
    reply.code(304);
    return '';
  });
}
