import { ServerResponse, IncomingMessage } from 'node:http';
import { Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { cspNonceOf } from './csp-nonce.ts';

const response = () => new ServerResponse(new IncomingMessage(new Socket()));

describe('a response’s script nonce', () => {
  it('is the same for one response however often asked, and never the same for two', () => {
    const first = response();
    expect(cspNonceOf(first)).toBe(cspNonceOf(first));
    // Past several draws of random bytes: every nonce new, 18 bytes each.
    const seen = new Set(Array.from({ length: 2000 }, () => cspNonceOf(response())));
    expect(seen.size).toBe(2000);
    for (const nonce of seen) expect(Buffer.from(nonce, 'base64')).toHaveLength(18);
  });
});
