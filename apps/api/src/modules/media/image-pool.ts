import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { AppError } from '../../http/app-error.ts';
import { DEFAULT_IMAGE_SIZES, type DefaultImageSize, type ImageSize, type ProcessedImage } from './image-processor.ts';
import type { ImageJob, ImageJobResult } from './image-worker.ts';

interface Task {
  job: ImageJob;
  resolve: (value: ProcessedImage) => void;
  reject: (error: unknown) => void;
}

interface Slot {
  worker: Worker;
  task: Task | undefined;
}

/**
 * Where the worker's code is: next to the bundle (dist/image-worker.js, built by build.mjs) in the built product; run
 * from the TypeScript sources (tests, `npm run dev`), a tiny bootstrap registers tsx in the thread first.
 */
function spawnWorker(): Worker {
  if (!import.meta.url.endsWith('.ts')) return new Worker(new URL('./image-worker.js', import.meta.url));
  const source = new URL('./image-worker.ts', import.meta.url).href;
  // tsx's ESM entry (require.resolve finds its CommonJS twin next to it).
  const tsx = pathToFileURL(
    createRequire(import.meta.url)
      .resolve('tsx/esm/api')
      .replace(/\.cjs$/, '.mjs'),
  ).href;
  const bootstrap = `import { register } from ${JSON.stringify(tsx)}; register(); await import(${JSON.stringify(source)});`;
  return new Worker(new URL(`data:text/javascript,${encodeURIComponent(bootstrap)}`));
}

const WORKER_DIED = {
  fa: 'پردازش تصویر ناتمام ماند؛ دوباره بفرستید.',
  en: 'Processing the image failed; send it again.',
};

/**
 * A small pool of worker threads that decode and re-encode uploaded images (ADR 0020). sharp already runs libvips on
 * libuv's threads, but our BMP decoder is synchronous JavaScript (about half a second for 24 megapixels) and would
 * stall every other request; in a worker it stalls nothing. At most `size` images are decoded at once (which also
 * bounds their memory); the rest wait in order. A worker that dies fails its one job and is replaced. Idle workers
 * do not keep the process alive.
 */
export class ImagePool {
  readonly #size: number;
  readonly #slots: Slot[] = [];
  readonly #queue: Task[] = [];
  #nextId = 1;
  #closed = false;

  constructor(size: number) {
    this.#size = Math.max(1, size);
  }

  /** processImage on a worker thread: the same result and the same AppErrors. */
  run<N extends string = DefaultImageSize>(
    input: Buffer,
    options: { sizes?: readonly ImageSize<N>[] } = {},
  ): Promise<ProcessedImage<N>> {
    if (this.#closed) return Promise.reject(new Error('the image pool is closed'));
    const sizes = options.sizes ?? (DEFAULT_IMAGE_SIZES as unknown as readonly ImageSize<N>[]);
    return new Promise<ProcessedImage<N>>((resolve, reject) => {
      const job: ImageJob = { id: this.#nextId++, input, sizes };
      this.#queue.push({ job, resolve: resolve as Task['resolve'], reject });
      this.#dispatch();
    });
  }

  /** Stops every worker; jobs still waiting are refused. */
  async close(): Promise<void> {
    this.#closed = true;
    for (const task of this.#queue.splice(0)) task.reject(new Error('the image pool is closed'));
    await Promise.all(this.#slots.splice(0).map((slot) => slot.worker.terminate()));
  }

  #dispatch(): void {
    while (this.#queue.length > 0) {
      let slot = this.#slots.find((candidate) => candidate.task === undefined);
      if (!slot && this.#slots.length < this.#size) slot = this.#start();
      if (!slot) return;
      const task = this.#queue.shift() as Task;
      slot.task = task;
      slot.worker.ref();
      slot.worker.postMessage(task.job);
    }
  }

  #start(): Slot {
    const slot: Slot = { worker: spawnWorker(), task: undefined };
    slot.worker.unref();
    slot.worker.on('message', (result: ImageJobResult) => {
      const task = slot.task;
      if (!task || task.job.id !== result.id) return;
      slot.task = undefined;
      slot.worker.unref();
      if (result.ok) task.resolve(revive(result.value));
      else if (result.appError) {
        const { code, label, fields } = result.appError;
        task.reject(new AppError(code, label, fields));
      } else task.reject(new Error(result.message));
      this.#dispatch();
    });
    const die = (error?: unknown) => {
      const index = this.#slots.indexOf(slot);
      if (index === -1) return;
      this.#slots.splice(index, 1);
      if (slot.task)
        slot.task.reject(error instanceof Error ? error : new AppError('unsupported_media_type', WORKER_DIED));
      slot.task = undefined;
      if (!this.#closed) this.#dispatch();
    };
    slot.worker.on('error', die);
    slot.worker.on('exit', () => die());
    this.#slots.push(slot);
    return slot;
  }
}

/** Buffers cross postMessage as plain Uint8Arrays: make them Buffers again (no copy). */
function revive<N extends string>(image: ProcessedImage<N>): ProcessedImage<N> {
  return {
    ...image,
    variants: image.variants.map((variant) => ({
      ...variant,
      buffer: Buffer.from(variant.buffer.buffer, variant.buffer.byteOffset, variant.buffer.byteLength),
    })),
  };
}

/** One worker per core the process may use, keeping one core for the event loop; at least one, at most four. */
export const DEFAULT_IMAGE_WORKERS = Math.min(4, Math.max(1, availableParallelism() - 1));

let shared: ImagePool | undefined;

/** The process's image pool, started on first use. */
export function imagePool(): ImagePool {
  shared ??= new ImagePool(DEFAULT_IMAGE_WORKERS);
  return shared;
}

/** Stops the process's image pool (graceful shutdown); the next upload starts a new one. */
export async function closeImagePool(): Promise<void> {
  const pool = shared;
  shared = undefined;
  await pool?.close();
}

/** processImage off the main thread, on the process's image pool. */
export function processImageOffThread<N extends string = DefaultImageSize>(
  input: Buffer,
  options: { sizes?: readonly ImageSize<N>[] } = {},
): Promise<ProcessedImage<N>> {
  return imagePool().run(input, options);
}
