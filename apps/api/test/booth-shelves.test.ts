import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { CategoryType } from '@shahrbazar/domain/enums/listing';
import { PackageType } from '@shahrbazar/domain/enums/plans';
import { ListingStatus } from '@shahrbazar/domain/enums/status';
import type { Db } from '../src/db/client.ts';
import type { App } from '../src/http/types.ts';
import { seedPolicies } from '../src/modules/access/access.service.ts';
import { boothStories } from '../src/verticals/booth/story.table.ts';
import { makeCategoryChain, makeCity, makeImageFile, makePackage, unique } from './factories/catalogue.ts';
import { adminSession, userWithSession } from './factories/users.ts';
import { buildTestApp, testDatabase } from './support/test-app.ts';

interface Shelf {
  id: number;
  title: string;
  subCategories: Array<{ id: number; categoryId: number; title: string }>;
}

// Each answer as computed, and as production keeps what everyone sees (a booth, its shelves and stories, issue 32):
// every write drops what was kept, so each step reads what the step before wrote.
describe.each([0, 60])(
  'a booth’s shelves, stories, product favorites and views, and its open/closed switch (answers kept %i s)',
  (answerCacheSeconds) => {
    let app: App;
    let db: Db;
    let admin: string;
    let city: Awaited<ReturnType<typeof makeCity>>;
    let tree: Awaited<ReturnType<typeof makeCategoryChain>>;
    let pkg: Awaited<ReturnType<typeof makePackage>>;

    beforeAll(async () => {
      db = (await testDatabase()).db;
      await seedPolicies(db);
      app = await buildTestApp({ config: { answerCacheSeconds } });
      admin = (await adminSession(db)).cookie;
      city = await makeCity(db);
      tree = await makeCategoryChain(db, CategoryType.shop);
      pkg = await makePackage(db, { type: PackageType.shop });
    });
    afterAll(() => app.close());

    const registration = (name: string) => ({
      type: 'shop',
      city_id: city.id,
      package_id: pkg.id,
      general_sub_category_id: tree.sub.id,
      name,
      title: 'پوشاک نگین',
    });
    const approve = (id: number) =>
      app.inject({
        method: 'POST',
        url: `/api/v1/manager/listings/${id}/status`,
        headers: { cookie: admin },
        payload: { status: ListingStatus.active },
      });

    async function liveBooth() {
      const owner = await userWithSession(db);
      const name = `shelf-${unique()}`;
      const res = await app.inject({
        method: 'POST',
        url: '/api/v1/me/booth',
        headers: { cookie: owner.cookie },
        payload: { ...registration(name), userName: 'نگین احمدی', nationalCode: '0499370899' },
      });
      const booth = res.json<{ id: number; name: string }>();
      await approve(booth.id);
      return { ...owner, booth, name };
    }
    const call = (
      cookie: string | undefined,
      method: 'GET' | 'POST' | 'PUT' | 'DELETE',
      url: string,
      payload?: object,
    ) => app.inject({ method, url, ...(cookie ? { headers: { cookie } } : {}), ...(payload ? { payload } : {}) });

    it('keeps a booth’s shelves two levels deep, shows them publicly, and files products on them', async () => {
      const { cookie, booth } = await liveBooth();
      const base = `/api/v1/me/booth/${booth.id}/categories`;
      const men = (await call(cookie, 'POST', base, { title: 'پوشاک مردانه' })).json<{ id: number }>();
      const shirts = await call(cookie, 'POST', base, { title: 'پیراهن', parent_id: men.id });
      expect(shirts.statusCode).toBe(201);
      const shirtShelf = shirts.json<{ id: number }>();
      // Three levels are refused, and so is a nameless shelf.
      const deeper = await call(cookie, 'POST', base, { title: 'آستین کوتاه', parent_id: shirtShelf.id });
      expect(deeper.statusCode).toBe(422);
      expect(deeper.json().error.fields).toHaveProperty('parent_id');
      expect((await call(cookie, 'POST', base, { title: '' })).json().error.fields).toHaveProperty('title');

      const shelves = (await call(undefined, 'GET', `/api/v1/booth/${booth.id}/categories`)).json<{ items: Shelf[] }>();
      expect(shelves.items).toEqual([
        expect.objectContaining({
          title: 'پوشاک مردانه',
          subCategories: [expect.objectContaining({ title: 'پیراهن', categoryId: men.id })],
        }),
      ]);

      const product = await call(cookie, 'POST', `/api/v1/me/booth/${booth.id}/products`, {
        general_sub_sub_category_id: tree.subSub.id,
        title: 'پیراهن کتان',
        price: 300_000,
        count: 2,
        booth_category_id: shirtShelf.id,
      });
      expect(product.statusCode).toBe(201);
      expect(product.json().boothCategory).toEqual({ id: shirtShelf.id, title: 'پیراهن' });
      await call(cookie, 'POST', `/api/v1/me/booth/${booth.id}/products`, {
        general_sub_sub_category_id: tree.subSub.id,
        title: 'شلوار جین',
        price: 500_000,
        count: 1,
      });
      // The category takes in its sub categories' products; the booth's whole list has both.
      const onShelf = await call(undefined, 'GET', `/api/v1/products?booth=${booth.name}&shelf=${men.id}`);
      expect(onShelf.json().items.map((item: { title: string }) => item.title)).toEqual(['پیراهن کتان']);
      const all = await call(undefined, 'GET', `/api/v1/products?booth=${booth.name}`);
      expect(all.json().items).toHaveLength(2);

      // Another booth's shelf is not this booth's: a field error, and another owner cannot touch these shelves.
      const other = await liveBooth();
      const foreign = (
        await call(other.cookie, 'POST', `/api/v1/me/booth/${other.booth.id}/categories`, { title: 'کیف' })
      ).json<{ id: number }>();
      const wrong = await call(cookie, 'POST', `/api/v1/me/booth/${booth.id}/products`, {
        general_sub_sub_category_id: tree.subSub.id,
        title: 'کیف چرمی',
        booth_category_id: foreign.id,
      });
      expect(wrong.json().error.fields).toHaveProperty('booth_category_id');
      expect((await call(other.cookie, 'GET', base)).statusCode).toBe(404);
      expect((await call(other.cookie, 'PUT', `${base}/${men.id}`, { title: 'دزدیده' })).statusCode).toBe(404);
      expect((await call(other.cookie, 'DELETE', `${base}/${men.id}`)).statusCode).toBe(404);
      expect((await call(cookie, 'DELETE', `${base}/${foreign.id}`)).statusCode).toBe(404);

      // Deleting the category deletes its sub category; the product stays in the booth without a shelf.
      expect((await call(cookie, 'DELETE', `${base}/${men.id}`)).statusCode).toBe(204);
      const after = await call(undefined, 'GET', `/api/v1/products?booth=${booth.name}`);
      expect(after.json().items.map((item: { boothCategory: unknown }) => item.boothCategory)).toEqual([null, null]);
    });

    it('shows a story on the booth’s page for a day unless kept; only the booth’s people may post', async () => {
      const { cookie, user, booth } = await liveBooth();
      const image = await makeImageFile(db, user.id);
      const base = `/api/v1/me/booth/${booth.id}/stories`;
      const posted = await call(cookie, 'POST', base, { file_id: image.id, caption: 'حراج پاییزه' });
      expect(posted.statusCode).toBe(201);
      const story = posted.json<{ id: number; live: boolean; path: string }>();
      expect(story).toMatchObject({ live: true, path: image.path, type: 'image', caption: 'حراج پاییزه' });
      const kept = (await call(cookie, 'POST', base, { file_id: image.id, caption: 'همیشگی', kept: true })).json();

      const shown = async () =>
        (await call(undefined, 'GET', `/api/v1/booth/${booth.id}/stories`))
          .json<{ items: Array<{ caption: string }> }>()
          .items.map((item) => item.caption);
      expect(await shown()).toEqual(['همیشگی', 'حراج پاییزه']);

      // A day later the first is gone from the page (its manager still sees it); the kept one stays.
      await db
        .update(boothStories)
        .set({ expiresAt: new Date(Date.now() - 60_000) })
        .where(eq(boothStories.boothId, booth.id));
      // A day is longer than anything is kept: what was kept has gone by then.
      app.answerCache.invalidation.drop();
      expect(await shown()).toEqual(['همیشگی']);
      const mine = (await call(cookie, 'GET', base)).json<{ items: Array<{ id: number; live: boolean }> }>();
      expect(mine.items.map((item) => item.live)).toEqual([true, false]);
      expect((await call(cookie, 'PUT', `${base}/${story.id}`, { caption: 'دوباره', kept: true })).statusCode).toBe(
        200,
      );
      expect(await shown()).toEqual(['همیشگی', 'دوباره']);
      expect((await call(cookie, 'DELETE', `${base}/${kept.id}`)).statusCode).toBe(204);
      expect(await shown()).toEqual(['دوباره']);

      // Someone else's file, someone else's booth, no session: refused.
      const stranger = await userWithSession(db);
      const strangers = await makeImageFile(db, stranger.user.id);
      expect((await call(cookie, 'POST', base, { file_id: strangers.id })).json().error.fields).toHaveProperty(
        'file_id',
      );
      expect((await call(stranger.cookie, 'POST', base, { file_id: strangers.id })).statusCode).toBe(404);
      expect((await call(stranger.cookie, 'GET', `${base}/${story.id}`)).statusCode).toBe(404);
      expect((await call(undefined, 'POST', base, { file_id: image.id })).statusCode).toBe(401);
    });

    it('counts a product’s views once per visitor a day and keeps a user’s favorite products', async () => {
      const { cookie, booth } = await liveBooth();
      const product = (
        await call(cookie, 'POST', `/api/v1/me/booth/${booth.id}/products`, {
          general_sub_sub_category_id: tree.subSub.id,
          title: 'کفش ورزشی',
          price: 900_000,
          count: 4,
        })
      ).json<{ id: number }>();
      const visitor = await userWithSession(db);
      const view = (who?: string) => call(who, 'GET', `/api/v1/products/${product.id}`);
      expect((await view(visitor.cookie)).json().views).toBe(1);
      expect((await view(visitor.cookie)).json().views).toBe(1);
      expect((await view(cookie)).json().views).toBe(1);
      const another = await userWithSession(db);
      expect((await view(another.cookie)).json().views).toBe(2);

      const favorite = `/api/v1/me/favorites/products/${product.id}`;
      expect((await call(visitor.cookie, 'PUT', favorite)).statusCode).toBe(204);
      expect((await call(visitor.cookie, 'PUT', favorite)).statusCode).toBe(204);
      expect((await view(visitor.cookie)).json().isFavorite).toBe(true);
      expect((await view(another.cookie)).json().isFavorite).toBe(false);
      const list = await call(visitor.cookie, 'GET', '/api/v1/me/favorites/products');
      expect(list.json().items.map((item: { title: string }) => item.title)).toEqual(['کفش ورزشی']);
      expect((await call(visitor.cookie, 'DELETE', favorite)).statusCode).toBe(204);
      expect((await call(visitor.cookie, 'GET', '/api/v1/me/favorites/products')).json().items).toEqual([]);
      expect((await call(undefined, 'PUT', favorite)).statusCode).toBe(401);
      expect((await call(visitor.cookie, 'PUT', '/api/v1/me/favorites/products/999999')).statusCode).toBe(404);
    });

    it('keeps a live booth live when only its open/closed switch changes; anything else goes back to review', async () => {
      const { cookie, booth, name } = await liveBooth();
      const edit = (body: Record<string, unknown>) =>
        call(cookie, 'PUT', `/api/v1/me/booth/${booth.id}`, { ...registration(name), ...body });
      const closed = await edit({ active: 0 });
      expect(closed.json()).toMatchObject({ active: 0, status: ListingStatus.active });
      expect((await call(undefined, 'GET', `/api/v1/booth/name/${name}`)).json().active).toBe(0);
      expect((await edit({ active: 1 })).json()).toMatchObject({ active: 1, status: ListingStatus.active });
      expect((await edit({ active: 1, subTitle: 'تخفیف ویژه' })).json().status).toBe(ListingStatus.pending);
    });
  },
);
