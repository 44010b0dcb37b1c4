import zlib from 'node:zlib';
import fastifyCompress, { type FastifyCompressOptions } from '@fastify/compress';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

// Compression that pays (ADR 0030). An answer already in memory (every JSON answer) is compressed in one synchronous
// call: brotli at quality 4 costs about 0.15 ms of CPU for a 10 KB page of cards, where @fastify/compress's stream
// pipeline (a zlib stream, pump, a Readable per answer) cost about 0.8 ms. Streams (server-rendered pages, files)
// still go through @fastify/compress, which skips what is already encoded. Nothing under 1 KB is compressed.

const THRESHOLD = 1024;
const BROTLI_QUALITY = 4;
const GZIP_LEVEL = 6;

/** How the streams are compressed: the benchmark's floor uses the same options and the same hook. */
export const COMPRESSION_OPTIONS: FastifyCompressOptions = {
  global: true,
  threshold: THRESHOLD,
  brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } },
  zlibOptions: { level: GZIP_LEVEL },
};

type Encoding = 'br' | 'gzip';

/** The encoding to answer in: brotli when accepted, else gzip, else none (q=0 refusals honoured). */
export function acceptedEncoding(header: string | string[] | undefined): Encoding | undefined {
  if (!header) return undefined;
  const text = Array.isArray(header) ? header.join(',') : header;
  let gzip = false;
  for (const part of text.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    if (params.some((param) => /^\s*q=0(\.0*)?\s*$/.test(param))) continue;
    if (name === 'br') return 'br';
    if (name === 'gzip' || name === '*') gzip = true;
  }
  return gzip ? 'gzip' : undefined;
}

/** Bytes compressed in the given encoding, synchronously. */
export function compressBytes(body: Buffer | string, encoding: Encoding): Buffer {
  if (encoding === 'br') {
    return zlib.brotliCompressSync(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(body),
      },
    });
  }
  return zlib.gzipSync(body, { level: GZIP_LEVEL });
}

const COMPRESSIBLE = /^(application\/(json|javascript|xml|[\w.+-]*\+json)|text\/|image\/svg\+xml)/;

/** Marks the reply as compressed in `encoding` (the header and Vary). */
export function markEncoded(reply: FastifyReply, encoding: Encoding): void {
  reply.header('content-encoding', encoding);
  const vary = reply.getHeader('vary');
  if (!vary) reply.header('vary', 'accept-encoding');
  else if (!/accept-encoding/i.test(String(vary))) reply.header('vary', `${String(vary)}, accept-encoding`);
  reply.removeHeader('content-length');
}

async function compressInMemory(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
  if (Buffer.byteLength(payload) < THRESHOLD || reply.getHeader('content-encoding')) return payload;
  if (request.headers['x-no-compression'] !== undefined) return payload;
  const type = String(reply.getHeader('content-type') ?? 'application/json');
  if (!COMPRESSIBLE.test(type)) return payload;
  const encoding = acceptedEncoding(request.headers['accept-encoding']);
  if (!encoding) return payload;
  markEncoded(reply, encoding);
  return compressBytes(payload, encoding);
}

/** Compression of the app (and of the benchmark's floor): in-memory answers synchronously, streams by the plugin. */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  // An instance-level onSend runs before the plugin's route-level one, which then sees the answer encoded.
  app.addHook('onSend', compressInMemory);
  await app.register(fastifyCompress, COMPRESSION_OPTIONS);
}
