import { randomUUID } from 'node:crypto';
import os from 'node:os';
import type { FastifyRequest } from 'fastify';
import { SECRET_FIELD, scrubPersonalData } from '@shahrbazar/domain/text/personal-data';
import type { Config } from '../config.ts';
import { routeLabelOf } from './route-label.ts';
import { activeTraceIds } from './tracing.ts';

// Error reports (ADR 0087): unexpected errors of the server go, as Sentry events in an envelope, to the project of
// SENTRY_DSN (sentry.io or a self-hosted GlitchTip, which speaks the same protocol). Our own small client rather than
// @sentry/node: an event is a JSON document and an envelope three lines; what it must do beyond that (scrub personal
// data, never throw, never hold a request) is ours to decide anyway. Nothing is sent without SENTRY_DSN.

/** Where a report came from: a request (its method, route pattern, address, request id) and anything else to add. */
export interface ReportDetails {
  request?: FastifyRequest;
  /** `handled: false` for what escaped everything (a process-level crash); true otherwise. */
  handled?: boolean;
  level?: 'error' | 'fatal';
  tags?: Record<string, string>;
}

export interface ErrorReports {
  readonly enabled: boolean;
  /** Reports an unexpected error; the same error object is reported once. Never throws, never waits. */
  capture(error: unknown, details?: ReportDetails): void;
  /** Resolves once the reports on their way are sent, or after `timeoutMs`. */
  flush(timeoutMs?: number): Promise<void>;
}

/** No SENTRY_DSN: nothing is reported. */
export const NO_ERROR_REPORTS: ErrorReports = {
  enabled: false,
  capture: () => {},
  flush: async () => {},
};

/** A DSN's parts: where envelopes go and the public key they carry. */
export interface Dsn {
  /** `https://host[/path]/api/<project>/envelope/` */
  envelopeUrl: string;
  publicKey: string;
  projectId: string;
}

/** Reads `https://<key>@<host>[/path]/<project id>` (config.ts checked its shape). */
export function parseDsn(dsn: string): Dsn {
  const url = new URL(dsn);
  const segments = url.pathname.replace(/\/+$/, '').split('/');
  const projectId = segments.pop() ?? '';
  const prefix = segments.join('/');
  return {
    envelopeUrl: `${url.protocol}//${url.host}${prefix}/api/${projectId}/envelope/`,
    publicKey: decodeURIComponent(url.username),
    projectId,
  };
}

interface Frame {
  filename: string;
  function: string;
  lineno?: number;
  colno?: number;
  in_app: boolean;
}

/** V8's stack lines as Sentry frames, the outermost call first (the order Sentry wants). */
export function framesOf(stack: string | undefined): Frame[] {
  const frames: Frame[] = [];
  for (const line of (stack ?? '').split('\n').slice(1, 60)) {
    const match = /^\s*at (?:(.+?) \()?(.+?):(\d+):(\d+)\)?$/.exec(line);
    if (!match) continue;
    const filename = match[2] ?? '';
    frames.push({
      function: match[1] ?? '?',
      filename,
      lineno: Number(match[3]),
      colno: Number(match[4]),
      in_app: !filename.includes('/node_modules/') && !filename.startsWith('node:'),
    });
  }
  return frames.reverse();
}

/**
 * What an error's message says, without what a person typed: a failed query's values (drizzle writes them after the
 * statement: `params: …`; the statement's placeholders stay) and the value PostgreSQL quotes in a data exception
 * (SQLSTATE class 22: `invalid input syntax for type integer: "…"`), then the personal-data patterns.
 */
function messageOf(error: Error): string {
  let message = error.message.replace(/\nparams: [\s\S]*$/, '\nparams: [filtered]');
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code)) message = message.replace(/"[^"]*"/g, '"[value]"');
  return scrubPersonalData(message);
}

/** The error and its causes (at most five), as Sentry's exception values: the first cause first. */
function exceptionsOf(error: unknown) {
  const values = [];
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current !== undefined && current !== null; depth++) {
    const error = current instanceof Error ? current : undefined;
    values.unshift({
      type: error ? error.name : typeof current,
      value: (error ? messageOf(error) : scrubPersonalData(String(current))).slice(0, 2_000),
      stacktrace: error ? { frames: framesOf(error.stack) } : undefined,
    });
    current = error?.cause;
  }
  return values;
}

/** What is sent of a request: method, address (scrubbed), a few harmless headers; never cookies or credentials. */
const SENT_HEADERS = ['user-agent', 'accept-language', 'referer', 'content-type', 'x-forwarded-proto'];

function requestOf(request: FastifyRequest) {
  const headers: Record<string, string> = {};
  for (const name of SENT_HEADERS) {
    const value = request.headers[name];
    if (typeof value === 'string' && !SECRET_FIELD.test(name)) headers[name] = scrubPersonalData(value);
  }
  return {
    method: request.method,
    url: scrubPersonalData(`${request.protocol}://${request.host}${request.url}`),
    headers,
  };
}

/** Sends at most this many reports a minute, and one error (type, message, where) once in this many seconds. */
const PER_MINUTE = 30;
const SAME_ERROR_SECONDS = 60;

