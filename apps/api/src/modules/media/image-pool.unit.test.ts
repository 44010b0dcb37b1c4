import { afterAll, describe, expect, it } from 'vitest';
import { AppError } from '../../http/app-error.ts';
import { ImagePool } from './image-pool.ts';
import * as files from './test-images.ts';

// Real image work (a 3000 px JPEG made and scaled three times) takes ~0.1-0.4 s on a quiet core and several on a busy
// one (over 5 s in a fresh clone's npm test beside other work): these assert what comes out, not how fast (speed is
// the media bench's), so each test has its own generous bound, twice the unit stage's (ADR 0111).
describe('ImagePool: processImage on worker threads', { timeout: 60_000 }, () => {
  const pool = new ImagePool(2);
  afterAll(() => pool.close());

  it('gives the renditions processImage gives, as Buffers', async () => {
    const result = await pool.run(files.bmp24(300, 200), { sizes: [{ name: 'small', maxSide: 150 }] });
    expect(result).toMatchObject({ width: 300, height: 200, variants: [{ size: 'small', width: 150, height: 100 }] });
    const [variant] = result.variants;
    expect(Buffer.isBuffer(variant?.buffer)).toBe(true);
    expect(variant?.buffer.subarray(8, 12).toString('latin1')).toBe('WEBP');
  });

  it('keeps the AppError of a refused file (a pixel flood is 422 validation, a text file 415)', async () => {
    const flood = await pool.run(files.pixelFloodPng()).catch((error: unknown) => error);
    expect(flood).toBeInstanceOf(AppError);
    expect(flood).toMatchObject({ code: 'validation', label: { en: expect.stringContaining('24 megapixels') } });
    const text = await pool.run(files.text()).catch((error: unknown) => error);
    expect(text).toMatchObject({ code: 'unsupported_media_type' });
  });

  it('runs more jobs than workers, each answered with its own result', async () => {
    const sides = [40, 50, 60, 70, 80];
    const results = await Promise.all(sides.map((side) => pool.run(files.bmp24(side, side))));
    expect(results.map((result) => result.width)).toEqual(sides);
  });

  it('refuses work once closed', async () => {
    const closed = new ImagePool(1);
    await closed.close();
    await expect(closed.run(files.bmp24(4, 4))).rejects.toThrow(/closed/);
  });
});
