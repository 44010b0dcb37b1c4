import { PassThrough } from 'node:stream';
import type { AppLoadContext, EntryContext } from 'react-router';
import { createReadableStreamFromReadable } from '@react-router/node';
import { ServerRouter } from 'react-router';
import { isbot } from 'isbot';
import type { RenderToPipeableStreamOptions } from 'react-dom/server';
import { renderToPipeableStream } from 'react-dom/server';
import { I18nProvider } from './lib/use-translation.tsx';
import { CspNonceContext } from './lib/csp-nonce.ts';
import { createI18n, trackUsedKeys } from './lib/i18n.ts';
import { catalogues } from './lib/i18n.server.ts';
import { localeOfRequest } from './lib/locale.server.ts';
import { scriptsAfterPicture } from './lib/scripts-after-picture.server.ts';
import { WorkerScriptContext } from './lib/service-worker.tsx';
import { REGISTER_WORKER } from './lib/service-worker.server.ts';

export const streamTimeout = 5_000;

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
    const userAgent = request.headers.get('user-agent');
    // Crawlers get the complete document in one piece.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';

    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const nonce = loadContext.cspNonce;
    const { pipe, abort } = renderToPipeableStream(
      <CspNonceContext value={nonce}>
        <WorkerScriptContext value={REGISTER_WORKER}>
          <I18nProvider i18n={i18n}>
            <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
          </I18nProvider>
        </WorkerScriptContext>
      </CspNonceContext>,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          const stream = createReadableStreamFromReadable(body);
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          // The scripts held until the page's main picture is drawn: its styles, font and pictures go first (ADR 0073).
          pipe(scriptsAfterPicture()).pipe(body);
          resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }));
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors before the shell is ready reject above and are logged by React Router.
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
