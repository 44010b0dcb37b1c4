import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

/** One nonce per response: helmet's script-src reads it, and the SSR web puts it on the page's own scripts. */
const nonces = new WeakMap<ServerResponse, string>();

/** The script nonce of a response, made the first time it is asked for. */
export function cspNonceOf(response: ServerResponse): string {
  let nonce = nonces.get(response);
  if (!nonce) {
    nonce = randomBytes(18).toString('base64');
    nonces.set(response, nonce);
  }
  return nonce;
}

/** A script-src source for helmet: only scripts carrying this response's nonce run inline. */
export function scriptNonceSource(_request: IncomingMessage, response: ServerResponse): string {
  return `'nonce-${cspNonceOf(response)}'`;
}
