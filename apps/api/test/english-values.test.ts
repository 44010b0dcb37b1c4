import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GeneralCategory, Package, State } from '@shahrbazar/domain/api/catalogue.schema';
import type { CategoryNode } from '@shahrbazar/domain/api/category.schema';
import type { InitialData } from '@shahrbazar/domain/api/app.schema';
import type { SiteTextsScreen } from '@shahrbazar/domain/api/settings.schema';
import { CategoryType } from '@shahrbazar/domain/enums/listing';
import { PackageType, SubscriptionType } from '@shahrbazar/domain/enums/plans';
import type { Db } from '../src/db/client.ts';
import type { App } from '../src/http/types.ts';
import { seedPolicies } from '../src/modules/access/access.service.ts';
import { generalCategories } from '../src/modules/catalogue/category.table.ts';
import { cities } from '../src/modules/geo/geo.table.ts';
import { listings } from '../src/modules/listings/listing.table.ts';
import { packages } from '../src/modules/packages/package.table.ts';
import { seedEnglishValues } from '../src/seed/english-values.ts';
import { seedDemoData } from '../src/seed/seed.ts';
import { adsDesk } from './factories/ads.ts';
import { unique } from './factories/catalogue.ts';
import { shopFixtures, shopSteps } from './factories/orders.ts';
import { packageWrite } from './factories/packages.ts';
import { adminSession, userWithSession } from './factories/users.ts';
import { buildTestApp, testDatabase } from './support/test-app.ts';

// ADR 0045: managed names and texts have an English value beside the Persian one; the API answers the request's
// locale (the `locale` cookie, else Accept-Language), Persian where no English value is set.

