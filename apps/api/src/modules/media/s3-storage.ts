import { createHash, createHmac } from 'node:crypto';
import { assertSafeKey, keyUnder, type FileStorage } from './storage.ts';

/** Where the bucket is and who we are to it (README: STORAGE_DRIVER=s3 and the S3_* variables). */
export interface S3StorageOptions {
  /** The service's base address, e.g. `https://s3.ir-thr-at1.arvanstorage.ir` or `http://127.0.0.1:9000`. */
  endpoint: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /**
   * The base URL browsers load files from (a CDN, or the bucket's public address); `publicUrl(key)` is
   * `${publicBaseUrl}/${key}`. Defaults to the path-style bucket address `${endpoint}/${bucket}`.
   */
  publicBaseUrl?: string;
  /** Cache-Control stored with every object: names are never reused, so public files are cached for a year. */
  cacheControl?: string;
  /** How long one request may take before it is abandoned. */
  timeoutMs?: number;
  /** For tests. */
  fetch?: typeof fetch;
  now?: () => Date;
}

/** A refusal or failure of the object store, with its HTTP status and S3 error code (e.g. SignatureDoesNotMatch). */
export class S3Error extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    operation: string,
  ) {
    super(`S3 ${operation} failed: ${status} ${code}`);
    this.name = 'S3Error';
  }
}

const EMPTY_SHA256 = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';
const FOREVER = 'public, max-age=31536000, immutable';

const sha256Hex = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data, 'utf8').digest();

