import { describe, expect, it } from 'vitest';
import { leadingZeroBits, meetsDifficulty, powWaitMs, solveProofOfWork } from './proof-of-work.ts';

describe('proof of work', () => {
  it('counts the leading zero bits of a digest', () => {
    expect(leadingZeroBits(Uint8Array.from([0x80, 0]))).toBe(0);
    expect(leadingZeroBits(Uint8Array.from([0x01, 0xff]))).toBe(7);
    expect(leadingZeroBits(Uint8Array.from([0, 0, 0x10]))).toBe(19);
    expect(leadingZeroBits(Uint8Array.from([0, 0]))).toBe(16);
    expect(meetsDifficulty(Uint8Array.from([0, 0x3f]), 10)).toBe(true);
    expect(meetsDifficulty(Uint8Array.from([0, 0x40]), 10)).toBe(false);
  });

  it('finds a nonce whose SHA-256 with the challenge starts with the asked zero bits', async () => {
    const challenge = 'c2hhaHJiYXphcg.12.1767225600000.mac';
    const nonce = await solveProofOfWork(challenge, 12);
    expect(nonce).toMatch(/^\d+$/);
    const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(challenge + nonce!));
    expect(leadingZeroBits(new Uint8Array(digest))).toBeGreaterThanOrEqual(12);
  });

  it('stops when told to', async () => {
    const stop = new AbortController();
    stop.abort();
    expect(await solveProofOfWork('any', 30, { signal: stop.signal })).toBeUndefined();
  });

  it('makes a browser without the work wait about what a phone would work: 8 s at 16 bits', () => {
    expect(powWaitMs(16)).toBe(8_000);
    expect(powWaitMs(12)).toBe(500);
    expect(powWaitMs(20)).toBe(128_000);
  });
});
