import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../http/app-error.ts';
import { processImage } from './image-processor.ts';
import * as files from './test-images.ts';

async function refusal(input: Buffer): Promise<AppError> {
  const error = await processImage(input).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

/** The colour of a pixel of an encoded image. */
async function pixel(image: Buffer, x: number, y: number): Promise<number[]> {
  const { data, info } = await sharp(image).raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return [...data.subarray(at, at + 3)];
}

// Real image work (a 3000 px JPEG made and scaled three times) takes ~0.1-0.4 s on a quiet core and several on a busy
// one (over 5 s in a fresh clone's npm test beside other work): these assert what comes out, not how fast (speed is
// the media bench's), so each test has its own generous bound, twice the unit stage's (ADR 0111).
describe('processImage', { timeout: 60_000 }, () => {
  it('turns a phone photo upright and strips its EXIF and GPS metadata', async () => {
    const input = await files.jpegWithExifAndGps();
    const before = await sharp(input).metadata();
    expect(before.orientation).toBe(6);
    expect(before.exif?.toString('latin1')).toContain('Secret Model X');

    const result = await processImage(input);

    expect({ width: result.width, height: result.height }).toEqual({ width: 200, height: 300 });
    for (const variant of result.variants) {
      const meta = await sharp(variant.buffer).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.icc).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
      expect(variant.buffer.includes('Secret Model X')).toBe(false);
      expect(variant.buffer.includes('GPS')).toBe(false);
    }
    // Orientation 6 means "rotate 90° clockwise to view": the red left half ends up on top.
    const large = result.variants[0]!.buffer;
    const [top] = await pixel(large, 100, 20);
    const [, , bottomBlue] = await pixel(large, 100, 280);
    expect(top).toBeGreaterThan(200);
    expect(bottomBlue).toBeGreaterThan(200);
  });

  it('makes large, medium and thumb WebP renditions on the longest side', async () => {
    const result = await processImage(await files.jpeg(3000, 2000));
    expect(result.variants.map(({ size, width, height }) => ({ size, width, height }))).toEqual([
      { size: 'large', width: 1280, height: 853 },
      { size: 'medium', width: 640, height: 427 },
      { size: 'thumb', width: 240, height: 160 },
    ]);
    for (const variant of result.variants) expect(variant.bytes).toBe(variant.buffer.length);
    const thumb = result.variants[2]!;
    expect(thumb.bytes).toBeLessThan(result.variants[0]!.bytes);
  });

  it('never enlarges a small image', async () => {
    const result = await processImage(await files.png(300, 100));
    expect(result.variants.map((v) => [v.size, v.width, v.height])).toEqual([
      ['large', 300, 100],
      ['medium', 300, 100],
      ['thumb', 240, 80],
    ]);
  });

  it('takes the sizes a caller asks for, in its order', async () => {
    const result = await processImage(await files.webp(1000, 1000), {
      sizes: [
        { name: 'icon', maxSide: 64 },
        { name: 'banner', maxSide: 800 },
      ],
    });
    expect(result.variants.map((v) => [v.size, v.width])).toEqual([
      ['icon', 64],
      ['banner', 800],
    ]);
  });

  it('keeps the transparency of a PNG', async () => {
    const result = await processImage(await files.png());
    expect((await sharp(result.variants[0]!.buffer).metadata()).hasAlpha).toBe(true);
  });

  it('keeps the first frame of an animated GIF', async () => {
    const result = await processImage(await files.animatedGif());
    expect([result.width, result.height]).toEqual([40, 30]);
    const large = result.variants[0]!;
    expect([large.width, large.height]).toEqual([40, 30]);
    const meta = await sharp(large.buffer).metadata();
    expect(meta.pages ?? 1).toBe(1);
    const [red, , blue] = await pixel(large.buffer, 20, 15);
    expect(red).toBeGreaterThan(200);
    expect(blue).toBeLessThan(50);
  });

  it('reads BMP (which sharp alone cannot)', async () => {
    const result = await processImage(files.bmp24(50, 30, [255, 128, 0]));
    expect([result.width, result.height]).toEqual([50, 30]);
    const [r, g, b] = await pixel(result.variants[0]!.buffer, 25, 15);
    expect(r).toBeGreaterThan(240);
    expect(g).toBeGreaterThan(110);
    expect(g).toBeLessThan(150);
    expect(b).toBeLessThan(20);
  });

  it('refuses a pixel flood before decoding it, from its header alone', async () => {
    const bomb = files.pixelFloodPng();
    expect(bomb.length).toBeLessThan(200_000);
    const error = await refusal(bomb);
    expect(error.code).toBe('validation');
    expect(error.label?.en).toMatch(/dimensions are too large/);
    // Cut after its header and the first 4 bytes of its pixel data, it is refused the same way: the size is judged
    // from the header, before any pixel is decoded (no stopwatch, which a busy machine makes lie). A small image cut
    // the same way is unreadable: decoding it would have found the pixels missing.
    const header = (png: Buffer) => png.subarray(0, 8 + (8 + 13 + 4) + (8 + 4));
    const headerRefusal = await refusal(header(bomb));
    expect(headerRefusal.code).toBe('validation');
    expect(headerRefusal.label?.en).toMatch(/dimensions are too large/);
    expect((await refusal(header(files.pixelFloodPng(40, 30)))).code).toBe('unsupported_media_type');
  });

  it('refuses a BMP pixel flood before allocating it', async () => {
    const header = files.bmp24(1, 1);
    header.writeInt32LE(10_000, 18);
    header.writeInt32LE(10_000, 22);
    expect((await refusal(header)).code).toBe('validation');
  });

  it('refuses a truncated JPEG as damaged', async () => {
    const whole = await files.jpeg(800, 600);
    const error = await refusal(whole.subarray(0, Math.floor(whole.length / 2)));
    expect(error.code).toBe('unsupported_media_type');
    expect(error.label?.fa).toBe('فایل تصویر خراب است یا قابل خواندن نیست.');
  });

  it('refuses a truncated BMP as damaged', async () => {
    const whole = files.bmp24(40, 40);
    expect((await refusal(whole.subarray(0, 200))).code).toBe('unsupported_media_type');
  });

  it.each([
    ['SVG', files.svg()],
    ['HTML', files.html()],
    ['text', files.text()],
    ['a video', files.isoBmff()],
  ])('refuses %s even when called directly', async (_name, input) => {
    expect((await refusal(input)).code).toBe('unsupported_media_type');
  });
});
