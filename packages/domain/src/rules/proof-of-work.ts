// Proof of work for one-time codes asked for from a busy network address (issue 34, ADR 0091): the server issues a
// signed, short-lived challenge of `bits` difficulty; the browser finds a nonce so that SHA-256(challenge + nonce)
// starts with `bits` zero bits. A browser without a script (or without WebCrypto) waits instead: the server grants
// a signed "waited" nonce that is good once the wait a phone's work would take has passed.

/** The difficulty a busy address starts at: about a second or two of a mid-range phone's work. */
export const POW_BASE_BITS = 16;
/** The most a flood is asked for: each further doubling of an address's codes adds a bit, up to this many more. */
export const POW_MAX_EXTRA_BITS = 4;
/** How long a nonce may be: a work nonce is a decimal counter, a waited one a signed token. */
export const POW_NONCE_MAX = 128;
/** A waited nonce starts with this (a work nonce is digits only, so the two never meet). */
export const POW_WAITED_PREFIX = 'w.';

/** How many leading zero bits a digest has. */
export function leadingZeroBits(digest: Uint8Array): number {
  let bits = 0;
  for (const byte of digest) {
    if (byte === 0) {
      bits += 8;
      continue;
    }
    return bits + Math.clz32(byte) - 24;
  }
  return bits;
}

/** Whether a digest of challenge + nonce meets the difficulty. */
export function meetsDifficulty(digest: Uint8Array, bits: number): boolean {
  return leadingZeroBits(digest) >= bits;
}

/**
 * How long a browser that cannot do the work waits instead, for a difficulty: about what a mid-range phone's work
 * takes (8 s at the base 16 bits, half as long per bit less, twice as long per bit more).
 */
export function powWaitMs(bits: number): number {
  return Math.round(2 ** (bits - 13) * 1000);
}

/**
 * Lets the page have its turn: a task (not a microtask, and without setTimeout's 4 ms floor) in which input,
 * rendering and garbage collection run. Without it a long work never leaves the microtask queue: typing stalls, and
 * headless Chromium on the shared machine lost the page altogether (a renderer gone within a second of a 26-bit work).
 */
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    // The browser's and Node's MessageChannel alike; their types differ (DOM's `onmessage`, Node's EventEmitter).
    const channel = new MessageChannel() as unknown as {
      port1: { onmessage: (() => void) | null; close(): void };
      port2: { postMessage(message: null): void };
    };
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

/**
 * Finds a nonce for a challenge with WebCrypto (the browser's, or Node's for tests), `batch` digests at a time so a
 * phone spends its time hashing rather than waiting on each call, and gives the page a task between batches; gives
 * up (undefined) when `signal` aborts.
 */
export async function solveProofOfWork(
  challenge: string,
  bits: number,
  options: { signal?: AbortSignal; batch?: number } = {},
): Promise<string | undefined> {
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) return undefined;
  const encoder = new TextEncoder();
  const batch = options.batch ?? 512;
  for (let start = 0; start < Number.MAX_SAFE_INTEGER; start += batch) {
    if (options.signal?.aborted) return undefined;
    const nonces = Array.from({ length: batch }, (_, index) => String(start + index));
    const digests = await Promise.all(
      nonces.map((nonce) => subtle.digest('SHA-256', encoder.encode(challenge + nonce))),
    );
    const found = digests.findIndex((digest) => meetsDifficulty(new Uint8Array(digest), bits));
    if (found >= 0) return nonces[found];
    await nextTask();
  }
  return undefined;
}
