import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UserType } from '@shahrbazar/domain/enums/people';
import { policy } from '@shahrbazar/domain/rules/policy-catalogue';
import type { App } from '../src/http/types.ts';
import { policyIds, seedPolicies } from '../src/modules/access/access.service.ts';
import { rolePolicies, roles } from '../src/modules/access/role.table.ts';
import { listings } from '../src/modules/listings/listing.table.ts';
import { insertUser } from '../src/modules/users/user.repository.ts';
import { staffSession, uniqueMobile } from './support/auth.ts';
import { buildTestApp, testDatabase } from './support/test-app.ts';

interface TagOut {
  id: number;
  title: string;
  slug: string;
}

/** A word no other test (or run) uses, to find this test's tags among everyone's. */
const unique = () => randomUUID().slice(0, 8);

describe('tags', () => {
  let app: App;
  let admin: string;
  let employee: string;

  beforeAll(async () => {
    const db = (await testDatabase()).db;
    await seedPolicies(db);
    app = await buildTestApp();
    const session = (type: number, roleId: number | null = null) => staffSession(db, type, roleId);
    admin = await session(UserType.admin);
    // May list tags but not change them.
    const [role] = await db.insert(roles).values({ title: 'بیننده برچسب‌ها', type: UserType.employee }).returning();
    const ids = await policyIds(db, [policy('tags', 'index')]);
    await db.insert(rolePolicies).values(ids.map((policyId) => ({ roleId: role!.id, policyId })));
    employee = await session(UserType.employee, role!.id);
  });
  afterAll(() => app.close());

  const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, cookie = admin) =>
    app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

  it('a manager creates, edits and deletes a tag; the slug is made from the title when left out', async () => {
    const word = unique();
    const created = await send('POST', '/api/v1/manager/tags', { title: `لپ‌تاپ ${word}` });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ title: `لپ‌تاپ ${word}`, slug: `لپ-تاپ-${word}` });
    const id: number = created.json().id;

    const edited = await send('PUT', `/api/v1/manager/tags/${id}`, { title: 'Laptop', slug: `Laptop ${word}` });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toEqual({ id, title: 'Laptop', slug: `laptop-${word}` });
    const found = await app.inject({ url: `/api/v1/manager/tags/${id}`, headers: { cookie: admin } });
    expect(found.json()).toEqual({ id, title: 'Laptop', slug: `laptop-${word}` });

    const page = await app.inject({ url: `/api/v1/manager/tags?textSearch=${word}`, headers: { cookie: admin } });
    expect(page.json()).toMatchObject({ total: 1, currentPage: 1, perPage: 15, lastPage: 1 });

    expect((await send('DELETE', `/api/v1/manager/tags/${id}`)).statusCode).toBe(204);
    expect((await send('DELETE', `/api/v1/manager/tags/${id}`)).statusCode).toBe(404);
    expect((await app.inject({ url: `/api/v1/manager/tags/${id}`, headers: { cookie: admin } })).statusCode).toBe(404);
  });

  it('keeps a tag listings carry (409 saying how many), and deletes it once none does', async () => {
    const db = (await testDatabase()).db;
    const tag = (await send('POST', '/api/v1/manager/tags', { title: `برچسب ${unique()}` })).json();
    const owner = await insertUser(db, { mobile: uniqueMobile(), name: 'آگهی‌دهنده', type: UserType.client });
    const [listing] = await db
      .insert(listings)
      .values({
        vertical: 'ads',
        userId: owner.id,
        title: 'آگهی برچسب‌دار',
        slug: 'agahi',
        slugId: randomUUID().replaceAll('-', '').slice(0, 12),
        tags: [{ id: tag.id, title: tag.title }],
      })
      .returning();
    const refused = await send('DELETE', `/api/v1/manager/tags/${tag.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe('این برچسب در ۱ آگهی استفاده شده است و حذف نمی‌شود.');
    await db.update(listings).set({ tags: [] }).where(eq(listings.id, listing!.id));
    expect((await send('DELETE', `/api/v1/manager/tags/${tag.id}`)).statusCode).toBe(204);
  });

  it('searches publicly, Persian-normalised, those starting with the text first, at most 20', async () => {
    const word = unique();
    for (const title of [`کتاب کودک ${word}`, `کیف ${word}`, `${word} کتابخانه`]) {
      expect((await send('POST', '/api/v1/manager/tags', { title })).statusCode).toBe(201);
    }
    // Typed with an Arabic ك, as many keyboards do, the Persian titles are still found, those starting with it first.
    const res = await app.inject({ url: `/api/v1/tags?q=${encodeURIComponent(`كتاب`)}` });
    expect(res.statusCode).toBe(200);
    const titles = (res.json().items as TagOut[]).map((tag) => tag.title).filter((t) => t.includes(word));
    expect(titles).toEqual([`کتاب کودک ${word}`, `${word} کتابخانه`]);

    for (let i = 0; i < 21; i++) await send('POST', '/api/v1/manager/tags', { title: `انبوه ${word} ${i}` });
    const many = await app.inject({ url: `/api/v1/tags?q=${encodeURIComponent(`انبوه ${word}`)}` });
    expect(many.json().items).toHaveLength(20);
    const all = await app.inject({ url: '/api/v1/tags' });
    expect(all.json().items.length).toBeLessThanOrEqual(20);
    expect((await app.inject({ url: `/api/v1/tags?q=${'x'.repeat(101)}` })).statusCode).toBe(422);
  });

  it('equates the ezafe «ۀ» and «هٔ»: in the slug made, the search and the tag page by an address written with «ۀ»', async () => {
    const word = unique();
    const created = await send('POST', '/api/v1/manager/tags', { title: `خانۀ ${word}` });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ title: `خانۀ ${word}`, slug: `خانه-${word}` });
    // The title keeps «ۀ»; typed «هٔ» (ه with a hamza above) or «ه», the search finds it.
    for (const typed of [`خانهٔ ${word}`, `خانه ${word}`, `خانۀ ${word}`]) {
      const res = await app.inject({ url: `/api/v1/tags?q=${encodeURIComponent(typed)}` });
      expect((res.json().items as TagOut[]).map((tag) => tag.id)).toEqual([created.json().id]);
    }
    // An address written with «ۀ» (as slugs were made before) opens the tag's page.
    const page = await app.inject({ url: `/api/v1/tags/${encodeURIComponent(`خانۀ-${word}`)}/listings` });
    expect(page.statusCode).toBe(200);
    expect(page.json().tag).toMatchObject({ id: created.json().id, slug: `خانه-${word}` });
  });

  it('refuses a slug in use with 409 on the slug field', async () => {
    const word = unique();
    const first = await send('POST', '/api/v1/manager/tags', { title: 'موبایل', slug: `mobile-${word}` });
    expect(first.statusCode).toBe(201);
    const again = await send('POST', '/api/v1/manager/tags', { title: 'گوشی', slug: `Mobile ${word}` });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatchObject({
      code: 'conflict',
      message: 'برچسبی با این نامک وجود دارد؛ نامک دیگری انتخاب کنید.',
      fields: { slug: 'برچسبی با این نامک وجود دارد؛ نامک دیگری انتخاب کنید.' },
    });
    const other = await send('POST', '/api/v1/manager/tags', { title: 'گوشی', slug: `phone-${word}` });
    const renamed = await send('PUT', `/api/v1/manager/tags/${other.json().id}`, {
      title: 'گوشی',
      slug: `mobile-${word}`,
    });
    expect(renamed.statusCode).toBe(409);
  });

  it('answers bad input with 422 and the field, never 500', async () => {
    const cases: Array<[object, string]> = [
      [{}, 'title'],
      [{ title: '   ' }, 'title'],
      [{ title: 'x'.repeat(61) }, 'title'],
      [{ title: 'ok', slug: '---' }, 'slug'],
      [{ title: 42 }, 'title'],
    ];
    for (const [payload, field] of cases) {
      const res = await send('POST', '/api/v1/manager/tags', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(Object.keys(res.json().error.fields), JSON.stringify(payload)).toContain(field);
    }
    expect((await send('PUT', '/api/v1/manager/tags/99999999', { title: 'x' })).statusCode).toBe(404);
    expect(
      (await app.inject({ url: '/api/v1/manager/tags?perPage=1000', headers: { cookie: admin } })).statusCode,
    ).toBe(422);
  });

  it('keeps the back office to managers with the tags permission (401 guest, 403 without it)', async () => {
    expect((await app.inject({ url: '/api/v1/manager/tags' })).statusCode).toBe(401);
    expect((await app.inject({ url: '/api/v1/manager/tags', headers: { cookie: employee } })).statusCode).toBe(200);
    const writes = await Promise.all([
      send('POST', '/api/v1/manager/tags', { title: 'x' }, employee),
      send('PUT', '/api/v1/manager/tags/1', { title: 'x' }, employee),
      send('DELETE', '/api/v1/manager/tags/1', undefined, employee),
      app.inject({ method: 'POST', url: '/api/v1/manager/tags', payload: { title: 'x' } }),
    ]);
    expect(writes.map((res) => res.statusCode)).toEqual([403, 403, 403, 401]);
  });
});
