import { randomBytes } from 'node:crypto';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Label } from '@shahrbazar/domain/i18n/locale';
import { localizeDigits } from '@shahrbazar/domain/format/number';
import { isValidationKey, VALIDATION_MESSAGES } from '@shahrbazar/domain/i18n/validation-messages';
import type { z } from 'zod';
import { AppError } from '../../http/app-error.ts';
import { requestLocale } from '../../http/locale.ts';
import { processImageOffThread } from './image-pool.ts';
import { DEFAULT_IMAGE_SIZES, type DefaultImageSize, type ImageSize } from './image-processor.ts';
import { isWholeVideo } from './video-structure.ts';
import { detectFileKind, SNIFF_BYTES, type FileKind } from './sniff.ts';
import { assertSafeKey, type FileStorage } from './storage.ts';

const MB = 1024 * 1024;

/** Global multipart limits; a route raises or lowers the file size with readSingleUpload's maxBytes. */
export const MULTIPART_LIMITS = {
  fileSize: 10 * MB,
  files: 1,
  fields: 20,
  fieldSize: 100 * 1024,
  parts: 21,
  headerPairs: 100,
} as const;

/** Registers @fastify/multipart once for the whole app (call before the routes that upload). */
export async function registerMultipart(app: FastifyInstance): Promise<void> {
  await app.register(fastifyMultipart, { limits: MULTIPART_LIMITS });
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The file a route takes as multipart/form-data: readSingleUpload reads it by these options, and the OpenAPI
     * document declares the request body from them (ADR 0114), so the two cannot differ.
     */
    upload?: UploadOptions;
  }
}

export interface UploadOptions {
  /** Largest accepted file, in bytes; may exceed MULTIPART_LIMITS.fileSize (videos). */
  maxBytes: number;
  /** What kinds the route takes; the kind is decided from the file's bytes, never its name or Content-Type. */
  accept: readonly FileKind[];
  /** Names of the text fields to return; other fields are ignored. */
  fields?: readonly string[];
}

/**
 * The text fields of a multipart write, checked by a schema as its JSON body would be: 422 naming each field with its
 * message key (a zod message that is not one becomes `invalid`).
 */
export function uploadedFields<S extends z.ZodType>(schema: S, fields: Record<string, string>): z.output<S> {
  const parsed = schema.safeParse(fields);
  if (parsed.success) return parsed.data;
  const problems: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    problems[issue.path.join('.') || 'body'] ??= isValidationKey(issue.message) ? issue.message : 'invalid';
  }
  throw new AppError('validation', undefined, problems);
}

export interface Upload {
  buffer: Buffer;
  /** Sniffed from the content. */
  mime: string;
  kind: FileKind;
  /** The client's file name without any folder part, for display only (never used as a storage key). */
  filename: string;
  fields: Record<string, string>;
}

// Worded here in both locales (the validation catalogue has no file keys yet); fields carry the request's locale.
const NO_FILE: Label = { fa: 'فایلی انتخاب نشده است.', en: 'No file was chosen.' };
const ONE_FILE: Label = { fa: 'فقط یک فایل بفرستید.', en: 'Send a single file.' };
const NOT_MULTIPART: Label = {
  fa: 'فایل را به صورت multipart/form-data بفرستید.',
  en: 'Send the file as multipart/form-data.',
};
const MALFORMED: Label = {
  fa: 'فرم ارسالی ناقص یا نامعتبر است.',
  en: 'The submitted form is incomplete or malformed.',
};
const ACCEPTED: Record<FileKind, Label> = {
  image: { fa: 'تصویر (JPEG، PNG، GIF، BMP یا WebP)', en: 'an image (JPEG, PNG, GIF, BMP or WebP)' },
  video: { fa: 'ویدیو (MP4، AVI یا MOV)', en: 'a video (MP4, AVI or MOV)' },
  document: { fa: 'سند PDF', en: 'a PDF document' },
};

/** 413 in the one error shape, naming the limit in megabytes. */
export function tooLarge(maxBytes: number): AppError {
  const mb = Math.round((maxBytes / MB) * 10) / 10;
  return new AppError('payload_too_large', {
    fa: `حجم فایل نباید بیشتر از ${localizeDigits(mb, 'fa').replace('.', '٫')} مگابایت باشد.`,
    en: `The file must not be larger than ${mb} MB.`,
  });
}

function unsupported(accept: readonly FileKind[]): AppError {
  return new AppError('unsupported_media_type', {
    fa: `نوع فایل پشتیبانی نمی‌شود؛ فایل باید ${accept.map((kind) => ACCEPTED[kind].fa).join(' یا ')} باشد.`,
    en: `This file type is not supported; send ${accept.map((kind) => ACCEPTED[kind].en).join(' or ')}.`,
  });
}

