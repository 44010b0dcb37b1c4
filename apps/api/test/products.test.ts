import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { APP_SETTING_GROUP } from '@shahrbazar/domain/api/app.schema';
import { CategoryType } from '@shahrbazar/domain/enums/listing';
import { UserType } from '@shahrbazar/domain/enums/people';
import { PackageType } from '@shahrbazar/domain/enums/plans';
import { ListingStatus } from '@shahrbazar/domain/enums/status';
import type { Db } from '../src/db/client.ts';
import type { App } from '../src/http/types.ts';
import { policyIds, seedPolicies } from '../src/modules/access/access.service.ts';
import { rolePolicies, roles } from '../src/modules/access/role.table.ts';
import { policy } from '@shahrbazar/domain/rules/policy-catalogue';
import { options } from '../src/modules/app/option.table.ts';
import { users } from '../src/modules/users/user.table.ts';
import { products } from '../src/verticals/booth/product.table.ts';
import { makeCategoryChain, makeCity, makeImageFile, makePackage, unique } from './factories/catalogue.ts';
import { adminSession, userWithSession } from './factories/users.ts';
import { buildTestApp, testDatabase } from './support/test-app.ts';

interface Variant {
  id: number;
  sizeTitle: string;
  colorTitle: string;
  price: number;
  count: number;
  discount: number;
  finalPrice: number;
}
interface Product {
  id: number;
  title: string;
  price: number;
  count: number;
  discount: number;
  finalPrice: number;
  pricingSelectedId: number | null;
  pricing: Variant[];
  features: Array<{ id: number; key: string; value: string }>;
  buyable: boolean;
  availability: string;
  attributes: Record<string, unknown>;
  booth: { id: number; name: string };
  image: string;
}

