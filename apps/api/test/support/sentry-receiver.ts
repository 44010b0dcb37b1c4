import http from 'node:http';
import { listenOnLoopback } from './loopback.ts';

/** One envelope as a Sentry-protocol server receives it: its header, its event, and how it was sent. */
export interface ReceivedEnvelope {
  project: string;
  header: Record<string, unknown>;
  itemType: string;
  event: Record<string, unknown> & {
    exception?: { values: Array<{ type: string; value: string; mechanism?: { handled: boolean } }> };
    request?: { url?: string; method?: string; headers?: Record<string, string> };
    tags?: Record<string, string>;
  };
  /** The raw body, to check what never left the site (a mobile number, a cookie). */
  raw: string;
  auth: string | undefined;
  query: URLSearchParams;
}

/**
 * A local Sentry (or GlitchTip) for tests: envelopes POSTed to /api/<project>/envelope/, kept in `received`; answers
 * as Sentry does, with CORS headers for a browser. `next()` resolves with the next envelope to arrive.
 */
export async function startSentryReceiver() {
  const received: ReceivedEnvelope[] = [];
  const waiting: Array<(envelope: ReceivedEnvelope) => void> = [];
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://receiver');
    const cors = { 'access-control-allow-origin': '*' };
    const match = /^\/api\/(\d+)\/envelope\/$/.exec(url.pathname);
    if (request.method === 'OPTIONS') {
      response.writeHead(204, { ...cors, 'access-control-allow-headers': '*' }).end();
      return;
    }
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (request.method !== 'POST' || !match) {
        response.writeHead(404, cors).end();
        return;
      }
      const raw = Buffer.concat(chunks).toString('utf8');
      const [header, item, event] = raw.split('\n');
      const envelope: ReceivedEnvelope = {
        project: match[1]!,
        header: JSON.parse(header ?? '{}') as Record<string, unknown>,
        itemType: (JSON.parse(item ?? '{}') as { type?: string }).type ?? '',
        event: JSON.parse(event ?? '{}') as ReceivedEnvelope['event'],
        raw,
        auth: request.headers['x-sentry-auth'] as string | undefined,
        query: url.searchParams,
      };
      received.push(envelope);
      for (const resolve of waiting.splice(0)) resolve(envelope);
      response
        .writeHead(200, { ...cors, 'content-type': 'application/json' })
        .end(JSON.stringify({ id: envelope.header.event_id }));
    });
  });
  const origin = await listenOnLoopback(server);
  return {
    received,
    port: Number(new URL(origin).port),
    /** A DSN of this receiver's project 42. */
    dsn: `http://publickey@${new URL(origin).host}/42`,
    /** The first envelope received (now or later) that `matches`. */
    next(matches: (envelope: ReceivedEnvelope) => boolean = () => true): Promise<ReceivedEnvelope> {
      const found = received.find(matches);
      if (found) return Promise.resolve(found);
      return new Promise((resolve) => {
        const check = (envelope: ReceivedEnvelope) => {
          if (matches(envelope)) resolve(envelope);
          else waiting.push(check);
        };
        waiting.push(check);
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
