import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ServerBuild } from 'react-router';
import type { App } from '../http/types.ts';
import { cspNonceOf } from '../http/csp-nonce.ts';
import { sendError } from '../http/error-handler.ts';
import { lendPageSession, PAGE_SESSION_HEADER } from '../modules/auth/page-session.ts';
import { TOKEN_COOKIE } from '../modules/auth/session-cookie.ts';
import { NO_ERROR_REPORTS, type BrowserReports, type ErrorReports } from '../observability/error-reports.ts';
import { labelRoute } from '../observability/route-label.ts';
import { traceHeaders } from '../observability/tracing.ts';
import { InjectedAnswer } from './injected-answer.ts';
import { inProcessCallHeaders } from '../http/in-process-call.ts';
import { createPageCache } from './page-cache.ts';
import { branchHandlers } from './branch-handlers.ts';
import { pageBranches } from './page-routes.ts';

type ApiFetch = (path: string, init?: RequestInit) => Promise<InjectedAnswer>;

/**
 * Serves the React Router SSR web from the same process: files of build/client as static files (hashed assets
 * cached for a year) and every other non-API path through React Router's request handler. The web reaches the API
 * only over its HTTP contract: in this process `apiFetch` injects the request into Fastify without a socket.
 */
export async function mountWeb(
  app: App,
  buildDir: string,
  options: {
    anonymousPostsPerMinute?: number;
    /** Where a failed loader or render is reported (ADR 0087). */
    errorReports?: ErrorReports;
    /** Where the browser sends its own errors; undefined: the pages carry no reporter. */
    browserReports?: BrowserReports;
  } = {},
): Promise<void> {
  const serverEntry = path.join(buildDir, 'server', 'index.js');
  if (!fs.existsSync(serverEntry)) throw new Error(`Web build not found at ${serverEntry}: run npm run build`);
  const build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
  // Always the production mode of the handler: the build is a production build and errors must not leak.
  // A page is counted and traced under its route's pattern, not its address (ADR 0087), and rendered by a handler
  // that knows only its routes (branch-handlers.ts).
  const branchOf = pageBranches(build);
  const handlerOf = branchHandlers(build);
  const reports = options.errorReports ?? NO_ERROR_REPORTS;

  // A built script, style or font is not a document: the headers that only a document reads (its content-security
  // policy, framing, referrer, DNS prefetch...) and the request id are dropped from them. A list page loads ~60
  // such files; over HTTP/1.1 each carried ~600 bytes of them, ~37 KB per page on a slow phone's network (ADR 0072).
  // Kept: nosniff and the resource policy (they guard a subresource), HSTS, caching and content headers.
  // A missing file's answer is the site's 404 page, a document: it keeps them all.
  app.addHook('onSend', async (request, reply, payload) => {
    if (!request.url.startsWith('/assets/') || reply.statusCode >= 400) return payload;
    if (String(reply.getHeader('content-type') ?? '').startsWith('text/html')) return payload;
    for (const name of DOCUMENT_ONLY_HEADERS) reply.removeHeader(name);
    // A hashed file is kept for a year and never asked for again (its name changes with its bytes): nothing to
    // revalidate or resume, so no validators and no ranges (~110 bytes of each of a page's 20-55 scripts, issue 32).
    if (String(reply.getHeader('cache-control') ?? '').includes('immutable')) {
      for (const name of REVALIDATION_HEADERS) reply.removeHeader(name);
    }
    return payload;
  });

  await app.register(fastifyStatic, {
    root: path.join(buildDir, 'client'),
    wildcard: false,
    index: false,
    // The build writes file.br and file.gz beside each text file (apps/web/scripts/precompress.mjs): sent as they are,
    // at brotli's best quality, instead of compressed again per request at a fast one (ADR 0065).
    preCompressed: true,
    setHeaders(res, filePath) {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
      // The service worker is checked against the server at every update: a new build's worker takes over at once.
      if (path.basename(filePath) === 'sw.js') res.header('cache-control', 'no-cache');
    },
  });

  // The page request's id travels with the API calls its loaders make, so their log lines belong together, and so
  // does its trace (the calls are spans of the page's trace, ADR 0088); its client address too: per-IP limits and
  // session records must see the visitor, not this process.
  // A read page's calls also take the session the page looked up, instead of looking it up again each (page-session.ts).
  const apiFetchFor =
    (page: FastifyRequest, lentSession?: string): ApiFetch =>
    async (apiPath, init = {}) => {
      const headers = new Headers(init.headers);
      if (!headers.has('x-request-id')) headers.set('x-request-id', page.id);
      if (lentSession) headers.set(PAGE_SESSION_HEADER, lentSession);
      else headers.delete(PAGE_SESSION_HEADER);
      for (const [name, value] of Object.entries(traceHeaders())) if (!headers.has(name)) headers.set(name, value);
      for (const [name, value] of Object.entries(inProcessCallHeaders())) headers.set(name, value);
      const res = await app.inject({
        method: (init.method ?? 'GET') as 'GET',
        url: apiPath,
        headers: Object.fromEntries(headers.entries()),
        remoteAddress: page.ip,
        payload: injectPayload(init.body),
      });
      return new InjectedAnswer(res);
    };

  // Anonymous pages that say they may be shared (Cache-Control: public, s-maxage) are kept a few seconds (ADR 0030).
  const pages = createPageCache(app.answerCache, app.metrics.cacheLookups);

  // The SSR catch-all lives in its own context: it takes the raw body stream as it is (form posts of actions).
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null));
    scope.route({
      method: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
      url: '/*',
      schema: { hide: true },
      config: {
        // A page's action changes data only through the API calls it makes, and those drop what they change: the form
        // post itself drops nothing (issue 34: 40 POST /locale emptied every kept page 40 times).
        dropsCaches: false,
        // Anonymous form posts are limited per address and page; reads and signed-in callers are not counted here.
        rateLimit: {
          max: options.anonymousPostsPerMinute ?? 60,
          timeWindow: '1 minute',
          hook: 'preHandler',
          keyGenerator: (request: FastifyRequest) => `${request.ip}|${request.url.split('?')[0]}`,
          allowList: (request: FastifyRequest) => READS.has(request.method) || Boolean(request.auth),
        },
      },
      handler: async (request, reply) => {
        if (request.url === '/api' || request.url.startsWith('/api/')) return sendError(request, reply, 'not_found');
        const pathname = request.url.split('?')[0] ?? '/';
        const branch = branchOf(pathname);
        labelRoute(request, branch?.pattern ?? 'unmatched');
        const handle = handlerOf(pathname, branch);
        const nonce = cspNonceOf(reply.raw);
        const kept = pages.lookup(request, nonce);
        if (kept) {
          // The page counts each visit (a listing's view): its counting call is made as this visitor, as the render
          // made it. A failure is the call's own and does not fail the page the visitor came for.
          if (kept.visit) await countVisit(apiFetchFor(request), request, kept.visit);
          return sendKeptPage(reply, kept);
        }
        const lent = lendPageSession(request, request.cookies?.[TOKEN_COOKIE]);
        let response: Response;
        try {
          response = await handle(toWebRequest(request), {
            apiFetch: apiFetchFor(request, lent?.name),
            cspNonce: nonce,
            // A loader or render that fails on the server is reported with this page request (entry.server's
            // handleError).
            reportError: (error: unknown) => reports.capture(error, { request }),
            errorReports: options.browserReports,
          });
        } finally {
          // A call made after the page's data came (a promise left to stream) looks the session up itself.
          lent?.release();
        }
        const keep = pages.keepable(request, response);
        if (keep) return sendKeptPage(reply, await keep(nonce));
        const tag = sessionTagOf(request);
        if (tag) reply.header(SESSION_TAG_HEADER, tag);
        return sendWebResponse(reply, pages.privateIfSignedIn(request, response));
      },
    });
  });
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Says which session a page (or its data) was rendered for: the service worker keeps such pages under this tag only
 * and drops them when a page comes for nobody or for another session (apps/web/public/sw.js, ADR 0082). A digest of
 * the session cookie, which cannot be turned back into it; a page without a session carries none.
 */
