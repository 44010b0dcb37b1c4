import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_SETTING_GROUP } from '@shahrbazar/domain/api/app.schema';
import type { BasketQuote, CheckoutResult } from '@shahrbazar/domain/api/order.schema';
import type { Product } from '@shahrbazar/domain/api/product.schema';
import { CategoryType } from '@shahrbazar/domain/enums/listing';
import { PackageType, PlanType } from '@shahrbazar/domain/enums/plans';
import { ListingStatus } from '@shahrbazar/domain/enums/status';
import type { Db } from '../src/db/client.ts';
import type { App } from '../src/http/types.ts';
import { seedPolicies } from '../src/modules/access/access.service.ts';
import { options } from '../src/modules/app/option.table.ts';
import { creditWallet } from '../src/modules/payments/wallet.service.ts';
import { makeCategoryChain, makeCity, makePackage, unique } from './factories/catalogue.ts';
import { adminSession, userWithSession } from './factories/users.ts';
import { buildTestApp, testDatabase } from './support/test-app.ts';

// Issue 35 items 4 and 5: a gold-priced ring's variants cost the same on its card, its page, the basket's quote and
// the order, each from its own weight and karat; a product whose default variant is sold out is still sold.

describe('a product’s variants as they are sold', () => {
  let app: App;
  let db: Db;
  let admin: string;
  let city: Awaited<ReturnType<typeof makeCity>>;
  const trees = {} as Record<'shop' | 'jewelry', Awaited<ReturnType<typeof makeCategoryChain>>>;
  const packages = {} as Record<'shop' | 'jewelry', Awaited<ReturnType<typeof makePackage>>>;

  beforeAll(async () => {
    db = (await testDatabase()).db;
    await seedPolicies(db);
    app = await buildTestApp();
    admin = (await adminSession(db)).cookie;
    city = await makeCity(db);
    for (const type of ['shop', 'jewelry'] as const) {
      trees[type] = await makeCategoryChain(db, CategoryType[type]);
      packages[type] = await makePackage(db, {
        type: PackageType[type],
        planType: PlanType.percentage,
        price: 0,
        days: 0,
        percentage: 5,
      });
    }
  });
  afterAll(() => app.close());

  const call = (cookie: string | undefined, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });

  /** A live booth that sells, open, with a free courier; `tax` in percent. */
  async function sellingBooth(type: 'shop' | 'jewelry', tax = 0) {
    const owner = await userWithSession(db);
    const name = `${type}-${unique()}`;
    const body = {
      type,
      city_id: city.id,
      package_id: packages[type].id,
      general_sub_category_id: trees[type].sub.id,
      name,
      title: `غرفه ${name}`,
      userName: 'مریم کریمی',
      nationalCode: '0499370899',
    };
    const created = await call(owner.cookie, 'POST', '/api/v1/me/booth', body);
    expect(created.statusCode, created.body).toBe(201);
    const booth = created.json<{ id: number; name: string }>();
    const edited = await call(owner.cookie, 'PUT', `/api/v1/me/booth/${booth.id}`, { ...body, activeSale: 1, tax });
    expect(edited.statusCode, edited.body).toBe(200);
    const live = await call(admin, 'POST', `/api/v1/manager/listings/${booth.id}/status`, {
      status: ListingStatus.active,
    });
    expect(live.statusCode, live.body).toBe(200);
    const method = await call(owner.cookie, 'POST', `/api/v1/me/booth/${booth.id}/shipping`, {
      title: 'پیک',
      price: 0,
      priceConditionFree: 0,
    });
    expect(method.statusCode, method.body).toBe(201);
    return { owner, booth, shipping: method.json<{ id: number }>() };
  }

  const setGold = (price: number) =>
    db
      .insert(options)
      .values({ group: APP_SETTING_GROUP, name: 'priceGold18', content: String(price) })
      .onConflictDoUpdate({ target: [options.group, options.name], set: { content: String(price) } });

  async function buyer() {
    const who = await userWithSession(db);
    await creditWallet(db, { userId: who.user.id, paymentId: null, amount: 500_000_000, kind: 'charge' });
    return who;
  }

  /** What the basket's quote and an order from the wallet charge for one of `variantId`. */
  async function quoteAndOrder(seller: Awaited<ReturnType<typeof sellingBooth>>, productId: number, variantId: number) {
    const lines = [{ id: productId, count: 1, pricingSelectedId: variantId }];
    const quoted = await call(undefined, 'POST', '/api/v1/basket/quote', { lines });
    expect(quoted.statusCode, quoted.body).toBe(200);
    const line = quoted.json<BasketQuote>().booths[0]!.lines[0]!;
    const me = await buyer();
    const done = await call(me.cookie, 'POST', '/api/v1/me/orders', {
      booth_id: seller.booth.id,
      shipping_id: seller.shipping.id,
      lines,
      method: 'wallet',
      address: 'اردبیل، خیابان امام، کوچه ۳',
      description: '',
    });
    expect(done.statusCode, done.body).toBe(201);
    const { order } = done.json<CheckoutResult>();
    return { line, order };
  }

  it('sells a gold-priced ring’s every variant at its weight and karat’s gold price, on the card, the page, the quote and the order', async () => {
    const seller = await sellingBooth('jewelry', 9);
    const created = await call(seller.owner.cookie, 'POST', `/api/v1/me/booth/${seller.booth.id}/products`, {
      general_sub_sub_category_id: trees.jewelry.subSub.id,
      title: `انگشتر طلا ${unique()}`,
      weight: '۴٫۲',
      karat: 18,
      makingCharge: 10,
      profit: 5,
      // Stored prices the seller typed once: the gold price, not these, is what the ring costs.
      pricing: [
        { sizeTitle: '۵۲', price: 20_000_000, count: 3 },
        { sizeTitle: '۵۶', price: 20_000_000, count: 3, weight: '۴٫۶' },
        { sizeTitle: '۵۲ (۲۱ عیار)', price: 20_000_000, count: 3, karat: 21 },
        { sizeTitle: '۵۲ (۲۴ عیار)', price: 20_000_000, count: 3, karat: 24 },
      ],
      status: 1,
    });
    expect(created.statusCode, created.body).toBe(201);
    await setGold(3_600_000);
    const id = created.json<Product>().id;

    // 3,600,000 a gram at 18k; × 1.10 × 1.05 × 1.09. 21k and 24k at rate18 × k / 18.
    const expected = [19_035_324, 20_848_212, 22_207_878, 25_380_432];
    const page = (await call(undefined, 'GET', `/api/v1/products/${id}`)).json<Product>();
    expect(page.pricing.map((variant) => variant.price)).toEqual(expected);
    expect(page.pricing.map((variant) => [variant.weight, variant.karat])).toEqual([
      [0, 0],
      [4.6, 0],
      [0, 21],
      [0, 24],
    ]);
    expect(page).toMatchObject({ price: expected[0], finalPrice: expected[0], buyable: true });
    const card = (await call(undefined, 'GET', `/api/v1/products?booth=${seller.booth.name}`)).json<{
      items: Product[];
    }>().items[0]!;
    expect(card).toMatchObject({ id, price: expected[0], finalPrice: expected[0] });

    for (const [index, variant] of page.pricing.entries()) {
      const { line, order } = await quoteAndOrder(seller, id, variant.id);
      expect(line).toMatchObject({ price: expected[index], total: expected[index], problem: null });
      expect(order.details[0]).toMatchObject({ price: expected[index], pricingSelectedId: variant.id });
      expect(order).toMatchObject({ itemsTotal: expected[index], total: expected[index] });
    }
    await setGold(0);
  });

  it('sells a product whose default variant is sold out as another variant in stock', async () => {
    const seller = await sellingBooth('shop');
    const created = await call(seller.owner.cookie, 'POST', `/api/v1/me/booth/${seller.booth.id}/products`, {
      general_sub_sub_category_id: trees.shop.subSub.id,
      title: `کفش ${unique()}`,
      pricing: [
        { sizeTitle: '۴۰', price: 900_000, count: 0 },
        { sizeTitle: '۴۲', price: 950_000, count: 50, discount: 10 },
      ],
      pricingSelectedIndex: 0,
      status: 1,
    });
    expect(created.statusCode, created.body).toBe(201);
    const product = created.json<Product>();
    const [soldOut, inStock] = product.pricing;
    expect(product.pricingSelectedId).toBe(soldOut!.id);

    // The card and the page: buyable, at the price of the size in stock.
    const card = (await call(undefined, 'GET', `/api/v1/products?booth=${seller.booth.name}`)).json<{
      items: Product[];
    }>().items[0]!;
    expect(card).toMatchObject({ buyable: true, availability: 'available', price: 950_000, finalPrice: 855_000 });
    const page = (await call(undefined, 'GET', `/api/v1/products/${product.id}`)).json<Product>();
    expect(page).toMatchObject({ buyable: true, count: 50 });

    // Quoted and ordered as size 42; size 40 still says it is sold out.
    const { line, order } = await quoteAndOrder(seller, product.id, inStock!.id);
    expect(line).toMatchObject({ price: 950_000, total: 855_000, problem: null });
    expect(order.details[0]).toMatchObject({ pricingSelectedId: inStock!.id, price: 950_000, count: 1 });
    const again = (await call(undefined, 'GET', `/api/v1/products/${product.id}`)).json<Product>();
    expect(again.pricing.map((variant) => variant.count)).toEqual([0, 49]);
    const none = await call(undefined, 'POST', '/api/v1/basket/quote', {
      lines: [{ id: product.id, count: 1, pricingSelectedId: soldOut!.id }],
    });
    expect(none.json<BasketQuote>().booths[0]!.lines[0]!.problem).toBe('inventoryLess');
  });

  it('sorts gold items «ارزان‌ترین» by the price they are sold at, following the gold rate and the booth’s tax', async () => {
    const seller = await sellingBooth('jewelry');
    const ring = async (title: string, price: number, weight: string, pricing: object[] = []) => {
      const res = await call(seller.owner.cookie, 'POST', `/api/v1/me/booth/${seller.booth.id}/products`, {
        general_sub_sub_category_id: trees.jewelry.subSub.id,
        title,
        weight,
        karat: 18,
        makingCharge: 0,
        profit: 0,
        price,
        count: 3,
        pricing,
        status: 1,
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json<Product>().id;
    };
    const rate = async (priceGold18: number) => {
      const res = await call(admin, 'PUT', '/api/v1/manager/settings/app', { priceGold18 });
      expect(res.statusCode, res.body).toBe(200);
    };
    /** The booth's rings cheapest first, one page at a time (each page continues from the cursor of the one before). */
    const cheapest = async () => {
      const seen: Array<{ id: number; price: number }> = [];
      let cursor: string | null = null;
      do {
        const query: string = `booth=${seller.booth.name}&sort=cheapest&perPage=1${cursor ? `&cursor=${cursor}` : ''}`;
        const res = await call(undefined, 'GET', `/api/v1/products?${query}`);
        expect(res.statusCode, res.body).toBe(200);
        const page = res.json<{ items: Product[]; nextCursor: string | null }>();
        seen.push(...page.items.map((item) => ({ id: item.id, price: item.price })));
        cursor = page.nextCursor;
      } while (cursor);
      return seen;
    };

    await rate(3_600_000);
    // Typed cheap but heavy; typed dear but light; and a ring whose chosen size is lighter still.
    const heavy = await ring('انگشتر سنگین', 1_000_000, '۱۰');
    const light = await ring('انگشتر سبک', 90_000_000, '۲');
    const sized = await ring('انگشتر سایزدار', 80_000_000, '۵', [
      { sizeTitle: '۵۰', price: 80_000_000, count: 2, weight: '۱٫۵' },
      { sizeTitle: '۵۸', price: 80_000_000, count: 2 },
    ]);
    expect(await cheapest()).toEqual([
      { id: sized, price: 5_400_000 },
      { id: light, price: 7_200_000 },
      { id: heavy, price: 36_000_000 },
    ]);

    // The rate changes in the back office: the order follows at once; with no rate the typed prices apply.
    await rate(0);
    expect((await cheapest()).map((item) => item.id)).toEqual([heavy, sized, light]);
    await rate(3_600_000);
    expect((await cheapest()).map((item) => item.id)).toEqual([sized, light, heavy]);

    // The booth's tax is part of the price: 10 % on every ring, the order the same, each sorted at what it costs.
    const body = {
      type: 'jewelry',
      city_id: city.id,
      package_id: packages.jewelry.id,
      general_sub_category_id: trees.jewelry.sub.id,
      name: seller.booth.name,
      title: `غرفه ${seller.booth.name}`,
      userName: 'مریم کریمی',
      nationalCode: '0499370899',
      activeSale: 1,
      tax: 10,
    };
    const taxed = await call(seller.owner.cookie, 'PUT', `/api/v1/me/booth/${seller.booth.id}`, body);
    expect(taxed.statusCode, taxed.body).toBe(200);
    await call(admin, 'POST', `/api/v1/manager/listings/${seller.booth.id}/status`, { status: ListingStatus.active });
    expect(await cheapest()).toEqual([
      { id: sized, price: 5_940_000 },
      { id: light, price: 7_920_000 },
      { id: heavy, price: 39_600_000 },
    ]);
    await rate(0);
  });
});
