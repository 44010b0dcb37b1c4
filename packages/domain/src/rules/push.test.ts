import { describe, expect, it } from 'vitest';
import { base64UrlBytes, isP256PublicKey, isPushAuthSecret, isPushEndpoint } from './push.ts';

const p256 = 'B' + 'A'.repeat(86); // 65 bytes: 0x04 then zeros (87 characters)

describe('a push subscription', () => {
  it('reads base64url without padding, and refuses other alphabets', () => {
    expect([...base64UrlBytes('AQID_-8')!]).toEqual([1, 2, 3, 255, 239]);
    expect(base64UrlBytes('AQ+D')).toBeUndefined();
    expect(base64UrlBytes('AQID=')).toBeUndefined();
    expect(base64UrlBytes('A')).toBeUndefined();
  });

  it('takes a 65-byte uncompressed P-256 key and a 16-byte secret, nothing else', () => {
    expect(isP256PublicKey(p256)).toBe(true);
    expect(isP256PublicKey('A'.repeat(87))).toBe(false); // does not start with 4
    expect(isP256PublicKey(p256.slice(0, 80))).toBe(false);
    expect(isPushAuthSecret('AAAAAAAAAAAAAAAAAAAAAA')).toBe(true);
    expect(isPushAuthSecret('AAAAAAAAAAAAAAAAAAAA')).toBe(false);
  });

  it('posts only to an https push service', () => {
    expect(isPushEndpoint('https://fcm.googleapis.com/fcm/send/abc')).toBe(true);
    expect(isPushEndpoint('http://127.0.0.1:6379/')).toBe(false);
    expect(isPushEndpoint('https://user:pass@push.example/')).toBe(false);
    expect(isPushEndpoint('not a url')).toBe(false);
    expect(isPushEndpoint(`https://push.example/${'a'.repeat(1000)}`)).toBe(false);
  });
});