/** The Sentry-protocol client: events in envelopes POSTed to the DSN's project, scrubbed, limited. */
export function createErrorReports(
  settings: NonNullable<Config['errorReports']> & { release: string },
  options: { fetch?: typeof fetch; warn?: (message: string) => void } = {},
): ErrorReports {
  const dsn = parseDsn(settings.dsn);
  const send = options.fetch ?? fetch;
  const reported = new WeakSet<object>();
  const recent = new Map<string, number>();
  const pending = new Set<Promise<void>>();
  let windowStart = 0;
  let inWindow = 0;
  let warned = false;

  const allowed = (fingerprint: string, now: number) => {
    if (now - windowStart > 60_000) {
      windowStart = now;
      inWindow = 0;
      for (const [key, at] of recent) if (now - at > SAME_ERROR_SECONDS * 1000) recent.delete(key);
    }
    const last = recent.get(fingerprint);
    if ((last !== undefined && now - last < SAME_ERROR_SECONDS * 1000) || inWindow >= PER_MINUTE) return false;
    recent.set(fingerprint, now);
    inWindow += 1;
    return true;
  };

  return {
    enabled: true,
    capture(error, details = {}) {
      try {
        if (typeof error === 'object' && error !== null) {
          if (reported.has(error)) return;
          reported.add(error);
        }
        const exceptions = exceptionsOf(error);
        const main = exceptions[exceptions.length - 1];
        const where = main?.stacktrace?.frames.findLast((frame) => frame.in_app);
        if (!allowed(`${main?.type}|${main?.value}|${where?.filename}:${where?.lineno}`, Date.now())) return;
        const handled = details.handled ?? true;
        if (main) Object.assign(main, { mechanism: { type: handled ? 'generic' : 'onuncaughtexception', handled } });
        const trace = activeTraceIds();
        const request = details.request;
        const event = {
          event_id: randomUUID().replaceAll('-', ''),
          timestamp: Date.now() / 1000,
          platform: 'node',
          level: details.level ?? 'error',
          logger: 'shahrbazar',
          server_name: os.hostname(),
          release: settings.release,
          environment: settings.environment,
          exception: { values: exceptions },
          ...(request ? { request: requestOf(request) } : {}),
          tags: {
            ...(request ? { request_id: request.id, route: routeLabelOf(request) } : {}),
            ...(trace ? { trace_id: trace.traceId } : {}),
            ...details.tags,
          },
          contexts: {
            runtime: { name: 'node', version: process.version },
            ...(trace ? { trace: { trace_id: trace.traceId, span_id: trace.spanId } } : {}),
          },
          sdk: { name: 'shahrbazar.error-reports', version: '1.0.0' },
        };
        const body = [
          JSON.stringify({ event_id: event.event_id, sent_at: new Date().toISOString() }),
          JSON.stringify({ type: 'event' }),
          JSON.stringify(event),
        ].join('\n');
        const sent = send(dsn.envelopeUrl, {
          method: 'POST',
          headers: {
            'content-type': 'application/x-sentry-envelope',
            'x-sentry-auth': `Sentry sentry_version=7, sentry_client=shahrbazar/1.0.0, sentry_key=${dsn.publicKey}`,
          },
          body,
          signal: AbortSignal.timeout(5_000),
        })
          .then(async (response) => {
            await response.arrayBuffer();
            if (!response.ok) throw new Error(`HTTP ${response.status}`);
          })
          .catch((failure: unknown) => {
            // Said once: an unreachable report server must not fill the log with a line per error.
            if (!warned) options.warn?.(`error reports: could not send to ${dsn.envelopeUrl}: ${String(failure)}`);
            warned = true;
          })
          .finally(() => pending.delete(sent));
        pending.add(sent);
      } catch {
        // A report must never become the error.
      }
    },
    async flush(timeoutMs = 2_000) {
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        Promise.all(pending),
        new Promise<void>((resolve) => {
          timer = setTimeout(resolve, timeoutMs);
        }),
      ]);
      clearTimeout(timer);
    },
  };
}

/** The error of a log call's arguments (`log.error({ err }, '…')` or `log.error(error)`), if it carries one. */
export function errorOfLogCall(first: unknown): Error | undefined {
  if (first instanceof Error) return first;
  if (typeof first === 'object' && first !== null) {
    const err = (first as { err?: unknown; error?: unknown }).err ?? (first as { error?: unknown }).error;
    if (err instanceof Error) return err;
  }
  return undefined;
}

/** What the browser's reporter is given (apps/web/app/lib/error-reports.server.ts): where to send, and as what. */
export interface BrowserReports {
  /** The envelope address with the DSN's public key in its query (no preflight: the browser sends text/plain). */
  url: string;
  release: string;
  environment: string;
}

/** The browser's reporter settings from SENTRY_DSN, or undefined: no reporter on the pages. */
export function browserReportsOf(settings: Config['errorReports'], release: string): BrowserReports | undefined {
  if (!settings) return undefined;
  const dsn = parseDsn(settings.dsn);
  return {
    url: `${dsn.envelopeUrl}?sentry_version=7&sentry_key=${encodeURIComponent(dsn.publicKey)}`,
    release: settings.release ?? release,
    environment: settings.environment,
  };
}
