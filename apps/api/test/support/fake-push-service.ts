import { createDecipheriv, createECDH, createPublicKey, hkdfSync, randomBytes, verify, type ECDH } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { listenOnLoopback } from './loopback.ts';

// A local push service speaking the Web Push protocol as Chrome's and Firefox's do, written from the RFCs and not
// from the library the product sends with: it accepts a POST to a subscription's endpoint only with a valid VAPID
// signature (RFC 8292: an ES256 JWT for this origin, not expired, signed by the key the browser subscribed with) and an
// aes128gcm body (RFC 8291) it can decrypt with the browser's private key. It answers 201, or 410 for a subscription
// that is gone; a "slow" subscription never answers.

/** A browser's subscription on the fake service, with what it received. */
export interface FakeBrowser {
  id: string;
  /** What the product stores: the endpoint and the browser's public key and secret. */
  target: { endpoint: string; keys: { p256dh: string; auth: string } };
  /** The decrypted messages, in order. */
  received: unknown[];
  state: 'live' | 'gone' | 'slow';
  /** Refusals of this service for this subscription (bad signature, undecryptable body...). */
  refusals: string[];
}

interface Subscription extends FakeBrowser {
  ecdh: ECDH;
  auth: Buffer;
  applicationServerKey: string;
}

const b64url = (buffer: Buffer) => buffer.toString('base64url');

/** Checks the request's VAPID header; answers why it is refused, or undefined when it is good. */
function vapidProblem(header: string | undefined, origin: string, expectedKey: string): string | undefined {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? '');
  if (!match) return 'no vapid authorization';
  const [, jwt = '', key = ''] = match;
  if (key !== expectedKey) return 'signed by another key than the subscription’s';
  const [head = '', body = '', signature = ''] = jwt.split('.');
  const raw = Buffer.from(key, 'base64url');
  const publicKey = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: b64url(raw.subarray(1, 33)), y: b64url(raw.subarray(33, 65)) },
    format: 'jwk',
  });
  const good = verify(
    'sha256',
    Buffer.from(`${head}.${body}`),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!good) return 'bad signature';
  const header_ = JSON.parse(Buffer.from(head, 'base64url').toString()) as { alg?: string };
  if (header_.alg !== 'ES256') return 'not ES256';
  const claims = JSON.parse(Buffer.from(body, 'base64url').toString()) as { aud?: string; exp?: number; sub?: string };
  const now = Date.now() / 1000;
  if (claims.aud !== origin) return `audience ${claims.aud} is not ${origin}`;
  if (!claims.exp || claims.exp < now || claims.exp > now + 24 * 60 * 60) return 'expiry out of range';
  if (!/^(mailto:|https:)/.test(claims.sub ?? '')) return 'no contact subject';
  return undefined;
}

/** Decrypts one aes128gcm record (RFC 8188 framing, RFC 8291 keys) for the subscription. */
function decrypt(body: Buffer, subscription: Subscription): string {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const senderKey = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  const secret = subscription.ecdh.computeSecret(senderKey);
  const info = Buffer.concat([Buffer.from('WebPush: info\0'), subscription.ecdh.getPublicKey(), senderKey]);
  const ikm = Buffer.from(hkdfSync('sha256', secret, subscription.auth, info, 32));
  const key = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', key, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 2, then any zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error('no last-record delimiter');
  return padded.subarray(0, end).toString('utf8');
}

/** Starts the fake push service on a free loopback port. */
export async function startFakePushService() {
  const subscriptions = new Map<string, Subscription>();
  let origin = '';
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const id = /^\/push\/([a-z0-9]+)$/.exec(req.url ?? '')?.[1];
      const subscription = id ? subscriptions.get(id) : undefined;
      const refuse = (status: number, why: string) => {
        subscription?.refusals.push(why);
        res.writeHead(status).end(why);
      };
      if (req.method !== 'POST' || !subscription) return refuse(404, 'no such subscription');
      if (subscription.state === 'slow') return; // never answers
      if (subscription.state === 'gone') return refuse(410, 'unsubscribed');
      if (!req.headers.ttl || !/^\d+$/.test(String(req.headers.ttl))) return refuse(400, 'no TTL');
      if (req.headers['content-encoding'] !== 'aes128gcm') return refuse(415, 'not aes128gcm');
      const problem = vapidProblem(req.headers.authorization, origin, subscription.applicationServerKey);
      if (problem) return refuse(403, problem);
      try {
        subscription.received.push(JSON.parse(decrypt(Buffer.concat(chunks), subscription)));
      } catch (error) {
        return refuse(400, `cannot decrypt: ${String(error)}`);
      }
      res.writeHead(201, { location: `/message/${subscription.received.length}` }).end();
    });
  });
  origin = await listenOnLoopback(server);
  return {
    /** A browser subscribes with the site's public key (applicationServerKey), as pushManager.subscribe does. */
    subscribe(applicationServerKey: string): FakeBrowser {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      const id = randomBytes(8).toString('hex');
      const subscription: Subscription = {
        id,
        target: { endpoint: `${origin}/push/${id}`, keys: { p256dh: b64url(ecdh.getPublicKey()), auth: b64url(auth) } },
        received: [],
        state: 'live',
        refusals: [],
        ecdh,
        auth,
        applicationServerKey,
      };
      subscriptions.set(id, subscription);
      return subscription;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
    closeAll: () => server.closeAllConnections(),
  };
}
