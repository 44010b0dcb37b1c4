import { parentPort } from 'node:worker_threads';
import { AppError } from '../../http/app-error.ts';
import { processImage, type ImageSize } from './image-processor.ts';

/** One job of the image pool: the upload's bytes and the renditions wanted. */
export interface ImageJob {
  id: number;
  input: Uint8Array;
  sizes: readonly ImageSize[];
}

/** What a worker answers: the processed image, or the error in a form that survives postMessage. */
export type ImageJobResult =
  | { id: number; ok: true; value: Awaited<ReturnType<typeof processImage>> }
  | { id: number; ok: false; appError?: Pick<AppError, 'code' | 'label' | 'fields'>; message: string };

/**
 * The body of an image worker thread (see image-pool.ts): decodes and re-encodes one upload at a time with
 * processImage, off the server's main thread. Bundled to dist/image-worker.js by build.mjs.
 */
parentPort?.on('message', (job: ImageJob) => {
  const input = Buffer.from(job.input.buffer, job.input.byteOffset, job.input.byteLength);
  processImage(input, { sizes: job.sizes }).then(
    (value) => parentPort?.postMessage({ id: job.id, ok: true, value } satisfies ImageJobResult),
    (error: unknown) => {
      const result: ImageJobResult =
        error instanceof AppError
          ? {
              id: job.id,
              ok: false,
              appError: { code: error.code, label: error.label, fields: error.fields },
              message: error.message,
            }
          : { id: job.id, ok: false, message: error instanceof Error ? error.message : String(error) };
      parentPort?.postMessage(result);
    },
  );
});
