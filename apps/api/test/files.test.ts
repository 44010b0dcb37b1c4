import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UserType } from '@shahrbazar/domain/enums/people';
import type { App, AppServices } from '../src/http/types.ts';
import { seedPolicies } from '../src/modules/access/access.service.ts';
import { sessionPolicy } from '../src/modules/auth/session-cookie.ts';
import { createSession } from '../src/modules/auth/session.service.ts';
import { files as filesTable } from '../src/modules/media/file.table.ts';
import * as make from '../src/modules/media/test-images.ts';
import { insertUser } from '../src/modules/users/user.repository.ts';
import { createServices } from '../src/services.ts';
import { uniqueMobile } from './support/auth.ts';
import { buildTestApp, testConfig, testDatabase } from './support/test-app.ts';

const MB = 1024 * 1024;

function form(file: { data: Buffer; name: string; type?: string }, fields: Record<string, string> = {}): FormData {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.append(key, value);
  body.append(
    'file',
    new Blob([new Uint8Array(file.data)], { type: file.type ?? 'application/octet-stream' }),
    file.name,
  );
  return body;
}

interface FileAnswer {
  id: number;
  fileType: number;
  title: string;
  path: string;
  data: { mime: string; bytes: number; width?: number; height?: number; variants?: Record<string, string> };
  registerDate: string;
}