/** File name extensions of each kind we take; a name with another kind's extension is refused (see below). */
const EXTENSIONS: Record<FileKind, readonly string[]> = {
  image: ['jpg', 'jpeg', 'jfif', 'png', 'gif', 'bmp', 'webp'],
  video: ['mp4', 'm4v', 'avi', 'mov', 'qt'],
  document: ['pdf'],
};

/** The kind a file's name claims by its extension, or undefined for none or an extension we do not know. */
function kindOfName(filename: string): FileKind | undefined {
  const extension = /\.([a-z0-9]+)$/i.exec(filename)?.[1]?.toLowerCase();
  if (!extension) return undefined;
  return (Object.keys(EXTENSIONS) as FileKind[]).find((kind) => EXTENSIONS[kind].includes(extension));
}

/** What a file is (its content), and what its name says, in both locales. */
const KIND_WORD: Record<FileKind, Label> = {
  image: { fa: 'تصویر', en: 'an image' },
  video: { fa: 'ویدیو', en: 'a video' },
  document: { fa: 'PDF', en: 'a PDF' },
};
const NAME_WORD: Record<FileKind, Label> = {
  image: { fa: 'تصویر', en: 'image' },
  video: { fa: 'ویدیو', en: 'video' },
  document: { fa: 'PDF', en: 'PDF' },
};

/**
 * 415 for a file whose content is one kind and whose name claims another (a PNG named .mp4): it would be shown or
 * downloaded as something it is not, so the uploader is told to check the file.
 */
function nameDisagrees(kind: FileKind, named: FileKind, filename: string): AppError {
  return new AppError('unsupported_media_type', {
    fa: `محتوای فایل «${filename}» ${KIND_WORD[kind].fa} است اما پسوند نامش ${NAME_WORD[named].fa}؛ فایل درست را انتخاب کنید.`,
    en: `The content of “${filename}” is ${KIND_WORD[kind].en} but its name says ${NAME_WORD[named].en}; choose the right file.`,
  });
}

/** 415 for a file that starts like a video but is not one throughout (cut short, or something else glued on). */
function brokenVideo(filename: string): AppError {
  return new AppError('unsupported_media_type', {
    fa: `فایل «${filename}» ویدیوی کاملی نیست (ناقص یا خراب است)؛ فایل دیگری انتخاب کنید.`,
    en: `“${filename}” is not a whole video (it is cut short or damaged); choose another file.`,
  });
}

/** The multipart plugin's and busboy's errors as the one error shape (busboy's own have no status: 500 otherwise). */
function asAppError(error: unknown, request: FastifyRequest, maxBytes: number): unknown {
  if (error instanceof AppError) return error;
  const code = (error as { code?: unknown }).code;
  const locale = requestLocale(request);
  switch (code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return tooLarge(maxBytes);
    case 'FST_FILES_LIMIT':
      return new AppError('validation', ONE_FILE, { file: ONE_FILE[locale] });
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return new AppError('payload_too_large');
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return new AppError('unsupported_media_type', NOT_MULTIPART);
  }
  if (typeof (error as { statusCode?: unknown }).statusCode === 'number') return error;
  return new AppError('bad_request', MALFORMED);
}

/** The client's file name as something safe to show: last path segment, no control characters, bounded. */
function displayName(filename: string | undefined): string {
  const base = (filename ?? '').split(/[\\/]/).pop() ?? '';
  return (
    base
      // eslint-disable-next-line no-control-regex -- control characters are exactly what is stripped
      .replace(/[\u0000-\u001f\u007f]/g, '')
      .trim()
      .slice(0, 200)
  );
}

/**
 * Reads the one file of a multipart request (and the named text fields, before or after it) into memory, with the
 * size limit enforced while it streams in. What the file is comes from its bytes. Errors, in the one error shape:
 * larger than maxBytes -> 413; no file or an empty one -> 422 with fields.file; more than one file -> 422;
 * not multipart, unknown content, a kind the route does not take, or a name claiming the other kind -> 415; a
 * malformed body -> 400.
 */
