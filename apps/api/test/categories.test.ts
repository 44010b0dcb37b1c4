import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CategoryType } from '@shahrbazar/domain/enums/listing';
import { UserType } from '@shahrbazar/domain/enums/people';
import type { App } from '../src/http/types.ts';
import { policyIds, seedPolicies } from '../src/modules/access/access.service.ts';
import { rolePolicies, roles } from '../src/modules/access/role.table.ts';
import { sessionPolicy } from '../src/modules/auth/session-cookie.ts';
import { createSession } from '../src/modules/auth/session.service.ts';
import { generalCategories } from '../src/modules/catalogue/category.table.ts';
import { listings } from '../src/modules/listings/listing.table.ts';
import { insertUser } from '../src/modules/users/user.repository.ts';
import { seedCategories } from '../src/seed/categories.ts';
import { uniqueMobile } from './support/auth.ts';
import { buildTestApp, testConfig, testDatabase } from './support/test-app.ts';

const png = (color: string) =>
  sharp({ create: { width: 120, height: 90, channels: 3, background: color } })
    .png()
    .toBuffer();

function form(file: { buffer: Buffer; name: string; type: string }) {
  const data = new FormData();
  data.append('file', new Blob([new Uint8Array(file.buffer)], { type: file.type }), file.name);
  return data;
}

/** A slug no other test (or run) uses. */
const uniqueSlug = (base: string) => `${base}-${Date.now().toString(36)}-${Math.floor(Math.random() * 1e6)}`;

interface TreeItem {
  type: string;
  slug: string;
  image: string;
  title: string;
  subCategories: Array<{ slug: string; title: string; subSubCategories: Array<{ slug: string; title: string }> }>;
}

