import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Label } from '@shahrbazar/domain/i18n/locale';
import { AppError } from '../../http/app-error.ts';
import { requestLocale } from '../../http/locale.ts';
import type { FileStorage } from './storage.ts';
import { readSingleUpload, storeImage, type Upload, type UploadOptions } from './upload.ts';

// Documents kept private (a legal question's or a client project's files; ADR 0040, 0056): stored in the private
// storage, never under a public address, and sent only by a route that has checked who is asking.

/** The largest private document (a PDF or an image). */
export const PRIVATE_FILE_MAX_BYTES = 5 * 1024 * 1024;

/** What a route that takes a private document declares as its `config.upload`: one PDF or image. */
export const PRIVATE_UPLOAD: UploadOptions = { maxBytes: PRIVATE_FILE_MAX_BYTES, accept: ['document', 'image'] };

/**
 * Reads the request's one file, by its route's `config.upload` (PRIVATE_UPLOAD); anything else is a 422 on `file`
 * with `badFile`'s words.
 */
export async function readPrivateUpload(request: FastifyRequest, badFile: Label): Promise<Upload> {
  return readSingleUpload(request).catch((error: unknown) => {
    if (error instanceof AppError && error.code === 'unsupported_media_type') {
      throw new AppError('validation', badFile, { file: badFile[requestLocale(request)] });
    }
    throw error;
  });
}

/** Stores a private file under `folder`: a PDF as it came (its bytes were sniffed), an image re-encoded. */
export async function storePrivateFile(
  storage: FileStorage,
  upload: Upload,
  folder: string,
): Promise<{ key: string; mime: string }> {
  if (upload.kind === 'document') {
    const now = new Date();
    const month = String(now.getUTCMonth() + 1).padStart(2, '0');
    const key = `${folder}/${now.getUTCFullYear()}/${month}/${randomBytes(12).toString('hex')}.pdf`;
    await storage.put(key, upload.buffer, 'application/pdf');
    return { key, mime: 'application/pdf' };
  }
  const stored = await storeImage(storage, upload.buffer, {
    folder,
    sizes: [{ name: 'large', maxSide: 2000 }] as const,
  });
  return { key: stored.keys.large, mime: 'image/webp' };
}

/**
 * Sends a private file the caller was found allowed to read: never cached on the way, downloaded as
 * `{prefix}-{id}.pdf|webp`. A file missing from the storage is a 404, as one the caller may not see.
 */
export async function sendPrivateFile(
  reply: FastifyReply,
  storage: FileStorage,
  file: { id: number; file: string; mime: string } | undefined,
  prefix: string,
) {
  const data = file ? await storage.read(file.file) : undefined;
  if (!file || !data) throw new AppError('not_found');
  const extension = file.mime === 'application/pdf' ? 'pdf' : 'webp';
  return reply
    .type(file.mime)
    .header('cache-control', 'private, no-store')
    .header('content-disposition', `attachment; filename="${prefix}-${file.id}.${extension}"`)
    .send(data);
}
