import { CategoryType } from '@shahrbazar/domain/enums/listing';
import { PackageType, PlanType } from '@shahrbazar/domain/enums/plans';
import { ListingStatus } from '@shahrbazar/domain/enums/status';
import { expect } from 'vitest';
import type { Db } from '../../src/db/client.ts';
import type { App } from '../../src/http/types.ts';
import { makeCategoryChain, makeCity, makePackage, unique } from './catalogue.ts';
import { adminSession, userWithSession } from './users.ts';

/** A shop category tree, a city and a shop package on a percentage plan (the site takes `percentage` of each sale). */
export async function shopFixtures(db: Db, percentage = 10) {
  const city = await makeCity(db);
  const tree = await makeCategoryChain(db, CategoryType.shop);
  const pkg = await makePackage(db, {
    type: PackageType.shop,
    planType: PlanType.percentage,
    price: 0,
    days: 0,
    percentage,
  });
  const admin = (await adminSession(db)).cookie;
  return { city, tree, pkg, admin };
}
export type ShopFixtures = Awaited<ReturnType<typeof shopFixtures>>;

/** The HTTP steps of a booth that sells: opened and approved, selling, with a shipping method and a product. */
export function shopSteps(app: App, db: Db, fx: ShopFixtures) {
  const call = async (cookie: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

  /** A live booth of a new owner that sells (activeSale 1), open, with one shipping method. */
  async function sellingBooth(shipping = { title: 'پیک شهری', price: 30_000, priceConditionFree: 0 }) {
    const owner = await userWithSession(db);
    const name = `shop-${unique()}`;
    const body = {
      type: 'shop',
      city_id: fx.city.id,
      package_id: fx.pkg.id,
      general_sub_category_id: fx.tree.sub.id,
      name,
      title: `غرفه ${name}`,
      userName: 'مریم کریمی',
      nationalCode: '0499370899',
    };
    const created = await call(owner.cookie, 'POST', '/api/v1/me/booth', body);
    expect(created.statusCode, created.body).toBe(201);
    const booth = created.json<{ id: number; name: string }>();
    const edited = await call(owner.cookie, 'PUT', `/api/v1/me/booth/${booth.id}`, { ...body, activeSale: 1 });
    expect(edited.statusCode, edited.body).toBe(200);
    const live = await call(fx.admin, 'POST', `/api/v1/manager/listings/${booth.id}/status`, {
      status: ListingStatus.active,
    });
    expect(live.statusCode, live.body).toBe(200);
    const method = await call(owner.cookie, 'POST', `/api/v1/me/booth/${booth.id}/shipping`, shipping);
    expect(method.statusCode, method.body).toBe(201);
    return { owner, booth, shipping: method.json<{ id: number }>() };
  }

  /** A product of the booth; with `variants`, priced by them (the first selected). */
  async function product(
    owner: { cookie: string },
    boothId: number,
    values: { price?: number; count?: number; discount?: number; variants?: Array<{ price: number; count: number }> },
  ) {
    const res = await call(owner.cookie, 'POST', `/api/v1/me/booth/${boothId}/products`, {
      general_sub_sub_category_id: fx.tree.subSub.id,
      title: `پیراهن ${unique()}`,
      price: values.price ?? 100_000,
      count: values.count ?? 5,
      discount: values.discount ?? 0,
      pricing: (values.variants ?? []).map((variant, index) => ({ ...variant, sizeTitle: `L${index}` })),
      status: 1,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ id: number; pricing: Array<{ id: number }>; pricingSelectedId: number | null }>();
  }

  const checkout = (cookie: string, payload: Record<string, unknown>, key?: string) =>
    app.inject({
      method: 'POST',
      url: '/api/v1/me/orders',
      headers: { cookie, ...(key ? { 'idempotency-key': key } : {}) },
      payload: { address: 'اردبیل، خیابان امام، کوچه ۳', description: '', ...payload },
    });

  return { call, sellingBooth, product, checkout };
}