/** RFC 3986 percent-encoding as SigV4 wants it: everything but A-Z a-z 0-9 - _ . ~ is escaped. */
export function uriEncode(value: string): string {
  return encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

export interface SignInput {
  method: string;
  url: URL;
  /** Headers to sign, besides host (taken from the URL): names in any case. */
  headers: Record<string, string>;
  /** Hex SHA-256 of the body (also sent as x-amz-content-sha256). */
  payloadHash: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** The request time; x-amz-date must carry the same instant. */
  date: Date;
  service?: string;
}

/** `20260114T083000Z` and `20260114` of an instant (UTC). */
export function amzDates(date: Date): { amzDate: string; day: string } {
  const amzDate = date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
  return { amzDate, day: amzDate.slice(0, 8) };
}

/**
 * The Authorization header of AWS Signature Version 4 for one request: canonical request (method, URI-encoded path,
 * sorted query, sorted lower-case headers, signed header list, payload hash), string to sign (algorithm, time,
 * credential scope, hash of the canonical request), signing key (HMAC chain of the secret over day, region, service
 * and "aws4_request"), signature (HMAC of the string to sign).
 */
export function signatureV4(input: SignInput): string {
  const service = input.service ?? 's3';
  const { amzDate, day } = amzDates(input.date);
  const headers = new Map<string, string>([['host', input.url.host]]);
  for (const [name, value] of Object.entries(input.headers)) {
    headers.set(name.toLowerCase(), value.trim().replace(/\s+/g, ' '));
  }
  const names = [...headers.keys()].sort();
  const canonicalHeaders = names.map((name) => `${name}:${headers.get(name) ?? ''}\n`).join('');
  const signedHeaders = names.join(';');
  // The path is already percent-encoded in the URL as S3 wants it (each segment once, slashes kept).
  const canonicalQuery = [...input.url.searchParams.entries()]
    .map(([key, value]) => [uriEncode(key), uriEncode(value)] as const)
    .sort(([a, av], [b, bv]) => (a === b ? (av < bv ? -1 : 1) : a < b ? -1 : 1))
    .map(([key, value]) => `${key}=${value}`)
    .join('&');
  const canonicalRequest = [
    input.method,
    input.url.pathname,
    canonicalQuery,
    canonicalHeaders,
    signedHeaders,
    input.payloadHash,
  ].join('\n');
  const scope = `${day}/${input.region}/${service}/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256Hex(canonicalRequest)].join('\n');
  const signingKey = hmac(hmac(hmac(hmac(`AWS4${input.secretAccessKey}`, day), input.region), service), 'aws4_request');
  const signature = createHmac('sha256', signingKey).update(stringToSign, 'utf8').digest('hex');
  return `AWS4-HMAC-SHA256 Credential=${input.accessKeyId}/${scope}, SignedHeaders=${signedHeaders}, Signature=${signature}`;
}

/** The <Code> of an S3 XML error body, or the status text. */
function errorCode(body: string, status: number): string {
  return /<Code>([^<]{1,100})<\/Code>/.exec(body)?.[1] ?? `HTTP${status}`;
}

/**
 * Files in an S3-compatible object store (AWS S3, MinIO, ArvanCloud, Ceph...), spoken to directly over HTTP with
 * Signature Version 4 and path-style addresses (`${endpoint}/${bucket}/${key}`), so no SDK is needed. Browsers load
 * public files from `publicBaseUrl` (a CDN or the bucket), which must allow anonymous reads of the bucket's objects.
 */
export class S3FileStorage implements FileStorage {
  private readonly endpoint: URL;
  private readonly publicBase: string;
  private readonly fetcher: typeof fetch;

  constructor(private readonly options: S3StorageOptions) {
    this.endpoint = new URL(options.endpoint);
    if (this.endpoint.protocol !== 'https:' && this.endpoint.protocol !== 'http:') {
      throw new Error('S3 endpoint must be an http(s) URL');
    }
    const base = this.endpoint.href.replace(/\/+$/, '');
    this.publicBase = (options.publicBaseUrl ?? `${base}/${options.bucket}`).replace(/\/+$/, '');
    this.fetcher = options.fetch ?? fetch;
  }

  /** The path-style address of a key: every segment percent-encoded once. */
  private objectUrl(key: string): URL {
    assertSafeKey(key);
    const basePath = this.endpoint.pathname.replace(/\/+$/, '');
    const path = [this.options.bucket, ...key.split('/')].map(uriEncode).join('/');
    return new URL(`${basePath}/${path}`, this.endpoint);
  }

  private async send(
    method: 'PUT' | 'GET' | 'DELETE',
    key: string,
    body?: Buffer,
    extraHeaders: Record<string, string> = {},
  ): Promise<Response> {
    const url = this.objectUrl(key);
    const payloadHash = body ? sha256Hex(body) : EMPTY_SHA256;
    // One retry for what a busy store or a dropped connection causes; every operation here is idempotent.
    for (let attempt = 1; ; attempt++) {
      const date = this.options.now?.() ?? new Date();
      const headers: Record<string, string> = {
        ...extraHeaders,
        'x-amz-content-sha256': payloadHash,
        'x-amz-date': amzDates(date).amzDate,
      };
      headers.authorization = signatureV4({
        method,
        url,
        headers,
        payloadHash,
        region: this.options.region,
        accessKeyId: this.options.accessKeyId,
        secretAccessKey: this.options.secretAccessKey,
        date,
      });
      let response: Response;
      try {
        response = await this.fetcher(url, {
          method,
          headers,
          ...(body ? { body: new Uint8Array(body.buffer, body.byteOffset, body.byteLength) } : {}),
          signal: AbortSignal.timeout(this.options.timeoutMs ?? 30_000),
        });
      } catch (error) {
        if (attempt < 2) continue;
        throw error;
      }
      if (response.status >= 500 && attempt < 2) {
        await response.body?.cancel();
        await new Promise((resolve) => setTimeout(resolve, 200));
        continue;
      }
      return response;
    }
  }

  private async fail(operation: string, response: Response): Promise<never> {
    throw new S3Error(response.status, errorCode(await response.text().catch(() => ''), response.status), operation);
  }

  async put(key: string, data: Buffer, contentType: string): Promise<void> {
    const response = await this.send('PUT', key, data, {
      'content-type': contentType,
      'cache-control': this.options.cacheControl ?? FOREVER,
    });
    if (!response.ok) return this.fail('PutObject', response);
    await response.body?.cancel();
  }

  async delete(key: string): Promise<void> {
    const response = await this.send('DELETE', key);
    // S3 answers 204 whether or not the key existed; some compatible stores answer 404 for a missing one.
    if (!response.ok && response.status !== 404) return this.fail('DeleteObject', response);
    await response.body?.cancel();
  }

  async read(key: string): Promise<Buffer | undefined> {
    const response = await this.send('GET', key);
    if (response.status === 404) {
      await response.body?.cancel();
      return undefined;
    }
    if (!response.ok) return this.fail('GetObject', response);
    return Buffer.from(await response.arrayBuffer());
  }

  publicUrl(key: string): string {
    assertSafeKey(key);
    return `${this.publicBase}/${key}`;
  }

  keyOf(url: string): string | undefined {
    return keyUnder(this.publicBase, url);
  }
}
