import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerErrorHandling } from '../../http/error-handler.ts';
import { serveUploads } from './media-static.ts';
import { LocalFileStorage } from './storage.ts';
import * as files from './test-images.ts';
import { readSingleUpload, registerMultipart, storeImage, type StoredImage } from './upload.ts';

const MB = 1024 * 1024;

/** A multipart body with one file part (name and Content-Type as a client would claim them) and text fields. */
function form(file?: { data: Buffer; name: string; type?: string }, fields: Record<string, string> = {}): FormData {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.append(key, value);
  if (file) body.append('file', new Blob([file.data], { type: file.type ?? 'application/octet-stream' }), file.name);
  return body;
}

describe('uploading and serving images', () => {
  let app: FastifyInstance;
  let root: string;

  beforeAll(async () => {
    root = await fs.mkdtemp(path.join(os.tmpdir(), 'shahrbazar-uploads-'));
    const storage = new LocalFileStorage(root);
    app = Fastify();
    registerErrorHandling(app);
    await app.register(fastifyCookie);
    await registerMultipart(app);
    await serveUploads(app, root);
    const images = { upload: { maxBytes: 2 * MB, accept: ['image'], fields: ['title'] } } as const;
    app.post('/api/v1/test/images', { config: images }, async (request) => {
      const upload = await readSingleUpload(request);
      const stored = await storeImage(storage, upload.buffer, { folder: 'listings' });
      return { ...stored, mime: upload.mime, filename: upload.filename, fields: upload.fields };
    });
    app.post(
      '/api/v1/test/media',
      { config: { upload: { maxBytes: MB, accept: ['image', 'video'] } } },
      async (request) => {
        const { mime, kind, buffer } = await readSingleUpload(request);
        return { mime, kind, bytes: buffer.length };
      },
    );
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
    await fs.rm(root, { recursive: true, force: true });
  });

  const post = (url: string, payload: FormData, headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url, payload, headers });

  it('stores a photo as WebP renditions in the storage folder and serves them under /images/', async () => {
    // Named and labelled as a text file: what it is comes from its bytes.
    const res = await post(
      '/api/v1/test/images',
      form({ data: await files.jpegWithExifAndGps(), name: 'notes.txt', type: 'text/plain' }, { title: 'Sofa' }),
    );
    expect(res.statusCode).toBe(200);
    const body = res.json<StoredImage & { mime: string; filename: string; fields: Record<string, string> }>();
    expect(body.mime).toBe('image/jpeg');
    expect(body.fields).toEqual({ title: 'Sofa' });
    expect(body.path).toMatch(/^\/images\/listings\/\d{4}\/\d{2}\/[0-9a-f]{24}-large\.webp$/);
    expect(body.variants.large).toBe(body.path);
    expect(body.variants.thumb).toBe(body.path.replace('-large.webp', '-thumb.webp'));
    expect([body.width, body.height]).toEqual([200, 300]);

    for (const [size, key] of Object.entries(body.keys)) {
      const onDisk = await fs.readFile(path.join(root, ...key.split('/')));
      const served = await app.inject({ url: body.variants[size as keyof typeof body.variants] });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.rawPayload.equals(onDisk)).toBe(true);
      const meta = await sharp(served.rawPayload).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.exif).toBeUndefined();
    }
  });

  it('keeps a Persian file name, without any folder part', async () => {
    const res = await post('/api/v1/test/images', form({ data: await files.png(), name: 'C:\\عکس‌ها\\مبل راحتی.png' }));
    expect(res.statusCode).toBe(200);
    expect(res.json().filename).toBe('مبل راحتی.png');
  });

  it('reads text fields sent after the file too, and ignores fields it was not asked for', async () => {
    const body = new FormData();
    body.append('file', new Blob([await files.gif()]), 'a.gif');
    body.append('title', 'after the file');
    body.append('role', 'admin');
    const res = await post('/api/v1/test/images', body);
    expect(res.statusCode).toBe(200);
    expect(res.json().fields).toEqual({ title: 'after the file' });
  });

  it('refuses a text field longer than the field size limit with 422 on that field', async () => {
    const res = await post(
      '/api/v1/test/images',
      form({ data: await files.png(), name: 'a.png' }, { title: 'x'.repeat(200 * 1024) }),
      { 'accept-language': 'en' },
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().error.fields).toEqual({ title: 'The text is too long.' });
  });

  it.each([
    ['a text file named x.png', files.text(), 'x.png', 'image/png'],
    ['an SVG', files.svg(), 'logo.svg', 'image/svg+xml'],
    ['an HTML page named photo.jpg', files.html(), 'photo.jpg', 'image/jpeg'],
    ['a video on an image route', files.isoBmff(), 'clip.mp4', 'video/mp4'],
  ])('refuses %s with 415 in the one error shape', async (_name, data, name, type) => {
    const res = await post('/api/v1/test/images', form({ data, name, type }));
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({
      error: {
        code: 'unsupported_media_type',
        message: 'نوع فایل پشتیبانی نمی‌شود؛ فایل باید تصویر (JPEG، PNG، GIF، BMP یا WebP) باشد.',
      },
    });
  });

  it('refuses a damaged image with 415', async () => {
    const whole = await files.jpeg(800, 600);
    const res = await post('/api/v1/test/images', form({ data: whole.subarray(0, whole.length / 2), name: 'a.jpg' }), {
      'accept-language': 'en',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().error.message).toBe('The image file is damaged or cannot be read.');
  });

  it('refuses a pixel flood with 422', async () => {
    const res = await post('/api/v1/test/images', form({ data: files.pixelFloodPng(), name: 'tiny.png' }));
    expect(res.statusCode).toBe(422);
    expect(res.json().error.code).toBe('validation');
  });

  it('refuses a file over the size limit with 413 in the one error shape', async () => {
    const big = Buffer.concat([await files.jpeg(), Buffer.alloc(2 * MB)]);
    const fa = await post('/api/v1/test/images', form({ data: big, name: 'big.jpg' }));
    expect(fa.statusCode).toBe(413);
    expect(fa.json()).toEqual({
      error: { code: 'payload_too_large', message: 'حجم فایل نباید بیشتر از ۲ مگابایت باشد.' },
    });
    const en = await post('/api/v1/test/images', form({ data: big, name: 'big.jpg' }), { 'accept-language': 'en' });
    expect(en.json().error.message).toBe('The file must not be larger than 2 MB.');
  });

  it('answers a form without a file (or with an empty one) with 422 on the file field', async () => {
    for (const payload of [form(undefined, { title: 'x' }), form({ data: Buffer.alloc(0), name: '' })]) {
      const res = await post('/api/v1/test/images', payload);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({
        error: {
          code: 'validation',
          message: 'فایلی انتخاب نشده است.',
          fields: { file: 'فایلی انتخاب نشده است.' },
        },
      });
    }
  });

  it('takes one file only', async () => {
    const body = new FormData();
    body.append('file', new Blob([await files.png()]), 'a.png');
    body.append('file', new Blob([await files.png()]), 'b.png');
    const res = await post('/api/v1/test/images', body);
    expect(res.statusCode).toBe(422);
    expect(res.json().error.fields).toEqual({ file: 'فقط یک فایل بفرستید.' });
  });

  it('answers a request that is not multipart with 415', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/v1/test/images', payload: { file: 'abc' } });
    expect(res.statusCode).toBe(415);
    expect(res.json().error.code).toBe('unsupported_media_type');
  });

  it('answers a cut-off multipart body with 400, not 500', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/test/images',
      headers: { 'content-type': 'multipart/form-data; boundary=XYZ' },
      payload: '--XYZ\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n\x89PNG',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('bad_request');
  });

  it.each([
    ['MP4', files.isoBmff('mp42'), 'video/mp4'],
    ['MOV', files.isoBmff('qt'), 'video/quicktime'],
    ['AVI', files.avi(), 'video/x-msvideo'],
  ])('a route that takes videos recognises %s', async (_name, data, mime) => {
    const res = await post('/api/v1/test/media', form({ data, name: 'clip.bin' }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ mime, kind: 'video', bytes: data.length });
  });

  it('serves the spec placeholder /images/noPic.jpg and the default avatar as JPEG', async () => {
    for (const url of ['/images/noPic.jpg', '/images/avatars/default.jpg']) {
      const res = await app.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/jpeg');
      expect(res.headers['cache-control']).toBe('public, max-age=86400');
      expect((await sharp(res.rawPayload).metadata()).format).toBe('jpeg');
    }
  });

  it('never serves anything outside the folder, dotfiles, listings or non-media files', async () => {
    await fs.writeFile(path.join(root, '.secret.jpg'), 'x');
    await fs.writeFile(path.join(root, 'notes.txt'), 'x');
    await fs.writeFile(path.join(os.tmpdir(), 'outside-uploads.jpg'), 'x');
    for (const url of [
      '/images/.secret.jpg',
      '/images/notes.txt',
      '/images/',
      '/images/avatars/',
      '/images/../outside-uploads.jpg',
      '/images/%2e%2e/outside-uploads.jpg',
      '/images/listings/nope.webp',
    ]) {
      const res = await app.inject({ url });
      expect([403, 404], url).toContain(res.statusCode);
      expect(res.json().error.code, url).toMatch(/not_found|forbidden/);
    }
    await fs.rm(path.join(os.tmpdir(), 'outside-uploads.jpg'), { force: true });
  });
});
