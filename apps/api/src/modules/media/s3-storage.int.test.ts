import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { listenOnLoopback } from '../../../test/support/loopback.ts';
import { loadConfig, storageOrigins } from '../../config.ts';
import { createServices } from '../../services.ts';
import { S3Error, S3FileStorage, signatureV4 } from './s3-storage.ts';
import { LocalFileStorage } from './storage.ts';
import { jpegWithExifAndGps } from './test-images.ts';
import { storeImage } from './upload.ts';

const BUCKET = 'shahrbazar-media';
const REGION = 'ir-thr-1';
const KEYS: Record<string, string> = { AKIDTEST: 'secret/with+chars=0123456789abcdef' };

interface StoredObject {
  body: Buffer;
  contentType: string;
  cacheControl: string;
}

/**
 * A fake S3 (path-style, in memory) that checks every request's Signature Version 4 as S3 does, written here apart
 * from the driver's signer: it rebuilds the canonical request from what arrived on the wire, the string to sign and
 * the signing key from the secret it knows, and refuses a mismatch with S3's own error.
 */
class FakeS3 {
  readonly objects = new Map<string, StoredObject>();
  readonly log: Array<{ method: string; path: string; status: number }> = [];
  /** Answer the next n requests with 503 (a busy store). */
  failNext = 0;
  private server = http.createServer((req, res) => void this.handle(req, res));

  async start(): Promise<string> {
    return listenOnLoopback(this.server);
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  private async handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const [rawPath = '/', rawQuery = ''] = (req.url ?? '/').split('?');
    const reply = (status: number, payload?: Buffer | string, headers: Record<string, string> = {}) => {
      this.log.push({ method: req.method ?? '', path: rawPath, status });
      res.writeHead(status, headers);
      res.end(payload);
    };
    const error = (status: number, code: string) =>
      reply(status, `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code></Error>`, {
        'content-type': 'application/xml',
      });

    if (this.failNext > 0) {
      this.failNext--;
      return error(503, 'SlowDown');
    }
    const refusal = this.checkSignature(req, rawPath, rawQuery, body);
    if (refusal) return error(403, refusal);

    const [, bucket, ...keyParts] = rawPath.split('/');
    if (bucket !== BUCKET) return error(404, 'NoSuchBucket');
    const key = keyParts.map(decodeURIComponent).join('/');
    switch (req.method) {
      case 'PUT':
        this.objects.set(key, {
          body,
          contentType: String(req.headers['content-type'] ?? ''),
          cacheControl: String(req.headers['cache-control'] ?? ''),
        });
        return reply(200);
      case 'GET': {
        const object = this.objects.get(key);
        if (!object) return error(404, 'NoSuchKey');
        return reply(200, object.body, { 'content-type': object.contentType });
      }
      case 'DELETE':
        this.objects.delete(key);
        return reply(204);
      default:
        return error(405, 'MethodNotAllowed');
    }
  }

  /** S3's checks, in its order; the error code when the request is refused. */
  private checkSignature(
    req: http.IncomingMessage,
    rawPath: string,
    rawQuery: string,
    body: Buffer,
  ): string | undefined {
    const auth =
      /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([a-z0-9;-]+), ?Signature=([0-9a-f]{64})$/.exec(
        String(req.headers.authorization ?? ''),
      );
    if (!auth) return 'AuthorizationHeaderMalformed';
    const [, accessKeyId = '', day = '', region = '', signedHeaders = '', signature = ''] = auth;
    const secret = KEYS[accessKeyId];
    if (!secret) return 'InvalidAccessKeyId';
    if (region !== REGION) return 'AuthorizationHeaderMalformed';
    const amzDate = String(req.headers['x-amz-date'] ?? '');
    if (!amzDate.startsWith(day)) return 'AuthorizationHeaderMalformed';
    const sent = Date.parse(amzDate.replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/, '$1-$2-$3T$4:$5:$6Z'));
    if (!(Math.abs(Date.now() - sent) < 15 * 60 * 1000)) return 'RequestTimeTooSkewed';
    const payloadHash = String(req.headers['x-amz-content-sha256'] ?? '');
    if (payloadHash !== createHash('sha256').update(body).digest('hex')) return 'XAmzContentSHA256Mismatch';
    const names = signedHeaders.split(';');
    if (!names.includes('host') || !names.includes('x-amz-date')) return 'AccessDenied';

