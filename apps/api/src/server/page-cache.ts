import type { FastifyRequest } from 'fastify';
import { CITY_COOKIE } from '@shahrbazar/domain/api/catalogue.schema';
import { KEPT_PAGE_VISIT_HEADER, pageTagsOf } from '@shahrbazar/domain/api/kept-page';
import { LOCALE_COOKIE } from '@shahrbazar/domain/i18n/locale';
import { isDropped, type CacheInvalidation } from '../http/cache-invalidation.ts';
import { TOKEN_COOKIE } from '../modules/auth/session-cookie.ts';

interface KeptPage {
  at: number;
  status: number;
  headers: Headers;
  /** The page's bytes as rendered. */
  body: Buffer;
  /** The nonce the page was rendered with: replaced by each response's own. */
  nonce: string;
  /** Where the nonce is in the bytes, found when a second visitor asks for the page (most are asked for once). */
  nonceAt?: number[];
  /** The API call the page's render made that counts a visit: made again for every visitor answered from the copy. */
  visit?: string;
  /** What it shows, by its address (`pageTagsOf`): a drop naming other tags leaves it (ADR 0100, 0107). */
  tags: readonly string[] | undefined;
}

/** A page answered from the kept copy: as rendered, with this response's nonce and how old the copy is. */
export interface KeptPageAnswer {
  status: number;
  headers: Headers;
  body: Buffer;
  visit?: string;
}

const MAX_PAGES = 500;

/**
 * Server-rendered pages for visitors without a session (ADR 0030). A route says its page may be shared by answering
 * `Cache-Control: public, …, s-maxage=N` (home, landings, lists); a page whose render counts a visit (a listing's
 * detail: its API call counts a view) says instead which call counts, in the internal KEPT_PAGE_VISIT_HEADER, and is
 * kept by this server only, the call made again for each visitor answered from the copy (ADR 0070). A page is kept
 * for at most `seconds`, keyed by its address and the cookies that change it (locale, city) and the Accept-Language,
 * and dropped on any write that may change it: a section's pages carry their vertical's tag, the others none (ADR
 * 0100, 0107). Each answer carries its own CSP nonce: the kept HTML's is replaced, and an `Age` header.
 * A signed-in visitor's page is never kept, and is marked private whatever the route said.
 */
export function createPageCache(
  settings: { seconds: number; invalidation: CacheInvalidation } | undefined,
  /** Counts each lookup of an anonymous GET, a hit or a miss (/metrics, ADR 0087). */
  lookups?: { inc(labels: { cache: 'page'; result: 'hit' | 'miss' }): void },
) {
  const seconds = settings?.seconds ?? 0;
  const pages = new Map<string, KeptPage>();
  settings?.invalidation.onDrop((scope) => {
    if (scope === undefined) return pages.clear();
    for (const [key, page] of pages) if (isDropped(page.tags, scope)) pages.delete(key);
  });

  const anonymousGet = (request: FastifyRequest) =>
    seconds > 0 && request.method === 'GET' && !request.cookies?.[TOKEN_COOKIE];
  const keyOf = (request: FastifyRequest) =>
    [
      request.cookies?.[LOCALE_COOKIE] ?? '',
      request.cookies?.[CITY_COOKIE] ?? '',
      request.headers['accept-language'] ?? '',
      request.url,
    ].join('\n');

  return {
    /** The kept page for this anonymous request, with this response's nonce, or undefined. */
    lookup(request: FastifyRequest, nonce: string): KeptPageAnswer | undefined {
      if (!anonymousGet(request)) return undefined;
      const key = keyOf(request);
      const page = pages.get(key);
      if (!page || Date.now() - page.at > seconds * 1000) {
        if (page) pages.delete(key);
        lookups?.inc({ cache: 'page', result: 'miss' });
        return undefined;
      }
      lookups?.inc({ cache: 'page', result: 'hit' });
      const headers = new Headers(page.headers);
      headers.set('age', String(Math.floor((Date.now() - page.at) / 1000)));
      return { status: page.status, headers, body: withNonce(page, nonce), visit: page.visit };
    },

    /** When this rendered page may be kept: a function reading its body, keeping it and answering it. */
    keepable(request: FastifyRequest, response: Response) {
      // Read before anything returns: the header is this server's own and never goes out.
      const visit = response.headers.get(KEPT_PAGE_VISIT_HEADER) ?? undefined;
      response.headers.delete(KEPT_PAGE_VISIT_HEADER);
      if (!anonymousGet(request) || response.status !== 200 || !response.body) return undefined;
      const control = response.headers.get('cache-control') ?? '';
      const shared = /\bpublic\b/.test(control) && /s-maxage=\d+/.test(control);
      if (!shared && !visit?.startsWith('/api/')) return undefined;
      if (response.headers.has('set-cookie')) return undefined;
      return async (nonce: string): Promise<KeptPageAnswer> => {
        // Bytes, kept and answered as they are: a fetch Response's text() decoded a page's ~80 KB of Persian UTF-8 in
        // ~1 ms, and each answer encoded it back to bytes to compress it (~0.3 ms, issue 32).
        const body = Buffer.from(await response.arrayBuffer());
        const headers = new Headers(response.headers);
        headers.delete('content-length');
        if (pages.size >= MAX_PAGES) pages.delete(pages.keys().next().value as string);
        const tags = pageTagsOf(request.url.split('?')[0] ?? request.url);
        pages.set(keyOf(request), { at: Date.now(), status: response.status, headers, body, nonce, visit, tags });
        return { status: response.status, headers, body };
      };
    },

    /** A page rendered for a signed-in visitor is theirs: never kept by a shared cache. */
    privateIfSignedIn(request: FastifyRequest, response: Response): Response {
      if (request.cookies?.[TOKEN_COOKIE] && /\bpublic\b/.test(response.headers.get('cache-control') ?? '')) {
        response.headers.set('cache-control', 'private, no-store');
      }
      return response;
    },
  };
}

/**
 * The kept page's bytes with this answer's nonce where the render's was: a copy with the nonce written over in place
 * (nonces are base64 of one length; another length, which no nonce has, goes through the text).
 */
function withNonce(page: KeptPage, nonce: string): Buffer {
  const ascii = (text: string) => Buffer.byteLength(text) === text.length;
  if (nonce.length !== page.nonce.length || !ascii(nonce) || !ascii(page.nonce)) {
    return Buffer.from(page.body.toString('utf8').replaceAll(page.nonce, nonce));
  }
  if (!page.nonceAt) {
    const at: number[] = [];
    for (let i = page.body.indexOf(page.nonce); i !== -1; i = page.body.indexOf(page.nonce, i + page.nonce.length)) {
      at.push(i);
    }
    page.nonceAt = at;
  }
  const copy = Buffer.allocUnsafe(page.body.length);
  page.body.copy(copy);
  for (const at of page.nonceAt) copy.write(nonce, at, 'latin1');
  return copy;
}
