import { Transform } from 'node:stream';
import { HELD_SCRIPT_MARK, HELD_SCRIPT_TYPE } from './scripts-after-picture.ts';

/** React Router's module preloads: dropped whole (the starter makes them from the entry's manifest). */
const PRELOAD = Buffer.from('<link rel="modulepreload"');
/** React Router's entry module script: held as a marked data block (valid HTML, issue 32). */
const ENTRY = Buffer.from(' type="module" async=""');
const HELD_ENTRY = Buffer.from(` type="${HELD_SCRIPT_TYPE}" ${HELD_SCRIPT_MARK}=""`);
const TAG_END = '>'.charCodeAt(0);

/**
 * The page's scripts held until its main picture is drawn (ADR 0073; scripts-after-picture.ts starts them): React
 * Router's `<Scripts>` writes an async entry module that imports the routes at once and one `<link
 * rel="modulepreload">` per chunk a route needs (~60 on a list page, ~7 KB); React Router gives no option to hold
 * them, so the server's HTML stream is rewritten on the way out: the entry is written inert (a data block) and the
 * preloads are left out (every chunk they name is in the entry's manifest, from which the starter makes them). The
 * marks are ASCII, so they are matched on bytes and never inside a multi-byte character; the bytes from a mark that a
 * chunk cuts, or from a preload whose tag it cuts, wait for the next chunk.
 */
export function scriptsAfterPicture(): Transform {
  let carry = Buffer.alloc(0);
  return new Transform({
    transform(chunk: Buffer | string, _encoding, done) {
      const bytes = Buffer.concat([carry, typeof chunk === 'string' ? Buffer.from(chunk) : chunk]);
      const parts: Buffer[] = [];
      let from = 0;
      let keep = -1;
      for (;;) {
        const preload = bytes.indexOf(PRELOAD, from);
        const entry = bytes.indexOf(ENTRY, from);
        if (preload !== -1 && (entry === -1 || preload < entry)) {
          const end = bytes.indexOf(TAG_END, preload + PRELOAD.length);
          parts.push(bytes.subarray(from, preload));
          if (end === -1) {
            keep = preload;
            break;
          }
          from = end + 1;
        } else if (entry !== -1) {
          parts.push(bytes.subarray(from, entry), HELD_ENTRY);
          from = entry + ENTRY.length;
        } else {
          break;
        }
      }
      if (keep === -1) {
        // Keep what could be the start of a mark cut by the chunk's end.
        keep = Math.max(from, bytes.length - (Math.max(PRELOAD.length, ENTRY.length) - 1));
        parts.push(bytes.subarray(from, keep));
      }
      carry = Buffer.from(bytes.subarray(keep));
      done(null, Buffer.concat(parts));
    },
    flush(done) {
      done(null, carry);
    },
  });
}