    const canonicalHeaders = names
      .map(
        (name) =>
          `${name}:${String(req.headers[name] ?? '')
            .trim()
            .replace(/\s+/g, ' ')}\n`,
      )
      .join('');
    const canonicalQuery = rawQuery.split('&').filter(Boolean).sort().join('&');
    const canonicalRequest = [req.method, rawPath, canonicalQuery, canonicalHeaders, signedHeaders, payloadHash].join(
      '\n',
    );
    const scope = `${day}/${region}/s3/aws4_request`;
    const stringToSign = [
      'AWS4-HMAC-SHA256',
      amzDate,
      scope,
      createHash('sha256').update(canonicalRequest).digest('hex'),
    ].join('\n');
    let key: Buffer = createHmac('sha256', `AWS4${secret}`).update(day).digest();
    for (const part of [region, 's3', 'aws4_request']) key = createHmac('sha256', key).update(part).digest();
    const expected = createHmac('sha256', key).update(stringToSign).digest();
    return timingSafeEqual(expected, Buffer.from(signature, 'hex')) ? undefined : 'SignatureDoesNotMatch';
  }
}

describe('S3-compatible storage', () => {
  const fake = new FakeS3();
  let endpoint = '';
  const storage = (overrides: Partial<ConstructorParameters<typeof S3FileStorage>[0]> = {}) =>
    new S3FileStorage({
      endpoint,
      region: REGION,
      bucket: BUCKET,
      accessKeyId: 'AKIDTEST',
      secretAccessKey: KEYS.AKIDTEST ?? '',
      publicBaseUrl: 'https://cdn.shahrbazar.example/media',
      ...overrides,
    });

  beforeAll(async () => {
    endpoint = await fake.start();
  });
  afterAll(() => fake.stop());
  beforeEach(() => {
    fake.objects.clear();
    fake.log.length = 0;
    fake.failNext = 0;
  });

  it('puts an object path-style with its type and a year of caching, and reads the same bytes back', async () => {
    const s3 = storage();
    const data = Buffer.from([0, 1, 2, 250, 251, 252]);
    await s3.put('banners/2026/01/ab12-large.webp', data, 'image/webp');
    expect(fake.log).toEqual([{ method: 'PUT', path: `/${BUCKET}/banners/2026/01/ab12-large.webp`, status: 200 }]);
    expect(fake.objects.get('banners/2026/01/ab12-large.webp')).toEqual({
      body: data,
      contentType: 'image/webp',
      cacheControl: 'public, max-age=31536000, immutable',
    });
    expect(await s3.read('banners/2026/01/ab12-large.webp')).toEqual(data);
  });

  it('reads a missing key as undefined', async () => {
    expect(await storage().read('files/none.webp')).toBeUndefined();
    expect(fake.log.at(-1)).toMatchObject({ method: 'GET', status: 404 });
  });

  it('deletes an object; deleting a missing one is not an error', async () => {
    const s3 = storage();
    await s3.put('files/x.mp4', Buffer.from('video'), 'video/mp4');
    await s3.delete('files/x.mp4');
    expect(fake.objects.has('files/x.mp4')).toBe(false);
    await expect(s3.delete('files/x.mp4')).resolves.toBeUndefined();
    expect(await s3.read('files/x.mp4')).toBeUndefined();
  });

  it('is refused with a wrong secret or an unknown key id, and stores nothing', async () => {
    const wrong = storage({ secretAccessKey: 'not-the-secret' });
    const refused = await wrong.put('files/a.webp', Buffer.from('x'), 'image/webp').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(S3Error);
    expect(refused).toMatchObject({ status: 403, code: 'SignatureDoesNotMatch' });
    await expect(wrong.read('files/a.webp')).rejects.toMatchObject({ code: 'SignatureDoesNotMatch' });
    await expect(storage({ accessKeyId: 'NOBODY' }).delete('files/a.webp')).rejects.toMatchObject({
      code: 'InvalidAccessKeyId',
    });
    expect(fake.objects.size).toBe(0);
  });

  it('tries once more when the store is busy', async () => {
    fake.failNext = 1;
    await storage().put('files/b.webp', Buffer.from('y'), 'image/webp');
    expect(fake.log.map((entry) => entry.status)).toEqual([503, 200]);
    fake.failNext = 2;
    await expect(storage().read('files/b.webp')).rejects.toMatchObject({ status: 503, code: 'SlowDown' });
  });

  it('gives public URLs under the CDN address and finds the key of one', () => {
    const s3 = storage();
    expect(s3.publicUrl('banners/a-large.webp')).toBe('https://cdn.shahrbazar.example/media/banners/a-large.webp');
    expect(s3.keyOf('https://cdn.shahrbazar.example/media/banners/a-large.webp')).toBe('banners/a-large.webp');
    expect(s3.keyOf('/images/banners/a-large.webp')).toBeUndefined();
    expect(storage({ publicBaseUrl: undefined }).publicUrl('a.webp')).toBe(`${endpoint}/${BUCKET}/a.webp`);
    expect(() => s3.publicUrl('../escape.webp')).toThrow(/Invalid storage key/);
  });

  it('stores every WebP rendition of an upload in the bucket, without its EXIF', async () => {
    const stored = await storeImage(storage(), await jpegWithExifAndGps(), { folder: 'files' });
    expect(stored.path).toMatch(
      /^https:\/\/cdn\.shahrbazar\.example\/media\/files\/\d{4}\/\d{2}\/[0-9a-f]{24}-large\.webp$/,
    );
    for (const key of Object.values(stored.keys)) {
      const object = fake.objects.get(key);
      expect(object?.contentType).toBe('image/webp');
      const meta = await sharp(object?.body).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.exif).toBeUndefined();
    }
  });

  it('signs as the AWS documentation example does (GET Object, Signature Version 4)', () => {
    const emptyHash = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';
    const authorization = signatureV4({
      method: 'GET',
      url: new URL('https://examplebucket.s3.amazonaws.com/test.txt'),
      headers: { range: 'bytes=0-9', 'x-amz-content-sha256': emptyHash, 'x-amz-date': '20130524T000000Z' },
      payloadHash: emptyHash,
      region: 'us-east-1',
      accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
      secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
      date: new Date('2013-05-24T00:00:00Z'),
    });
    expect(authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, ' +
        'SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, ' +
        'Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
  });
});

