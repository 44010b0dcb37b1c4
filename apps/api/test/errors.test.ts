import net from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from '../src/http/app-error.ts';
import { IN_PROCESS_CALL_HEADER, inProcessCallHeaders } from '../src/http/in-process-call.ts';
import type { App } from '../src/http/types.ts';
import { cities } from '../src/modules/geo/geo.table.ts';
import { adsDesk } from './factories/ads.ts';
import { userWithSession } from './factories/users.ts';
import { buildTestApp, testDatabase } from './support/test-app.ts';

/** Every failure answers `{ error: { code, message, fields? } }` in the request's locale, and leaks nothing. */
describe('the one error shape', () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp({
      extend(a) {
        a.post(
          '/api/v1/test/echo',
          {
            config: { access: 'public' },
            schema: { body: z.object({ city_id: z.number().int(), title: z.string().min(3) }) },
          },
          async (request) => request.body,
        );
        a.get('/api/v1/test/boom', { config: { access: 'public' } }, async () => {
          throw new Error('secret internals at /srv/app.ts:42');
        });
        // A route whose schema lets any text through to an integer column's comparison, as a forgotten schema would.
        a.get(
          '/api/v1/test/lookup/:id',
          { config: { access: 'public' }, schema: { params: z.object({ id: z.string() }) } },
          async (request) => {
            const { db } = await testDatabase();
            await db.execute(sql`select ${request.params.id}::integer as id`);
            return { found: false };
          },
        );
        // Writes no service guards, straight into the database's constraints (a route that forgot to check).
        a.delete(
          '/api/v1/test/cities/:id',
          { config: { access: 'public' }, schema: { params: z.object({ id: z.coerce.number().int() }) } },
          async (request, reply) => {
            const { db } = await testDatabase();
            await db.delete(cities).where(eq(cities.id, request.params.id));
            return reply.status(204).send();
          },
        );
        a.post(
          '/api/v1/test/cities',
          {
            config: { access: 'public' },
            schema: { body: z.object({ state_id: z.number().int(), slug: z.string() }) },
          },
          async (request) => {
            const { db } = await testDatabase();
            const [row] = await db
              .insert(cities)
              .values({ stateId: request.body.state_id, name: 'شهر', slug: request.body.slug })
              .returning();
            return { id: row!.id };
          },
        );
        // A query through a pool whose PostgreSQL does not answer (a server that takes the connection and says
        // nothing), or refuses connections (nothing listens on the port), as drizzle runs it in the app.
        a.get(
          '/api/v1/test/blocked-db/:port',
          { config: { access: 'public' }, schema: { params: z.object({ port: z.coerce.number().int() }) } },
          async (request) => {
            const pool = new pg.Pool({
              connectionString: `postgres://postgres@127.0.0.1:${request.params.port}/shop`,
              max: 1,
              connectionTimeoutMillis: 200,
            });
            pool.on('error', () => {});
            try {
              await drizzle({ client: pool }).execute(sql`select 1`);
              return { answered: true };
            } finally {
              await pool.end().catch(() => {});
            }
          },
        );
        a.get('/api/v1/test/forbidden', { config: { access: 'public' } }, async () => {
          throw new AppError('forbidden');
        });
        a.get('/api/v1/test/custom', { config: { access: 'public' } }, async () => {
          throw new AppError('conflict', { fa: 'این نامک قبلاً ثبت شده است.', en: 'This slug is already taken.' });
        });
      },
    });
  });
  afterAll(() => app.close());

  it('an unknown API path is 404 with the Persian message by default', async () => {
    const res = await app.inject({ url: '/api/v1/no-such-thing' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.json()).toEqual({ error: { code: 'not_found', message: 'صفحه مورد نظر یافت نشد.' } });
  });

  it('speaks English by Accept-Language, and the locale cookie wins over the header', async () => {
    const en = await app.inject({ url: '/api/v1/no-such-thing', headers: { 'accept-language': 'en-US,en;q=0.9' } });
    expect(en.json().error.message).toBe('Page was not found.');
    const cookie = await app.inject({
      url: '/api/v1/no-such-thing',
      headers: { 'accept-language': 'en', cookie: 'locale=fa' },
    });
    expect(cookie.json().error.message).toBe('صفحه مورد نظر یافت نشد.');
  });

  it('a body that fails its schema is 422 with a message per field as sent', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/test/echo',
      payload: { city_id: 'tehran', title: 'ab' },
    });
    expect(res.statusCode).toBe(422);
    const { error } = res.json();
    expect(error.code).toBe('validation');
    expect(error.message).toBe('برخی از مقادیر وارد شده معتبر نیستند.');
    expect(Object.keys(error.fields).sort()).toEqual(['city_id', 'title']);
  });

  it('a valid body passes through', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/v1/test/echo', payload: { city_id: 3, title: 'کتاب' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ city_id: 3, title: 'کتاب' });
  });

  it('malformed JSON is 400 in the error shape', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"city_id": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('bad_request');
  });

  it('an unexpected error is 500 without internals or a stack trace', async () => {
    const res = await app.inject({ url: '/api/v1/test/boom', headers: { 'accept-language': 'en' } });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ error: { code: 'internal', message: 'An unexpected error occurred.' } });
    expect(res.body).not.toMatch(/secret|srv|\.ts|at /);
  });

  it('a database that does not answer or refuses connections is 503 «try again» with Retry-After, not 500', async () => {
    const silent = net.createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const closed = net.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const refusing = (closed.address() as net.AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    try {
      for (const port of [(silent.address() as net.AddressInfo).port, refusing]) {
        const res = await app.inject({ url: `/api/v1/test/blocked-db/${port}`, headers: { 'accept-language': 'fa' } });
        expect(res.statusCode, String(port)).toBe(503);
        expect(res.headers['retry-after'], String(port)).toBe('5');
        expect(res.json(), String(port)).toEqual({
          error: { code: 'unavailable', message: 'سرویس موقتاً در دسترس نیست.' },
        });
        expect(res.body).not.toMatch(/127\.0\.0\.1|timeout|ECONN/);
      }
    } finally {
      silent.close();
    }
  });

  it('a value the database cannot hold (out of range, not a number) is 422 in the error shape, not 500', async () => {
    for (const id of ['3000000000', 'abc']) {
      const res = await app.inject({ url: `/api/v1/test/lookup/${id}`, headers: { 'accept-language': 'en' } });
      expect(res.statusCode, id).toBe(422);
      expect(res.json(), id).toEqual({ error: { code: 'validation', message: expect.any(String) } });
    }
    expect((await app.inject({ url: '/api/v1/test/lookup/12' })).statusCode).toBe(200);
  });

  it('a constraint violation is never 500: a delete of a row in use is 409 naming what uses it, a duplicate 409', async () => {
    const { db } = await testDatabase();
    const desk = await adsDesk(app, db);
    await desk.publish((await userWithSession(db)).cookie);
    const refused = await app.inject({ method: 'DELETE', url: `/api/v1/test/cities/${desk.city.id}` });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      error: {
        code: 'conflict',
        message: 'این مورد هنوز در آگهی‌ها به کار رفته است و حذف نمی‌شود؛ ابتدا آن‌ها را تغییر دهید یا حذف کنید.',
      },
    });
    const en = await app.inject({
      method: 'DELETE',
      url: `/api/v1/test/cities/${desk.city.id}`,
      headers: { 'accept-language': 'en' },
    });
    expect(en.json().error.message).toBe(
      'This item is still used by listings and cannot be deleted; change or delete those first.',
    );
    const duplicate = await app.inject({
      method: 'POST',
      url: '/api/v1/test/cities',
      payload: { state_id: desk.city.stateId, slug: desk.city.slug },
      headers: { 'accept-language': 'en' },
    });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().error).toEqual({
      code: 'conflict',
      message: 'This value is already taken by another record.',
    });
    // A parent that does not exist is the caller's mistake: 422, not 500.
    const orphan = await app.inject({
      method: 'POST',
      url: '/api/v1/test/cities',
      payload: { state_id: 2_000_000_000, slug: `orphan-${Date.now()}` },
    });
    expect(orphan.statusCode).toBe(422);
    expect(orphan.json().error.code).toBe('validation');
  });

  it('AppError codes map to their status and the spec messages; custom messages follow the locale', async () => {
    const forbidden = await app.inject({ url: '/api/v1/test/forbidden', headers: { 'accept-language': 'en' } });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().error.message).toBe('You are not authorized to access this section.');
    const custom = await app.inject({ url: '/api/v1/test/custom' });
    expect(custom.statusCode).toBe(409);
    expect(custom.json().error.message).toBe('این نامک قبلاً ثبت شده است.');
  });

  it('every response carries a request id, keeping a well-formed incoming one', async () => {
    const fresh = await app.inject({ url: '/api/v1/health' });
    expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const kept = await app.inject({ url: '/api/v1/health', headers: { 'x-request-id': 'lb-abc12345' } });
    expect(kept.headers['x-request-id']).toBe('lb-abc12345');
    const junk = await app.inject({ url: '/api/v1/health', headers: { 'x-request-id': '<script>' } });
    expect(junk.headers['x-request-id']).not.toBe('<script>');
  });

  it('sends security headers', async () => {
    const res = await app.inject({ url: '/api/v1/health' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(String(res.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
    expect(res.headers['x-powered-by']).toBeUndefined();
    // Not no-referrer: under it browsers post forms with "Origin: null", which same-origin checks must refuse.
    expect(res.headers['referrer-policy']).toBe('same-origin');
    // Locally, pictures come from our own /images/ only, and map tiles from OpenStreetMap's tile server.
    expect(String(res.headers['content-security-policy'])).toContain(
      "img-src 'self' data: blob: https://tile.openstreetmap.org;",
    );
  });

  it("writes no browser's headers on a page's own call to the API in this process, and every other answer's", async () => {
    const own = await app.inject({ url: '/api/v1/health', headers: inProcessCallHeaders() });
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-security-policy']).toBeUndefined();
    expect(own.headers['x-frame-options']).toBeUndefined();
    // The header with any other value is an ordinary request.
    const guessed = await app.inject({ url: '/api/v1/health', headers: { [IN_PROCESS_CALL_HEADER]: 'guessed' } });
    expect(guessed.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(String(guessed.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
  });

  it('lets pages load uploaded pictures and videos from the S3 public origin when files live there', async () => {
    const s3App = await buildTestApp({
      config: {
        storage: {
          driver: 's3',
          s3: {
            endpoint: 'https://s3.example.ir',
            region: 'ir-1',
            bucket: 'media',
            privateBucket: undefined,
            accessKeyId: 'key',
            secretAccessKey: 'secret',
            publicUrl: 'https://cdn.example.ir/m/',
          },
        },
      },
    });
    try {
      const csp = String((await s3App.inject({ url: '/api/v1/health' })).headers['content-security-policy']);
      expect(csp).toContain("img-src 'self' data: blob: https://cdn.example.ir https://tile.openstreetmap.org;");
      expect(csp).toContain("media-src 'self' https://cdn.example.ir;");
    } finally {
      await s3App.close();
    }
  });
});
