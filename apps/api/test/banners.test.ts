import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UserType } from '@shahrbazar/domain/enums/people';
import type { App, AppServices } from '../src/http/types.ts';
import { policyIds, seedPolicies } from '../src/modules/access/access.service.ts';
import { rolePolicies, roles } from '../src/modules/access/role.table.ts';
import { sessionPolicy } from '../src/modules/auth/session-cookie.ts';
import { createSession } from '../src/modules/auth/session.service.ts';
import { bannerImageKeys } from '../src/modules/banners/banner.service.ts';
import { createBannerViews } from '../src/modules/banners/banner-views.ts';
import { banners } from '../src/modules/banners/banner.table.ts';
import * as make from '../src/modules/media/test-images.ts';
import { insertUser } from '../src/modules/users/user.repository.ts';
import { seedBanners } from '../src/seed/banners.ts';
import { createServices } from '../src/services.ts';
import { uniqueMobile } from './support/auth.ts';
import { buildTestApp, testConfig, testDatabase } from './support/test-app.ts';

interface BannerAnswer {
  id: number;
  image: string;
  imageLastModified: string | null;
  url: string;
  itemId: number | null;
  itemName: string;
  serviceType: string;
  location: string;
  section: string;
  status: number;
  views: number;
  title: string;
  sortOrder?: number;
}

function bannerForm(fields: Record<string, string>, file?: { data: Buffer; name: string }): FormData {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.append(key, value);
  if (file) body.append('file', new Blob([new Uint8Array(file.data)]), file.name);
  return body;
}

