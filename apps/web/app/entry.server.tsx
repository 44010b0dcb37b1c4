import type { AppLoadContext, EntryContext, HandleErrorFunction } from 'react-router';
import { isRouteErrorResponse, ServerRouter } from 'react-router';
import { renderToPipeableStream } from 'react-dom/server';
import { I18nProvider } from './lib/use-translation.tsx';
import { ApiError } from './lib/api-client.ts';
import { CspNonceContext } from './lib/csp-nonce.ts';
import { ErrorReportsContext } from './lib/error-reports.tsx';
import { errorReportsScript } from './lib/error-reports.server.ts';
import { createI18n, trackUsedKeys } from './lib/i18n.ts';
import { catalogues } from './lib/i18n.server.ts';
import { localeOfRequest } from './lib/locale.server.ts';
import { pageSink } from './lib/page-sink.server.ts';
import { MARK_MAIN_PICTURE, START_SCRIPTS, scriptsHeld } from './lib/scripts-after-picture.server.ts';
import { StarterScriptsContext } from './lib/starter-scripts.tsx';
import { WorkerScriptContext } from './lib/service-worker.tsx';
import { REGISTER_WORKER } from './lib/service-worker.server.ts';

export const streamTimeout = 5_000;

/** The inline starters of every page (root.tsx): their text is the server's alone (ADR 0129). */
const STARTERS = { 'mark-main-picture': MARK_MAIN_PICTURE, 'start-scripts': START_SCRIPTS } as const;

/**
 * A loader, an action or a render that failed on the server: logged as React Router logs it, and reported with its
 * page request (ADR 0087) unless it is an answer rather than a fault (a route's 404 or refusal; the API's own error,
 * which the API reported itself). A visitor who went away is neither.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  const routeError = isRouteErrorResponse(error) ? (error as { error?: unknown }).error : undefined;
  console.error(routeError ?? error);
  if (isRouteErrorResponse(error) || error instanceof ApiError) return;
  context.reportError?.(error);
};

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  // One translator per request: concurrent requests in other locales never share mutable state.
  const locale = localeOfRequest(request);
  const i18n = createI18n(locale, catalogues[locale]);
  // The page inlines only the words its render read (root.tsx PageCatalogue); the browser loads the rest later.
  trackUsedKeys(i18n);
  responseHeaders.set('Content-Language', locale);
  responseHeaders.append('Vary', 'Cookie, Accept-Language');

  // https://httpwg.org/specs/rfc9110.html#HEAD
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const nonce = loadContext.cspNonce;
    const { pipe, abort } = renderToPipeableStream(
      <CspNonceContext value={nonce}>
        <ErrorReportsContext value={errorReportsScript(loadContext.errorReports)}>
          <WorkerScriptContext value={REGISTER_WORKER}>
            <StarterScriptsContext value={STARTERS}>
              <I18nProvider i18n={i18n}>
                <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
              </I18nProvider>
            </StarterScriptsContext>
          </WorkerScriptContext>
        </ErrorReportsContext>
      </CspNonceContext>,
      {
        nonce,
        // Every Suspense boundary in its place in the HTML. By default React (19.2+) moves a finished boundary of more
        // than 500 bytes that comes after the first 12.8 KB of the page to the page's end, hidden, and shows it later
        // from an inline script that batches such reveals: on a listing's page a lawyer's or a doctor's «رزرو نوبت»,
        // facts and tariffs appeared after the page was drawn and pushed what was below them down (CLS 0.071 on a
        // lawyer's page, ADR 0143). The page is written whole anyway (below): there is nothing to show early.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        // The whole page in one piece, for everyone (ADR 0134): no loader leaves data to stream, so the render is done
        // when the shell is, and a page written whole is compressed in one call and sent in one write instead of ~40
        // chunks through four streams.
        onShellReady() {
          shellRendered = true;
        },
        onAllReady() {
          pipe(
            pageSink((page) => {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
              // The scripts held until the page's main picture is drawn: its styles, font and pictures go first (ADR 0073).
              const html = scriptsHeld(page);
              const body = new Uint8Array(html.buffer as ArrayBuffer, html.byteOffset, html.byteLength);
              resolve(new Response(body, { headers: responseHeaders, status: responseStatusCode }));
            }, reject),
          );
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          // Errors before the shell is ready reject above and are logged and reported by React Router (handleError); a
          // part of the page that failed after it is drawn by the browser, the page answered as it is.
          if (!shellRendered) {
            responseStatusCode = 500;
            return;
          }
          console.error(error);
          loadContext.reportError?.(error);
        },
      },
    );
  });
}
