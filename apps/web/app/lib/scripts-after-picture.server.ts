import { Transform } from 'node:stream';
import { HELD_PRELOAD_REL, HELD_SCRIPT_TYPE } from './scripts-after-picture.ts';

/** What React Router's `<Scripts>` writes, and what it is written as until the page's picture is drawn. */
const REWRITES: ReadonlyArray<readonly [Buffer, Buffer]> = [
  [Buffer.from('<link rel="modulepreload"'), Buffer.from(`<link rel="${HELD_PRELOAD_REL}" fetchpriority="low"`)],
  [Buffer.from(' type="module" async=""'), Buffer.from(` type="${HELD_SCRIPT_TYPE}"`)],
];
const LONGEST = Math.max(...REWRITES.map(([mark]) => mark.length));

/** The next mark in `bytes` from `from`: where it is and which rewrite, or undefined. */
function nextMark(bytes: Buffer, from: number): { at: number; mark: Buffer; written: Buffer } | undefined {
  let next: { at: number; mark: Buffer; written: Buffer } | undefined;
  for (const [mark, written] of REWRITES) {
    const at = bytes.indexOf(mark, from);
    if (at !== -1 && (!next || at < next.at)) next = { at, mark, written };
  }
  return next;
}

/**
 * The page's scripts held until its main picture is drawn (ADR 0073; scripts-after-picture.ts starts them): React
 * Router's `<Scripts>` writes one `<link rel="modulepreload">` per chunk a route needs (~60 on a list page) and an
 * async entry module that imports the routes at once; React Router gives no option to hold them, so the server's
 * HTML stream is rewritten on the way out. The preloads keep `fetchpriority="low"` for when they start (ADR 0066).
 * The marks are ASCII, so they are matched on bytes and never inside a multi-byte character; the last bytes of a
 * chunk wait for the next in case a mark is cut.
 */
export function scriptsAfterPicture(): Transform {
  let carry = Buffer.alloc(0);
  return new Transform({
    transform(chunk: Buffer | string, _encoding, done) {
      const bytes = Buffer.concat([carry, typeof chunk === 'string' ? Buffer.from(chunk) : chunk]);
      const parts: Buffer[] = [];
      let from = 0;
      for (let next = nextMark(bytes, from); next; next = nextMark(bytes, from)) {
        parts.push(bytes.subarray(from, next.at), next.written);
        from = next.at + next.mark.length;
      }
      // Keep what could be the start of a mark cut by the chunk's end.
      const keep = Math.max(from, bytes.length - (LONGEST - 1));
      parts.push(bytes.subarray(from, keep));
      carry = Buffer.from(bytes.subarray(keep));
      done(null, Buffer.concat(parts));
    },
    flush(done) {
      done(null, carry);
    },
  });
}