export async function readSingleUpload(request: FastifyRequest): Promise<Upload> {
  const options = request.routeOptions.config.upload;
  if (!options)
    throw new Error(`${request.method} ${request.routeOptions.url} reads an upload but declares no config.upload`);
  if (!request.isMultipart()) throw new AppError('unsupported_media_type', NOT_MULTIPART);
  const wanted = new Set(options.fields ?? []);
  const fields: Record<string, string> = {};
  let file: { buffer: Buffer; filename: string } | undefined;
  try {
    for await (const part of request.parts({ limits: { fileSize: options.maxBytes } })) {
      if (part.type === 'file') {
        // toBuffer throws RequestFileTooLargeError once busboy truncates the file at maxBytes.
        const buffer = await part.toBuffer();
        if (buffer.length > 0) file = { buffer, filename: displayName(part.filename) };
      } else if (wanted.has(part.fieldname) && !Object.hasOwn(fields, part.fieldname)) {
        if (part.valueTruncated) {
          // A key of the validation catalogue: the error handler words it in the request's locale.
          throw new AppError('validation', VALIDATION_MESSAGES.tooLong, { [part.fieldname]: 'tooLong' });
        }
        // A part sent as application/json arrives parsed: keep it as the JSON text the spec's fields are.
        fields[part.fieldname] = typeof part.value === 'string' ? part.value : JSON.stringify(part.value);
      }
    }
  } catch (error) {
    throw asAppError(error, request, options.maxBytes);
  }
  if (!file) throw new AppError('validation', NO_FILE, { file: NO_FILE[requestLocale(request)] });
  const detected = detectFileKind(file.buffer.subarray(0, SNIFF_BYTES));
  if (!detected || !options.accept.includes(detected.kind)) throw unsupported(options.accept);
  const named = kindOfName(file.filename);
  if (named !== undefined && named !== detected.kind) throw nameDisagrees(detected.kind, named, file.filename);
  if (detected.kind === 'video' && !isWholeVideo(file.buffer, detected.mime)) throw brokenVideo(file.filename);
  return { buffer: file.buffer, mime: detected.mime, kind: detected.kind, filename: file.filename, fields };
}

export interface StoredImage<N extends string = DefaultImageSize> {
  /** Public URL of the largest rendition (the spec's Image.path). */
  path: string;
  /** Public URL of every rendition. */
  variants: Record<N, string>;
  /** Storage key of every rendition, to delete them later. */
  keys: Record<N, string>;
  /** Of the largest rendition, i.e. of `path`. */
  width: number;
  height: number;
  bytes: number;
}

/**
 * Processes an uploaded image (see processImage; on the worker pool, off the main thread) and stores every rendition in `folder` under one random name:
 * `<folder>/<yyyy>/<mm>/<24 hex>-<size>.webp`. Names are never reused, so they can be cached forever. If any
 * rendition fails to store, the ones already stored are removed.
 */
export async function storeImage<N extends string = DefaultImageSize>(
  storage: FileStorage,
  buffer: Buffer,
  options: { folder: string; sizes?: readonly ImageSize<N>[] },
): Promise<StoredImage<N>> {
  assertSafeKey(options.folder);
  const sizes = options.sizes ?? (DEFAULT_IMAGE_SIZES as unknown as readonly ImageSize<N>[]);
  const processed = await processImageOffThread(buffer, { sizes });
  const now = new Date();
  const month = String(now.getUTCMonth() + 1).padStart(2, '0');
  const prefix = `${options.folder}/${now.getUTCFullYear()}/${month}/${randomBytes(12).toString('hex')}`;
  const keyOf = (size: N) => `${prefix}-${size}.webp`;

  const results = await Promise.allSettled(
    processed.variants.map((variant) => storage.put(keyOf(variant.size), variant.buffer, 'image/webp')),
  );
  const failed = results.find((result) => result.status === 'rejected');
  if (failed) {
    await Promise.allSettled(processed.variants.map((variant) => storage.delete(keyOf(variant.size))));
    throw failed.reason;
  }

  const largestSize = sizes.reduce((a, b) => (b.maxSide > a.maxSide ? b : a)).name;
  const largest = processed.variants.find((variant) => variant.size === largestSize) ?? processed.variants[0];
  const variants = {} as Record<N, string>;
  const keys = {} as Record<N, string>;
  for (const variant of processed.variants) {
    keys[variant.size] = keyOf(variant.size);
    variants[variant.size] = storage.publicUrl(keyOf(variant.size));
  }
  return {
    path: storage.publicUrl(keyOf(largestSize)),
    variants,
    keys,
    width: largest?.width ?? processed.width,
    height: largest?.height ?? processed.height,
    bytes: largest?.bytes ?? 0,
  };
}

/** The file name extension of each video type: the static server and object stores derive the type from it. */
const VIDEO_EXTENSIONS: Readonly<Record<string, string>> = {
  'video/mp4': 'mp4',
  'video/quicktime': 'mov',
  'video/x-msvideo': 'avi',
  'video/avi': 'avi',
};

export interface StoredVideo {
  /** Public URL of the video. */
  path: string;
  key: string;
}

/**
 * Stores an uploaded video as it is (no transcoding) in `folder` under a random name with the extension of its
 * sniffed type: `<folder>/<yyyy>/<mm>/<24 hex>.mp4`.
 */
export async function storeVideo(
  storage: FileStorage,
  buffer: Buffer,
  options: { folder: string; mime: string },
): Promise<StoredVideo> {
  assertSafeKey(options.folder);
  const extension = VIDEO_EXTENSIONS[options.mime];
  if (!extension) throw new Error(`Not a video type: ${options.mime}`);
  const now = new Date();
  const month = String(now.getUTCMonth() + 1).padStart(2, '0');
  const key = `${options.folder}/${now.getUTCFullYear()}/${month}/${randomBytes(12).toString('hex')}.${extension}`;
  await storage.put(key, buffer, options.mime);
  return { path: storage.publicUrl(key), key };
}
