import type { Writable } from 'node:stream';

/**
 * Where React writes a page that is sent whole (entry.server, ADR 0134): the part of a Node Writable React's `pipe`
 * uses (write, end, destroy, on), gathering the chunks and handing over the page's bytes at the end. A page is ~40
 * chunks; a Writable's buffering, corking and callbacks for each were ~0.25 ms of CPU a page (issue 32).
 */
interface Sink {
  write(chunk: Uint8Array | string): boolean;
  end(): void;
  destroy(error?: unknown): void;
  on(): Sink;
}

export function pageSink(onPage: (html: Buffer) => void, onFailure: (error: unknown) => void): Writable {
  const chunks: Uint8Array[] = [];
  let settled = false;
  const sink: Sink = {
    write(chunk: Uint8Array | string): boolean {
      chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
      return true;
    },
    end(): void {
      if (settled) return;
      settled = true;
      onPage(Buffer.concat(chunks));
    },
    destroy(error?: unknown): void {
      if (settled) return;
      settled = true;
      onFailure(error ?? new Error('The page could not be rendered'));
    },
    // React listens for drain, error and close: none of them happens to a sink in memory.
    on: () => sink,
  };
  return sink as unknown as Writable;
}