describe('storage configuration', () => {
  const s3Env = {
    APP_ENV: 'test',
    STORAGE_DRIVER: 's3',
    S3_ENDPOINT: 'https://s3.example.ir',
    S3_BUCKET: 'media',
    S3_ACCESS_KEY_ID: 'id',
    S3_SECRET_ACCESS_KEY: 'secret',
  } as const;

  it('keeps files in the local folder unless told otherwise', () => {
    const config = loadConfig({ APP_ENV: 'test' });
    expect(config.storage).toEqual({ driver: 'local' });
    const services = createServices(config, { info: () => {} });
    expect(services.storage).toBeInstanceOf(LocalFileStorage);
    expect(services.storage.publicUrl('a/b.webp')).toBe('/images/a/b.webp');
  });

  it('uses the S3 store with STORAGE_DRIVER=s3, public URLs from S3_PUBLIC_URL', () => {
    const config = loadConfig({ ...s3Env, S3_PUBLIC_URL: 'https://cdn.example.ir/m/' });
    const services = createServices(config, { info: () => {} });
    expect(services.storage).toBeInstanceOf(S3FileStorage);
    expect(services.storage.publicUrl('a/b.webp')).toBe('https://cdn.example.ir/m/a/b.webp');
    // Without a private bucket, identity documents stay on the local disk, never in the public bucket.
    expect(services.privateStorage).toBeInstanceOf(LocalFileStorage);
    const withPrivate = createServices(loadConfig({ ...s3Env, S3_PRIVATE_BUCKET: 'private-docs' }), {
      info: () => {},
    });
    expect(withPrivate.privateStorage).toBeInstanceOf(S3FileStorage);
    expect(withPrivate.storage.publicUrl('x.webp')).toBe('https://s3.example.ir/media/x.webp');
    // Pages may load images and videos from that origin (Content-Security-Policy); locally, from none but ours.
    expect(storageOrigins(config)).toEqual(['https://cdn.example.ir']);
    expect(storageOrigins(loadConfig({ APP_ENV: 'test' }))).toEqual([]);
  });

  it('names every missing S3 variable', () => {
    expect(() => loadConfig({ APP_ENV: 'test', STORAGE_DRIVER: 's3', S3_BUCKET: 'media' })).toThrow(
      /S3_ENDPOINT: required when STORAGE_DRIVER=s3\n {2}S3_ACCESS_KEY_ID: required[^\n]*\n {2}S3_SECRET_ACCESS_KEY/,
    );
    expect(() => loadConfig({ ...s3Env, S3_ENDPOINT: 'ftp://x' })).toThrow(/S3_ENDPOINT/);
  });
});