describe('a booth’s products', () => {
  let app: App;
  let db: Db;
  let admin: string;
  let city: Awaited<ReturnType<typeof makeCity>>;
  const trees = {} as Record<'shop' | 'jewelry' | 'realEstate', Awaited<ReturnType<typeof makeCategoryChain>>>;
  const packages = {} as Record<'shop' | 'jewelry' | 'realEstate', Awaited<ReturnType<typeof makePackage>>>;

  beforeAll(async () => {
    db = (await testDatabase()).db;
    await seedPolicies(db);
    app = await buildTestApp();
    admin = (await adminSession(db)).cookie;
    city = await makeCity(db);
    for (const type of ['shop', 'jewelry', 'realEstate'] as const) {
      trees[type] = await makeCategoryChain(db, CategoryType[type]);
      packages[type] = await makePackage(db, { type: PackageType[type] });
    }
  });
  afterAll(() => app.close());

  /** A live booth of a new owner (registered, approved by a manager). */
  async function liveBooth(type: 'shop' | 'jewelry' | 'realEstate' = 'shop', extra: Record<string, unknown> = {}) {
    const owner = await userWithSession(db);
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/me/booth',
      headers: { cookie: owner.cookie },
      payload: {
        type,
        city_id: city.id,
        package_id: packages[type].id,
        general_sub_category_id: trees[type].sub.id,
        name: `${type.toLowerCase()}-${unique()}`,
        title: 'غرفه آزمایشی',
        userName: 'مریم کریمی',
        nationalCode: '0499370899',
      },
    });
    const booth = res.json<{ id: number; name: string }>();
    await app.inject({
      method: 'POST',
      url: `/api/v1/manager/listings/${booth.id}/status`,
      headers: { cookie: admin },
      payload: { status: ListingStatus.active },
    });
    if (Object.keys(extra).length > 0) {
      const mine = (
        await app.inject({ url: `/api/v1/me/booth/${booth.id}`, headers: { cookie: owner.cookie } })
      ).json();
      await app.inject({
        method: 'PUT',
        url: `/api/v1/me/booth/${booth.id}`,
        headers: { cookie: owner.cookie },
        payload: {
          type,
          city_id: city.id,
          package_id: packages[type].id,
          general_sub_category_id: trees[type].sub.id,
          name: mine.name,
          title: mine.title,
          ...extra,
        },
      });
      await app.inject({
        method: 'POST',
        url: `/api/v1/manager/listings/${booth.id}/status`,
        headers: { cookie: admin },
        payload: { status: ListingStatus.active },
      });
    }
    return { ...owner, booth };
  }

  const shirt = (overrides: Record<string, unknown> = {}) => ({
    general_sub_sub_category_id: trees.shop.subSub.id,
    title: 'پیراهن نخی مردانه',
    description: 'نخ ۱۰۰٪، دوخت ایرانی',
    pricing: [
      { sizeTitle: 'M', colorTitle: 'آبی', colorValue: '#1c7ed6', price: 450_000, count: 3, discount: 10 },
      { sizeTitle: 'XL', colorTitle: 'سفید', colorValue: '#ffffff', price: '۵۲۰٬۰۰۰', count: 0, discount: 0 },
    ],
    features: [{ key: 'جنس', value: 'نخ', important: true }],
    tags: JSON.stringify(['پیراهن']),
    ...overrides,
  });
  const post = (cookie: string, boothId: number, payload: Record<string, unknown>, prefix = '/api/v1/me') =>
    app.inject({ method: 'POST', url: `${prefix}/booth/${boothId}/products`, headers: { cookie }, payload });

  it('adds a product with two variants: price, stock and discount come from the selected one, rounded down', async () => {
    const { cookie, user, booth } = await liveBooth('shop', { activeSale: 1 });
    // Selling online needs a shipping method too (issue 35 #7).
    const shipping = await app.inject({
      method: 'POST',
      url: `/api/v1/me/booth/${booth.id}/shipping`,
      headers: { cookie },
      payload: { title: 'پیک شهری', price: 30_000 },
    });
    expect(shipping.statusCode).toBe(201);
    const image = await makeImageFile(db, user.id);
    const res = await post(cookie, booth.id, shirt({ images: [{ id: image.id }] }));
    expect(res.statusCode).toBe(201);
    const product = res.json<Product>();
    expect(product.pricing.map((variant) => [variant.sizeTitle, variant.price, variant.finalPrice])).toEqual([
      ['M', 450_000, 405_000],
      ['XL', 520_000, 520_000],
    ]);
    expect(product.pricingSelectedId).toBe(product.pricing[0]!.id);
    expect(product).toMatchObject({ price: 450_000, count: 3, discount: 10, finalPrice: 405_000, buyable: true });
    expect(product.features[0]).toMatchObject({ id: 1, key: 'جنس', value: 'نخ' });
    expect(product.image).toBe(image.path);

    // The second variant selected: out of stock, so not buyable.
    const [first, second] = product.pricing;
    const edited = await app.inject({
      method: 'PUT',
      url: `/api/v1/me/booth/${booth.id}/products/${product.id}`,
      headers: { cookie },
      payload: shirt({
        pricing: [
          { ...first, discount: 33 },
          { ...second, count: 2 },
        ],
        pricingSelectedIndex: 1,
      }),
    });
    expect(edited.statusCode).toBe(200);
    const saved = edited.json<Product>();
    expect(saved.pricing.map((variant) => variant.id)).toEqual([first!.id, second!.id]);
    expect(saved.pricing[0]!.finalPrice).toBe(301_500); // 450,000 - 33% = 301,500
    expect(saved).toMatchObject({ pricingSelectedId: second!.id, price: 520_000, count: 2, availability: 'available' });

    // Public: on the booth's list and its own page; the booth counts it.
    const page = await app.inject({ url: `/api/v1/products/${product.id}` });
    expect(page.json<Product>().booth.name).toBe(booth.name);
    const listed = await app.inject({ url: `/api/v1/products?booth=${booth.name}` });
    expect(listed.json<{ items: Product[] }>().items.map((item) => item.id)).toEqual([product.id]);
    expect((await app.inject({ url: `/api/v1/booth/name/${booth.name}` })).json().productCount).toBe(1);

    // Dropping a variant removes it; deleting the product lowers the count.
    const one = await app.inject({
      method: 'PUT',
      url: `/api/v1/me/booth/${booth.id}/products/${product.id}`,
      headers: { cookie },
      payload: shirt({ pricing: [first] }),
    });
    expect(one.json<Product>().pricing.map((variant) => variant.id)).toEqual([first!.id]);
    const gone = await app.inject({
      method: 'DELETE',
      url: `/api/v1/me/booth/${booth.id}/products/${product.id}`,
      headers: { cookie },
    });
    expect(gone.statusCode).toBe(204);
    expect((await app.inject({ url: `/api/v1/products/${product.id}` })).statusCode).toBe(404);
    expect((await app.inject({ url: `/api/v1/booth/name/${booth.name}` })).json().productCount).toBe(0);
  });

  it('is not buyable when the booth does not sell online, and hidden while the booth is not live', async () => {
    const owner = await liveBooth();
    const product = (await post(owner.cookie, owner.booth.id, shirt())).json<Product>();
    expect(product.buyable).toBe(false);
    await app.inject({
      method: 'POST',
      url: `/api/v1/manager/listings/${owner.booth.id}/status`,
      headers: { cookie: admin },
      payload: { status: ListingStatus.inactive, message: 'مدارک ناقص' },
    });
    expect((await app.inject({ url: `/api/v1/products/${product.id}` })).statusCode).toBe(404);
    expect(
      (await app.inject({ url: `/api/v1/products/${product.id}`, headers: { cookie: owner.cookie } })).statusCode,
    ).toBe(200);
  });

  it('refuses another user, an agent without the owner, and a guest on every write; a product is not under another booth', async () => {
    const owner = await liveBooth();
    const other = await liveBooth();
    const product = (await post(owner.cookie, owner.booth.id, shirt())).json<Product>();
    const stranger = await userWithSession(db);
    // An agent with the agent panel's products policies, who did not onboard this owner.
    const [role] = await db
      .insert(roles)
      .values({ title: `agents ${unique()}`, type: UserType.agent })
      .returning();
    const granted = await policyIds(db, [
      policy('agentProducts', 'index'),
      policy('agentProducts', 'create'),
      policy('agentProducts', 'edit'),
    ]);
    await db.insert(rolePolicies).values(granted.map((policyId) => ({ roleId: role!.id, policyId })));
    const agent = await userWithSession(db, { type: UserType.agent, kind: 'agent', roleId: role!.id });
    const url = `/booth/${owner.booth.id}/products`;
    const one = `${url}/${product.id}`;
    const refusals: Array<[string, string, string, number]> = [
      ['GET', `/api/v1/me${url}`, stranger.cookie, 404],
      ['POST', `/api/v1/me${url}`, stranger.cookie, 404],
      ['PUT', `/api/v1/me${one}`, stranger.cookie, 404],
      ['DELETE', `/api/v1/me${one}`, stranger.cookie, 404],
      ['POST', `/api/v1/agent${url}`, agent.cookie, 404],
      ['PUT', `/api/v1/agent${one}`, agent.cookie, 404],
      ['DELETE', `/api/v1/agent${one}`, agent.cookie, 404],
      ['POST', `/api/v1/me${url}`, '', 401],
      ['DELETE', `/api/v1/me${one}`, '', 401],
      ['POST', `/api/v1/manager${url}`, stranger.cookie, 403],
      // The owner of another booth, through their own booth's address: this product is not theirs.
      ['PUT', `/api/v1/me/booth/${other.booth.id}/products/${product.id}`, other.cookie, 404],
      ['DELETE', `/api/v1/me/booth/${other.booth.id}/products/${product.id}`, other.cookie, 404],
    ];
    for (const [method, path, cookie, status] of refusals) {
      const res = await app.inject({
        method: method as 'GET',
        url: path,
        headers: cookie ? { cookie } : {},
        ...(method === 'POST' || method === 'PUT' ? { payload: shirt({ title: 'ربوده شده' }) } : {}),
      });
      expect(res.statusCode, `${method} ${path}`).toBe(status);
      expect(res.json().error.message, `${method} ${path}`).toBeTruthy();
    }
    const still = await app.inject({ url: `/api/v1/me${one}`, headers: { cookie: owner.cookie } });
    expect(still.json<Product>().title).toBe('پیراهن نخی مردانه');

    // The agent who onboarded the owner may; a manager may.
    await db.update(users).set({ createdBy: agent.user.id }).where(eq(users.id, owner.user.id));
    expect((await post(agent.cookie, owner.booth.id, shirt(), '/api/v1/agent')).statusCode).toBe(201);
    expect((await post(admin, owner.booth.id, shirt(), '/api/v1/manager')).statusCode).toBe(201);
  });

  it('answers bad input field by field in the one error shape, never 500', async () => {
    const { cookie, booth } = await liveBooth();
    const other = await liveBooth();
    const othersVariant = (await post(other.cookie, other.booth.id, shirt())).json<Product>().pricing[0]!;
    const product = (await post(cookie, booth.id, shirt())).json<Product>();
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ title: 'ab' }, 'title', 'عنوان'],
      [{ general_sub_sub_category_id: trees.jewelry.subSub.id }, 'general_sub_sub_category_id', ''],
      [{ general_sub_sub_category_id: undefined }, 'general_sub_sub_category_id', 'الزامی'],
      [{ price: -1, pricing: [] }, 'price', 'قیمت'],
      [{ price: 10_000_000_000_001, pricing: [] }, 'price', 'قیمت'],
      [{ count: 'بسیار', pricing: [] }, 'count', 'موجودی'],
      [{ discount: 101, pricing: [] }, 'discount', 'تخفیف'],
      [{ pricingSelectedIndex: 5 }, 'pricingSelectedIndex', ''],
      [{ pricing: '[not json' }, 'pricing', ''],
      [{ images: [{ id: 2_000_000_000 }] }, 'images', ''],
    ];
    for (const [overrides, field, words] of cases) {
      const res = await post(cookie, booth.id, shirt(overrides));
      expect(res.statusCode, JSON.stringify(overrides)).toBe(422);
      expect(res.json().error.fields?.[field] ?? '', JSON.stringify(overrides)).toContain(words);
    }
    const stolen = await app.inject({
      method: 'PUT',
      url: `/api/v1/me/booth/${booth.id}/products/${product.id}`,
      headers: { cookie },
      payload: shirt({ pricing: [{ ...othersVariant }] }),
    });
    expect(stolen.statusCode).toBe(422);
    expect(stolen.json().error.fields.pricing).toBe('این تنوع قیمت متعلق به این محصول نیست.');
  });

  it('prices a ring by weight from the site’s gold price, and asks a flat for its area', async () => {
    const jeweller = await liveBooth('jewelry', { tax: 9 });
    const ring = {
      general_sub_sub_category_id: trees.jewelry.subSub.id,
      title: 'انگشتر طلای زنانه',
      price: 1,
      count: 1,
      weight: '۳٫۲۵',
      makingCharge: 18,
      profit: 7,
    };
    const created = await post(jeweller.cookie, jeweller.booth.id, ring);
    expect(created.statusCode).toBe(201);
    const id = created.json<Product>().id;
    const setGold = (price: number) =>
      db
        .insert(options)
        .values({ group: APP_SETTING_GROUP, name: 'priceGold18', content: String(price) })
        .onConflictDoUpdate({ target: [options.group, options.name], set: { content: String(price) } });
    await setGold(4_000_000);
    const at4 = (await app.inject({ url: `/api/v1/products/${id}` })).json<Product>();
    expect(at4.price).toBe(17_891_042);
    expect(at4.attributes).toMatchObject({ weight: 3.25, karat: 18 });
    await setGold(4_400_000);
    expect((await app.inject({ url: `/api/v1/products/${id}` })).json<Product>().price).toBeGreaterThan(at4.price);
    await setGold(0);
    expect((await app.inject({ url: `/api/v1/products/${id}` })).json<Product>().price).toBe(1);
    const noWeight = await post(jeweller.cookie, jeweller.booth.id, { ...ring, weight: '' });
    expect(noWeight.json().error.fields).toHaveProperty('weight');

    const agency = await liveBooth('realEstate');
    const flat = {
      general_sub_sub_category_id: trees.realEstate.subSub.id,
      title: 'آپارتمان ۸۵ متری دوخوابه',
      dealType: 'sale',
      rooms: 2,
      price: 3_500_000_000,
    };
    const missing = await post(agency.cookie, agency.booth.id, flat);
    expect(missing.statusCode).toBe(422);
    expect(missing.json().error.fields).toHaveProperty('area');
    const ok = await post(agency.cookie, agency.booth.id, { ...flat, area: '۸۵' });
    expect(ok.json<Product>().attributes).toMatchObject({ dealType: 'sale', area: 85, rooms: 2 });
  });

  it('browses live products across booths by category level and city, newest first, page after page', async () => {
    const a = await liveBooth();
    const b = await liveBooth();
    const made: number[] = [];
    for (const owner of [a, b, a]) made.push((await post(owner.cookie, owner.booth.id, shirt())).json<Product>().id);
    const path = `/api/v1/products?subSubCategory=${trees.shop.subSub.slug}&city=${city.slug}&perPage=2`;
    const first = (await app.inject({ url: path })).json<{ items: Product[]; nextCursor: number }>();
    const ids = first.items.map((item) => item.id);
    const second = (await app.inject({ url: `${path}&cursor=${first.nextCursor}` })).json<{ items: Product[] }>();
    const all = [...ids, ...second.items.map((item) => item.id)];
    expect(all.slice(0, 3)).toEqual([...made].reverse());
    expect((await app.inject({ url: '/api/v1/products?category=no-such-slug' })).json().items).toEqual([]);
    const cheapest = (await app.inject({ url: `${path}&sort=cheapest` })).json<{ items: Product[] }>();
    expect(cheapest.items).toHaveLength(2);
  });
  it('continues every sort from its cursor, where "more" left off, and refuses a cursor that does not fit', async () => {
    const own = await makeCategoryChain(db, CategoryType.shop);
    const { cookie, booth } = await liveBooth();
    // discount %, views, price of five mugs of their own sub-sub category (ties in each sort: id breaks them)
    const shapes = [
      [10, 5, 300_000],
      [20, 9, 100_000],
      [10, 9, 200_000],
      [0, 1, 100_000],
      [20, 0, 400_000],
    ] as const;
    const made: Array<{ id: number; discount: number; views: number; price: number }> = [];
    for (const [discount, views, price] of shapes) {
      const res = await post(cookie, booth.id, {
        general_sub_sub_category_id: own.subSub.id,
        title: 'لیوان سرامیکی',
        price,
        count: 4,
        discount,
      });
      const id = res.json<Product>().id;
      await db.update(products).set({ views }).where(eq(products.id, id));
      made.push({ id, discount, views, price });
    }
    type Page = { items: Product[]; nextCursor: string | null };
    const pageOf = async (sort: string, cursor: string | null) =>
      (
        await app.inject({
          url: `/api/v1/products?subSubCategory=${own.subSub.slug}&sort=${sort}&perPage=2${cursor ? `&cursor=${cursor}` : ''}`,
        })
      ).json<Page>();
    async function walk(sort: string) {
      const seen: number[] = [];
      let cursor: string | null = null;
      do {
        const page: Page = await pageOf(sort, cursor);
        seen.push(...page.items.map((item) => item.id));
        cursor = page.nextCursor;
      } while (cursor !== null && seen.length < 10);
      return seen;
    }
    const ids = (list: typeof made) => list.map((product) => product.id);
    expect(await walk('views')).toEqual(ids([...made].sort((a, b) => b.views - a.views || b.id - a.id)));
    expect(await walk('discount')).toEqual(ids([...made].sort((a, b) => b.discount - a.discount || b.id - a.id)));
    expect(await walk('cheapest')).toEqual(ids([...made].sort((a, b) => a.price - b.price || b.id - a.id)));
    expect(await walk('newest')).toEqual(ids([...made].sort((a, b) => b.id - a.id)));

    // The most viewed: the first page's last mug gets many views before "more"; the next page still starts after
    // it, with nothing shown twice or skipped.
    const first = await pageOf('views', null);
    const byViews = ids([...made].sort((a, b) => b.views - a.views || b.id - a.id));
    expect(first.items.map((item) => item.id)).toEqual(byViews.slice(0, 2));
    await db.update(products).set({ views: 1000 }).where(eq(products.id, byViews[1]!));
    const second = await pageOf('views', first.nextCursor);
    expect(second.items.map((item) => item.id)).toEqual(byViews.slice(2, 4));

    for (const [sort, cursor] of [
      ['views', 'abc'],
      ['views', String(made[0]!.id)],
      ['newest', `5_${made[0]!.id}`],
      ['discount', `5_0`],
      ['cheapest', `99999999999999999_${made[0]!.id}`],
    ]) {
      const refused = await app.inject({ url: `/api/v1/products?sort=${sort}&cursor=${cursor}` });
      expect(refused.statusCode, `${sort} ${cursor}`).toBe(422);
      expect(refused.json().error.fields.cursor).toBe('ادامهٔ این فهرست پیدا نشد؛ فهرست را از ابتدا باز کنید.');
    }
  });
});