describe('English values beside Persian, answered in the locale of the request', () => {
  let app: App;
  let db: Db;
  let admin: string;

  beforeAll(async () => {
    db = (await testDatabase()).db;
    await seedPolicies(db);
    // The demo seed (ADR 0045: with its English values); the tests below put back what they change.
    await seedDemoData(await testDatabase());
    app = await buildTestApp();
    admin = (await adminSession(db)).cookie;
  });
  afterAll(() => app.close());

  const send = async (method: 'POST' | 'PUT', url: string, payload: Record<string, unknown>) => {
    const res = await app.inject({ method, url, headers: { cookie: admin }, payload });
    expect(res.statusCode, res.body).toBeLessThan(300);
    return res.json<{ id: number } & Record<string, unknown>>();
  };
  /** A public GET as an English or a Persian visitor (by Accept-Language, or by the `locale` cookie). */
  const read = async <T>(url: string, locale: 'fa' | 'en', by: 'header' | 'cookie' = 'header') => {
    const headers = by === 'header' ? { 'accept-language': locale } : { cookie: `locale=${locale}` };
    const res = await app.inject({ url, headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<T>();
  };

  /** A category with an English title and description, a sub category without, and a sub-sub with one. */
  async function englishTree() {
    const mark = unique();
    const category = await send('POST', '/api/v1/manager/categories', {
      type: CategoryType.advertise,
      title: `کالای دیجیتال ${mark}`,
      titleEn: `Digital goods ${mark}`,
      slug: `en-digital-${mark}`,
      description: 'گوشی و لپ‌تاپ',
      descriptionEn: 'Phones and laptops',
    });
    const sub = await send('POST', '/api/v1/manager/sub-categories', {
      general_category_id: category.id,
      title: `رایانه ${mark}`,
      slug: `en-computer-${mark}`,
    });
    const subSub = await send('POST', '/api/v1/manager/sub-sub-categories', {
      general_sub_category_id: sub.id,
      title: `لپ‌تاپ ${mark}`,
      titleEn: `Laptop ${mark}`,
      slug: `en-laptop-${mark}`,
    });
    return { mark, category, sub, subSub };
  }

  it('a category with an English title is answered in English for en, in Persian for fa, Persian when unset', async () => {
    const { mark, category, sub } = await englishTree();
    const find = (items: GeneralCategory[]) => items.find((item) => item.id === category.id)!;

    const english = find((await read<{ items: GeneralCategory[] }>('/api/v1/categories?type=advertise', 'en')).items);
    expect(english).toMatchObject({ title: `Digital goods ${mark}`, description: 'Phones and laptops' });
    // No English value: the Persian one, on the English site too.
    expect(english.subCategories[0]).toMatchObject({ id: sub.id, title: `رایانه ${mark}` });
    expect(english.subCategories[0]!.subSubCategories[0]).toMatchObject({ title: `Laptop ${mark}` });

    const persian = find((await read<{ items: GeneralCategory[] }>('/api/v1/categories?type=advertise', 'fa')).items);
    expect(persian).toMatchObject({ title: `کالای دیجیتال ${mark}`, description: 'گوشی و لپ‌تاپ' });
    expect(persian.subCategories[0]!.subSubCategories[0]).toMatchObject({ title: `لپ‌تاپ ${mark}` });

    // The `locale` cookie (the language switch) says the same as the header.
    const byCookie = find(
      (await read<{ items: GeneralCategory[] }>('/api/v1/categories?type=advertise', 'en', 'cookie')).items,
    );
    expect(byCookie.title).toBe(`Digital goods ${mark}`);

    // A node's page and its breadcrumbs.
    const node = await read<CategoryNode>(`/api/v1/categories/subSubCategory/en-laptop-${mark}`, 'en');
    expect(node.title).toBe(`Laptop ${mark}`);
    expect(node.chain.map((link) => link.title)).toEqual([`Digital goods ${mark}`, `رایانه ${mark}`]);
  });

  it('the back office reads and edits both values, whatever its own locale', async () => {
    const { mark, category } = await englishTree();
    const res = await app.inject({
      url: `/api/v1/manager/categories/${category.id}`,
      headers: { cookie: `${admin}; locale=en` },
    });
    expect(res.json()).toMatchObject({ title: `کالای دیجیتال ${mark}`, titleEn: `Digital goods ${mark}` });
    const cleared = await send('PUT', `/api/v1/manager/categories/${category.id}`, {
      type: CategoryType.advertise,
      title: `کالای دیجیتال ${mark}`,
      titleEn: '',
      slug: `en-digital-${mark}`,
    });
    expect(cleared).toMatchObject({ titleEn: '', descriptionEn: '' });
    const english = (await read<{ items: GeneralCategory[] }>('/api/v1/categories?type=advertise', 'en')).items;
    expect(english.find((item) => item.id === category.id)?.title).toBe(`کالای دیجیتال ${mark}`);
  });

  it('states, cities and packages are answered in the locale; the initial data carries them', async () => {
    const mark = unique();
    const state = await send('POST', '/api/v1/manager/states', {
      name: `استان ${mark}`,
      nameEn: `Province ${mark}`,
      slug: `en-state-${mark}`,
    });
    const city = await send('POST', '/api/v1/manager/cities', {
      state_id: state.id,
      name: `شهر ${mark}`,
      nameEn: `Town ${mark}`,
      slug: `en-city-${mark}`,
    });
    expect(city).toMatchObject({ name: `شهر ${mark}`, nameEn: `Town ${mark}` });

    const states = (await read<{ items: State[] }>('/api/v1/states', 'en')).items;
    expect(states.find((item) => item.id === state.id)).toMatchObject({
      name: `Province ${mark}`,
      cities: [expect.objectContaining({ name: `Town ${mark}` })],
    });
    expect((await read<{ name: string }>(`/api/v1/cities/${city.id}`, 'fa')).name).toBe(`شهر ${mark}`);

    const pkg = await send('POST', '/api/v1/manager/packages', {
      ...packageWrite({ type: PackageType.expert }),
      titleEn: `Ladder ${mark}`,
      categoryTitleEn: 'Ladder',
    });
    const offered = (await read<{ items: Package[] }>(`/api/v1/packages?type=${PackageType.expert}`, 'en')).items;
    expect(offered.find((item) => item.id === pkg.id)).toMatchObject({
      title: `Ladder ${mark}`,
      categoryTitle: 'Ladder',
    });
    const persian = (await read<Package>(`/api/v1/packages/${pkg.id}`, 'fa')).title;
    expect(persian).toBe(pkg.title);

    const initial = await read<InitialData>('/api/v1/app/initial-data', 'en');
    expect(initial.cities.find((item) => item.id === city.id)?.name).toBe(`Town ${mark}`);
    expect(initial.states.find((item) => item.id === state.id)?.name).toBe(`Province ${mark}`);
  });

  it("a listing's page names its category in the reader's locale; what its owner typed stays", async () => {
    const desk = await adsDesk(app, db);
    const owner = await userWithSession(db);
    const ad = await desk.live(owner.cookie, { title: `آگهی انگلیسی ${unique()}` });
    await send('PUT', `/api/v1/manager/sub-sub-categories/${desk.chain.subSub.id}`, {
      general_sub_category_id: desk.chain.sub.id,
      title: desk.chain.subSub.title,
      titleEn: 'Laptop',
      slug: desk.chain.subSub.slug,
    });
    const english = await read<{ generalSubSubCategory: { title: string }; title: string }>(
      `/api/v1/ads/${ad.slugId}`,
      'en',
    );
    expect(english.generalSubSubCategory.title).toBe('Laptop');
    // What users typed stays as they typed it.
    expect(english.title).toBe(ad.title);
    const persian = await read<{ generalSubSubCategory: { title: string } }>(`/api/v1/ads/${ad.slugId}`, 'fa');
    expect(persian.generalSubSubCategory.title).toBe(desk.chain.subSub.title);
  });

  it('product cards, the map and the subscriptions name categories, cities and packages in the reader’s locale', async () => {
    const fx = await shopFixtures(db);
    const mark = unique();
    await db
      .update(cities)
      .set({ nameEn: `Ardabil ${mark}` })
      .where(eq(cities.id, fx.city.id));
    await db
      .update(generalCategories)
      .set({ titleEn: `Digital goods ${mark}` })
      .where(eq(generalCategories.id, fx.tree.category.id));
    await db
      .update(packages)
      .set({ titleEn: `Shop plan ${mark}` })
      .where(eq(packages.id, fx.pkg.id));
    const steps = shopSteps(app, db, fx);
    const { owner, booth } = await steps.sellingBooth();
    const product = await steps.product(owner, booth.id, {});

    type Card = { title: string; generalCategory: { title: string } | null; booth: { city: { name: string } | null } };
    const [english, persian] = await Promise.all([
      read<Card>(`/api/v1/products/${product.id}`, 'en', 'cookie'),
      read<Card>(`/api/v1/products/${product.id}`, 'fa', 'cookie'),
    ]);
    expect(english.generalCategory?.title).toBe(`Digital goods ${mark}`);
    expect(english.booth.city?.name).toBe(`Ardabil ${mark}`);
    expect(persian.generalCategory?.title).toBe(fx.tree.category.title);
    expect(persian.booth.city?.name).toBe(fx.city.name);
    // What the booth typed stays.
    expect(english.title).toBe(persian.title);
    const listed = await read<{ items: Card[] }>(`/api/v1/products?booth=${booth.name}`, 'en');
    expect(listed.items.map((item) => item.generalCategory?.title)).toEqual([`Digital goods ${mark}`]);

    // The map: the booth at its city's centre, its category and the city named in the reader's locale.
    await db.update(listings).set({ latitude: 38.25, longitude: 48.29 }).where(eq(listings.id, booth.id));
    type MapItems = { city: { name: string } | null; items: Array<{ id: number; category: { title: string } | null }> };
    const map = (locale: 'fa' | 'en') => read<MapItems>(`/api/v1/map?city=${fx.city.id}&vertical=booth`, locale);
    const [mapEn, mapFa] = await Promise.all([map('en'), map('fa')]);
    expect(mapEn.city?.name).toBe(`Ardabil ${mark}`);
    expect(mapFa.city?.name).toBe(fx.city.name);
    expect(mapEn.items.find((item) => item.id === booth.id)?.category?.title).toBe(`Digital goods ${mark}`);
    expect(mapFa.items.find((item) => item.id === booth.id)?.category?.title).toBe(fx.tree.category.title);

    // The back office's subscriptions name the booth's package in the manager's locale.
    const subscription = async (locale: 'fa' | 'en') => {
      const res = await app.inject({
        url: `/api/v1/manager/subscriptions?type=${SubscriptionType.booth}&perPage=100`,
        headers: { cookie: `${admin}; locale=${locale}` },
      });
      expect(res.statusCode, res.body).toBe(200);
      return res
        .json<{ items: Array<{ item: number; package: { title: string } }> }>()
        .items.find((item) => item.item === booth.id);
    };
    expect((await subscription('en'))?.package.title).toBe(`Shop plan ${mark}`);
    expect((await subscription('fa'))?.package.title).toBe(fx.pkg.title);
  });

  it('site texts: a manager sets an English copyright; the English initial data shows it, the Persian its own', async () => {
    const before = (
      await app.inject({ url: '/api/v1/manager/settings/texts', headers: { cookie: admin } })
    ).json<SiteTextsScreen>();
    const copyright = before.groups.flatMap((group) => group.texts).find((text) => text.name === 'copyright')!;
    const twitter = before.groups.flatMap((group) => group.texts).find((text) => text.name === 'twitter')!;
    // A link is the same in both languages: it has no English value.
    expect(twitter.contentEn).toBeNull();
    try {
      const saved = await app.inject({
        method: 'PUT',
        url: '/api/v1/manager/settings/texts',
        headers: { cookie: admin },
        payload: { copyright: 'همه حقوق محفوظ است.', en: { copyright: 'All rights reserved.' } },
      });
      expect(saved.statusCode, saved.body).toBe(200);
      const texts = saved.json<SiteTextsScreen>().groups.flatMap((group) => group.texts);
      expect(texts.find((text) => text.name === 'copyright')).toMatchObject({
        content: 'همه حقوق محفوظ است.',
        contentEn: 'All rights reserved.',
      });
      expect((await read<InitialData>('/api/v1/app/initial-data', 'en')).siteTexts.copyright).toBe(
        'All rights reserved.',
      );
      expect((await read<InitialData>('/api/v1/app/initial-data', 'fa')).siteTexts.copyright).toBe(
        'همه حقوق محفوظ است.',
      );

      // A text without an English value is refused an English one.
      const refused = await app.inject({
        method: 'PUT',
        url: '/api/v1/manager/settings/texts',
        headers: { cookie: admin },
        payload: { en: { twitter: 'https://x.com/x' } },
      });
      expect(refused.statusCode).toBe(422);
    } finally {
      await app.inject({
        method: 'PUT',
        url: '/api/v1/manager/settings/texts',
        headers: { cookie: admin },
        payload: { copyright: copyright.content, en: { copyright: copyright.contentEn ?? '' } },
      });
    }
  });

  it("the seed gives the seeded names and texts English values, once, and keeps a manager's", async () => {
    const english = await read<InitialData>('/api/v1/app/initial-data', 'en');
    const shop = english.generalCategory.find((category) => category.slug === 'shop-digital');
    expect(shop).toMatchObject({ title: 'Digital goods' });
    expect(shop?.subCategories.find((sub) => sub.slug === 'shop-mobile-tablet')?.title).toBe('Mobile and tablet');
    expect(english.cities.find((city) => city.slug === 'bandar-abbas')?.name).toBe('Bandar Abbas');
    expect(english.states.find((state) => state.slug === 'east-azerbaijan')?.name).toBe('East Azerbaijan');
    expect(english.siteTexts.copyright).toBe('All rights reserved for Shahrbazar.');
    expect(english.siteTexts.urlTerms).toBe('/page/terms');
    expect(english.siteSettings.appTitle).toBe('Shahrbazar');
    const ads = (await read<{ items: Package[] }>(`/api/v1/packages?type=${PackageType.ads}`, 'en')).items;
    expect(ads.map((item) => item.title)).toContain('Free ad');
    const persian = await read<InitialData>('/api/v1/app/initial-data', 'fa');
    expect(persian.generalCategory.find((category) => category.slug === 'shop-digital')?.title).toBe('کالای دیجیتال');

    // A manager's English value stays through the next start; nothing is filled twice.
    const [row] = await db.select().from(generalCategories).where(eq(generalCategories.slug, 'shop-fashion'));
    await db.update(generalCategories).set({ titleEn: 'Fashion' }).where(eq(generalCategories.id, row!.id));
    try {
      expect(await seedEnglishValues(db)).toBe(0);
      const [kept] = await db.select().from(generalCategories).where(eq(generalCategories.id, row!.id));
      expect(kept?.titleEn).toBe('Fashion');
    } finally {
      await db.update(generalCategories).set({ titleEn: row!.titleEn }).where(eq(generalCategories.id, row!.id));
    }
  });
});