describe('general categories: the seeded trees, browsing by slug and the back office of three levels', () => {
  let app: App;
  let admin: string;

  const session = async (type: number, kind: 'general' | 'manager', roleId: number | null = null) => {
    const db = (await testDatabase()).db;
    const user = await insertUser(db, { mobile: uniqueMobile(), name: 'کاربر', type, roleId });
    const { token } = await createSession(db, sessionPolicy(testConfig()), {
      userId: user.id,
      kind,
      deviceType: 0,
      userAgent: '',
      ip: '',
    });
    return `token=${token}`;
  };

  const send = (method: 'POST' | 'PUT' | 'DELETE' | 'GET', url: string, payload?: unknown, cookie = admin) =>
    app.inject({ method, url, headers: { cookie }, ...(payload === undefined ? {} : { payload: payload as object }) });

  beforeAll(async () => {
    const db = (await testDatabase()).db;
    await seedPolicies(db);
    await seedCategories(db);
    app = await buildTestApp();
    admin = await session(UserType.admin, 'manager');
  });
  afterAll(() => app.close());

  it('seeds a three-level tree for every category type, in Persian, as the public tree shows it', async () => {
    const res = await app.inject({ url: '/api/v1/categories' });
    expect(res.statusCode).toBe(200);
    const items: TreeItem[] = res.json().items;
    for (const type of CategoryType.values) {
      expect(items.filter((item) => item.type === type).length, type).toBeGreaterThanOrEqual(4);
    }
    const realEstate = items.find((item) => item.slug === 'ads-real-estate');
    expect(realEstate?.title).toBe('املاک');
    const sale = realEstate?.subCategories.find((sub) => sub.slug === 'ads-residential-sale');
    expect(sale?.title).toBe('فروش مسکونی');
    expect(sale?.subSubCategories.map((subSub) => subSub.title)).toContain('آپارتمان');
    // Each first-level category carries an icon of its own within its type (issue 16), a file the web serves.
    expect(realEstate?.image).toBe('/icons/categories/house.svg');
    for (const type of CategoryType.values) {
      const seeded = items.filter((item) => item.type === type && item.image.startsWith('/icons/categories/'));
      expect(new Set(seeded.map((item) => item.image)).size, type).toBe(seeded.length);
    }

    const clinics: TreeItem[] = (await app.inject({ url: '/api/v1/categories?type=clinic' })).json().items;
    expect(clinics.length).toBeGreaterThanOrEqual(4);
    expect(clinics.every((item) => item.type === 'clinic')).toBe(true);
    expect(clinics.flatMap((item) => item.subCategories.map((sub) => sub.title))).toContain('قلب و عروق');

    const bad = await app.inject({ url: '/api/v1/categories?type=boats' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().error.fields).toHaveProperty('type');
  });

  it('seeds once: a second run inserts nothing and keeps what a manager changed', async () => {
    const db = (await testDatabase()).db;
    const [watches] = await db.select().from(generalCategories).where(eq(generalCategories.slug, 'jewelry-watches'));
    const renamed = await send('PUT', `/api/v1/manager/categories/${watches!.id}`, {
      type: 'jewelry',
      title: 'ساعت‌های مچی',
      slug: 'jewelry-watches',
    });
    expect(renamed.statusCode).toBe(200);
    expect(await seedCategories(db)).toBe(0);
    const [after] = await db.select().from(generalCategories).where(eq(generalCategories.slug, 'jewelry-watches'));
    expect(after?.title).toBe('ساعت‌های مچی');
    // A picture a manager uploaded is kept; a starter category left without one gets its icon again.
    const where = eq(generalCategories.slug, 'jewelry-watches');
    await db.update(generalCategories).set({ image: '/images/categories/2026/01/own-large.webp' }).where(where);
    await seedCategories(db);
    expect((await db.select().from(generalCategories).where(where))[0]?.image).toBe(
      '/images/categories/2026/01/own-large.webp',
    );
    await db.update(generalCategories).set({ image: '' }).where(where);
    await seedCategories(db);
    expect((await db.select().from(generalCategories).where(where))[0]?.image).toBe('/icons/categories/watch.svg');
    await send('PUT', `/api/v1/manager/categories/${watches!.id}`, {
      type: 'jewelry',
      title: 'ساعت',
      slug: 'jewelry-watches',
    });
  });

  it('answers a node by level and slug with its children and its chain of parents; unknown is 404', async () => {
    const top = await app.inject({ url: '/api/v1/categories/category/ads-vehicles' });
    expect(top.statusCode).toBe(200);
    expect(top.json()).toMatchObject({ level: 'category', type: 'ads', title: 'وسایل نقلیه', chain: [] });
    expect(top.json().children).toContainEqual(expect.objectContaining({ level: 'subCategory', slug: 'ads-cars' }));

    const sub = (await app.inject({ url: '/api/v1/categories/subCategory/ads-cars' })).json();
    expect(sub.chain.map((link: { title: string }) => link.title)).toEqual(['وسایل نقلیه']);
    expect(sub.children.map((link: { title: string }) => link.title)).toContain('سواری');

    const leaf = await app.inject({ url: '/api/v1/categories/subSubCategory/ads-car-sedan' });
    expect(leaf.json()).toMatchObject({
      level: 'subSubCategory',
      title: 'سواری',
      type: 'ads',
      children: [],
      chain: [
        { level: 'category', slug: 'ads-vehicles', title: 'وسایل نقلیه' },
        { level: 'subCategory', slug: 'ads-cars', title: 'خودرو' },
      ],
    });

    expect((await app.inject({ url: '/api/v1/categories/category/no-such-slug' })).statusCode).toBe(404);
    // A sub category's slug is not a first-level category's.
    expect((await app.inject({ url: '/api/v1/categories/category/ads-cars' })).statusCode).toBe(404);
    const level = await app.inject({ url: '/api/v1/categories/department/ads-cars' });
    expect(level.statusCode).toBe(422);
    expect(level.json().error.fields).toHaveProperty('level');
  });

  it('lets a manager create, read, edit and delete at all three levels, as the spec names the bodies', async () => {
    const slugs = { category: uniqueSlug('t-books'), sub: uniqueSlug('t-novels'), subSub: uniqueSlug('t-crime') };

    const category = await send('POST', '/api/v1/manager/categories', {
      type: 'shop',
      title: 'کتاب و نشر',
      slug: slugs.category,
      location: 'home',
      tag: 'کتاب',
      description: 'کتاب‌فروشی‌های شهر',
    });
    expect(category.statusCode).toBe(201);
    expect(category.json()).toMatchObject({
      type: 'shop',
      title: 'کتاب و نشر',
      slug: slugs.category,
      location: 'home',
      tag: 'کتاب',
      image: '',
      imageLastModified: null,
      subCategoryCount: 0,
    });
    const categoryId: number = category.json().id;

    const sub = await send('POST', '/api/v1/manager/sub-categories', {
      general_category_id: String(categoryId),
      title: 'رمان',
      slug: slugs.sub,
    });
    expect(sub.statusCode).toBe(201);
    expect(sub.json()).toMatchObject({ generalCategoryId: categoryId, type: 'shop', categoryTitle: 'کتاب و نشر' });
    const subId: number = sub.json().id;

    const subSub = await send('POST', '/api/v1/manager/sub-sub-categories', {
      general_sub_category_id: subId,
      title: 'رمان جنایی',
      slug: slugs.subSub,
    });
    expect(subSub.statusCode).toBe(201);
    expect(subSub.json()).toMatchObject({
      generalSubCategoryId: subId,
      selectedCategoryId: categoryId,
      subCategoryTitle: 'رمان',
    });
    const subSubId: number = subSub.json().id;

    // Lists by parent, with the counts the back office shows.
    const shops = (await send('GET', '/api/v1/manager/categories?type=shop')).json().items;
    expect(shops.find((item: { id: number }) => item.id === categoryId)).toMatchObject({ subCategoryCount: 1 });
    expect(shops.every((item: { type: string }) => item.type === 'shop')).toBe(true);
    const subs = (await send('GET', `/api/v1/manager/sub-categories?general_category_id=${categoryId}`)).json().items;
    expect(subs).toEqual([expect.objectContaining({ id: subId, subSubCategoryCount: 1 })]);
    const subSubs = (await send('GET', `/api/v1/manager/sub-sub-categories?general_sub_category_id=${subId}`)).json();
    expect(subSubs.items).toEqual([expect.objectContaining({ id: subSubId, title: 'رمان جنایی' })]);

    // Edits, then the public page of each shows the new words and the chain.
    const edited = await send('PUT', `/api/v1/manager/sub-sub-categories/${subSubId}`, {
      general_sub_category_id: subId,
      title: 'رمان پلیسی',
      slug: slugs.subSub,
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().title).toBe('رمان پلیسی');
    const leaf = (await app.inject({ url: `/api/v1/categories/subSubCategory/${slugs.subSub}` })).json();
    expect(leaf.title).toBe('رمان پلیسی');
    expect(leaf.chain.map((link: { title: string }) => link.title)).toEqual(['کتاب و نشر', 'رمان']);
    const editedSub = await send('PUT', `/api/v1/manager/sub-categories/${subId}`, {
      general_category_id: categoryId,
      title: 'رمان و داستان',
      slug: slugs.sub,
      description: 'داستان ایرانی و خارجی',
    });
    expect(editedSub.json()).toMatchObject({ title: 'رمان و داستان', description: 'داستان ایرانی و خارجی' });

    // A node with children is not deleted, with a message that says why.
    const refused = await send('DELETE', `/api/v1/manager/categories/${categoryId}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe('این دسته‌بندی زیردسته دارد؛ ابتدا زیردسته‌های آن را حذف کنید.');
    const refusedSub = await send('DELETE', `/api/v1/manager/sub-categories/${subId}`);
    expect(refusedSub.statusCode).toBe(409);
    expect(refusedSub.json().error.message).toContain('زیردسته‌های سطح سوم');

    // Bottom up it goes, and each is gone.
    expect((await send('DELETE', `/api/v1/manager/sub-sub-categories/${subSubId}`)).statusCode).toBe(204);
    expect((await send('DELETE', `/api/v1/manager/sub-categories/${subId}`)).statusCode).toBe(204);
    expect((await send('DELETE', `/api/v1/manager/categories/${categoryId}`)).statusCode).toBe(204);
    expect((await send('GET', `/api/v1/manager/categories/${categoryId}`)).statusCode).toBe(404);
    expect((await send('DELETE', `/api/v1/manager/sub-sub-categories/${subSubId}`)).statusCode).toBe(404);
    expect((await app.inject({ url: `/api/v1/categories/category/${slugs.category}` })).statusCode).toBe(404);
  });

  it('refuses a taken slug with 409 on the slug field, and an unknown parent with 422 on its field', async () => {
    const taken = await send('POST', '/api/v1/manager/categories', {
      type: 'ads',
      title: 'املاک ۲',
      slug: 'ads-real-estate',
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.fields).toEqual({
      slug: 'این نامک (slug) برای دسته‌بندی دیگری در همین سطح ثبت شده است.',
    });

    // The same slug on another level is fine: each level has its own route.
    const parent = (
      await send('POST', '/api/v1/manager/categories', { type: 'ads', title: 'آزمون', slug: uniqueSlug('t-p') })
    ).json();
    const sameSlugBelow = await send('POST', '/api/v1/manager/sub-categories', {
      general_category_id: parent.id,
      title: 'آزمون',
      slug: 'ads-real-estate',
    });
    expect(sameSlugBelow.statusCode).toBe(201);
    const takenSub = await send('PUT', `/api/v1/manager/sub-categories/${sameSlugBelow.json().id}`, {
      general_category_id: parent.id,
      title: 'آزمون',
      slug: 'ads-cars',
    });
    expect(takenSub.statusCode).toBe(409);

    const orphan = await send('POST', '/api/v1/manager/sub-categories', {
      general_category_id: 99999999,
      title: 'یتیم',
      slug: uniqueSlug('t-orphan'),
    });
    expect(orphan.statusCode).toBe(422);
    expect(orphan.json().error.fields).toEqual({ general_category_id: 'دسته‌بندی والد پیدا نشد.' });
    const orphanSubSub = await send('POST', '/api/v1/manager/sub-sub-categories', {
      general_sub_category_id: 99999999,
      title: 'یتیم',
      slug: uniqueSlug('t-orphan'),
    });
    expect(orphanSubSub.statusCode).toBe(422);
    expect(orphanSubSub.json().error.fields).toHaveProperty('general_sub_category_id');
    expect(
      (await send('PUT', '/api/v1/manager/categories/99999999', { type: 'ads', title: 'x', slug: uniqueSlug('x') }))
        .statusCode,
    ).toBe(404);

    await send('DELETE', `/api/v1/manager/sub-categories/${sameSlugBelow.json().id}`);
    await send('DELETE', `/api/v1/manager/categories/${parent.id}`);
  });

  it('stores an uploaded picture as WebP under /images/, replaces the old files, and refuses a non-image', async () => {
    const category = (
      await send('POST', '/api/v1/manager/categories', {
        type: 'expert',
        title: 'باغبانی',
        slug: uniqueSlug('t-garden'),
      })
    ).json();
    const upload = (
      file: { buffer: Buffer; name: string; type: string },
      url = `/api/v1/manager/categories/${category.id}/image`,
    ) => app.inject({ method: 'POST', url, headers: { cookie: admin }, payload: form(file) });

    const first = await upload({ buffer: await png('#2a7'), name: 'garden.png', type: 'image/png' });
    expect(first.statusCode).toBe(200);
    const image: string = first.json().image;
    expect(image).toMatch(/^\/images\/categories\/\d{4}\/\d{2}\/[0-9a-f]{24}-large\.webp$/);
    expect(first.json().imageLastModified).not.toBeNull();
    const served = await app.inject({ url: image });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect((await app.inject({ url: image.replace('-large.webp', '-thumb.webp') })).statusCode).toBe(200);

    const second = await upload({ buffer: await png('#c33'), name: 'garden-2.png', type: 'image/png' });
    expect(second.json().image).not.toBe(image);
    expect((await app.inject({ url: image })).statusCode).toBe(404);
    const publicNode = (await app.inject({ url: `/api/v1/categories/category/${category.slug}` })).json();
    expect(publicNode.image).toBe(second.json().image);

    const html = await upload({
      buffer: Buffer.from('<html><body>not a picture</body></html>'),
      name: 'photo.jpg',
      type: 'image/jpeg',
    });
    expect(html.statusCode).toBe(415);
    expect(html.json().error.code).toBe('unsupported_media_type');

    // Every level takes a picture; an unknown node is 404 and keeps nothing.
    const sub = (
      await send('POST', '/api/v1/manager/sub-categories', {
        general_category_id: category.id,
        title: 'گل‌کاری',
        slug: uniqueSlug('t-flowers'),
      })
    ).json();
    const subSub = (
      await send('POST', '/api/v1/manager/sub-sub-categories', {
        general_sub_category_id: sub.id,
        title: 'گل رز',
        slug: uniqueSlug('t-rose'),
      })
    ).json();
    const subImage = await upload(
      { buffer: await png('#36c'), name: 'a.png', type: 'image/png' },
      `/api/v1/manager/sub-categories/${sub.id}/image`,
    );
    expect(subImage.json().image).toMatch(/^\/images\/categories\/.+\.webp$/);
    const subSubImage = await upload(
      { buffer: await png('#963'), name: 'b.png', type: 'image/png' },
      `/api/v1/manager/sub-sub-categories/${subSub.id}/image`,
    );
    expect(subSubImage.json().image).toMatch(/^\/images\/categories\/.+\.webp$/);
    const missing = await upload(
      { buffer: await png('#000'), name: 'c.png', type: 'image/png' },
      '/api/v1/manager/sub-sub-categories/99999999/image',
    );
    expect(missing.statusCode).toBe(404);

    // Deleting a node removes its picture's files.
    expect((await send('DELETE', `/api/v1/manager/sub-sub-categories/${subSub.id}`)).statusCode).toBe(204);
    expect((await app.inject({ url: subSubImage.json().image })).statusCode).toBe(404);
    await send('DELETE', `/api/v1/manager/sub-categories/${sub.id}`);
    await send('DELETE', `/api/v1/manager/categories/${category.id}`);
    expect((await app.inject({ url: second.json().image })).statusCode).toBe(404);
  });

  it('keeps a category that listings are filed under, saying why (409)', async () => {
    const db = (await testDatabase()).db;
    const category = (
      await send('POST', '/api/v1/manager/categories', { type: 'ads', title: 'آزمون آگهی', slug: uniqueSlug('t-ads') })
    ).json();
    const sub = (
      await send('POST', '/api/v1/manager/sub-categories', {
        general_category_id: category.id,
        title: 'زیر',
        slug: uniqueSlug('t-sub'),
      })
    ).json();
    const subSub = (
      await send('POST', '/api/v1/manager/sub-sub-categories', {
        general_sub_category_id: sub.id,
        title: 'برگ',
        slug: uniqueSlug('t-leaf'),
      })
    ).json();
    const owner = await insertUser(db, { mobile: uniqueMobile(), name: 'آگهی‌دهنده', type: UserType.client });
    const [listing] = await db
      .insert(listings)
      .values({
        vertical: 'ads',
        userId: owner.id,
        generalCategoryId: category.id,
        generalSubCategoryId: sub.id,
        generalSubSubCategoryId: subSub.id,
        title: 'آگهی آزمون',
        slug: 'agahi',
        slugId: uniqueSlug('s').slice(-12),
      })
      .returning();

    const refused = await send('DELETE', `/api/v1/manager/sub-sub-categories/${subSub.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe('این دسته‌بندی در ۱ آگهی استفاده شده است و حذف نمی‌شود.');
    expect((await send('GET', `/api/v1/manager/sub-sub-categories/${subSub.id}`)).statusCode).toBe(200);
    // The first level says so too once its children are gone: what uses it, not only that something does.
    await db.update(listings).set({ generalSubSubCategoryId: null }).where(eq(listings.id, listing!.id));
    expect((await send('DELETE', `/api/v1/manager/sub-sub-categories/${subSub.id}`)).statusCode).toBe(204);
    const refusedSub = await send('DELETE', `/api/v1/manager/sub-categories/${sub.id}`);
    expect(refusedSub.statusCode).toBe(409);
    expect(refusedSub.json().error.message).toBe('این دسته‌بندی در ۱ آگهی استفاده شده است و حذف نمی‌شود.');

    await db.delete(listings).where(eq(listings.id, listing!.id));
    expect((await send('DELETE', `/api/v1/manager/sub-categories/${sub.id}`)).statusCode).toBe(204);
    expect((await send('DELETE', `/api/v1/manager/categories/${category.id}`)).statusCode).toBe(204);
  });

  it('asks for a manager session (401) holding the categories policy of the action (403)', async () => {
    const db = (await testDatabase()).db;
    const [role] = await db.insert(roles).values({ title: 'فقط مشاهده دسته‌ها', type: UserType.employee }).returning();
    const ids = await policyIds(db, [{ group: 'categories', name: 'index' }]);
    await db.insert(rolePolicies).values(ids.map((policyId) => ({ roleId: role!.id, policyId })));
    const viewer = await session(UserType.employee, 'manager', role!.id);
    const client = await session(UserType.client, 'general');
    const body = { type: 'ads', title: 'x', slug: uniqueSlug('t-auth') };

    for (const url of [
      '/api/v1/manager/categories',
      '/api/v1/manager/sub-categories',
      '/api/v1/manager/sub-sub-categories',
    ]) {
      expect((await app.inject({ url })).statusCode, url).toBe(401);
      expect((await send('GET', url, undefined, client)).statusCode, url).toBe(403);
      expect((await send('GET', url, undefined, viewer)).statusCode, url).toBe(200);
    }
    expect((await app.inject({ method: 'POST', url: '/api/v1/manager/categories', payload: body })).statusCode).toBe(
      401,
    );
    expect((await send('POST', '/api/v1/manager/categories', body, viewer)).statusCode).toBe(403);
    expect((await send('DELETE', '/api/v1/manager/categories/1', undefined, viewer)).statusCode).toBe(403);
    const picture = await app.inject({
      method: 'POST',
      url: '/api/v1/manager/categories/1/image',
      headers: { cookie: viewer },
      payload: form({ buffer: await png('#111'), name: 'x.png', type: 'image/png' }),
    });
    expect(picture.statusCode).toBe(403);
    // The public tree needs nobody.
    expect((await app.inject({ url: '/api/v1/categories/category/ads-real-estate' })).statusCode).toBe(200);
  });

  it('answers bad input with 422 and the fields, never 500', async () => {
    const cases: Array<[string, string, unknown, string[]]> = [
      ['POST', '/api/v1/manager/categories', {}, ['type', 'title', 'slug']],
      ['POST', '/api/v1/manager/categories', { type: 'ads', title: 'املاک', slug: 'املاک' }, ['slug']],
      [
        'POST',
        '/api/v1/manager/categories',
        { type: 'ads', title: 'x'.repeat(101), slug: 'ok-slug', description: 5 },
        ['title', 'description'],
      ],
      [
        'POST',
        '/api/v1/manager/sub-categories',
        { general_category_id: 'abc', title: 'x', slug: 'x' },
        ['general_category_id'],
      ],
      ['POST', '/api/v1/manager/sub-sub-categories', { title: 'x', slug: 'x' }, ['general_sub_category_id']],
      ['PUT', '/api/v1/manager/categories/abc', { type: 'ads', title: 'x', slug: 'x' }, ['id']],
      ['GET', '/api/v1/manager/sub-categories?general_category_id=-4', undefined, ['general_category_id']],
    ];
    for (const [method, url, payload, fields] of cases) {
      const res = await send(method as 'POST', url, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(422);
      expect(Object.keys(res.json().error.fields).sort(), `${method} ${url}`).toEqual([...fields].sort());
    }
    const notJson = await app.inject({
      method: 'POST',
      url: '/api/v1/manager/categories',
      headers: { cookie: admin, 'content-type': 'application/json' },
      payload: '{"type": ',
    });
    expect(notJson.statusCode).toBe(400);
    const noFile = await app.inject({
      method: 'POST',
      url: '/api/v1/manager/categories/1/image',
      headers: { cookie: admin, 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(noFile.statusCode).toBe(415);
  });
});