const wide = (colour: string) =>
  sharp({ create: { width: 1500, height: 500, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();

describe('banners: back office CRUD and the public places that count views', () => {
  let app: App;
  let services: AppServices;
  let admin = '';

  const session = async (type: number, kind: 'general' | 'manager', roleId: number | null = null) => {
    const db = (await testDatabase()).db;
    const user = await insertUser(db, { mobile: uniqueMobile(), name: 'مدیر بنر', type, roleId });
    const { token } = await createSession(db, sessionPolicy(testConfig()), {
      userId: user.id,
      kind,
      deviceType: 0,
      userAgent: '',
      ip: '',
    });
    return `token=${token}`;
  };

  beforeAll(async () => {
    await seedPolicies((await testDatabase()).db);
    services = createServices(testConfig(), { info: () => {} });
    app = await buildTestApp({ services });
    admin = await session(UserType.admin, 'manager');
  });
  afterAll(() => app.close());

  const create = async (fields: Record<string, string>, colour = '#1971c2', cookie = admin) =>
    app.inject({
      method: 'POST',
      url: '/api/v1/manager/banners',
      headers: { cookie },
      payload: bannerForm(fields, { data: await wide(colour), name: 'banner.jpg' }),
    });

  const publicBanners = (query: string) =>
    app.inject({ url: `/api/v1/banners?${query}` }).then((res) => ({
      status: res.statusCode,
      headers: res.headers,
      items: res.statusCode === 200 ? res.json<{ items: BannerAnswer[] }>().items : [],
      body: res.json(),
    }));

  it('creates a banner with its image, edits it, replaces the image and deletes it', async () => {
    const created = await create({
      title: 'حراج پاییزه',
      url: 'https://shop.example.ir/sale',
      item_id: '42',
      itemName: 'کفش',
      serviceType: 'booth',
      location: 'booth',
      section: 'top',
      status: '1',
      sortOrder: '2',
    });
    expect(created.statusCode).toBe(201);
    const banner = created.json<BannerAnswer>();
    expect(banner).toMatchObject({
      title: 'حراج پاییزه',
      url: 'https://shop.example.ir/sale',
      itemId: 42,
      itemName: 'کفش',
      serviceType: 'booth',
      location: 'booth',
      section: 'top',
      status: 1,
      views: 0,
      sortOrder: 2,
    });
    expect(banner.image).toMatch(/^\/images\/banners\/\d{4}\/\d{2}\/[0-9a-f]{24}-large\.webp$/);
    expect(banner.imageLastModified).not.toBeNull();
    const served = await app.inject({ url: banner.image });
    expect(served.statusCode).toBe(200);
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 1200, 400]);
    expect((await app.inject({ url: banner.image.replace('-large', '-thumb') })).statusCode).toBe(200);

    const read = await app.inject({ url: `/api/v1/manager/banners/${banner.id}`, headers: { cookie: admin } });
    expect(read.json()).toEqual(created.json());

    const edited = await app.inject({
      method: 'PUT',
      url: `/api/v1/manager/banners/${banner.id}`,
      headers: { cookie: admin },
      payload: { title: 'حراج زمستانه', url: '/booth', location: 'booth', section: 'middle', status: 0 },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      title: 'حراج زمستانه',
      url: '/booth',
      itemId: null,
      section: 'middle',
      status: 0,
      image: banner.image,
    });

    const replaced = await app.inject({
      method: 'POST',
      url: `/api/v1/manager/banners/${banner.id}/image`,
      headers: { cookie: admin },
      payload: bannerForm({}, { data: await make.png(600, 200), name: 'new.png' }),
    });
    expect(replaced.statusCode).toBe(200);
    const after = replaced.json<BannerAnswer>();
    expect(after.image).not.toBe(banner.image);
    expect(new Date(after.imageLastModified ?? 0) >= new Date(banner.imageLastModified ?? 0)).toBe(true);
    expect((await app.inject({ url: after.image })).statusCode).toBe(200);
    // The old image's renditions are gone from the storage.
    for (const key of bannerImageKeys(services.storage, banner.image)) {
      expect(await services.storage.read(key), key).toBeUndefined();
    }

    const deleted = await app.inject({
      method: 'DELETE',
      url: `/api/v1/manager/banners/${banner.id}`,
      headers: { cookie: admin },
    });
    expect(deleted.statusCode).toBe(204);
    expect((await app.inject({ url: after.image })).statusCode).toBe(404);
    const gone = await app.inject({ url: `/api/v1/manager/banners/${banner.id}`, headers: { cookie: admin } });
    expect(gone.statusCode).toBe(404);
    const again = await app.inject({
      method: 'DELETE',
      url: `/api/v1/manager/banners/${banner.id}`,
      headers: { cookie: admin },
    });
    expect(again.statusCode).toBe(404);
  });

  it('serves the active banners of a place in order, counting one view for each banner served', async () => {
    const second = (
      await create({ title: 'دوم', location: 'lawyer', section: 'aside', sortOrder: '2' })
    ).json<BannerAnswer>();
    const first = (
      await create({ title: 'اول', location: 'lawyer', section: 'aside', sortOrder: '1' })
    ).json<BannerAnswer>();
    const hidden = (
      await create({ title: 'غیرفعال', location: 'lawyer', section: 'aside', status: '0' })
    ).json<BannerAnswer>();
    const elsewhere = (await create({ title: 'بالا', location: 'lawyer', section: 'top' })).json<BannerAnswer>();

    const shown = await publicBanners('location=lawyer&section=aside');
    expect(shown.status).toBe(200);
    expect(shown.headers['cache-control']).toBe('no-store');
    expect(shown.items.map((item) => item.title)).toEqual(['اول', 'دوم']);
    expect(shown.items.map((item) => item.views)).toEqual([1, 1]);
    expect(shown.items[0]).not.toHaveProperty('sortOrder');

    // The whole page (no section): every active banner of it; the inactive one is never served.
    const page = await publicBanners('location=lawyer');
    // Top of the page before its side column (the places' order), then the manager's order within each place.
    expect(page.items.map((item) => item.id)).toEqual([elsewhere.id, first.id, second.id]);
    // Several places of a page in one call (a home page's two strips), each banner's view counted once.
    const places = await publicBanners('location=lawyer&section=aside,top');
    expect(places.items.map((item) => [item.id, item.section])).toEqual([
      [elsewhere.id, 'top'],
      [first.id, 'aside'],
      [second.id, 'aside'],
    ]);
    expect((await publicBanners('location=lawyer&section=top,moon')).status).toBe(422);

    // Views are counted atomically: visitors arriving together never lose a count.
    await Promise.all(Array.from({ length: 10 }, () => publicBanners('location=lawyer&section=aside')));
    const list = await app.inject({
      url: '/api/v1/manager/banners?location=lawyer&section=aside&perPage=100',
      headers: { cookie: admin },
    });
    const views = Object.fromEntries(list.json<{ items: BannerAnswer[] }>().items.map((item) => [item.id, item.views]));
    expect(views).toEqual({ [first.id]: 13, [second.id]: 13, [hidden.id]: 0 });
    const top = await app.inject({ url: `/api/v1/manager/banners/${elsewhere.id}`, headers: { cookie: admin } });
    expect(top.json().views).toBe(2);
  });

  it('the back office list pages and filters by place and status', async () => {
    for (const title of ['الف', 'ب', 'پ']) await create({ title, location: 'expert', section: 'bottom' });
    await create({ title: 'خاموش', location: 'expert', section: 'bottom', status: '0' });
    const page1 = await app.inject({
      url: '/api/v1/manager/banners?location=expert&section=bottom&status=1&perPage=2',
      headers: { cookie: admin },
    });
    expect(page1.statusCode).toBe(200);
    expect(page1.json()).toMatchObject({ total: 3, currentPage: 1, perPage: 2, lastPage: 2 });
    expect(page1.json().items.map((item: BannerAnswer) => item.title)).toEqual(['الف', 'ب']);
    const any = await app.inject({
      url: '/api/v1/manager/banners?location=expert&section=-1&status=',
      headers: { cookie: admin },
    });
    expect(any.json().total).toBe(4);
  });

  it('answers bad input with 422 on the field (or 415 for a non-image), never 500', async () => {
    const noPlace = await create({ title: 'بی‌جا', location: '', section: 'sky' });
    expect(noPlace.statusCode).toBe(422);
    expect(noPlace.json().error.fields).toEqual({
      location: 'این فیلد الزامی است.',
      section: 'مقدار وارد شده معتبر نیست.',
    });
    const script = await create({ location: 'ads', section: 'top', url: 'javascript:alert(1)', item_id: 'x' });
    expect(script.statusCode).toBe(422);
    expect(Object.keys(script.json().error.fields).sort()).toEqual(['item_id', 'url']);

    const noFile = await app.inject({
      method: 'POST',
      url: '/api/v1/manager/banners',
      headers: { cookie: admin },
      payload: bannerForm({ location: 'ads', section: 'top' }),
    });
    expect(noFile.statusCode).toBe(422);
    expect(noFile.json().error.fields).toHaveProperty('file');
    const html = await app.inject({
      method: 'POST',
      url: '/api/v1/manager/banners',
      headers: { cookie: admin },
      payload: bannerForm({ location: 'ads', section: 'top' }, { data: make.html(), name: 'banner.jpg' }),
    });
    expect(html.statusCode).toBe(415);
    const json = await app.inject({
      method: 'POST',
      url: '/api/v1/manager/banners',
      headers: { cookie: admin },
      payload: { location: 'ads', section: 'top' },
    });
    expect(json.statusCode).toBe(415);

    const edit = await app.inject({
      method: 'PUT',
      url: '/api/v1/manager/banners/1',
      headers: { cookie: admin },
      payload: { location: 'ads', section: 'top', status: 5, title: 'x'.repeat(201) },
    });
    expect(edit.statusCode).toBe(422);
    expect(Object.keys(edit.json().error.fields).sort()).toEqual(['status', 'title']);
    const missing = await app.inject({
      method: 'PUT',
      url: '/api/v1/manager/banners/999999',
      headers: { cookie: admin },
      payload: { location: 'ads', section: 'top' },
    });
    expect(missing.statusCode).toBe(404);
    const missingImage = await app.inject({
      method: 'POST',
      url: '/api/v1/manager/banners/999999/image',
      headers: { cookie: admin },
      payload: bannerForm({}, { data: await make.png(), name: 'a.png' }),
    });
    expect(missingImage.statusCode).toBe(404);

    for (const query of ['', 'location=nowhere', 'location=home&section=sky', 'location[]=x']) {
      const res = await publicBanners(query);
      expect(res.status, query).toBe(422);
      expect(res.body.error.code, query).toBe('validation');
    }
  });

  it('lets only managers with the banner permissions in', async () => {
    const db = (await testDatabase()).db;
    const [role] = await db.insert(roles).values({ title: 'بنرخوان', type: UserType.employee }).returning();
    const ids = await policyIds(db, [{ group: 'banners', name: 'index' }]);
    await db.insert(rolePolicies).values(ids.map((policyId) => ({ roleId: role!.id, policyId })));
    const reader = await session(UserType.employee, 'manager', role!.id);
    const client = await session(UserType.client, 'general');

    expect((await app.inject({ url: '/api/v1/manager/banners' })).statusCode).toBe(401);
    expect((await app.inject({ url: '/api/v1/manager/banners', headers: { cookie: client } })).statusCode).toBe(403);
    expect((await app.inject({ url: '/api/v1/manager/banners', headers: { cookie: reader } })).statusCode).toBe(200);
    expect((await create({ location: 'ads', section: 'top' }, '#000', reader)).statusCode).toBe(403);
    const remove = await app.inject({
      method: 'DELETE',
      url: '/api/v1/manager/banners/1',
      headers: { cookie: reader },
    });
    expect(remove.statusCode).toBe(403);
    // The public places need no session.
    expect((await publicBanners('location=ads')).status).toBe(200);
  });

  it('seeds the home page banners once, with images drawn in code in the storage, and never again', async () => {
    const db = (await testDatabase()).db;
    const home = (section: string) =>
      db
        .select()
        .from(banners)
        .where(and(eq(banners.location, 'home'), eq(banners.section, section)));
    const before = (await home('top')).length + (await home('middle')).length;
    const first = await seedBanners(db, services.storage);
    if (before === 0) expect(first).toBe(6);
    const top = await home('top');
    const middle = await home('middle');
    expect(top.length).toBeGreaterThanOrEqual(4);
    expect(middle.length).toBeGreaterThanOrEqual(2);
    for (const row of [...top, ...middle]) {
      expect(row.title).toMatch(/[\u0600-\u06FF]/);
      const key = services.storage.keyOf(row.image);
      const image = key ? await services.storage.read(key) : undefined;
      expect(image, row.image).toBeDefined();
      const meta = await sharp(image).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', 1200, 400]);
    }

    // A manager's change to a seeded banner stays; deleting one does not bring it back.
    const [edited] = top;
    await db.update(banners).set({ title: 'ویرایش مدیر' }).where(eq(banners.id, edited!.id));
    await db.delete(banners).where(eq(banners.id, middle[0]!.id));
    expect(await seedBanners(db, services.storage)).toBe(0);
    const [kept] = await db.select().from(banners).where(eq(banners.id, edited!.id));
    expect(kept?.title).toBe('ویرایش مدیر');
    expect((await home('middle')).length).toBe(middle.length - 1);
    expect(await seedBanners(db)).toBe(0);

    const shown = await publicBanners('location=home&section=top');
    expect(shown.items.length).toBe(top.length);
  });

  // ADR 0136: a page's banner views are counted in memory and written in one statement every few seconds; a write
  // that fails keeps its counts, and closing writes what is left.
  it('writes the views counted in memory together, keeps them through a failed write, and writes the rest on close', async () => {
    const db = (await testDatabase()).db;
    const one = (await create({ title: 'یک', location: 'doctor', section: 'top' })).json<BannerAnswer>();
    const two = (await create({ title: 'دو', location: 'doctor', section: 'top' })).json<BannerAnswer>();
    const viewsOf = async () =>
      Object.fromEntries(
        (await db.select().from(banners).where(eq(banners.location, 'doctor'))).map((row) => [row.id, row.views]),
      );
    let failNext = false;
    const flaky = new Proxy(db, {
      get(target, name, receiver) {
        if (name === 'update' && failNext) {
          failNext = false;
          throw new Error('the database is away');
        }
        return Reflect.get(target, name, receiver) as unknown;
      },
    });
    const views = createBannerViews(flaky, undefined, 60_000);
    views.count([one.id, two.id]);
    views.count([one.id]);
    expect(views.pending(one.id)).toBe(2);
    expect(await viewsOf()).toEqual({ [one.id]: 0, [two.id]: 0 });

    failNext = true;
    await expect(views.flush()).rejects.toThrow('the database is away');
    expect(views.pending(one.id)).toBe(2);
    views.count([two.id]);
    await views.flush();
    expect(await viewsOf()).toEqual({ [one.id]: 2, [two.id]: 2 });
    expect(views.pending(one.id)).toBe(0);

    views.count([one.id]);
    views.count([two.id]);
    await views.close();
    expect(await viewsOf()).toEqual({ [one.id]: 3, [two.id]: 3 });
  });
});
