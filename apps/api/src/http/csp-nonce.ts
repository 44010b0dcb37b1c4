import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

/** One nonce per response: helmet's script-src reads it, and the SSR web puts it on the page's own scripts. */
const nonces = new WeakMap<ServerResponse, string>();

const NONCE_BYTES = 18;
/** Random bytes for this many nonces are drawn at once (one draw per answer was ~1.5 % of a page's CPU: its API calls). */
const NONCES_PER_DRAW = 256;
let drawn = Buffer.alloc(0);
let used = 0;

/** 18 bytes of the system's random source, each handed out once. */
function freshNonce(): string {
  if (used + NONCE_BYTES > drawn.length) {
    drawn = randomBytes(NONCE_BYTES * NONCES_PER_DRAW);
    used = 0;
  }
  const nonce = drawn.toString('base64', used, used + NONCE_BYTES);
  used += NONCE_BYTES;
  return nonce;
}

/** The script nonce of a response, made the first time it is asked for. */
export function cspNonceOf(response: ServerResponse): string {
  let nonce = nonces.get(response);
  if (!nonce) {
    nonce = freshNonce();
    nonces.set(response, nonce);
  }
  return nonce;
}

/** A script-src source for helmet: only scripts carrying this response's nonce run inline. */
export function scriptNonceSource(_request: IncomingMessage, response: ServerResponse): string {
  return `'nonce-${cspNonceOf(response)}'`;
}
