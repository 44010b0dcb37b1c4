/**
 * What the one Node process (apps/api) hands to every loader and action: `apiFetch` calls the API in-process
 * (`apiFetch('/api/v1/app/initial-data')`) without a network hop. It is absent in a split deployment and under
 * `react-router dev`; the server-side API client then falls back to `fetch(API_URL + path)`.
 */
export type ApiFetch = (path: string, init?: RequestInit) => Promise<ApiFetchAnswer>;

/**
 * What the API client reads of an answer. A fetch Response is one; the one process's in-process call answers a lighter
 * one, its body the bytes the call already holds (apps/api serve./injected-answer.ts).
 */
export interface ApiFetchAnswer {
  readonly status: number;
  readonly ok: boolean;
  readonly headers: Headers;
  json(): Promise<unknown>;
  text(): Promise<string>;
}

declare module 'react-router' {
  interface AppLoadContext {
    apiFetch?: ApiFetch;
    /** The response's Content-Security-Policy script nonce (the page's inline scripts carry it). */
    cspNonce?: string;
    /** Reports a loader's or a render's failure with its page request (SENTRY_DSN; ADR 0087). */
    reportError?: (error: unknown) => void;
    /** Where the browser sends its own errors; absent: the page carries no reporter (lib/error-reports.server.ts). */
    errorReports?: BrowserErrorReports;
  }
}

/** The browser reporter's settings, from the server's SENTRY_DSN (ADR 0087). */
export interface BrowserErrorReports {
  /** The Sentry envelope address, with the DSN's public key in its query. */
  url: string;
  release: string;
  environment: string;
}
