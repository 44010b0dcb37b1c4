// Web push (issue 14 item 5; docs/decisions/0044-web-push.md): what a browser's push subscription must
// look like before the server keeps it, and the bytes of a base64url key, for the server and the browser alike.

/** Bytes of a base64url (RFC 4648 §5) string without padding; undefined when it is not one. */
export function base64UrlBytes(text: string): Uint8Array | undefined {
  if (!/^[A-Za-z0-9_-]*$/.test(text) || text.length % 4 === 1) return undefined;
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (text.length % 4)) % 4);
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** A P-256 public key as browsers give it (p256dh): 65 bytes, uncompressed (starts with 4). */
export function isP256PublicKey(text: string): boolean {
  const bytes = base64UrlBytes(text);
  return bytes !== undefined && bytes.length === 65 && bytes[0] === 4;
}

/** A push subscription's authentication secret: 16 bytes. */
export function isPushAuthSecret(text: string): boolean {
  return base64UrlBytes(text)?.length === 16;
}

/** Where a push service is: https only, so the server never posts to its own network by a user's say-so. */
export function isPushEndpoint(text: string): boolean {
  try {
    const url = new URL(text);
    return url.protocol === 'https:' && url.username === '' && url.password === '' && text.length <= 1000;
  } catch {
    return false;
  }
}
