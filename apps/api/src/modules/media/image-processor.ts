import sharp from 'sharp';
import type { Sharp } from 'sharp';
import { AppError } from '../../http/app-error.ts';
import { BmpError, decodeBmp } from './bmp.ts';
import { detectFileKind, SNIFF_BYTES } from './sniff.ts';

/** One rendition of an uploaded image: its longest side is at most `maxSide` pixels (never enlarged). */
export interface ImageSize<N extends string = string> {
  readonly name: N;
  readonly maxSide: number;
}

/** Phone screens at 2x for the detail page, list cards, and thumbnails in lists and chats. */
export const DEFAULT_IMAGE_SIZES = [
  { name: 'large', maxSide: 1280 },
  { name: 'medium', maxSide: 640 },
  { name: 'thumb', maxSide: 240 },
] as const satisfies readonly ImageSize[];
export type DefaultImageSize = (typeof DEFAULT_IMAGE_SIZES)[number]['name'];

/** Pixel-flood guard: images whose header claims more pixels are refused before they are decoded. 48 MP phones bin
 * to 12 MP photos and a 24 MP camera's photo is 6000 x 4000, so 24 MP leaves room for any real photo while bounding
 * the memory (96 MB of RGBA) and time (about half a second on one core for a BMP) of one decode (ADR 0020). */
export const MAX_INPUT_PIXELS = 24_000_000;
export const WEBP_QUALITY = 78;
/** CPU guard for a single image (sharp aborts the work after this long). */
const PROCESS_TIMEOUT_SECONDS = 30;

export interface ImageVariant<N extends string = string> {
  size: N;
  width: number;
  height: number;
  bytes: number;
  /** WebP, no metadata. */
  buffer: Buffer;
}

export interface ProcessedImage<N extends string = string> {
  /** Of the upload, after rotating it upright. */
  width: number;
  height: number;
  /** In the order of the sizes asked for. */
  variants: ImageVariant<N>[];
}

const UNREADABLE = {
  fa: 'فایل تصویر خراب است یا قابل خواندن نیست.',
  en: 'The image file is damaged or cannot be read.',
};
const NOT_AN_IMAGE = {
  fa: 'فقط تصاویر JPEG، PNG، GIF، BMP و WebP پذیرفته می‌شوند.',
  en: 'Only JPEG, PNG, GIF, BMP and WebP images are accepted.',
};
const TOO_MANY_PIXELS = {
  fa: 'ابعاد تصویر بیش از حد بزرگ است (حداکثر ۲۴ مگاپیکسل).',
  en: 'The image dimensions are too large (at most 24 megapixels).',
};

const tooManyPixels = () => new AppError('validation', TOO_MANY_PIXELS);

function asAppError(error: unknown): unknown {
  if (error instanceof AppError) return error;
  if (error instanceof BmpError && error.tooLarge) return tooManyPixels();
  const message = error instanceof Error ? error.message : '';
  if (/pixel limit/i.test(message)) return tooManyPixels();
  // Everything else sharp/libvips raises for an upload is about the file's content (truncated, corrupt, timeout).
  return new AppError('unsupported_media_type', UNREADABLE);
}

/** Opens the upload in sharp, refusing non-images and pixel floods before anything is decoded (throws raw errors). */
async function open(input: Buffer): Promise<{ image: Sharp; width: number; height: number }> {
  const detected = detectFileKind(input.subarray(0, SNIFF_BYTES));
  if (detected?.kind !== 'image') throw new AppError('unsupported_media_type', NOT_AN_IMAGE);
  const limits = { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' } as const;

  if (detected.mime === 'image/bmp') {
    const raw = decodeBmp(input, MAX_INPUT_PIXELS);
    const image = sharp(raw.data, { ...limits, raw: { width: raw.width, height: raw.height, channels: 4 } });
    return { image, width: raw.width, height: raw.height };
  }

  // Only the first frame of an animated GIF or WebP (pages: 1 is sharp's default).
  const image = sharp(input, { ...limits, autoOrient: true });
  const { width, height } = (await image.metadata()).autoOrient;
  if (width * height > MAX_INPUT_PIXELS) throw tooManyPixels();
  return { image, width, height };
}

/**
 * Turns an uploaded image (decided by its bytes) into upright WebP renditions with every piece of metadata removed
 * (EXIF, GPS, XMP, ICC: sharp writes none unless asked with `withMetadata`, which is never called here). The image
 * is decoded once, shrunk to the largest size, and the smaller sizes are made from that. A damaged or non-image
 * file is AppError('unsupported_media_type'); more than MAX_INPUT_PIXELS is AppError('validation').
 *
 * This runs on the calling thread, and decoding a BMP is synchronous JavaScript: the server calls it through the
 * worker pool (image-pool.ts, processImageOffThread) so an upload never stalls other requests.
 */
export async function processImage<N extends string = DefaultImageSize>(
  input: Buffer,
  options: { sizes?: readonly ImageSize<N>[] } = {},
): Promise<ProcessedImage<N>> {
  const sizes = options.sizes ?? (DEFAULT_IMAGE_SIZES as unknown as readonly ImageSize<N>[]);
  if (sizes.length === 0) throw new Error('processImage needs at least one size');
  const largest = Math.max(...sizes.map((size) => size.maxSide));
  try {
    const { image, width, height } = await open(input);
    const base = await image
      .timeout({ seconds: PROCESS_TIMEOUT_SECONDS })
      .resize({ width: largest, height: largest, fit: 'inside', withoutEnlargement: true })
      .raw({ depth: 'uchar' })
      .toBuffer({ resolveWithObject: true });
    const raw = { width: base.info.width, height: base.info.height, channels: base.info.channels };
    const variants = await Promise.all(
      sizes.map(async (size) => {
        const { data, info } = await sharp(base.data, { raw })
          .resize({ width: size.maxSide, height: size.maxSide, fit: 'inside', withoutEnlargement: true })
          .webp({ quality: WEBP_QUALITY })
          .toBuffer({ resolveWithObject: true });
        return { size: size.name, width: info.width, height: info.height, bytes: data.length, buffer: data };
      }),
    );
    return { width, height, variants };
  } catch (error) {
    throw asAppError(error);
  }
}