describe('files: the one general upload and the back office files screen', () => {
  let app: App;
  let services: AppServices;

  /** A session for a new user of this kind, without a login screen. */
  const sessionFor = async (type: number, kind: 'general' | 'manager') => {
    const db = (await testDatabase()).db;
    const user = await insertUser(db, { mobile: uniqueMobile(), name: 'بارگذار', type });
    const { token } = await createSession(db, sessionPolicy(testConfig()), {
      userId: user.id,
      kind,
      deviceType: 0,
      userAgent: '',
      ip: '',
    });
    return { user, cookie: `token=${token}` };
  };

  beforeAll(async () => {
    await seedPolicies((await testDatabase()).db);
    services = createServices(testConfig(), { info: () => {} });
    app = await buildTestApp({ services });
  });
  afterAll(() => app.close());

  const upload = (cookie: string | undefined, payload: FormData, url = '/api/v1/files', locale = 'fa') =>
    app.inject({
      method: 'POST',
      url,
      payload,
      headers: { 'accept-language': locale, ...(cookie ? { cookie } : {}) },
    });

  it('refuses a PNG named photo.mp4 with 415: its content is an image, its name says video', async () => {
    const { cookie } = await sessionFor(UserType.client, 'general');
    const res = await upload(cookie, form({ data: await make.png(80, 60), name: 'photo.mp4', type: 'video/mp4' }));
    expect(res.statusCode).toBe(415);
    expect(res.json().error.message).toContain('photo.mp4');
    expect(res.json().error.message).toContain('تصویر');
    const en = await upload(cookie, form({ data: await make.png(8, 6), name: 'photo.MOV' }), '/api/v1/files', 'en');
    expect(en.statusCode).toBe(415);
    expect(en.json().error.message).toMatch(/is an image but its name says video/);
  });

  it('stores a PNG as an image whatever its content type or an image name says: the type comes from the content', async () => {
    const { cookie } = await sessionFor(UserType.client, 'general');
    const res = await upload(cookie, form({ data: await make.png(80, 60), name: 'photo.jpg', type: 'video/mp4' }));
    expect(res.statusCode).toBe(201);
    const file = res.json<FileAnswer>();
    expect(file.fileType).toBe(0);
    expect(file.path).toMatch(/^\/images\/files\/\d{4}\/\d{2}\/[0-9a-f]{24}-large\.webp$/);
    expect(file.data).toMatchObject({ mime: 'image/webp', width: 80, height: 60 });
    expect(file.data.bytes).toBeGreaterThan(0);
    expect(Object.keys(file.data.variants ?? {}).sort()).toEqual(['large', 'medium', 'thumb']);
    // The file name is the title when none is given; storage keys never leave the API.
    expect(file.title).toBe('photo.jpg');
    expect(file.data).not.toHaveProperty('keys');
    const served = await app.inject({ url: file.path });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
  });

  it('refuses an HTML page named .jpg with 415 and a clear message', async () => {
    const { cookie } = await sessionFor(UserType.client, 'general');
    const res = await upload(cookie, form({ data: make.html(), name: 'photo.jpg', type: 'image/jpeg' }));
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({
      error: {
        code: 'unsupported_media_type',
        message:
          'نوع فایل پشتیبانی نمی‌شود؛ فایل باید تصویر (JPEG، PNG، GIF، BMP یا WebP) یا ویدیو (MP4، AVI یا MOV) باشد.',
      },
    });
    const en = await upload(cookie, form({ data: make.html(), name: 'photo.jpg' }), '/api/v1/files', 'en');
    expect(en.json().error.message).toBe(
      'This file type is not supported; send an image (JPEG, PNG, GIF, BMP or WebP) or a video (MP4, AVI or MOV).',
    );
  });

  it('refuses an SVG carrying a script with 415', async () => {
    const { cookie } = await sessionFor(UserType.client, 'general');
    const res = await upload(cookie, form({ data: make.svg(), name: 'logo.svg', type: 'image/svg+xml' }));
    expect(res.statusCode).toBe(415);
    expect(res.json().error.code).toBe('unsupported_media_type');
  });

  it('refuses a 20000 x 20000 image (a pixel flood) with 422 and the pixel-limit message', async () => {
    const { cookie } = await sessionFor(UserType.client, 'general');
    const res = await upload(cookie, form({ data: make.pixelFloodPng(), name: 'tiny.png' }));
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toMatchObject({
      code: 'validation',
      message: 'ابعاد تصویر بیش از حد بزرگ است (حداکثر ۲۴ مگاپیکسل).',
    });
  });

  it('stores a JPEG with EXIF and GPS as WebP renditions with no EXIF left', async () => {
    const { cookie } = await sessionFor(UserType.client, 'general');
    const res = await upload(
      cookie,
      form({ data: await make.jpegWithExifAndGps(), name: 'IMG_2040.JPG' }, { title: 'مبل' }),
    );
    expect(res.statusCode).toBe(201);
    const file = res.json<FileAnswer>();
    expect(file).toMatchObject({ fileType: 0, title: 'مبل' });
    // Turned upright (the EXIF orientation), then the orientation itself is gone with the rest of the metadata.
    expect([file.data.width, file.data.height]).toEqual([200, 300]);
    for (const url of Object.values(file.data.variants ?? {})) {
      const key = services.storage.keyOf(url);
      const stored = key ? await services.storage.read(key) : undefined;
      expect(stored, url).toBeDefined();
      const meta = await sharp(stored).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
    }
  });

  it('stores a real MP4 as a video, as it is, served with its type', async () => {
    const { cookie } = await sessionFor(UserType.client, 'general');
    const mp4 = make.isoBmff('mp42');
    const res = await upload(cookie, form({ data: mp4, name: 'clip.bin' }, { title: 'معرفی غرفه' }));
    expect(res.statusCode).toBe(201);
    const file = res.json<FileAnswer>();
    expect(file).toMatchObject({ fileType: 1, title: 'معرفی غرفه', data: { mime: 'video/mp4', bytes: mp4.length } });
    expect(file.path).toMatch(/^\/images\/files\/\d{4}\/\d{2}\/[0-9a-f]{24}\.mp4$/);
    const served = await app.inject({ url: file.path });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('video/mp4');
    expect(served.rawPayload.equals(mp4)).toBe(true);

    const mov = await upload(cookie, form({ data: make.isoBmff('qt'), name: 'clip.mp4' }));
    expect(mov.json<FileAnswer>().path).toMatch(/\.mov$/);
    expect(mov.json<FileAnswer>().data.mime).toBe('video/quicktime');
  });

  it('refuses a file that starts like an MP4 but is something else after its first box (415)', async () => {
    const { cookie } = await sessionFor(UserType.client, 'general');
    const ftyp = make.isoBmff('isom').subarray(0, 24);
    const disguised = Buffer.concat([ftyp, Buffer.from('<html><script>document.cookie</script></html>')]);
    const res = await upload(cookie, form({ data: disguised, name: 'clip.mp4' }));
    expect(res.statusCode).toBe(415);
    expect(res.json().error.message).toBe(
      'فایل «clip.mp4» ویدیوی کاملی نیست (ناقص یا خراب است)؛ فایل دیگری انتخاب کنید.',
    );
  });

  it('takes a video larger than an image may be, and refuses an image over 10 MB with 413', async () => {
    const { cookie } = await sessionFor(UserType.client, 'general');
    const video = make.isoBmff('isom', 12 * MB);
    const big = await upload(cookie, form({ data: video, name: 'long.mp4' }));
    expect(big.statusCode).toBe(201);
    expect(big.json<FileAnswer>().data.bytes).toBe(video.length);

    const photo = Buffer.concat([await make.jpeg(), Buffer.alloc(11 * MB)]);
    const refused = await upload(cookie, form({ data: photo, name: 'big.jpg' }));
    expect(refused.statusCode).toBe(413);
    expect(refused.json().error.message).toBe('حجم فایل نباید بیشتر از ۱۰ مگابایت باشد.');
  });

  it('answers a title longer than 200 characters with 422 on the title, and needs a session', async () => {
    const { cookie } = await sessionFor(UserType.client, 'general');
    const long = await upload(cookie, form({ data: await make.png(), name: 'a.png' }, { title: 'ع'.repeat(201) }));
    expect(long.statusCode).toBe(422);
    expect(long.json().error.fields).toEqual({ title: 'متن وارد شده بیش از حد طولانی است.' });
    const anonymous = await upload(undefined, form({ data: await make.png(), name: 'a.png' }));
    expect(anonymous.statusCode).toBe(401);
  });

  it('lets owners delete their own file (objects too), and answers 404 for anyone else’s', async () => {
    const owner = await sessionFor(UserType.client, 'general');
    const other = await sessionFor(UserType.client, 'general');
    const file = (await upload(owner.cookie, form({ data: await make.gif(), name: 'a.gif' }))).json<FileAnswer>();

    const stranger = await app.inject({
      method: 'DELETE',
      url: `/api/v1/files/${file.id}`,
      headers: { cookie: other.cookie },
    });
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().error.message).toBe('فایل یافت نشد.');
    expect((await app.inject({ url: file.path })).statusCode).toBe(200);

    const own = await app.inject({
      method: 'DELETE',
      url: `/api/v1/files/${file.id}`,
      headers: { cookie: owner.cookie },
    });
    expect(own.statusCode).toBe(204);
    for (const url of Object.values(file.data.variants ?? {})) {
      expect((await app.inject({ url })).statusCode, url).toBe(404);
    }
    const db = (await testDatabase()).db;
    expect(await db.select().from(filesTable).where(eq(filesTable.id, file.id))).toEqual([]);
    const again = await app.inject({
      method: 'DELETE',
      url: `/api/v1/files/${file.id}`,
      headers: { cookie: owner.cookie },
    });
    expect(again.statusCode).toBe(404);
  });

  it('the back office lists every file newest first, by type, in pages, with who uploaded it', async () => {
    const manager = await sessionFor(UserType.admin, 'manager');
    const client = await sessionFor(UserType.client, 'general');
    const image = (await upload(client.cookie, form({ data: await make.webp(), name: 'w.webp' }))).json<FileAnswer>();
    const video = (await upload(client.cookie, form({ data: make.avi(), name: 'v.avi' }))).json<FileAnswer>();
    const viaPanel = await upload(
      manager.cookie,
      form({ data: await make.png(), name: 'p.png' }, { title: 'لوگو' }),
      '/api/v1/manager/files',
    );
    expect(viaPanel.statusCode).toBe(201);

    const all = await app.inject({ url: '/api/v1/manager/files?perPage=3', headers: { cookie: manager.cookie } });
    expect(all.statusCode).toBe(200);
    const page = all.json<{
      items: Array<FileAnswer & { userId: number; userName: string }>;
      total: number;
      lastPage: number;
    }>();
    expect(page.items.map((item) => item.id)).toEqual([viaPanel.json().id, video.id, image.id]);
    expect(page.items[1]).toMatchObject({ fileType: 1, userId: client.user.id, userName: 'بارگذار' });
    expect(page.total).toBeGreaterThanOrEqual(3);
    expect(page.lastPage).toBe(Math.ceil(page.total / 3));

    const videos = await app.inject({ url: '/api/v1/manager/files?fileType=1', headers: { cookie: manager.cookie } });
    expect(videos.json<{ items: FileAnswer[] }>().items.every((item) => item.fileType === 1)).toBe(true);
    expect(videos.json<{ items: FileAnswer[] }>().items[0]?.id).toBe(video.id);
    const any = await app.inject({ url: '/api/v1/manager/files?fileType=-1', headers: { cookie: manager.cookie } });
    expect(any.statusCode).toBe(200);
    const bad = await app.inject({ url: '/api/v1/manager/files?fileType=9', headers: { cookie: manager.cookie } });
    expect(bad.statusCode).toBe(422);
    expect((await app.inject({ url: '/api/v1/manager/files', headers: { cookie: client.cookie } })).statusCode).toBe(
      403,
    );
  });

  it('a manager deletes anyone’s file: the row and every stored object', async () => {
    const manager = await sessionFor(UserType.admin, 'manager');
    const client = await sessionFor(UserType.client, 'general');
    const file = (await upload(client.cookie, form({ data: await make.jpeg(), name: 'j.jpg' }))).json<FileAnswer>();
    const one = await app.inject({ url: `/api/v1/manager/files/${file.id}`, headers: { cookie: manager.cookie } });
    expect(one.json()).toMatchObject({ id: file.id, title: 'j.jpg', userId: client.user.id, path: file.path });
    const res = await app.inject({
      method: 'DELETE',
      url: `/api/v1/manager/files/${file.id}`,
      headers: { cookie: manager.cookie },
    });
    expect(res.statusCode).toBe(204);
    for (const url of Object.values(file.data.variants ?? {})) {
      const key = services.storage.keyOf(url);
      expect(key && (await services.storage.read(key)), url).toBeUndefined();
    }
    const missing = await app.inject({
      method: 'DELETE',
      url: `/api/v1/manager/files/${file.id}`,
      headers: { cookie: manager.cookie },
    });
    expect(missing.statusCode).toBe(404);
    const gone = await app.inject({ url: `/api/v1/manager/files/${file.id}`, headers: { cookie: manager.cookie } });
    expect(gone.statusCode).toBe(404);
  });
});
