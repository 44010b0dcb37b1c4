import { createContext, useContext } from 'react';
import { isRouteErrorResponse } from 'react-router';
import { ApiError } from './api-client.ts';
import { useCspNonce } from './csp-nonce.ts';

/** The function the inline reporter (error-reports.server.ts) leaves on `window` for what the app catches itself. */
export const REPORT_ERROR = '__reportError';

/** The reporter's text (error-reports.server.ts), given by entry.server; '' without SENTRY_DSN. */
export const ErrorReportsContext = createContext('');

const ID = 'error-reports';

/**
 * The inline error reporter, first in the head so it hears what any later script throws; nothing without SENTRY_DSN.
 * In the browser the script already ran: the element keeps the server's text, as the service worker's script does.
 */
export function ErrorReportsScript() {
  const nonce = useCspNonce();
  const text = useContext(ErrorReportsContext);
  const html = typeof document === 'undefined' ? text : (document.getElementById(ID)?.innerHTML ?? '');
  if (!html) return null;
  return <script id={ID} nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: html }} />;
}

/**
 * What React Router's error boundaries show in the browser, reported when it is a fault of the page: not an answer
 * (a 404, a refusal: a route error response or the API's error), nor a server loader's failure, which the server
 * reported with its stack and which reaches the browser only as "Unexpected Server Error".
 */
export function reportBoundaryError(error: unknown): void {
  if (isRouteErrorResponse(error) || error instanceof ApiError) return;
  if (error instanceof Error && error.message === 'Unexpected Server Error') return;
  const report = (window as unknown as Record<string, ((error: unknown) => void) | undefined>)[REPORT_ERROR];
  report?.(error);
}
