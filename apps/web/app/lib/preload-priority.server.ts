import { Transform } from 'node:stream';

const MARK = Buffer.from('<link rel="modulepreload"');
const LOW = Buffer.from('<link rel="modulepreload" fetchpriority="low"');

/**
 * The page's module preloads (React Router's `<Scripts>` writes one `<link rel="modulepreload">` per chunk a route
 * needs, ~60 on a list page) at low priority: a phone on a slow network fetches the stylesheets, the font and the
 * first picture before the scripts that only make the already drawn page interactive (ADR 0066). React Router gives no
 * option for it, so the server's HTML stream is rewritten on the way out. The mark is ASCII, so it is matched on bytes
 * and never inside a multi-byte character; the last bytes of a chunk wait for the next in case the mark is cut.
 */
export function lowPriorityModulePreloads(): Transform {
  let carry = Buffer.alloc(0);
  return new Transform({
    transform(chunk: Buffer | string, _encoding, done) {
      const bytes = Buffer.concat([carry, typeof chunk === 'string' ? Buffer.from(chunk) : chunk]);
      const parts: Buffer[] = [];
      let from = 0;
      for (let at = bytes.indexOf(MARK, from); at !== -1; at = bytes.indexOf(MARK, from)) {
        parts.push(bytes.subarray(from, at), LOW);
        from = at + MARK.length;
      }
      // Keep what could be the start of a mark cut by the chunk's end.
      const keep = Math.max(from, bytes.length - (MARK.length - 1));
      parts.push(bytes.subarray(from, keep));
      carry = Buffer.from(bytes.subarray(keep));
      done(null, Buffer.concat(parts));
    },
    flush(done) {
      done(null, carry);
    },
  });
}
