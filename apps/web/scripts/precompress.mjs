// After `react-router build`: writes a brotli (quality 11) and a gzip (level 9) copy beside every text file of the
// browser's build (scripts, styles, SVG, JSON) of 1 KB or more, so the server sends each at its smallest without
// compressing it again per request (@fastify/static's `preCompressed`; issue 15, ADR 0065). Hashed assets never change,
// so the slow best quality is paid once, here, not on a visitor's request.
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const TEXT = /\.(js|mjs|css|svg|json|txt|xml|webmanifest|map)$/;
const MIN_BYTES = 1024;

const buildDir = path.resolve(process.env.WEB_BUILD_OUT ?? 'build', 'client');

async function* files(dir) {
  for (const entry of await fs.readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (TEXT.test(entry.name)) yield full;
  }
}

async function precompress(file) {
  const bytes = await fs.readFile(file);
  if (bytes.length < MIN_BYTES) return [0, 0];
  const [br, gz] = await Promise.all([
    brotli(bytes, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
    gzip(bytes, { level: 9 }),
  ]);
  await Promise.all([fs.writeFile(`${file}.br`, br), fs.writeFile(`${file}.gz`, gz)]);
  return [bytes.length, br.length];
}

const started = Date.now();
const queue = [];
for await (const file of files(buildDir)) queue.push(file);
let raw = 0;
let compressed = 0;
let count = 0;
// Two at a time: the compression runs on libuv's pool, and this machine has two cores.
const workers = Array.from({ length: 2 }, async () => {
  for (let file = queue.shift(); file; file = queue.shift()) {
    const [before, after] = await precompress(file);
    if (before === 0) continue;
    raw += before;
    compressed += after;
    count += 1;
  }
});
await Promise.all(workers);
process.stdout.write(
  `precompressed ${count} files: ${(raw / 1024).toFixed(0)} KB -> ${(compressed / 1024).toFixed(0)} KB brotli ` +
    `(${((Date.now() - started) / 1000).toFixed(1)} s)\n`,
);
