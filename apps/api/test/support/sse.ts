import http from 'node:http';

/** One server-sent event as a client reads it. */
export interface SseEvent {
  event: string;
  id: string | undefined;
  data: unknown;
}

/**
 * A server-sent events client over fetch, for tests: connects to `url` with headers, collects events, and lets a test
 * wait for the next events matching a filter. `close()` ends the connection.
 */
export async function openSse(url: string, headers: Record<string, string>) {
  const events: SseEvent[] = [];
  const waiters: Array<() => void> = [];
  let buffer = '';
  // node:http without a keep-alive agent: closing the stream closes its connection (no pooled socket outlives it).
  const request = http.get(url, { headers: { accept: 'text/event-stream', ...headers }, agent: false });
  const response = await new Promise<http.IncomingMessage>((resolve, reject) => {
    request.once('response', resolve);
    request.once('error', reject);
  });
  if (response.statusCode !== 200) {
    request.destroy();
    throw new Error(`stream refused: ${response.statusCode}`);
  }
  response.setEncoding('utf8');
  response.on('error', () => undefined);
  response.on('data', (chunk: string) => {
    buffer += chunk;
    let end: number;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const fields = Object.fromEntries(
        block
          .split('\n')
          .filter((line) => line && !line.startsWith(':'))
          .map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 1).trimStart()]),
      );
      if (fields.event && fields.data !== undefined) {
        events.push({ event: fields.event, id: fields.id, data: JSON.parse(fields.data) });
        waiters.splice(0).forEach((wake) => wake());
      }
    }
  });

  /** Waits until at least `count` events of a kind arrived (10 s at most), and answers them. */
  async function waitFor(event: string, count: number, timeoutMs = 10_000): Promise<SseEvent[]> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = events.filter((e) => e.event === event);
      if (found.length >= count) return found;
      if (Date.now() > deadline) throw new Error(`waited for ${count} ${event} events, got ${found.length}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, Math.max(0, deadline - Date.now()));
        waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  return { events, waitFor, close: () => request.destroy() };
}