export const SESSION_TAG_HEADER = 'x-session-tag';

export function sessionTagOf(request: FastifyRequest): string | undefined {
  const token = request.cookies?.[TOKEN_COOKIE];
  return token
    ? createHash('sha256').update(`shahrbazar-offline:${token}`).digest('base64url').slice(0, 22)
    : undefined;
}

/** The kept page's counting call (GET, as the page's own loader makes it), made for one more visitor. */
async function countVisit(apiFetch: ApiFetch, request: FastifyRequest, visit: string): Promise<void> {
  const headers: Record<string, string> = {};
  for (const name of ['user-agent', 'accept-language', 'cookie'] as const) {
    const value = request.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  try {
    // The answer is already whole in memory (inject): nothing is left to read from it.
    await apiFetch(visit, { headers });
  } catch (error) {
    request.log.warn({ err: error, visit }, 'a kept page could not count its visit');
  }
}

/** Headers that mean something only on a document (helmet's, the request id): not sent with /assets/ files. */
const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
  'x-request-id',
] as const;

/** What a cache asks a file again or in part with: of no use on a file that never changes. */
const REVALIDATION_HEADERS = ['etag', 'last-modified', 'accept-ranges'] as const;

/** A fetch body as inject takes it: text, bytes and multipart forms (uploads forwarded by actions) pass through. */
function injectPayload(body: RequestInit['body']): string | Buffer | FormData | undefined {
  if (body === undefined || body === null) return undefined;
  if (typeof body === 'string' || body instanceof FormData) return body;
  if (body instanceof ArrayBuffer) return Buffer.from(body);
  if (ArrayBuffer.isView(body)) return Buffer.from(body.buffer, body.byteOffset, body.byteLength);
  throw new Error('apiFetch: unsupported body type (use a string, bytes or FormData)');
}

function toWebRequest(request: FastifyRequest): Request {
  const origin = `${request.protocol}://${request.host}`;
  const headers = new Headers();
  for (const [key, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.append(key, v);
  }
  const controller = new AbortController();
  request.raw.once('close', () => {
    if (!request.raw.complete) controller.abort();
  });
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  return new Request(new URL(request.url, origin), {
    method: request.method,
    headers,
    signal: controller.signal,
    ...(hasBody ? { body: Readable.toWeb(request.raw) as ReadableStream, duplex: 'half' } : {}),
  } as RequestInit);
}

/** A page answered from memory (or just kept): headers as rendered, the body whole (compressed in one call). */
function sendKeptPage(reply: FastifyReply, page: { status: number; headers: Headers; body: Buffer }): FastifyReply {
  reply.status(page.status);
  for (const [key, value] of page.headers) reply.header(key, value);
  return reply.send(page.body);
}

async function sendWebResponse(reply: FastifyReply, response: Response): Promise<FastifyReply> {
  reply.status(response.status);
  for (const [key, value] of response.headers) {
    if (key === 'set-cookie') continue;
    reply.header(key, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  if (!response.body) return reply.send();
  // A document comes whole (entry.server, ADR 0134): sent as bytes, compressed in one call; React Router's data for a
  // client navigation streams as it is written.
  if (response.headers.get('content-type')?.startsWith('text/html')) {
    return reply.send(Buffer.from(await response.arrayBuffer()));
  }
  return reply.send(Readable.fromWeb(response.body as NodeReadableStream));
}
