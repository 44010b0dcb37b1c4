import http from 'node:http';

// A Sentry-protocol receiver for the whole run (ADR 0087): the server of the journeys is started with SENTRY_DSN
// naming it (playwright.config.ts), so every page carries the browser reporter and every report of the run lands
// here, never on the internet. GET /received answers what came, for the journey that checks it
// (error-reports.spec.ts). Started by Playwright's global setup, in the runner's process, before any journey.

/** The receiver's port: chosen once by scripts/e2e.mjs, next to the server's otherwise. */
export function errorReceiverPort(): number {
  return Number(process.env.E2E_ERRORS_PORT ?? Number(process.env.E2E_PORT ?? 3199) + 1);
}

/** The DSN of the receiver's project 1, as the server is given it. */
export const errorReceiverDsn = () => `http://e2e-key@127.0.0.1:${errorReceiverPort()}/1`;

export default async function startErrorReceiver(): Promise<() => Promise<void>> {
  const received: Array<{ auth: string | undefined; query: string; body: string }> = [];
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://receiver');
    const cors = { 'access-control-allow-origin': '*' };
    if (request.method === 'GET' && url.pathname === '/received') {
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(received));
      return;
    }
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (request.method !== 'POST' || url.pathname !== '/api/1/envelope/') {
        response.writeHead(404, cors).end();
        return;
      }
      received.push({
        auth: request.headers['x-sentry-auth'] as string | undefined,
        query: url.search,
        body: Buffer.concat(chunks).toString('utf8'),
      });
      response.writeHead(200, { ...cors, 'content-type': 'application/json' }).end('{}');
    });
  });
  // An idle connection stays open until the browser or server closes it, as in the API's local fakes
  // (apps/api/test/support/loopback.ts): Node's 5 s keep-alive close races a sender reusing the socket under load.
  server.keepAliveTimeout = 0;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(errorReceiverPort(), '127.0.0.1', () => resolve());
  });
  return () => new Promise((resolve) => server.close(() => resolve()));
}
