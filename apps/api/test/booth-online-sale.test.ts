import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ListingStatus } from '@shahrbazar/domain/enums/status';
import { FIRST_SHIPPING_PRICE, SELLS_ONLINE_BY_DEFAULT } from '@shahrbazar/domain/rules/booth';
import type { Db } from '../src/db/client.ts';
import type { App } from '../src/http/types.ts';
import { seedPolicies } from '../src/modules/access/access.service.ts';
import { creditWallet } from '../src/modules/payments/wallet.service.ts';
import { shopFixtures, shopSteps, type ShopFixtures } from './factories/orders.ts';
import { unique } from './factories/catalogue.ts';
import { userWithSession } from './factories/users.ts';
import { buildTestApp, testDatabase } from './support/test-app.ts';

type Product = { id: number; buyable: boolean; unbuyableReasons: string[] };
type Shipping = { id: number; title: string; price: number };

// Issue 35 #7: a new booth could not sell until its owner found both the online-sale switch and the shipping page,
// and nothing told them so. Setup now asks for both, and a product's answer says why it cannot be bought online.
describe('a new booth sells online from its setup, and its products say why they cannot', () => {
  let app: App;
  let db: Db;
  let fx: ShopFixtures;
  let shop: ReturnType<typeof shopSteps>;

  beforeAll(async () => {
    db = (await testDatabase()).db;
    await seedPolicies(db);
    app = await buildTestApp();
    fx = await shopFixtures(db, 10);
    shop = shopSteps(app, db, fx);
  });
  afterAll(() => app.close());

  /** A booth registered as the setup form sends it (`setup` on top), approved by a manager. */
  async function registered(setup: Record<string, unknown>) {
    const owner = await userWithSession(db);
    const name = `shop-${unique()}`;
    const created = await shop.call(owner.cookie, 'POST', '/api/v1/me/booth', {
      type: 'shop',
      city_id: fx.city.id,
      package_id: fx.pkg.id,
      general_sub_category_id: fx.tree.sub.id,
      name,
      title: `غرفه ${name}`,
      userName: 'مریم کریمی',
      nationalCode: '0499370899',
      ...setup,
    });
    expect(created.statusCode, created.body).toBe(201);
    const booth = created.json<{ id: number; name: string; activeSale: number; shippingMethods: number }>();
    const live = await shop.call(fx.admin, 'POST', `/api/v1/manager/listings/${booth.id}/status`, {
      status: ListingStatus.active,
    });
    expect(live.statusCode, live.body).toBe(200);
    return { owner, booth };
  }

  it('a shop set up with the form’s defaults (selling online, one shipping method) can be bought from at once', async () => {
    const { owner, booth } = await registered({
      activeSale: SELLS_ONLINE_BY_DEFAULT.shop ? 1 : 0,
      shipping: { title: 'ارسال با پست', price: FIRST_SHIPPING_PRICE, priceConditionFree: 0 },
    });
    expect(booth).toMatchObject({ activeSale: 1, shippingMethods: 1 });
    const methods = (await shop.call(owner.cookie, 'GET', `/api/v1/me/booth/${booth.id}/shipping`)).json<{
      items: Shipping[];
    }>().items;
    expect(methods).toMatchObject([{ title: 'ارسال با پست', price: FIRST_SHIPPING_PRICE }]);

    const made = await shop.product(owner, booth.id, { price: 200_000, count: 3 });
    const product = (await app.inject({ url: `/api/v1/products/${made.id}` })).json<Product>();
    expect(product).toMatchObject({ buyable: true, unbuyableReasons: [] });

    const buyer = await userWithSession(db);
    await creditWallet(db, { userId: buyer.user.id, paymentId: null, amount: 1_000_000, kind: 'charge' });
    const done = await shop.checkout(buyer.cookie, {
      booth_id: booth.id,
      shipping_id: methods[0]!.id,
      lines: [{ id: made.id, count: 1, pricingSelectedId: null }],
      method: 'wallet',
    });
    expect(done.statusCode, done.body).toBe(201);
  });

  it('a product says why it cannot be bought online, and stops saying it once the owner fixes each', async () => {
    // Registered without the setup's answers: the spec's defaults (no online sale) and no shipping method.
    const { owner, booth } = await registered({});
    expect(booth).toMatchObject({ activeSale: 0, shippingMethods: 0 });
    const made = await shop.product(owner, booth.id, { price: 200_000, count: 3 });
    const reasons = async () => {
      const mine = (
        await shop.call(owner.cookie, 'GET', `/api/v1/me/booth/${booth.id}/products/${made.id}`)
      ).json<Product>();
      const shown = (await app.inject({ url: `/api/v1/products/${made.id}` })).json<Product>();
      expect(shown.unbuyableReasons).toEqual(mine.unbuyableReasons);
      expect(shown.buyable).toBe(mine.unbuyableReasons.length === 0);
      return mine.unbuyableReasons;
    };
    expect(await reasons()).toEqual(['saleOff', 'noShipping']);

    const boothBody = (await shop.call(owner.cookie, 'GET', `/api/v1/me/booth/${booth.id}`)).json<
      Record<string, unknown>
    >();
    const edit = (changes: Record<string, unknown>) =>
      shop.call(owner.cookie, 'PUT', `/api/v1/me/booth/${booth.id}`, {
        type: 'shop',
        city_id: fx.city.id,
        package_id: fx.pkg.id,
        general_sub_category_id: fx.tree.sub.id,
        name: boothBody.name,
        title: boothBody.title,
        ...changes,
      });
    expect((await edit({ activeSale: 1 })).statusCode).toBe(200);
    await shop.call(fx.admin, 'POST', `/api/v1/manager/listings/${booth.id}/status`, { status: ListingStatus.active });
    expect(await reasons()).toEqual(['noShipping']);

    const added = await shop.call(owner.cookie, 'POST', `/api/v1/me/booth/${booth.id}/shipping`, {
      title: 'پیک شهری',
      price: 30_000,
    });
    expect(added.statusCode, added.body).toBe(201);
    expect(await reasons()).toEqual([]);
    const method = added.json<Shipping>();
    // A shipping method turned off, or deleted, no longer ships.
    await shop.call(owner.cookie, 'PUT', `/api/v1/me/booth/${booth.id}/shipping/${method.id}`, {
      title: 'پیک شهری',
      price: 30_000,
      status: 0,
    });
    expect(await reasons()).toEqual(['noShipping']);
    await shop.call(owner.cookie, 'PUT', `/api/v1/me/booth/${booth.id}/shipping/${method.id}`, {
      title: 'پیک شهری',
      price: 30_000,
      status: 1,
    });
    expect(await reasons()).toEqual([]);

    // Closed for now; then open, sold out.
    expect((await edit({ activeSale: 1, active: 0 })).statusCode).toBe(200);
    expect(await reasons()).toEqual(['closed']);
    await edit({ activeSale: 1, active: 1 });
    await shop.call(owner.cookie, 'PUT', `/api/v1/me/booth/${booth.id}/products/${made.id}`, {
      general_sub_sub_category_id: fx.tree.subSub.id,
      title: 'کالای تمام‌شده',
      price: 200_000,
      count: 0,
      status: 1,
    });
    expect(await reasons()).toEqual(['soldOut']);

    const gone = await shop.call(owner.cookie, 'DELETE', `/api/v1/me/booth/${booth.id}/shipping/${method.id}`);
    expect(gone.statusCode).toBe(204);
    expect(await reasons()).toEqual(['noShipping', 'soldOut']);
  });
});
